import type { StaticPages } from "../static-page";
import * as de from "./de";
import * as en from "./en";
import * as es from "./es";
import * as fr from "./fr";
import * as it from "./it";
import * as ptBR from "./pt-BR";

/** The Terms of Service in every language (a language missing here fails the type check). */
export const TERMS_PAGES: StaticPages = { en, es, "pt-BR": ptBR, de, fr, it };
