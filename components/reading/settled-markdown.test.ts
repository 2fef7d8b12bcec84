import { describe, expect, it } from "vitest";
import { settledMarkdown } from "./settled-markdown";

describe("settledMarkdown", () => {
  it("shows whole lines and the words of the line being written", () => {
    expect(settledMarkdown("## Summary\nThe cards speak of pat")).toBe("## Summary\nThe cards speak of pat");
  });

  it("holds back a heading until its line is complete", () => {
    expect(settledMarkdown("## Summary\nDone.\n\n## Pres")).toBe("## Summary\nDone.\n\n");
    expect(settledMarkdown("## Summary\nDone.\n\n#")).toBe("## Summary\nDone.\n\n");
    expect(settledMarkdown("## Present: The Star\n")).toBe("## Present: The Star\n");
  });

  it("holds back emphasis or code that is still open", () => {
    expect(settledMarkdown("## Summary\n**Verdict: Ye")).toBe("## Summary\n");
    expect(settledMarkdown("## Summary\n**Verdict: Yes.** The ca")).toBe("## Summary\n**Verdict: Yes.** The ca");
    expect(settledMarkdown("Try `breath")).toBe("Try ");
    expect(settledMarkdown("A word *")).toBe("A word ");
  });

  it("leaves a finished reading as it is", () => {
    const whole = "## Summary\n**Verdict: Maybe.** Wait.\n\n## Synthesis\nBe kind.";
    expect(settledMarkdown(whole)).toBe(whole);
  });
});
