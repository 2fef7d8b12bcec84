import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { positionLine, spreadLabel } from "@/components/journal/journal-words";
import { positionLabel, premiumNoteWords, spreadName, type ReadingWords, type SpreadWords, type SpreadsWords } from "@/components/reading/words";
import { messagesFor } from "@/languages";
import { LOCALES, type Locale } from "@/languages/languages";
import { interpretRequestSchema, interpretRequestSchemaFor } from "@/lib/readings/interpret-request";
import { premiumNote } from "@/lib/tarot/premium-note";
import { printedCardName } from "@/lib/tarot/card-names";
import type { CardName } from "@/lib/tarot/deck";
import { SPREADS, dealtCardBadges, declareSpread, getSpread, type Spread, type SpreadId, type SpreadTable } from "@/lib/tarot/spreads";
import { composeFollowUp, composeReading } from "@/lib/writers/local";
import { SYSTEM_PROMPT, followUpMessageFor, systemPromptFor, userMessageFor } from "@/lib/writers/prompt";
import type { ReadingPrompt } from "@/lib/writers/types";

/**
 * The recipe "Add a spread" of docs/contributing.md as a test. A five-card spread the app does not have is
 * added the way the recipe adds one: its declaration to the table of spreads (step 1, `SPREADS`) and its words
 * to every language's catalog (step 2, `reading.spreads` of languages/<locale>/messages/reading.ts). Then every
 * consumer the recipe says follows is asked for it, in every language: the request's schema, the reading
 * screen's words, the journal's, the local writer and the Anthropic writer's prompt. None may fall back to the
 * declared English: each language's own words must come out.
 */
const root = fileURLToPath(new URL("../..", import.meta.url));

const CROSSROADS = declareSpread({
  id: "crossroads",
  label: "Crossroads (Two Roads)",
  shortLabel: "Crossroads",
  premium: true,
  badges: true,
  positions: [
    { id: "here", label: "Where you stand", role: "situation" },
    // Two positions no writer has phrasing for: they are read in plain words under their labels.
    { id: "left", label: "The road to the left" },
    { id: "right", label: "The road to the right" },
    { id: "crossing", label: "What stands in the way", role: "challenge" },
    { id: "compass", label: "Compass", role: "advice" },
  ],
});

/** Step 2's words, one entry per language: a language left out fails the type check, as a catalog left out does. */
const CROSSROADS_WORDS: Record<Locale, SpreadWords> = {
  en: {
    name: "Crossroads (Two Roads)",
    shortName: "Crossroads",
    positions: { here: "Where you stand", left: "The road to the left", right: "The road to the right", crossing: "What stands in the way", compass: "Compass" },
  },
  es: {
    name: "Encrucijada (dos caminos)",
    shortName: "Encrucijada",
    positions: { here: "Dónde estás", left: "El camino de la izquierda", right: "El camino de la derecha", crossing: "Lo que se interpone", compass: "Brújula" },
  },
  "pt-BR": {
    name: "Encruzilhada (dois caminhos)",
    shortName: "Encruzilhada",
    positions: { here: "Onde você está", left: "O caminho da esquerda", right: "O caminho da direita", crossing: "O que está no caminho", compass: "Bússola" },
  },
  de: {
    name: "Scheideweg (zwei Wege)",
    shortName: "Scheideweg",
    positions: { here: "Wo du stehst", left: "Der linke Weg", right: "Der rechte Weg", crossing: "Was im Weg steht", compass: "Kompass" },
  },
  fr: {
    name: "Carrefour (deux chemins)",
    shortName: "Carrefour",
    positions: { here: "Où vous en êtes", left: "Le chemin de gauche", right: "Le chemin de droite", crossing: "Ce qui fait obstacle", compass: "Boussole" },
  },
  it: {
    name: "Bivio (due strade)",
    shortName: "Bivio",
    positions: { here: "Dove ti trovi", left: "La strada a sinistra", right: "La strada a destra", crossing: "Ciò che ostacola", compass: "Bussola" },
  },
};

/** The same question in each language, so that the writers write in it. */
const QUESTIONS: Record<Locale, string> = {
  en: "Should I take the job abroad?",
  es: "¿Debería aceptar el trabajo en el extranjero?",
  "pt-BR": "Devo aceitar o emprego no exterior?",
  de: "Soll ich die Stelle im Ausland annehmen?",
  fr: "Dois-je accepter le poste à l'étranger ?",
  it: "Dovrei accettare il lavoro all'estero?",
};

type FixtureId = SpreadId | "crossroads";

/**
 * Steps 1 and 2 of the recipe: the declaration joins the table of spreads, and its words each language's
 * catalog, where the screens and the writers look a spread's words up. Answers the table and a way to take
 * the words out again.
 */
function addSpread<Id extends string>(spread: Spread<Id>, words: Record<Locale, SpreadWords>): Added<SpreadId | Id> {
  const catalogs = LOCALES.map((locale) => messagesFor(locale).reading.spreads as Record<string, SpreadWords>);
  LOCALES.forEach((locale, index) => (catalogs[index][spread.id] = words[locale]));
  return {
    table: [...SPREADS, spread],
    // The catalog's reading area, now typed with the new spread's words as the catalog's own type would be.
    readingIn: (locale) => messagesFor(locale).reading as ReadingWords & SpreadsWords<SpreadId | Id>,
    remove: () => catalogs.forEach((catalog) => delete catalog[spread.id]),
  };
}

type Added<Id extends string> = { table: SpreadTable<Id>; readingIn: (locale: Locale) => ReadingWords & SpreadsWords<Id>; remove: () => void };

const FIVE: CardName[] = ["The Chariot", "The Lovers", "The Hermit", "The Tower", "The Star"];
const BODY = { question: QUESTIONS.en, type: "crossroads", category: "career", cards: FIVE };

let added: Added<FixtureId>;
let TABLE: SpreadTable<FixtureId>;

const requestIn = (locale: Locale): ReadingPrompt<FixtureId> => interpretRequestSchemaFor(TABLE).parse({ ...BODY, question: QUESTIONS[locale], locale });

type Block = { heading: string; body: string };
const blocks = (reading: string): Block[] =>
  reading
    .trim()
    .split(/^## /m)
    .slice(1)
    .map((block) => ({ heading: block.slice(0, block.indexOf("\n")), body: block.slice(block.indexOf("\n") + 1).trim() }));

describe("a five-card spread added as docs/contributing.md#add-a-spread says", () => {
  beforeAll(() => {
    added = addSpread(CROSSROADS, CROSSROADS_WORDS);
    TABLE = added.table;
  });
  afterAll(() => added.remove());

  it("is a new spread of five cards, one per position, that the app's own table does not hold", () => {
    expect(CROSSROADS.cardCount).toBe(5);
    expect(SPREADS.map((spread) => spread.id)).not.toContain("crossroads");
    expect(getSpread("crossroads", TABLE)).toBe(CROSSROADS);
    expect(interpretRequestSchema.safeParse(BODY).success).toBe(false);
  });

  it("makes the request schema accept its five cards and refuse four or six", () => {
    const schema = interpretRequestSchemaFor(TABLE);
    expect(schema.safeParse(BODY).success).toBe(true);
    expect(schema.safeParse({ ...BODY, cards: FIVE.slice(0, 4) }).error?.issues.map((issue) => issue.message)).toEqual(["must hold exactly 5 cards for crossroads"]);
    expect(schema.safeParse({ ...BODY, cards: [...FIVE, "The Sun"] }).success).toBe(false);
    expect(schema.safeParse({ ...BODY, cards: [...FIVE.slice(0, 4), "The Chariot"] }).success).toBe(false);
  });

  it("caps a request at the most cards any spread of the table takes", () => {
    const schema = interpretRequestSchemaFor([declareSpread({ ...CROSSROADS, positions: CROSSROADS.positions.slice(0, 4) })]);
    expect(schema.safeParse({ ...BODY, cards: FIVE }).error?.issues.map((issue) => issue.message)).toContain("must hold at most 4 cards");
  });

  it.each(LOCALES)("shows its %s words on the reading screen: the Type dropdown, the dealt cards' badges and the premium note", (locale) => {
    const reading = added.readingIn(locale);
    const words = CROSSROADS_WORDS[locale];
    expect(spreadName(reading, CROSSROADS)).toBe(words.name);
    expect(dealtCardBadges(CROSSROADS, (position) => positionLabel(reading, CROSSROADS, position))).toEqual(Object.values(words.positions));
    expect(premiumNote(premiumNoteWords(reading, locale), { spreads: TABLE })).toContain(words.shortName);
    expect(premiumNote(premiumNoteWords(reading, locale))).not.toContain(words.shortName);
  });

  it.each(LOCALES)("names it and its positions in the %s journal, from the same words", (locale) => {
    const { journal } = messagesFor(locale);
    const reading = added.readingIn(locale);
    const words = CROSSROADS_WORDS[locale];
    expect(spreadLabel(reading, "crossroads", TABLE)).toBe(words.name);
    const lines = FIVE.map((card, index) => positionLine({ journal, reading }, "crossroads", index, card, TABLE));
    CROSSROADS.positions.forEach((position, index) => expect(lines[index]).toContain(words.positions[position.id]));
  });

  it.each(LOCALES)("has the local writer write a %s section per position, in order, under the language's labels", (locale) => {
    const reading = composeReading(requestIn(locale), TABLE);
    const headings = blocks(reading).map((block) => block.heading);
    expect(headings).toHaveLength(7);
    CROSSROADS.positions.forEach((position, index) => {
      expect(headings[index + 1].startsWith(CROSSROADS_WORDS[locale].positions[position.id]), headings[index + 1]).toBe(true);
      expect(headings[index + 1]).toContain(printedCardName(FIVE[index], locale));
    });
    for (const { heading, body } of blocks(reading)) expect(body, heading).not.toBe("");
    expect(reading).not.toMatch(/undefined/);
    expect(composeReading(requestIn(locale), TABLE)).toBe(reading);
  });

  it.each(LOCALES)("has the Anthropic prompt give the spread and each card in its %s position", (locale) => {
    const words = CROSSROADS_WORDS[locale];
    const message = userMessageFor(requestIn(locale), TABLE);
    expect(message).toContain(words.name);
    CROSSROADS.positions.forEach((position, index) => expect(message).toMatch(new RegExp(`${index + 1}\\. ${words.positions[position.id]}\\s?:`)));
    expect(message).toContain(`Length: at most ${Math.round((300 + 250 * 5) * 0.6)} words.`);
    expect(message).not.toContain("Leans:");
  });

  it("has both writers answer an English follow-up from the same five cards, each in its position", () => {
    const request = requestIn("en");
    const answer = composeFollowUp({ reading: request, interpretation: composeReading(request, TABLE), question: "What does the left road hold?" }, TABLE);
    expect(answer).toContain("the Lovers (The road to the left)");
    expect(answer).not.toMatch(/undefined|^#/m);
    expect(followUpMessageFor({ reading: request, interpretation: "## Summary\nA reading.", question: "And the right road?" }, TABLE)).toContain("5. Compass: The Star");
    expect(systemPromptFor(TABLE)).toBe(SYSTEM_PROMPT);
  });
});

describe("spreads the writers have no phrasing for", () => {
  it("read a long spread of positions without roles, and name a verdict spread in the system prompt", () => {
    const ten = declareSpread({
      id: "ten",
      label: "Ten",
      premium: true,
      positions: Array.from({ length: 10 }, (_, index) => ({ id: `p${index}`, label: `Place ${index + 1}` })),
    });
    const cards: CardName[] = ["The Fool", "The Magician", "The High Priestess", "The Empress", "The Emperor", "The Hierophant", "The Lovers", "The Chariot", "Strength", "The Hermit"];
    const reading = composeReading({ question: "What now?", type: "ten", category: "general", cards }, [ten]);
    expect(blocks(reading).slice(1, -1).map((block) => block.heading)).toEqual(cards.map((name, index) => `Place ${index + 1}: ${name}`));
    expect(reading).not.toContain("undefined");

    const fiveWay = declareSpread({ ...ten, id: "five_way", label: "Five-way Yes or No", verdict: true, positions: ten.positions.slice(0, 5) });
    const verdictReading = composeReading({ question: "Will it rain?", type: "five_way", category: "general", cards: cards.slice(0, 5) }, [fiveWay]);
    expect(blocks(verdictReading)[0].body).toMatch(/^\*\*Verdict: (Yes|No|Maybe)\.\*\* /);
    expect(systemPromptFor([...SPREADS, fiveWay])).toContain('For a "Yes or No" or "Five-way Yes or No" spread asked a question that yes or no answers, the user message gives the verdict line');
  });
});

/** The files a recipe of docs/contributing.md names in backticks, the section headed `## <title>` down to the next. */
function recipeFiles(title: string): string[] {
  const doc = readFileSync(path.join(root, "docs/contributing.md"), "utf8");
  const start = doc.indexOf(`## ${title}\n`);
  const section = doc.slice(start, doc.indexOf("\n## ", start + 1) === -1 ? undefined : doc.indexOf("\n## ", start + 1));
  return [...new Set([...section.matchAll(/`([^`\s]+)`/g)].map((match) => match[1]).filter((text) => /^(app|components|languages|lib|db|tests|e2e|docs)\//.test(text)))];
}

function sourcesUnder(folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourcesUnder(relative);
    return /\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

describe("the recipe's list of files", () => {
  const files = recipeFiles("Add a spread");

  it("names the files of each step: the id, the declaration, the words of each language, the migration", () => {
    expect(files).toEqual(expect.arrayContaining(["lib/domain/vocabularies.ts", "lib/tarot/spreads.ts", "languages/<locale>/messages/reading.ts", "db/migrations/"]));
  });

  it("names every table of the code keyed by spread id, where a new spread's entry is required", () => {
    // A table typed `Record<SpreadId, …>` fails the type check until the new spread has its entry in it.
    const keyed = ["app", "components", "languages", "lib", "tests"]
      .flatMap(sourcesUnder)
      .filter((file) => /Record<SpreadId\b/.test(readFileSync(path.join(root, file), "utf8")))
      .filter((file) => file !== "tests/unit/spread-recipe.test.ts");
    expect(keyed.length).toBeGreaterThan(0);
    expect(keyed.filter((file) => !files.includes(file))).toEqual([]);
  });

  it("declares each spread's words once per language: the reading catalog, which the journal reads too", () => {
    for (const locale of LOCALES) {
      const messages = messagesFor(locale);
      const holders = (Object.keys(messages) as (keyof typeof messages)[]).filter((area) => JSON.stringify(messages[area]).includes(JSON.stringify(messages.reading.spreads.three_cards.name)));
      expect(holders, locale).toEqual(["reading"]);
      expect(Object.keys(messages.reading.spreads), locale).toEqual(SPREADS.map((spread) => spread.id));
    }
    expect(files).not.toContain("languages/<locale>/messages/journal.ts");
  });
});
