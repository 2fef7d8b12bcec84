import "server-only";
import type { Locale } from "@/lib/i18n/locales";
import { english } from "@/languages/en/writer/local";
import { german } from "@/languages/de/writer/local";
import { french } from "@/languages/fr/writer/local";
import { spanish } from "@/languages/es/writer/local";
import { italian } from "@/languages/it/writer/local";
import { portuguese } from "@/languages/pt-BR/writer/local";
import type { AnyLocalLanguage } from "./contract";

/** The local writer's languages: each language's tables, from its folder (languages/<locale>/writer/local). */
const LANGUAGES: Record<Locale, AnyLocalLanguage> = { en: english, es: spanish, "pt-BR": portuguese, de: german, fr: french, it: italian };

export function languageOf(locale: Locale): AnyLocalLanguage {
  return LANGUAGES[locale];
}
