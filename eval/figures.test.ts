import { describe, expect, it } from "vitest";
import { distinctSentenceRatio, lengthInWords, median, proseOf, sentencesOf, templating } from "./figures";

const TEMPLATE = "Treat this as a direction of travel rather than a fixed fate.";
const reading = (own: string, extra = "") => `## Summary\n**Verdict: Yes.** ${own} ${extra}\n\n## Synthesis\n- Short one.`;

describe("sentences of a writing", () => {
  it("drops headings and markdown marks, and splits at sentence ends and paragraphs", () => {
    expect(proseOf("## The Tower\n**Bold** and _soft_ `code`.\n- listed")).toBe("Bold and soft code.\nlisted");
    expect(sentencesOf("## Summary\nOne here. Two there!\n\nThree “quoted.” Four")).toEqual(["one here", "two there", "three quoted", "four"]);
  });

  it("splits a question's own punctuation in other languages too", () => {
    expect(sentencesOf("¿Volverá mi ex? Las cartas responden.")).toEqual(["¿volverá mi ex", "las cartas responden"]);
  });

  it("counts the words of the prose, not of the headings", () => {
    expect(lengthInWords("## First card: The Tower\nFour words are here.")).toBe(4);
  });
});

describe("templating", () => {
  it("finds the share of writings holding a sentence of 8+ words that is in more than 5 % of them", () => {
    const writings = Array.from({ length: 40 }, (_, index) => reading(`Reading number ${index} speaks of its own cards today.`, index < 3 ? TEMPLATE : ""));
    // 3 of 40 is 7.5 %: a template in each of the three.
    const result = templating(writings);
    expect(result.writingsWithTemplate).toBe(3);
    expect(result.share).toBe(3 / 40);
    expect(result.mostRepeated).toEqual({ sentence: "treat this as a direction of travel rather than a fixed fate", writings: 3, share: 3 / 40 });
  });

  it("does not count a sentence found in exactly 5 % of the writings, nor one shorter than 8 words", () => {
    const writings = Array.from({ length: 40 }, (_, index) => reading(`Reading ${index} has words of its own here.`, `${index < 2 ? TEMPLATE : ""} The cards agree today.`));
    const result = templating(writings);
    expect(result.share).toBe(0);
    expect(result.mostRepeated?.writings).toBe(2);
  });

  it("counts a sentence repeated inside one writing once", () => {
    const writings = [reading(TEMPLATE, TEMPLATE), reading("Something entirely different is written in this second one.")];
    expect(templating(writings).mostRepeated).toBeUndefined();
    expect(templating([]).share).toBe(0);
  });
});

describe("distinct sentences and median length", () => {
  it("divides distinct sentences by all sentences", () => {
    expect(distinctSentenceRatio(["One. Two.", "One. Three."])).toBe(3 / 4);
    expect(distinctSentenceRatio([])).toBe(0);
  });

  it("takes the middle value, or the mean of the middle two", () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 10])).toBe(3.5);
    expect(median([])).toBe(0);
  });
});
