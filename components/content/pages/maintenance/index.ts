import type { ComponentType } from "react";
import type { Locale } from "@/lib/i18n/locales";
import * as de from "./de";
import * as en from "./en";
import * as es from "./es";
import * as fr from "./fr";
import * as it from "./it";
import * as ptBR from "./pt-BR";

/** The maintenance page in one language: its metadata words and its content. */
export type MaintenancePage = { title: string; description: string; Content: ComponentType };

/** The maintenance page in every language (a language missing here fails the type check). */
export const MAINTENANCE_PAGES: Record<Locale, MaintenancePage> = { en, es, "pt-BR": ptBR, de, fr, it };
