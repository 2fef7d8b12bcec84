import type { CardNamesGrammar } from "../../writer";

/** The start of a preposition that joins the article ("di" + "il" → "del", "in" + "la" → "nella"). */
const JOINING: Record<string, string> = { di: "de", a: "a", da: "da", in: "ne", su: "su" };
/** What each article adds to it. */
const ENDINGS: Record<string, string> = { il: "l", lo: "llo", la: "lla", "l'": "ll'", i: "i", gli: "gli", le: "lle" };

/**
 * Italian card names: the article lower-case mid-sentence ("hai pescato il Matto"), as printed (il, la, l', gli),
 * joined to di, a, da, in, su ("del Matto", "dell'Eremita", "nella Torre", "agli Amanti").
 */
export const cardNames: CardNamesGrammar = {
  cards: [
    { article: "Il", noun: "Matto", gender: "m", number: "sg" },
    { article: "Il", noun: "Mago", gender: "m", number: "sg" },
    { article: "La", noun: "Papessa", gender: "f", number: "sg" },
    { article: "L'", noun: "Imperatrice", gender: "f", number: "sg" },
    { article: "L'", noun: "Imperatore", gender: "m", number: "sg" },
    { article: "Il", noun: "Papa", gender: "m", number: "sg" },
    { article: "Gli", noun: "Amanti", gender: "m", number: "pl" },
    { article: "Il", noun: "Carro", gender: "m", number: "sg" },
    { article: "La", noun: "Forza", gender: "f", number: "sg" },
    { article: "L'", noun: "Eremita", gender: "m", number: "sg" },
    { article: "La", noun: "Ruota della Fortuna", gender: "f", number: "sg", short: "Ruota" },
    { article: "La", noun: "Giustizia", gender: "f", number: "sg" },
    { article: "L'", noun: "Appeso", gender: "m", number: "sg" },
    { article: "La", noun: "Morte", gender: "f", number: "sg" },
    { article: "La", noun: "Temperanza", gender: "f", number: "sg" },
    { article: "Il", noun: "Diavolo", gender: "m", number: "sg" },
    { article: "La", noun: "Torre", gender: "f", number: "sg" },
    { article: "La", noun: "Stella", gender: "f", number: "sg" },
    { article: "La", noun: "Luna", gender: "f", number: "sg" },
    { article: "Il", noun: "Sole", gender: "m", number: "sg" },
    { article: "Il", noun: "Giudizio", gender: "m", number: "sg" },
    { article: "Il", noun: "Mondo", gender: "m", number: "sg" },
  ],
  // The article is the one the card prints: "il" or "lo", "la" or "l'" depend on the noun's first sounds.
  article: (card) => card.article.toLowerCase(),
  contract: (preposition, article) => (JOINING[preposition] && ENDINGS[article] ? `${JOINING[preposition]}${ENDINGS[article]}` : null),
  articleForms: [
    "il", "lo", "la", "l'", "i", "gli", "le",
    ...["de", "a", "da", "ne", "su"].flatMap((start) => Object.values(ENDINGS).map((ending) => `${start}${ending}`)),
  ],
};
