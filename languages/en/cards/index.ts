import type { CardKnowledge } from "../../cards";
import { card as theFool } from "./00-the-fool";
import { card as theMagician } from "./01-the-magician";
import { card as theHighPriestess } from "./02-the-high-priestess";
import { card as theEmpress } from "./03-the-empress";
import { card as theEmperor } from "./04-the-emperor";
import { card as theHierophant } from "./05-the-hierophant";
import { card as theLovers } from "./06-the-lovers";
import { card as theChariot } from "./07-the-chariot";
import { card as strength } from "./08-strength";
import { card as theHermit } from "./09-the-hermit";
import { card as wheelOfFortune } from "./10-wheel-of-fortune";
import { card as justice } from "./11-justice";
import { card as theHangedMan } from "./12-the-hanged-man";
import { card as death } from "./13-death";
import { card as temperance } from "./14-temperance";
import { card as theDevil } from "./15-the-devil";
import { card as theTower } from "./16-the-tower";
import { card as theStar } from "./17-the-star";
import { card as theMoon } from "./18-the-moon";
import { card as theSun } from "./19-the-sun";
import { card as judgement } from "./20-judgement";
import { card as theWorld } from "./21-the-world";

/** The 22 cards' English texts with what every language shares (numeral, yes/no leaning), indexed by card id. */
export const CARDS: readonly CardKnowledge[] = [theFool, theMagician, theHighPriestess, theEmpress, theEmperor, theHierophant, theLovers, theChariot, strength, theHermit, wheelOfFortune, justice, theHangedMan, death, temperance, theDevil, theTower, theStar, theMoon, theSun, judgement, theWorld];
