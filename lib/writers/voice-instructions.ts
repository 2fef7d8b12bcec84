import "server-only";
import { FREE_VOICE, getVoice, type Voice } from "@/lib/tarot/voices";

/**
 * How the AI writer speaks in each reader voice (docs/product.md#reader-voices): tone, sentence length and
 * imagery. Whatever the voice, the reading keeps its shape, its grounding in our card texts and its rules
 * (never fatalistic, never certain about the future, no diagnosis, no legal or financial instructions).
 */
export const VOICE_INSTRUCTIONS: Record<Voice, string> = {
  gentle:
    "Warm, patient and reassuring. Medium-length, flowing sentences that acknowledge feelings before offering counsel. Soft, everyday imagery (light, seasons, paths); encourage rather than instruct, and end on hope.",
  direct:
    "Frank, clear and brief. Short declarative sentences, one idea each; name what the cards show plainly, including what is hard, without cushioning or hedging. Almost no imagery or metaphor; say what to do in the imperative. Candid, never harsh.",
  practical:
    "Down-to-earth and concrete, like a level-headed coach. Plain sentences of moderate length that turn each card into something observable in daily life: a habit, a conversation, a decision, a deadline. Little symbolism; favour steps, priorities and small experiments, and make the closing advice a checklist-like next step in prose.",
  mystic:
    "Lyrical, symbolic and unhurried. Longer, rhythmic sentences rich in the cards' imagery: the Smith–Waite pictures, the elements, the planets and signs, thresholds, tides, moon and stars. Speak of the reading as a journey of the soul while staying grounded in Arcana's card texts; the counsel may read like a quiet ritual or an invitation.",
};

/** The message's line naming the voice to write in (gentle when the prompt names none). */
export function voiceLine(voice: Voice = FREE_VOICE): string {
  return `Voice: ${getVoice(voice).label}. ${VOICE_INSTRUCTIONS[voice]}`;
}
