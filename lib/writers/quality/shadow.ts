import "server-only";
import { knowledgeOf } from "@/lib/tarot/cards";
import { cardByName, type CardName } from "@/lib/tarot/deck";

/**
 * A card's shadow: what a reading may name as a warning but never recommend. Its reversed keywords, but for
 * those that are the way out of the shadow (the Devil reversed is "breaking free"), and the upright keywords
 * of cards whose upright face is itself the shadow (the Devil's "compulsion", the Moon's "anxiety"), with
 * Death's "clearing space", which read as its own inversion after "make room for".
 */
const SHADOW_UPRIGHT = new Set([
  "anxiety", "illusion", "uncertainty", "temptation", "unhealthy patterns", "feeling trapped", "materialism",
  "compulsion", "shadow self", "attachment", "upheaval", "disruption", "collapse of illusions", "sudden change",
  "sacrifice", "endings", "inevitable change", "suspension", "clearing space",
]);

const HOPEFUL_REVERSED = new Set([
  "untapped talent", "rebellion", "unconventional paths", "questioning authority", "personal beliefs", "raw emotion",
  "breaking free", "release", "reclaiming power", "seeing the pattern", "detachment", "facing the shadow",
  "averted disaster", "rebuilding", "clarity returning", "releasing fear", "secrets surfacing",
]);

export function shadowKeywords(name: CardName): string[] {
  const card = cardByName(name);
  if (!card) throw new Error(`Unknown card ${name}`);
  const { upright, reversed } = knowledgeOf(card).keywords;
  return [...upright.filter((keyword) => SHADOW_UPRIGHT.has(keyword)), ...reversed.filter((keyword) => !HOPEFUL_REVERSED.has(keyword))];
}

/** Words that recommend what follows them: "make room for", "embrace", "welcome", "lean into", … */
const ENCOURAGING =
  "(?:make|makes|making) room for|embrac(?:e|es|ing)|welcom(?:e|es|ing)|lean(?:s|ing)? into|invit(?:e|es|ing)|open (?:yourself |your heart )?(?:up )?to|giv(?:e|es|ing) in to|indulg(?:e|es|ing)(?: in)?|cultivat(?:e|es|ing)|nurtur(?:e|es|ing)|celebrat(?:e|es|ing)|a good (?:day|time|moment) for";
/** What may stand between the recommending words and the keyword: articles, possessives, "a little", "more of". */
const FILLER = "(?:(?:a|an|the|your|some|more|any|its|their|this|that|these|those|own|little|bit|touch|of|in)\\s+){0,3}";

/** The shadow keywords of the cards that the text recommends, as they are written ("make room for unhealthy patterns"). */
export function shadowEncouraged(text: string, cards: readonly CardName[]): string[] {
  const keywords = [...new Set(cards.flatMap(shadowKeywords))];
  if (keywords.length === 0) return [];
  const alternatives = keywords.map((keyword) => keyword.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s+")).join("|");
  const pattern = new RegExp(`\\b(?:${ENCOURAGING})\\s+${FILLER}(?:${alternatives})\\b`, "gi");
  const plain = text.replace(/[*_]+/g, "");
  return [...plain.matchAll(pattern)].filter((match) => !NEGATED.test(plain.slice(Math.max(0, match.index - 40), match.index))).map((match) => match[0]);
}

/** "You do not have to welcome the upheaval", "rather than embrace…": the clause says the opposite. */
const NEGATED = /(?:\b(?:not|never|no need to|without|rather than|instead of|nor)|n't)\b[^.!?;:]*$/i;
