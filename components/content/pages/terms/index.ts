import type { ComponentType } from "react";
import type { Locale } from "@/lib/i18n/locales";
import * as de from "./de";
import * as en from "./en";
import * as es from "./es";
import * as fr from "./fr";
import * as it from "./it";
import * as ptBR from "./pt-BR";

/** The Terms of Service in one language: its metadata words (`{appName}` filled at render) and its content. */
export type TermsPage = { title: string; description: string; Content: ComponentType<{ appName: string }> };

/** The Terms of Service in every language (a language missing here fails the type check). */
export const TERMS_PAGES: Record<Locale, TermsPage> = { en, es, "pt-BR": ptBR, de, fr, it };
