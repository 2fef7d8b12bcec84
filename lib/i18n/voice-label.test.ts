import { describe, expect, it } from "vitest";
import { messagesFor } from "@/languages";
import { voiceLabel } from "@/lib/i18n/voice-label";
import type { Locale } from "@/lib/i18n/locales";

// What the journal printed when each language declared its labels whole: the one word per voice and the
// language's pattern must still say exactly this.
const LABELS: Record<Locale, Record<"direct" | "practical" | "mystic", string>> = {
  en: { direct: "Direct voice", practical: "Practical voice", mystic: "Mystic voice" },
  es: { direct: "Voz directa", practical: "Voz práctica", mystic: "Voz mística" },
  "pt-BR": { direct: "Voz direta", practical: "Voz prática", mystic: "Voz mística" },
  de: { direct: "Direkte Stimme", practical: "Praktische Stimme", mystic: "Mystische Stimme" },
  fr: { direct: "Voix directe", practical: "Voix pratique", mystic: "Voix mystique" },
  it: { direct: "Voce diretta", practical: "Voce pratica", mystic: "Voce mistica" },
};

describe("a voice's label in the journal", () => {
  it.each(Object.entries(LABELS) as [Locale, (typeof LABELS)[Locale]][])("in %s is the voice's word in the language's pattern", (locale, labels) => {
    const words = messagesFor(locale);
    for (const [voice, label] of Object.entries(labels)) expect(voiceLabel(words, locale, voice as keyof typeof labels)).toBe(label);
  });

  it("is nothing for the gentle voice, everyone's, in every language", () => {
    for (const locale of Object.keys(LABELS) as Locale[]) {
      expect(voiceLabel(messagesFor(locale), locale, "gentle")).toBeNull();
      expect(voiceLabel(messagesFor(locale), locale)).toBeNull();
    }
  });
});
