import type { CardNameGrammar, CardNamesGrammar, GrammaticalCase } from "../../writer";

/** The definite article by gender (or plural) and case. */
const ARTICLES: Record<string, Record<GrammaticalCase, string>> = {
  m: { nom: "der", acc: "den", dat: "dem", gen: "des" },
  f: { nom: "die", acc: "die", dat: "der", gen: "der" },
  n: { nom: "das", acc: "das", dat: "dem", gen: "des" },
  pl: { nom: "die", acc: "die", dat: "den", gen: "der" },
};

/** A preposition and an article as one word: "in dem" → "im", "zu der" → "zur", "in das" → "ins". */
const CONTRACTIONS: Record<string, Record<string, string>> = {
  in: { dem: "im", das: "ins" },
  an: { dem: "am", das: "ans" },
  zu: { dem: "zum", der: "zur" },
  von: { dem: "vom" },
  bei: { dem: "beim" },
};

const DATIVE = new Set(["mit", "von", "zu", "bei", "aus", "nach", "seit", "gegenüber", "außer", "dank"]);
const ACCUSATIVE = new Set(["für", "durch", "ohne", "gegen", "um"]);
const GENITIVE = new Set(["wegen", "trotz", "während", "statt", "anstatt", "innerhalb", "außerhalb"]);

/**
 * German card names: the article lower-case and declined mid-sentence ("was der Narr bedeutet", "die Botschaft
 * des Narren", "mit dem Gehängten"), contracted after a preposition ("im Turm", "beim Eremiten"). Many names are
 * everyday nouns too ("die Kraft", "der Tod", "die Welt"): in prose they name the card only when marked.
 */
export const cardNames: CardNamesGrammar = {
  cards: [
    { article: "Der", noun: "Narr", gender: "m", number: "sg", cases: { acc: "Narren", dat: "Narren", gen: "Narren" } },
    { article: "Der", noun: "Magier", gender: "m", number: "sg", cases: { gen: "Magiers" } },
    { article: "Die", noun: "Hohepriesterin", gender: "f", number: "sg" },
    { article: "Die", noun: "Herrscherin", gender: "f", number: "sg" },
    { article: "Der", noun: "Herrscher", gender: "m", number: "sg", cases: { gen: "Herrschers" } },
    { article: "Der", noun: "Hierophant", gender: "m", number: "sg", cases: { acc: "Hierophanten", dat: "Hierophanten", gen: "Hierophanten" } },
    { article: "Die", noun: "Liebenden", gender: "m", number: "pl" },
    { article: "Der", noun: "Wagen", gender: "m", number: "sg", cases: { gen: "Wagens" }, commonWord: true },
    { article: "Die", noun: "Kraft", gender: "f", number: "sg", commonWord: true },
    { article: "Der", noun: "Eremit", gender: "m", number: "sg", cases: { acc: "Eremiten", dat: "Eremiten", gen: "Eremiten" } },
    { article: "Das", noun: "Rad des Schicksals", gender: "n", number: "sg", cases: { gen: "Rades des Schicksals" }, variants: ["Rads des Schicksals"], short: "Rad" },
    { article: "Die", noun: "Gerechtigkeit", gender: "f", number: "sg", commonWord: true },
    { article: "Der", noun: "Gehängte", gender: "m", number: "sg", cases: { acc: "Gehängten", dat: "Gehängten", gen: "Gehängten" } },
    { article: "Der", noun: "Tod", gender: "m", number: "sg", cases: { gen: "Todes" }, variants: ["Tods"], commonWord: true },
    { article: "Die", noun: "Mäßigkeit", gender: "f", number: "sg" },
    { article: "Der", noun: "Teufel", gender: "m", number: "sg", cases: { gen: "Teufels" }, commonWord: true },
    { article: "Der", noun: "Turm", gender: "m", number: "sg", cases: { gen: "Turms" }, variants: ["Turmes"], commonWord: true },
    { article: "Der", noun: "Stern", gender: "m", number: "sg", cases: { gen: "Sterns" }, variants: ["Sternes"], commonWord: true },
    { article: "Der", noun: "Mond", gender: "m", number: "sg", cases: { gen: "Mondes" }, variants: ["Monds"], commonWord: true },
    { article: "Die", noun: "Sonne", gender: "f", number: "sg", commonWord: true },
    { article: "Das", noun: "Gericht", gender: "n", number: "sg", cases: { gen: "Gerichts" }, variants: ["Gerichtes"], commonWord: true },
    { article: "Die", noun: "Welt", gender: "f", number: "sg", commonWord: true },
  ],
  article: (card: CardNameGrammar, grammaticalCase: GrammaticalCase) => ARTICLES[card.number === "pl" ? "pl" : card.gender][grammaticalCase],
  contract: (preposition, article) => CONTRACTIONS[preposition]?.[article] ?? null,
  // Two-way prepositions (in, an, auf, über, …) say where, with the dative, unless the caller names the case.
  caseAfter: (preposition) => (ACCUSATIVE.has(preposition) ? "acc" : GENITIVE.has(preposition) ? "gen" : DATIVE.has(preposition) ? "dat" : "dat"),
  articleForms: ["der", "die", "das", "den", "dem", "des", "im", "ins", "am", "ans", "zum", "zur", "vom", "beim"],
};
