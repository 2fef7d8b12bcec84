import type { CardTranslation } from "../../cards";
import { card as c00 } from "./00-the-fool";
import { card as c01 } from "./01-the-magician";
import { card as c02 } from "./02-the-high-priestess";
import { card as c03 } from "./03-the-empress";
import { card as c04 } from "./04-the-emperor";
import { card as c05 } from "./05-the-hierophant";
import { card as c06 } from "./06-the-lovers";
import { card as c07 } from "./07-the-chariot";
import { card as c08 } from "./08-strength";
import { card as c09 } from "./09-the-hermit";
import { card as c10 } from "./10-wheel-of-fortune";
import { card as c11 } from "./11-justice";
import { card as c12 } from "./12-the-hanged-man";
import { card as c13 } from "./13-death";
import { card as c14 } from "./14-temperance";
import { card as c15 } from "./15-the-devil";
import { card as c16 } from "./16-the-tower";
import { card as c17 } from "./17-the-star";
import { card as c18 } from "./18-the-moon";
import { card as c19 } from "./19-the-sun";
import { card as c20 } from "./20-judgement";
import { card as c21 } from "./21-the-world";

/** The 22 cards' German texts, indexed by card id. */
export const CARDS: readonly CardTranslation[] = [c00, c01, c02, c03, c04, c05, c06, c07, c08, c09, c10, c11, c12, c13, c14, c15, c16, c17, c18, c19, c20, c21];
