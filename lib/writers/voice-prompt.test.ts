import { describe, expect, it } from "vitest";
import { VOICES } from "@/lib/tarot/voices";
import { FOLLOW_UP_SYSTEM_PROMPT, SYSTEM_PROMPT, followUpMessageFor, userMessageFor } from "./prompt";
import type { ReadingPrompt } from "./types";
import { VOICE_INSTRUCTIONS } from "./voice-instructions";

const READING: ReadingPrompt = { question: "Will the move go well?", type: "three_cards", category: "general", cards: ["The Tower", "The Star", "The Sun"] };

describe("the Anthropic prompt's voice", () => {
  it.each(VOICES)("tells the writer how the %s voice sounds: tone, sentence length and imagery", (voice) => {
    const instruction = VOICE_INSTRUCTIONS[voice];
    expect(instruction.split(/(?<=\.)\s/).length).toBeGreaterThanOrEqual(2);
    expect(instruction).toMatch(/sentence/i);
    const message = userMessageFor({ ...READING, voice });
    expect(message).toContain(`Voice: ${voice.charAt(0).toUpperCase()}${voice.slice(1)}. ${instruction}`);
    // The voice is ours, not the question's: it comes before the question's markers.
    expect(message.indexOf("Voice: ")).toBeLessThan(message.indexOf("<question>"));
  });

  it("gives each voice different instructions", () => {
    expect(new Set(Object.values(VOICE_INSTRUCTIONS)).size).toBe(VOICES.length);
  });

  it("writes in the gentle voice when the reading names none", () => {
    expect(userMessageFor(READING)).toContain(`Voice: Gentle. ${VOICE_INSTRUCTIONS.gentle}`);
  });

  it("answers a follow-up in the reading's voice", () => {
    const message = followUpMessageFor({ reading: { ...READING, voice: "mystic" }, interpretation: "## Summary\nA shake-up.", question: "And my family?" });
    expect(message).toContain(`Voice: Mystic. ${VOICE_INSTRUCTIONS.mystic}`);
    expect(message.indexOf("Voice: ")).toBeLessThan(message.indexOf("<follow_up>"));
  });

  it("lets the voice set the tone in both system prompts, while every voice stays kind and never fatalistic", () => {
    for (const prompt of [SYSTEM_PROMPT, FOLLOW_UP_SYSTEM_PROMPT]) {
      expect(prompt).toContain('"Voice:"');
      expect(prompt).toMatch(/in every voice grounded, reflective and kind, never fatalistic/);
    }
  });
});
