import type { Locale } from "@/lib/i18n/locales";
import { CARD_NAMES, type CardName } from "@/lib/tarot/deck";
import { SPREADS } from "@/lib/tarot/spreads";
import { VOICES } from "@/lib/tarot/voices";
import type { Asked } from "@/lib/writers/local/asked";
import type { AnyLocalLanguage } from "@/lib/writers/local/contract";
import { cardFormsOf } from "@/lib/writers/local/card-forms";
import { drawnCard, type DrawnCard } from "@/lib/writers/local/drawn";

/**
 * Every sentence a language's tables can write for a card and a question: each family of the contract is walked
 * (a family added to the contract is walked too) and each of its variants called with the values the engine would
 * hand it. What the grammar tests check, sentence by sentence.
 */

/** How many cards each family that reads a whole spread expects, by the key it sits under. */
const SPREAD_SIZES: Record<string, number> = { one_card: 1, yes_no: 3, three_cards: 3, tarot: 5, generic: 4 };

const locales = new WeakMap<DrawnCard, Locale>();
const localeOf = (drawn: DrawnCard): Locale => locales.get(drawn) ?? "en";

export function card(name: CardName, locale: Locale, index = 0): DrawnCard {
  const drawn = drawnCard(name, SPREADS[2].positions[index % 3], index, locale);
  locales.set(drawn, locale);
  return drawn;
}

export function everySentence(lang: AnyLocalLanguage, main: DrawnCard, others: readonly DrawnCard[], asked: Asked): string[] {
  const f = lang.focus(asked, "general");
  const c = cardFormsOf(lang, main);
  // Enough cards for the longest spread: the ones given, then others of the deck.
  const fill = (["The Star", "The Hermit", "The Tower", "Temperance"] as const).map((name, index) => drawnCard(name, SPREADS[3].positions[index], others.length + 1 + index, localeOf(main)));
  const spread = (size: number) => [main, ...others, ...fill].slice(0, size);
  const quote = (text: string) => lang.quote(text);
  const base = {
    c,
    f,
    q: quote("Tarot?"),
    word: quote("Tarot"),
    themes: lang.themes[main.id],
    text: lang.afterColon(main.text.summary.split(/(?<=\.)\s/).at(-1) ?? main.text.summary),
    advice: lang.afterColon(main.text.advice),
    element: main.text.element,
    astrology: main.text.astrology,
    key: main.element,
    ordinal: 2,
    count: 3,
    label: "Compass",
    where: lang.followUp.where({ place: main.place, ordinal: 2, label: "Compass", verdict: false }),
    first: quote("Lisboa"),
    second: quote("Oporto"),
    favoured: quote("Lisboa"),
    other: quote("Oporto"),
    decision: true,
    frame: "year",
    gift: lang.themes[main.id].gift,
  };
  const sentences: string[] = [];
  const walk = (node: unknown, path: string[]) => {
    if (Array.isArray(node)) {
      const size = SPREAD_SIZES[path.at(-1) ?? ""] ?? (path.includes("tally") || path.includes("choice") ? 2 : 3);
      const drawn = spread(Math.max(size, 1));
      const cards = drawn.map((each) => cardFormsOf(lang, each));
      const groups = [
        { lean: "yes", cards: cards.slice(0, 1) },
        { lean: "no", cards: cards.slice(1, 3) },
      ];
      for (const line of node as (((a: unknown) => string) | string | readonly unknown[])[]) {
        // A family of whole sentences (a follow-up's intent frames and steps) is written as it stands; a table of
        // professionals' words ([pattern, noun]) holds no sentence.
        if (typeof line === "string") sentences.push(line);
        if (typeof line !== "function") continue;
        const listed = path.join(".") === "followUp.opening" ? cards.map((each) => ({ c: each, label: "Compass" })) : cards;
        sentences.push(line({ ...base, cards: listed, focus: cards.slice(0, 2), for: cards.slice(0, 2), against: cards.slice(2), forFirst: cards.slice(0, 1), forSecond: cards.slice(1, 2), groups, who: lang.followUp.professionals[0][1], themes: path.includes("tie") ? drawn.map((each) => lang.themes[each.id]) : base.themes }));
        // The one-group tally and a choice with no card against are variants the engine passes too.
        if (path.includes("tally")) sentences.push(line({ ...base, groups: [{ lean: "maybe", cards }] }));
        if (path.at(-1) === "choice") sentences.push(line({ ...base, cards, focus: cards, for: cards, against: [] }));
        if (path.at(-1) === "choiceOpen") sentences.push(line({ ...base, cards, focus: cards, forFirst: [], forSecond: cards }));
      }
      return;
    }
    if (node && typeof node === "object" && !(node instanceof RegExp)) for (const [key, value] of Object.entries(node)) walk(value, [...path, key]);
  };
  for (const part of ["summary", "section", "synthesis", "followUp", "daily"] as const) walk(lang[part], [part]);
  return lang.typography ? sentences.map((sentence) => lang.typography!(sentence)) : sentences;
}

/** Focuses to write for: the asker, each relation the tables know (both genders), a pet, someone unnamed; each matter. */
export function everyAsked(): Asked[] {
  const shape = { kind: "yes_no" } as const;
  const people: Asked["who"][] = [
    { person: "self" },
    { person: "other" },
    { person: "pet", relation: "dog" },
    { person: "relative", relation: "mother" },
    { person: "relative", relation: "parents" },
    { person: "relative", relation: "cousin", gender: "f" },
    { person: "partner", relation: "husband" },
    { person: "friend", relation: "friend", gender: "f" },
    { person: "child", relation: "children" },
  ];
  const domains: (Asked["domain"] | undefined)[] = [undefined, "health", "death", "pregnancy", "money", "debt", "law", "work", "study", "love", "move", "family", "friendship"];
  return people.flatMap((who) => domains.map((domain) => ({ shape, who, domain, othersHealth: who.person !== "self" && domain === "health", decision: false })));
}

export const ALL_CARDS = CARD_NAMES;
export { VOICES };
