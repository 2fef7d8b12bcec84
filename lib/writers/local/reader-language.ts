import "server-only";
import type { Locale } from "@/lib/i18n/locales";
import { writingLanguage, type QuestionLanguage } from "../language";

const LOCALE_OF: Record<QuestionLanguage, Locale> = { en: "en", es: "es", pt: "pt-BR", de: "de", fr: "fr", it: "it" };

/**
 * The language the local writer writes in (docs/product.md#the-querents-language): the question's, else the
 * page's, else `fallback` (a follow-up's: the language its reading was written in), else English.
 */
export function readerLocale(question: string, locale?: Locale, fallback?: Locale): Locale {
  const language = writingLanguage(question, locale);
  return language ? LOCALE_OF[language] : (fallback ?? "en");
}
