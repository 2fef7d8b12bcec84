import "server-only";
import { FREE_VOICE, getVoice, type Voice } from "@/lib/tarot/voices";

/**
 * How the AI writer speaks in each reader voice (docs/product.md#reader-voices): tone, sentence length and
 * imagery. Whatever the voice, the reading keeps its shape, its grounding in our card texts, its safety rules
 * and its one ending (prompt.ts `ENDING_RULE`: a concrete, kind step the reader can take); each voice only says
 * how that step sounds, and none tells the reader what to decide.
 */
export const VOICE_INSTRUCTIONS: Record<Voice, string> = {
  gentle:
    "Warm, patient and reassuring. Medium-length, flowing sentences that acknowledge feelings before offering counsel. Soft, everyday imagery (light, seasons, paths); encourage rather than instruct, and close on a small, hopeful step.",
  direct:
    "Frank, clear and brief. Short declarative sentences, one idea each; name what the cards show plainly, including what is hard, without cushioning. Almost no imagery or metaphor; name the next step plainly, never a decision made for the reader. Candid, never harsh.",
  practical:
    "Down-to-earth and concrete, like a level-headed coach. Plain sentences of moderate length that turn each card into something observable in daily life: a habit, a conversation, a choice to weigh, a plan. Little symbolism; favour steps, priorities and small experiments, and make the closing step a checklist-like next step in prose.",
  mystic:
    "Lyrical, symbolic and unhurried. Longer, rhythmic sentences rich in the cards' imagery: the Smith–Waite pictures, the elements, the planets and signs, thresholds, tides, moon and stars. Speak of the reading as a journey of the soul while staying grounded in Arcana's card texts; the closing step may read like a quiet ritual or an invitation.",
};

/** The message's line naming the voice to write in (gentle when the prompt names none). */
export function voiceLine(voice: Voice = FREE_VOICE): string {
  return `Voice: ${getVoice(voice).label}. ${VOICE_INSTRUCTIONS[voice]}`;
}
