import "server-only";
import { cardNameGrammar, cardNameInProse } from "@/lib/tarot/card-names";
import type { AnyLocalLanguage } from "./contract";
import type { DrawnCard } from "./drawn";

/**
 * A drawn card's name in the forms a language's sentences use ("el Sol", "del Sol", "al Sol"; "des Narren",
 * "im Turm"), made by the shared card-name grammar from the specs the language names (`cardForms`), with the
 * card's gender and number. The same for every reader: made once per language and card.
 */

const made = new WeakMap<AnyLocalLanguage, Map<number, object>>();

export function cardFormsOf(lang: AnyLocalLanguage, card: DrawnCard): object {
  const byCard = made.get(lang) ?? new Map<number, object>();
  made.set(lang, byCard);
  const known = byCard.get(card.id);
  if (known) return known;
  const grammar = cardNameGrammar(card.name, lang.locale);
  const forms = Object.fromEntries(Object.entries(lang.cardForms).map(([form, spec]) => [form, cardNameInProse(card.name, lang.locale, spec)]));
  const built = Object.freeze({ ...forms, gender: grammar.gender, plural: grammar.number === "pl" });
  byCard.set(card.id, built);
  return built;
}
