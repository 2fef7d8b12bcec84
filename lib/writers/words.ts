import "server-only";
import type { LOCALES } from "@/lib/domain/vocabularies";
import { writerWords as de } from "@/languages/de/writer";
import { writerWords as en } from "@/languages/en/writer";
import { writerWords as es } from "@/languages/es/writer";
import { writerWords as fr } from "@/languages/fr/writer";
import { writerWords as it } from "@/languages/it/writer";
import { writerWords as ptBR } from "@/languages/pt-BR/writer";
import type { WriterLocale, WriterWords } from "@/languages/writer";

/** One of our languages, as the writers, their checks and the database name it. */
export type Locale = (typeof LOCALES)[number];

// The writers' languages are exactly the app's: a language added to one list and not the other fails the type check.
const sameLanguages: [Locale, WriterLocale] extends [WriterLocale, Locale] ? true : never = true;
void sameLanguages;

/** Every language's words for the writers and their checks (languages/<code>/writer/), by code. */
export const WRITER_WORDS: Readonly<Record<Locale, WriterWords>> = { en, es, "pt-BR": ptBR, de, fr, it };

export function writerWordsFor(locale: Locale): WriterWords {
  return WRITER_WORDS[locale];
}
