import type { StaticPages } from "../static-page";
import { howToUseDe } from "./de";
import { howToUseEn } from "./en";
import { howToUseEs } from "./es";
import { howToUseFr } from "./fr";
import { howToUseIt } from "./it";
import { howToUsePtBR } from "./pt-BR";

/** The guide (`/how-to-use`) in every language. */
export const HOW_TO_USE: StaticPages = { en: howToUseEn, es: howToUseEs, "pt-BR": howToUsePtBR, de: howToUseDe, fr: howToUseFr, it: howToUseIt };
