import { VOICES } from "@/lib/domain/vocabularies";

export { VOICES };

/** A reader voice a reading is written in (docs/product.md#reader-voices). */
export type Voice = (typeof VOICES)[number];

export type VoiceDeclaration = { id: Voice; label: string; premium: boolean };

/** The four voices, in the order the 'Voice' dropdown shows them; Gentle is everyone's, the others come with Premium. */
export const VOICE_CHOICES: readonly VoiceDeclaration[] = [
  { id: "gentle", label: "Gentle", premium: false },
  { id: "direct", label: "Direct", premium: true },
  { id: "practical", label: "Practical", premium: true },
  { id: "mystic", label: "Mystic", premium: true },
];

/** The voice of a reading that names none, and of a viewer without Premium. */
export const FREE_VOICE: Voice = "gentle";

export function getVoice(id: Voice): VoiceDeclaration {
  const voice = VOICE_CHOICES.find((candidate) => candidate.id === id);
  if (!voice) throw new Error(`Unknown voice: ${id}`);
  return voice;
}

/** How a reading names its voice beside its spread and category ('Direct voice'); nothing for gentle, everyone's voice. */
export function voiceNote(voice: Voice = FREE_VOICE): string | null {
  return voice === FREE_VOICE ? null : `${getVoice(voice).label} voice`;
}
