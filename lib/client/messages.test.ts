import { describe, expect, it } from "vitest";
import { en } from "@/languages/en/messages";
import { CRASH_MESSAGE } from "./messages";

describe("the crash message", () => {
  it("is the English catalog's, for the crash page outside every catalog", () => {
    expect(CRASH_MESSAGE).toBe(en.crash.message);
  });
});
