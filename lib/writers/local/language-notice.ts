import "server-only";
import { rngFromText } from "@/lib/random";
import type { Locale } from "@/languages/languages";
import { writingLanguage, type QuestionLanguage } from "../language";

/**
 * The local writer writes English only (docs/product.md#the-querents-language). A question in another
 * language of the corpus is told so in its own language, with the way to a reading in it: the AI writer,
 * which the operator turns on with an Anthropic key. Several wordings per language, so that the notice
 * does not read as boilerplate across readings; the question's own seed picks one.
 */
export const LANGUAGE_NOTICES: Record<Exclude<QuestionLanguage, "en">, readonly string[]> = {
  es: [
    "Este lector local solo escribe en inglés, así que la lectura sigue en inglés; el lector con IA, cuando el operador configura ANTHROPIC_API_KEY, responde en tu idioma.",
    "Tu pregunta está en español, pero este lector local solo sabe escribir en inglés: la lectura sigue en inglés, y el lector con IA te responderá en español si el operador configura ANTHROPIC_API_KEY.",
    "Lo que sigue está en inglés porque el lector local no escribe en otro idioma; para una lectura en español, el operador puede activar el lector con IA con ANTHROPIC_API_KEY.",
    "Una nota antes de empezar: este lector local escribe solo en inglés, así que la lectura es en inglés; con ANTHROPIC_API_KEY configurada por el operador, el lector con IA te la daría en español.",
  ],
  de: [
    "Dieser lokale Schreiber schreibt nur Englisch, darum folgt die Deutung auf Englisch; der KI-Schreiber antwortet in deiner Sprache, wenn der Betreiber ANTHROPIC_API_KEY gesetzt hat.",
    "Deine Frage ist auf Deutsch, aber dieser lokale Schreiber kann nur Englisch schreiben: die Deutung folgt auf Englisch, und der KI-Schreiber antwortet dir auf Deutsch, sobald der Betreiber ANTHROPIC_API_KEY setzt.",
    "Was folgt, ist auf Englisch, weil der lokale Schreiber keine andere Sprache schreibt; für eine Deutung auf Deutsch kann der Betreiber den KI-Schreiber mit ANTHROPIC_API_KEY einschalten.",
    "Vorab ein Hinweis: dieser lokale Schreiber schreibt nur Englisch, deshalb ist die Deutung auf Englisch; mit ANTHROPIC_API_KEY, vom Betreiber gesetzt, bekämst du sie vom KI-Schreiber auf Deutsch.",
  ],
  fr: [
    "Ce rédacteur local n'écrit qu'en anglais, la lecture suit donc en anglais ; le rédacteur IA répond dans votre langue lorsque l'opérateur a configuré ANTHROPIC_API_KEY.",
    "Votre question est en français, mais ce rédacteur local ne sait écrire qu'en anglais : la lecture suit en anglais, et le rédacteur IA vous répondra en français si l'opérateur configure ANTHROPIC_API_KEY.",
    "Ce qui suit est en anglais, car le rédacteur local n'écrit dans aucune autre langue ; pour une lecture en français, l'opérateur peut activer le rédacteur IA avec ANTHROPIC_API_KEY.",
    "Une remarque avant de commencer : ce rédacteur local n'écrit qu'en anglais, donc la lecture est en anglais ; avec ANTHROPIC_API_KEY configurée par l'opérateur, le rédacteur IA vous la donnerait en français.",
  ],
  pt: [
    "Este redator local só escreve em inglês, por isso a leitura segue em inglês; o redator com IA responde no seu idioma quando o operador configura ANTHROPIC_API_KEY.",
    "A sua pergunta está em português, mas este redator local só sabe escrever em inglês: a leitura segue em inglês, e o redator com IA responde em português quando o operador configura ANTHROPIC_API_KEY.",
    "O que se segue está em inglês porque o redator local não escreve noutra língua; para uma leitura em português, o operador pode ativar o redator com IA com ANTHROPIC_API_KEY.",
    "Uma nota antes de começar: este redator local só escreve em inglês, por isso a leitura é em inglês; com ANTHROPIC_API_KEY configurada pelo operador, o redator com IA daria a leitura em português.",
  ],
  it: [
    "Questo redattore locale scrive solo in inglese, quindi la lettura segue in inglese; il redattore IA risponde nella tua lingua quando il gestore imposta ANTHROPIC_API_KEY.",
    "La tua domanda è in italiano, ma questo redattore locale sa scrivere solo in inglese: la lettura segue in inglese, e il redattore IA ti risponde in italiano quando il gestore imposta ANTHROPIC_API_KEY.",
    "Quello che segue è in inglese perché il redattore locale non scrive in altre lingue; per una lettura in italiano, il gestore può attivare il redattore IA con ANTHROPIC_API_KEY.",
    "Una nota prima di cominciare: questo redattore locale scrive solo in inglese, quindi la lettura è in inglese; con ANTHROPIC_API_KEY impostata dal gestore, il redattore IA te la darebbe in italiano.",
  ],
};

/**
 * The sentence that opens a reading or a follow-up asked in another language than English, or asked on a
 * page in another language when the question's own cannot be told; null for English or when unsure.
 */
export function languageNotice(question: string, locale?: Locale): string | null {
  const language = writingLanguage(question, locale);
  if (!language || language === "en") return null;
  return rngFromText(`notice:${question.replace(/\s+/g, " ").trim()}`).pick(LANGUAGE_NOTICES[language]);
}
