import { describe, expect, it } from "vitest";
import { wordCount } from "./text";

describe("wordCount", () => {
  const bySplitting = (text: string) => text.split(/\s+/).filter(Boolean).length;

  it("counts as splitting on \\s+ does, for every character of the basic plane as a separator", () => {
    const differs: string[] = [];
    for (let code = 0; code < 0x10000; code++) {
      const text = `a${String.fromCharCode(code)}b`;
      if (wordCount(text) !== bySplitting(text)) differs.push(code.toString(16));
    }
    expect(differs).toEqual([]);
  });

  it.each(["", "   ", "one", "  two words  ", "line\nbreak\r\nand\ttab", "no\u00a0break\u2003em\u3000ideographic", "¿Qué\u202fme\ufeffdice?"])("counts %j", (text) => {
    expect(wordCount(text)).toBe(bySplitting(text));
  });
});
