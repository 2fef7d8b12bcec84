import type { Card } from "../deck";
import type { CardKnowledge } from "./types";
import { card as theFool } from "./data/00-the-fool";
import { card as theMagician } from "./data/01-the-magician";
import { card as theHighPriestess } from "./data/02-the-high-priestess";
import { card as theEmpress } from "./data/03-the-empress";
import { card as theEmperor } from "./data/04-the-emperor";
import { card as theHierophant } from "./data/05-the-hierophant";
import { card as theLovers } from "./data/06-the-lovers";
import { card as theChariot } from "./data/07-the-chariot";
import { card as strength } from "./data/08-strength";
import { card as theHermit } from "./data/09-the-hermit";
import { card as wheelOfFortune } from "./data/10-wheel-of-fortune";
import { card as justice } from "./data/11-justice";
import { card as theHangedMan } from "./data/12-the-hanged-man";
import { card as death } from "./data/13-death";
import { card as temperance } from "./data/14-temperance";
import { card as theDevil } from "./data/15-the-devil";
import { card as theTower } from "./data/16-the-tower";
import { card as theStar } from "./data/17-the-star";
import { card as theMoon } from "./data/18-the-moon";
import { card as theSun } from "./data/19-the-sun";
import { card as judgement } from "./data/20-judgement";
import { card as theWorld } from "./data/21-the-world";

export type { CardKnowledge, YesNoLeaning } from "./types";

/** Our texts for the 22 Major Arcana, indexed by card id. */
export const CARD_KNOWLEDGE: readonly CardKnowledge[] = [
  theFool,
  theMagician,
  theHighPriestess,
  theEmpress,
  theEmperor,
  theHierophant,
  theLovers,
  theChariot,
  strength,
  theHermit,
  wheelOfFortune,
  justice,
  theHangedMan,
  death,
  temperance,
  theDevil,
  theTower,
  theStar,
  theMoon,
  theSun,
  judgement,
  theWorld,
];

export function knowledgeOf(card: Card | number): CardKnowledge {
  const id = typeof card === "number" ? card : card.id;
  const knowledge = CARD_KNOWLEDGE[id];
  if (!knowledge || knowledge.id !== id) throw new Error(`No card text for card ${id}`);
  return knowledge;
}
