import { knowledgeOf, type YesNoLeaning } from "./cards";
import { cardByName, type CardName } from "./deck";

/**
 * The verdict rule (docs/product.md#the-verdict), one for the AI writer's prompt, the local writer and the
 * quality check: a strict majority of the cards leaning the same way gives Yes or No; anything else (as many
 * yes as no, or most cards saying maybe) gives Maybe. The Magician (yes) with Wheel of Fortune and Justice
 * (maybe, maybe) is a Maybe: one card in three is no majority.
 */
export const VERDICT_RULE =
  "a strict majority of the cards leaning one way gives Yes or No; anything else (as many yes as no, or most cards leaning maybe) gives Maybe";

export function verdictOf(leanings: readonly YesNoLeaning[]): YesNoLeaning {
  const yes = leanings.filter((leaning) => leaning === "yes").length;
  const no = leanings.filter((leaning) => leaning === "no").length;
  if (yes * 2 > leanings.length) return "yes";
  if (no * 2 > leanings.length) return "no";
  return "maybe";
}

/** Each drawn card's yes/no leaning, from our text for it. */
export function leaningsOf(cards: readonly CardName[]): YesNoLeaning[] {
  return cards.map((name) => {
    const card = cardByName(name);
    if (!card) throw new Error(`Unknown card ${name}`);
    return knowledgeOf(card).yesNo;
  });
}

/** The verdict the drawn cards give by the rule. */
export function cardsVerdict(cards: readonly CardName[]): YesNoLeaning {
  return verdictOf(leaningsOf(cards));
}
