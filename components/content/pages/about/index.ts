import type { StaticPages } from "../static-page";
import { aboutDe } from "./de";
import { aboutEn } from "./en";
import { aboutEs } from "./es";
import { aboutFr } from "./fr";
import { aboutIt } from "./it";
import { aboutPtBR } from "./pt-BR";

/** The About page (`/about`) in every language. */
export const ABOUT: StaticPages = { en: aboutEn, es: aboutEs, "pt-BR": aboutPtBR, de: aboutDe, fr: aboutFr, it: aboutIt };
