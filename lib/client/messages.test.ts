import { describe, expect, it } from "vitest";
import { en } from "@/lib/i18n/messages/en";
import { CRASH_MESSAGE } from "./messages";

describe("the crash message", () => {
  it("is the English catalog's, for the crash page outside every catalog", () => {
    expect(CRASH_MESSAGE).toBe(en.crash.message);
  });
});
