import "server-only";
import { questionLanguage, type QuestionLanguage } from "../language";

/**
 * The local writer writes English only (docs/product.md#the-querents-language). A question in another
 * language of the corpus is told so in its own language, with the way to a reading in it: the AI writer,
 * which the operator turns on with an Anthropic key.
 */
export const LANGUAGE_NOTICES: Record<Exclude<QuestionLanguage, "en">, string> = {
  es: "Este lector local solo escribe en inglés, así que la lectura sigue en inglés; el lector con IA, cuando el operador configura ANTHROPIC_API_KEY, responde en tu idioma.",
  de: "Dieser lokale Schreiber schreibt nur Englisch, darum folgt die Deutung auf Englisch; der KI-Schreiber antwortet in deiner Sprache, wenn der Betreiber ANTHROPIC_API_KEY gesetzt hat.",
  fr: "Ce rédacteur local n'écrit qu'en anglais, la lecture suit donc en anglais ; le rédacteur IA répond dans votre langue lorsque l'opérateur a configuré ANTHROPIC_API_KEY.",
  pt: "Este redator local só escreve em inglês, por isso a leitura segue em inglês; o redator com IA responde no seu idioma quando o operador configura ANTHROPIC_API_KEY.",
  it: "Questo redattore locale scrive solo in inglese, quindi la lettura segue in inglese; il redattore IA risponde nella tua lingua quando il gestore imposta ANTHROPIC_API_KEY.",
};

/** The sentence that opens a reading or a follow-up asked in another language than English; null for English or when unsure. */
export function languageNotice(question: string): string | null {
  const language = questionLanguage(question);
  return language && language !== "en" ? LANGUAGE_NOTICES[language] : null;
}
