import type { StaticPagesWords } from "../../prose";
import { about } from "./about";
import { faq } from "./faq";
import { howToUse } from "./how-to-use";
import { maintenance } from "./maintenance";
import { privacy } from "./privacy";
import { terms } from "./terms";

export const PAGES: StaticPagesWords = { about, faq, howToUse, maintenance, privacy, terms };
