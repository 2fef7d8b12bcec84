import { describe, expect, it } from "vitest";
import { writtenReading } from "@/eval/written-readings";
import { LOCALES } from "@/lib/domain/vocabularies";
import { getSpread } from "@/lib/tarot/spreads";
import { readingHeadings, structureWords } from "@/lib/writers/structure";
import { speakablePassages } from "./speakable-text";

describe("speakablePassages", () => {
  it("reads headings, paragraphs and list items as passages, without markdown's marks", () => {
    const markdown = "## Summary\nThe **Star** brings _hope_.\n\n### The Star (Present)\n- Renewal\n- Calm after the `storm`\n\n**Verdict:** Yes";
    expect(speakablePassages(markdown)).toEqual(["Summary", "The Star brings hope.", "The Star (Present)", "Renewal", "Calm after the storm", "Verdict: Yes"]);
  });

  it("keeps a link's words and drops its address, and skips passages with nothing to say", () => {
    expect(speakablePassages("See [the Star](/cards/the-star).\n\n---\n\n* * *")).toEqual(["See the Star."]);
  });

  it("reads any language's letters", () => {
    expect(speakablePassages("## Zusammenfassung\nDer Stern bringt Hoffnung.")).toEqual(["Zusammenfassung", "Der Stern bringt Hoffnung."]);
  });

  it.each(LOCALES)("reads a %s reading's own headings, verdict and card names aloud, each heading a passage of its own", (locale) => {
    const spread = getSpread("yes_no");
    const cards = ["The Hermit", "The Fool", "The Hanged Man"] as const;
    const passages = speakablePassages(writtenReading({ locale, spread, cards, topic: "x", verdict: "maybe" }));
    // Speech reads French's no-break space before a colon as any space.
    const spoken = (text: string) => text.replace(/\s+/g, " ");
    const headings = readingHeadings(spread, cards, locale).map(spoken);
    expect(passages.filter((passage) => headings.includes(passage))).toEqual(headings);
    const { verdict, headingSeparator } = structureWords(locale);
    expect(passages[1].startsWith(spoken(`${verdict.label}${headingSeparator}${verdict.maybe}.`))).toBe(true);
  });
});
