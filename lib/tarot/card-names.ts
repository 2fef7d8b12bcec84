import type { LOCALES } from "@/lib/domain/vocabularies";
import { cardNames as de } from "@/languages/de/writer/card-names";
import { cardNames as en } from "@/languages/en/writer/card-names";
import { cardNames as es } from "@/languages/es/writer/card-names";
import { cardNames as fr } from "@/languages/fr/writer/card-names";
import { cardNames as it } from "@/languages/it/writer/card-names";
import { cardNames as ptBR } from "@/languages/pt-BR/writer/card-names";
import type { CardNameGrammar, CardNamesGrammar, GrammaticalCase } from "@/languages/writer";
import { cardName } from "./cards/localized";
import { CARD_NAMES, DECK, cardByName, type CardName } from "./deck";

/**
 * The cards' names in running text, in every language (docs/product.md#the-readers-language): as the card
 * pages print them ("El Ermitaño"), and as prose writes them, with the article lower-case, declined and joined
 * to a preposition ("del Ermitaño", "des Narren", "im Turm", "dell'Eremita", "ce que signifie le Fou"). The
 * grammar is languages/<code>/writer/card-names.ts; the names themselves are the card texts' (lib/tarot/cards).
 */

type Locale = (typeof LOCALES)[number];

export type { GrammaticalCase };

const GRAMMARS: Readonly<Record<Locale, CardNamesGrammar>> = { en, es, "pt-BR": ptBR, de, fr, it };

/** A card's entry in a language's grammar: its article, noun, gender and number (and German's case forms). */
export function cardNameGrammar(card: CardName, locale: Locale): CardNameGrammar {
  return GRAMMARS[locale].cards[idOf(card)];
}

function idOf(card: CardName): number {
  const found = cardByName(card);
  if (!found) throw new Error(`Unknown card ${card}`);
  return found.id;
}

/** The name as the card pages of the language print it ("El Ermitaño", "L'Ermite", "The Hermit"): for headings. */
export function printedCardName(card: CardName, locale: Locale): string {
  return cardName(DECK[idOf(card)], locale);
}

export type CardNameOptions = {
  /** German: the case the name stands in (the preposition's by default, else the nominative). */
  case?: GrammaticalCase;
  /** A preposition before the name, joined to its article where the language does ("de" → "del Ermitaño", "in" → "im Turm"). */
  preposition?: string;
  /** The name opens a sentence: its first letter upper-case ("Del Ermitaño…", "The Fool…"). */
  start?: boolean;
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The name as prose writes it in the language: "el Ermitaño", "del Ermitaño", "des Narren", "l'Étoile", "the Fool", "Death". */
export function cardNameInProse(card: CardName, locale: Locale, { case: asked, preposition, start = false }: CardNameOptions = {}): string {
  const grammar = GRAMMARS[locale];
  const entry = grammar.cards[idOf(card)];
  const grammaticalCase = asked ?? (preposition && grammar.caseAfter ? grammar.caseAfter(preposition) : "nom");
  const noun = grammaticalCase === "nom" ? entry.noun : (entry.cases?.[grammaticalCase] ?? entry.noun);
  const takesArticle = entry.article !== "" || entry.articleInProse === true;
  let lead = "";
  if (takesArticle) {
    const article = grammar.article(entry, grammaticalCase);
    lead = preposition ? (grammar.contract(preposition, article) ?? `${preposition} ${article}`) : article;
  } else if (preposition) {
    lead = preposition;
  }
  const text = lead === "" ? noun : /['’]$/.test(lead) ? `${lead}${noun}` : `${lead} ${noun}`;
  return start ? capitalise(text) : text;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A word whose first letter may be either case ("[Dd]el"), an apostrophe either straight or curly. */
const eitherCase = (word: string) => {
  const first = word.charAt(0);
  const rest = escape(word.slice(1)).replace(/'/g, "['’]");
  return first.toUpperCase() === first.toLowerCase() ? `${escape(first)}${rest}` : `[${first.toUpperCase()}${first.toLowerCase()}]${rest}`;
};

type CardPattern = { card: CardName; pattern: RegExp; oneWord: boolean; commonWord: boolean; nouns: readonly string[] };

/** Every way a text may name each card in a language, compiled once per language. */
const patterns = new Map<Locale, readonly CardPattern[]>();

function patternsFor(locale: Locale): readonly CardPattern[] {
  const known = patterns.get(locale);
  if (known) return known;
  const grammar = GRAMMARS[locale];
  const spaced = grammar.articleForms.filter((form) => !/['’]$/.test(form)).map(eitherCase);
  const elided = grammar.articleForms.filter((form) => /['’]$/.test(form)).map(eitherCase);
  const articles = [...(spaced.length > 0 ? [`(?:${spaced.join("|")})\\s+`] : []), ...(elided.length > 0 ? [`(?:${elided.join("|")})`] : [])].join("|");
  const compiled = CARD_NAMES.map((card, id) => {
    const entry = grammar.cards[id];
    const nouns = [entry.noun, ...Object.values(entry.cases ?? {}), ...(entry.variants ?? [])];
    const nounPattern = [...new Set(nouns)].sort((a, b) => b.length - a.length).map((noun) => escape(noun).replace(/ /g, "\\s+")).join("|");
    // English names a card printed with "The" only with it ("the Star"); a short form ("the Wheel", "la Rueda") always takes one.
    const required = grammar.articleRequired === true && entry.article !== "";
    const full = `(${articles})${required ? "" : "?"}(?:${nounPattern})`;
    const body = entry.short ? `(?:${full}|(${articles})${escape(entry.short)})` : full;
    return {
      card,
      pattern: new RegExp(`(?<![\\p{L}\\p{N}'’])${body}(?![\\p{L}\\p{N}])`, "gu"),
      oneWord: !entry.noun.includes(" "),
      commonWord: entry.commonWord === true,
      // A text holds the card's name only if it holds one of its nouns' first words, as printed: a cheap test first.
      nouns: [...new Set([...nouns, ...(entry.short ? [entry.short] : [])].map((noun) => noun.split(" ")[0]))],
    };
  });
  patterns.set(locale, compiled);
  return compiled;
}

/** Where a sentence begins: the text's start, a line's, or after . ! ? with any markdown marks or quotes before the word. */
function opensSentence(text: string, at: number): boolean {
  const before = text.slice(0, at).replace(/[*_“"'‘(¡¿«„\s]+$/u, "");
  return before === "" || /[.!?…:\n]$/.test(before) || /\n\s*$/.test(text.slice(0, at));
}

/** The name is set apart as a name: in bold or italics, or in quotation marks. */
function marked(text: string, at: number, length: number): boolean {
  return /[*_"„“«‚‹']/.test(text.charAt(at - 1)) || /[*_"“”»›'’]/.test(text.charAt(at + length));
}

/** "Linked to the Moon", "ruled by the Sun": English astrology names the heavenly body, not the card. */
const CELESTIAL = /(?:linked|tied|ruled|ties|ruler)\s+(?:to|by|of)\s+$/i;

/**
 * The cards a text names in a language, in any form prose gives them ("del Ermitaño", "des Narren", "l'Étoile").
 * `strict`: leave out what may be the plain word rather than the card, for the check that no other card is named:
 * a one-word name opening a sentence without its article ("Death changes…", "Muerte…"), an everyday noun that is
 * also a German card's name ("die Kraft", "der Tod") unless it is marked as a name, and English astrology.
 */
export function cardsNamedIn(text: string, locale: Locale, { strict = false }: { strict?: boolean } = {}): Set<CardName> {
  const { named, strictly } = cardsInText(text, locale);
  return strict ? strictly : named;
}

/** The cards a text names, loosely and strictly, in one pass over the cards whose nouns it holds. */
export function cardsInText(text: string, locale: Locale): { named: Set<CardName>; strictly: Set<CardName> } {
  const named = new Set<CardName>();
  const strictly = new Set<CardName>();
  for (const { card, pattern, oneWord, commonWord, nouns } of patternsFor(locale)) {
    if (!nouns.some((noun) => text.includes(noun))) continue;
    for (const match of text.matchAll(pattern)) {
      named.add(card);
      const article = match[1] ?? match[2];
      if (oneWord && !article && opensSentence(text, match.index)) continue;
      if (commonWord && !marked(text, match.index, match[0].length)) continue;
      if (locale === "en" && (card === "The Sun" || card === "The Moon") && CELESTIAL.test(text.slice(Math.max(0, match.index - 20), match.index))) continue;
      strictly.add(card);
      break;
    }
  }
  return { named, strictly };
}

/** Every surface form a card's name takes in a language's prose, for tests and for writers that check their own words. */
export function cardNameForms(card: CardName, locale: Locale): string[] {
  const grammar = GRAMMARS[locale];
  const cases: GrammaticalCase[] = grammar.caseAfter ? ["nom", "acc", "dat", "gen"] : ["nom"];
  const prepositions = [undefined, ...new Set(grammar.articleForms.length > 0 ? PREPOSITIONS[locale] : [])];
  const forms = new Set<string>([printedCardName(card, locale)]);
  for (const grammaticalCase of cases) for (const preposition of prepositions) forms.add(cardNameInProse(card, locale, { case: grammaticalCase, preposition }));
  return [...forms];
}

/** The prepositions that join an article in each language (English joins none). */
const PREPOSITIONS: Readonly<Record<Locale, readonly string[]>> = {
  en: [],
  es: ["de", "a"],
  "pt-BR": ["de", "em", "a", "por"],
  de: ["in", "an", "zu", "von", "bei"],
  fr: ["de", "à"],
  it: ["di", "a", "da", "in", "su"],
};
