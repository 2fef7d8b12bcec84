import type { ComponentType } from "react";
import type { Locale } from "@/lib/i18n/locales";
import * as de from "./de";
import * as en from "./en";
import * as es from "./es";
import * as fr from "./fr";
import * as it from "./it";
import * as ptBR from "./pt-BR";

/** The Privacy Policy in one language: its metadata words (`{appName}` filled at render) and its content. */
export type PrivacyPage = { title: string; description: string; Content: ComponentType<{ appName: string }> };

/** The Privacy Policy in every language (a language missing here fails the type check). */
export const PRIVACY_PAGES: Record<Locale, PrivacyPage> = { en, es, "pt-BR": ptBR, de, fr, it };
