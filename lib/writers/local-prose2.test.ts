import { describe, expect, it } from "vitest";
import type { Locale } from "@/lib/i18n/locales";
import type { Voice } from "@/lib/tarot/voices";
import { CORPUS_READINGS } from "@/eval/corpus";
import { LOCAL_LOCALES, localPrompts } from "@/tests/helpers/local-readings";
import { CARDS as DE_CARDS } from "@/languages/de/cards";
import { AFTER_COLON } from "@/languages/de/writer/local/section";
import { composeFollowUp, composeReading } from "./local";

/**
 * What a native editor strikes in the composed sentences, over many generated readings in every language (the blind
 * reviews of issue 45 found each): a label that does not agree in number with the cards it names, a German word
 * left capitalised after a dash, a lead that pastes a noun after "asks this of you:", a German card's „Rat“ said twice, an either/or's option weighed after a participle of another gender, two named places pasted into quotes.
 */

const VOICES: readonly Voice[] = ["gentle", "direct", "practical", "mystic"];

/** Many readings in a language, every voice in turn, each with its drawn cards. */
function readingsIn(locale: Locale, count: number, seed: string): string[] {
  return localPrompts(locale, count, seed).map((prompt, index) => composeReading({ ...prompt, voice: VOICES[index % VOICES.length] }));
}

/** A writing's sentences, headings left out. */
const sentencesOf = (markdown: string) =>
  markdown
    .replace(/^#.*$/gm, "")
    .split(/(?<=[.!?…][”»"]?)\s+/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);

/** Labels whose group 1 is the list of cards they name: a plural label names two cards or more, a singular one a single card. */
const LABELS: Record<(typeof LOCAL_LOCALES)[number], { plural: RegExp[]; singular: RegExp[]; and: RegExp }> = {
  en: { plural: [/strongest assets for .+ are (.+)\.$/, /^The cards: (.+)\.$/], singular: [/strongest asset for .+ is (.+)\.$/, /^The card: (.+)\.$/], and: / and / },
  de: { plural: [/stärksten Trümpfe für .+: (.+)\.$/, /Die Karten: (.+)\.$/], singular: [/stärkster Trumpf für .+: (.+)\.$/, /Die Karte: (.+)\.$/], and: / und / },
  es: { plural: [/tus mejores bazas: (.+)\.$/, /Las cartas: (.+)\.$/], singular: [/tu mejor baza: (.+)\.$/, /La carta: (.+)\.$/], and: / [ye] / },
  "pt-BR": { plural: [/os seus maiores trunfos: (.+)\.$/, /As cartas: (.+)\.$/], singular: [/o seu maior trunfo: (.+)\.$/, /A carta: (.+)\.$/], and: / e / },
  fr: { plural: [/vos principaux atouts : (.+)\.$/, /Les cartes : (.+)\.$/], singular: [/votre principal atout : (.+)\.$/, /La carte : (.+)\.$/], and: / et / },
  it: { plural: [/le tue carte vincenti: (.+)\.$/, /Le carte: (.+)\.$/], singular: [/la tua carta vincente: (.+)\.$/, /La carta: (.+)\.$/], and: / e / },
};

/** Leads that read as pasted: a bare noun phrase after "asks this of you:" or tacked on with "with". */
const PASTED: Record<(typeof LOCAL_LOCALES)[number], RegExp> = {
  en: /names? what is hardest here:|What asks the most of you right now is .+, with /,
  es: /te piden? esto:|Lo que más te exige ahora mismo es .+, con /,
  "pt-BR": /pedem? isto de você:|O que mais exige de você agora é .+, com /,
  de: /verlangt? dies von dir:/,
  fr: /vous demande(?:nt)? ceci :|Ce qui vous demande le plus/,
  it: /ti chied(?:e|ono) questo:|in questo momento (?:è|sono) .+, con /,
};

describe.each(LOCAL_LOCALES)("the %s sentences a native editor would strike", (locale) => {
  const readings = readingsIn(locale, 320, "prose2");
  const sentences = readings.flatMap(sentencesOf);

  it("agree a label with the number of cards it names (one card: singular)", () => {
    const { plural, singular, and } = LABELS[locale];
    const wrong = sentences.filter(
      (sentence) =>
        plural.some((label) => { const list = sentence.match(label)?.[1]; return list !== undefined && !and.test(list) && !list.includes(","); }) ||
        singular.some((label) => { const list = sentence.match(label)?.[1]; return list !== undefined && (and.test(list) || list.includes(",")); }),
    );
    expect(wrong).toEqual([]);
  });

  it("introduce the challenge in a whole sentence, not a noun pasted after “asks this of you:”", () => {
    expect(sentences.filter((sentence) => PASTED[locale].test(sentence))).toEqual([]);
  });
});

describe("German after a card text's colon turned into a dash", () => {
  const writings = localPrompts("de", 400, "prose2-dash").flatMap((prompt, index) => {
    const reading = composeReading({ ...prompt, voice: VOICES[index % VOICES.length] });
    return [reading, composeFollowUp({ reading: { ...prompt, voice: VOICES[index % VOICES.length] }, interpretation: reading, question: prompt.question })];
  });

  it("knows, for every capitalised word that follows a colon in the German card texts, whether it is a noun", () => {
    const known = new Set<string>([...AFTER_COLON.small, ...AFTER_COLON.nouns]);
    const words = new Set(JSON.stringify(DE_CARDS).match(/(?<=:\s+)\p{Lu}\p{L}*/gu) ?? []);
    expect([...words].filter((word) => !known.has(word))).toEqual([]);
  });

  it("writes a word that is not a noun small after the dash, in card sections, counsels and follow-ups", () => {
    const small = new RegExp(` – (?:${AFTER_COLON.small.join("|")})(?!\\p{L})`, "u");
    const wrong = writings.flatMap(sentencesOf).filter((sentence) => small.test(sentence));
    expect(wrong).toEqual([]);
    expect(writings.join("\n")).toMatch(/ – (?:behalte|vermeide|investiere|arbeite|stell|regelmäßiger|sorgfältige) /);
  });
});

describe("a German reading's counsel", () => {
  const readings = readingsIn("de", 400, "prose2-rat");

  it("names a card's „Rat“ once at most, and “what the card advises” once at most", () => {
    const twice = (pattern: RegExp) => (reading: string) => {
      const counts = new Map<string, number>();
      for (const [phrase] of reading.matchAll(pattern)) counts.set(phrase, (counts.get(phrase) ?? 0) + 1);
      return [...counts.values()].some((count) => count > 1);
    };
    expect(readings.filter(twice(/Rat (?:des|der) \p{Lu}\p{L}+/gu))).toEqual([]);
    expect(readings.filter(twice(/was (?:der|die|das) \p{Lu}\p{L}+(?: \p{L}+)? (?:dir )?(?:rät|raten)/gu))).toEqual([]);
  });
});

describe.each([
  ["es", /Puestas en la balanza, /],
  ["pt-BR", /Colocadas na balança, /],
  ["fr", /Mis en balance, /],
] as const)("a %s either/or", (locale, participle) => {
  const language = locale === "pt-BR" ? "pt" : locale;
  const questions = CORPUS_READINGS.filter((reading) => reading.language === language && reading.kind === "either_or").map(({ prompt }) => prompt);
  const readings = localPrompts(locale, 240, "prose2-choice").map((drawn, index) => {
    const asked = questions[index % questions.length];
    return composeReading({ ...drawn, question: asked.question, category: asked.category, voice: VOICES[index % VOICES.length] });
  });

  it("opens no sentence on a participle whose gender the option it weighs does not share", () => {
    expect(readings.length).toBeGreaterThan(0);
    expect(readings.flatMap(sentencesOf).filter((sentence) => participle.test(sentence))).toEqual([]);
  });
});

describe("an either/or between two names", () => {
  const questions = { en: "Leeds or Bristol?", es: "¿Valencia o Sevilla?", "pt-BR": "Lisboa ou Porto?", fr: "Paris ou Lyon ?", it: "Meglio Roma o Milano?" } as const;

  it.each(Object.entries(questions))("names them in %s without quotes around each", (locale, question) => {
    const readings = localPrompts(locale as Locale, 24, "prose2-names").map((drawn, index) => composeReading({ ...drawn, question, voice: VOICES[index % VOICES.length] }));
    const quoted = readings.flatMap(sentencesOf).filter((sentence) => /[“«"]\s?(?:Leeds|Bristol|Valencia|Sevilla|Lisboa|Porto|Paris|Lyon|Roma|Milano)\s?[”»"]/u.test(sentence));
    expect(quoted).toEqual([]);
    expect(readings.join(" ")).toMatch(/(?:Leeds|Valencia|Lisboa|Paris|Roma)\P{L}+(?:\p{L}+\P{L}+){0,6}(?:Bristol|Sevilla|Porto|Lyon|Milano)/u);
  });
});
