import { afterEach, describe, expect, it } from "vitest";
import { GET as health } from "@/app/api/health/route";
import { POST as interpret } from "@/app/api/tarot/interpret/route";
import { beginReading } from "@/lib/readings/interpret";
import { startDraining, stopDrainingForTests, writingsInFlight } from "@/lib/lifecycle/drain";
import type { ReadingWriter } from "@/lib/writers/types";
import { signedInReader } from "../helpers/reader";
import { jsonRequest, newUser } from "../helpers/requests";
import { ONE_CARD } from "../helpers/readings";

/** A writer that writes its first words, then waits for `release` before the rest. */
function heldWriter() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const writer: ReadingWriter = {
    name: "local",
    async *stream() {
      yield "## Summary\nThe Star says the storm is already passing, and hope is returning in small, steady ways.\n\n";
      await released;
      yield "## The heart of the matter: The Star\nAfter a hard season, something in you is quietly refilling.\n\n## Synthesis\nRest first, then take one small hopeful step.";
    },
  };
  return { writer, release };
}

describe("draining (an instance told to stop: lib/lifecycle/drain.ts)", () => {
  afterEach(() => stopDrainingForTests());

  it("refuses a new reading with 503 and says why, and /api/health answers 503", async () => {
    const { token } = await newUser();
    startDraining();
    const refused = await interpret(jsonRequest("/api/tarot/interpret", { body: ONE_CARD, token }));
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("5");
    expect(await refused.json()).toEqual({ error: "This server is restarting. Nothing was counted: please try again in a few seconds.", code: "unavailable" });
    const answer = await health(new Request("http://localhost/api/health"));
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({ ok: false, db: "up", draining: true });
  });

  it("lets a reading begun before the drain finish and be stored, counting it in flight until then", async () => {
    const { token } = await newUser();
    const { writer, release } = heldWriter();
    const before = writingsInFlight();
    const run = await beginReading(await signedInReader(token), ONE_CARD, { writer });
    expect(writingsInFlight()).toBe(before + 1);
    const written = run.write();
    startDraining();
    release();
    const { interpretation, readingId } = await written;
    expect(interpretation).toContain("Rest first, then take one small hopeful step.");
    expect(readingId).not.toBeNull();
    expect(writingsInFlight()).toBe(before);
  });
});
