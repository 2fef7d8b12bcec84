import { fill } from "@/lib/i18n/fill";
import type { Locale } from "@/lib/i18n/locales";
import { FREE_VOICE, type Voice } from "@/lib/tarot/voices";

/** The words a voice's label is made of: the voice's one word per language and the journal's pattern around it. */
export type VoiceLabelWords = { journal: { voice: string }; reading: { voices: Record<Voice, string> } };

/**
 * How the journal (screen and export) names a reading's voice beside its spread and category: "Direct voice",
 * "Voz directa", "Direkte Stimme". The voice's word (`reading.voices`, as the reading screen shows it) fills the
 * language's pattern in lower case and the label starts with a capital, so each voice is declared once per
 * language. Nothing for the gentle voice, everyone's.
 */
export function voiceLabel({ journal, reading }: VoiceLabelWords, locale: Locale, voice: Voice = FREE_VOICE): string | null {
  if (voice === FREE_VOICE) return null;
  const label = fill(journal.voice, { voice: reading.voices[voice].toLocaleLowerCase(locale) });
  return label.charAt(0).toLocaleUpperCase(locale) + label.slice(1);
}
