import { describe, expect, it } from "vitest";
import { firstSentence, longDate, sharePath } from "./share-text";

describe("the words of a shared card of the day", () => {
  it("names the public page, with the sharer's referral code when there is one", () => {
    expect(sharePath("2026-11-25", "the-star")).toBe("/daily/2026-11-25/the-star");
    expect(sharePath("2026-11-25", "the-star", "AB C")).toBe("/daily/2026-11-25/the-star?ref=AB%20C");
    expect(sharePath("2026-11-25", "the-star", null)).toBe("/daily/2026-11-25/the-star");
  });

  it("writes the calendar day in words, the same in every time zone", () => {
    expect(longDate("2026-11-25")).toBe("25 November 2026");
    expect(longDate("2027-01-01")).toBe("1 January 2027");
  });

  it("takes the first sentence without markdown, and cuts a long one at a word", () => {
    expect(firstSentence("**The Star** is the card for today. Rest first.")).toBe("The Star is the card for today.");
    expect(firstSentence("No full stop here")).toBe("No full stop here");
    const long = `${"word ".repeat(60)}end.`;
    const cut = firstSentence(long, 40);
    expect(cut.length).toBeLessThanOrEqual(41);
    expect(cut).toMatch(/^word( word)*…$/);
  });
});
