import type { StaticPages } from "../static-page";
import { faqDe } from "./de";
import { faqEn } from "./en";
import { faqEs } from "./es";
import { faqFr } from "./fr";
import { faqIt } from "./it";
import { faqPtBR } from "./pt-BR";

/** The FAQ (`/faq`) in every language. */
export const FAQ: StaticPages = { en: faqEn, es: faqEs, "pt-BR": faqPtBR, de: faqDe, fr: faqFr, it: faqIt };
