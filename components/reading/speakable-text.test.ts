import { describe, expect, it } from "vitest";
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
});
