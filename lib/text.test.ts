import { describe, expect, it } from "vitest";
import { CONTROL_CHARACTERS_MESSAGE, MALFORMED_TEXT_MESSAGE, isLineText, isWellFormedText, lineText, writtenText } from "./text";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

/** Every C0 control but tab, line feed and carriage return; DEL; the first and last C1 controls. */
const NEVER_TEXT = [...Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)).filter((c) => !"\t\n\r".includes(c)), "\u007F", "\u0080", "\u009F"];

describe("the text rule", () => {
  it("refuses NUL and every other control character in written text, but keeps tabs and line breaks", () => {
    for (const control of NEVER_TEXT) {
      expect(firstMessage(writtenText().safeParse(`a${control}b`)), JSON.stringify(control)).toBe(CONTROL_CHARACTERS_MESSAGE);
    }
    for (const spacing of ["\t", "\n", "\r\n"]) expect(writtenText().safeParse(`first line${spacing}second line`).success).toBe(true);
  });

  it("refuses every control character in a value on one line, tabs and line breaks included", () => {
    for (const control of [...NEVER_TEXT, "\t", "\n", "\r"]) {
      expect(firstMessage(lineText().safeParse(`cs_${control}`)), JSON.stringify(control)).toBe(CONTROL_CHARACTERS_MESSAGE);
      expect(isLineText(`cs_${control}`)).toBe(false);
    }
  });

  it("takes any other character, whatever the script", () => {
    for (const text of ["Ünïcödé ✨ 🌙", "שלום", "雨の日", "a\u2028b", "zero\u200Bwidth", "someone+tag@example.com"]) {
      expect(writtenText().safeParse(text).success, text).toBe(true);
      expect(lineText().safeParse(text).success, text).toBe(true);
      expect(isLineText(text)).toBe(true);
    }
  });

  it("refuses a lone surrogate, high or low, anywhere in the text, and keeps every paired one", () => {
    for (const text of ["\ud800", "a\ud800b", "question\udbff", "\udc00 at the start", "a\udfffb", "\ud83d\ud83d\ude42", "\ude42\ud83d"]) {
      expect(firstMessage(writtenText().safeParse(text)), JSON.stringify(text)).toBe(MALFORMED_TEXT_MESSAGE);
      expect(firstMessage(lineText().safeParse(text)), JSON.stringify(text)).toBe(MALFORMED_TEXT_MESSAGE);
      expect(isLineText(text), JSON.stringify(text)).toBe(false);
      expect(isWellFormedText(text), JSON.stringify(text)).toBe(false);
    }
    for (const text of ["🙂", "a\ud83d\ude42b", "𝔸𝕣𝕔𝕒𝕟𝕒", "\ufffd"]) {
      expect(writtenText().safeParse(text).success, JSON.stringify(text)).toBe(true);
      expect(isWellFormedText(text), JSON.stringify(text)).toBe(true);
    }
  });

  it("judges control characters before a chained trim or length, so a trim cannot hide them", () => {
    expect(firstMessage(writtenText().trim().min(1).safeParse("\u000B"))).toBe(CONTROL_CHARACTERS_MESSAGE);
    expect(firstMessage(lineText().trim().max(3).safeParse("\u0000 long value"))).toBe(CONTROL_CHARACTERS_MESSAGE);
  });

  it("names a value that is no text at all", () => {
    expect(firstMessage(lineText().safeParse(42))).toBe("must be text");
    expect(firstMessage(writtenText().safeParse(null))).toBe("must be text");
  });
});
