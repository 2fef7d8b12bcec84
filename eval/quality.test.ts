import { describe, expect, it } from "vitest";
import { localWriter } from "@/lib/writers/local";
import { CORPUS_DAILIES, CORPUS_READINGS } from "./corpus";
import { checkWriting } from "./quality";
import { runWriter } from "./run";

describe("the evaluation's quality checks", () => {
  it("holds readings, follow-ups and card of the day messages to the product's checks", async () => {
    const readings = CORPUS_READINGS.filter((reading) => reading.followUp).slice(0, 2);
    const { writings } = await runWriter(localWriter, { readings, dailies: CORPUS_DAILIES.slice(0, 1) });
    const [reading, followUp, daily] = [writings.find((w) => w.kind === "reading"), writings.find((w) => w.kind === "follow-up"), writings.find((w) => w.kind === "daily")];
    expect(checkWriting(reading!)).toMatchObject({ cards_named: true, sections_in_order: true });
    expect(checkWriting(followUp!)).toHaveProperty("no_undrawn_cards");
    expect(checkWriting(followUp!)).not.toHaveProperty("sections_in_order");
    expect(checkWriting(daily!)).toMatchObject({ cards_named: true });
    // A reading that names none of its cards fails.
    expect(checkWriting({ ...reading!, text: "## Summary\nNothing here." })).toMatchObject({ cards_named: false });
  });
});
