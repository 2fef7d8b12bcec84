import type { Locale } from "../locales";
import { de } from "./de";
import { en, type Messages } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import { it } from "./it";
import { ptBR } from "./pt-BR";

export type { Messages } from "./en";

const CATALOGS: Record<Locale, Messages> = { en, es, "pt-BR": ptBR, de, fr, it };

/** The catalog of one language. */
export function messagesFor(locale: Locale): Messages {
  return CATALOGS[locale];
}
