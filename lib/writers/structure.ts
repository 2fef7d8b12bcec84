import "server-only";
import { LOCALES } from "@/lib/domain/vocabularies";
import { messagesFor } from "@/languages";
import type { StructureWords } from "@/languages/writer";
import type { YesNoLeaning } from "@/lib/tarot/cards";
import { cardNameForms, cardsNamedIn, printedCardName } from "@/lib/tarot/card-names";
import { CARD_NAMES, type CardName } from "@/lib/tarot/deck";
import type { Spread } from "@/lib/tarot/spreads";
import { WRITER_WORDS, type Locale } from "./words";

/**
 * A reading's structure in every language (docs/product.md#the-readers-language): the words both writers write
 * it with (its two headings, each card's heading of position and name, the verdict line) and the one parser that
 * everything reading a reading uses (the quality checks, the evaluation, the tests of the screens). The headings
 * and verdict words are languages/<code>/writer/structure.ts; the positions are the reading catalog's
 * (`reading.spreads`), as the screens show them; the card names are the card pages'.
 */

export type { StructureWords };

export function structureWords(locale: Locale): StructureWords {
  return WRITER_WORDS[locale].structure;
}

/**
 * A position's label in a language, as the reading catalog words it for the screens; a spread the catalog does
 * not know (a test's own) keeps its declared label.
 */
export function positionLabel(spread: Spread<string>, index: number, locale: Locale): string {
  const position = spread.positions[index];
  const catalog = (messagesFor(locale).reading.spreads as Record<string, { positions: Record<string, string> } | undefined>)[spread.id];
  return catalog?.positions[position.id] ?? position.label;
}

/** A spread's name in a language, as the Type dropdown shows it. */
export function spreadLabel(spread: Spread<string>, locale: Locale): string {
  const catalog = (messagesFor(locale).reading.spreads as Record<string, { name: string } | undefined>)[spread.id];
  return catalog?.name ?? spread.label;
}

/** A card's section heading: its position and its name as the card pages print it ("Pasado: El Ermitaño", "Passé : L'Ermite"). */
export function sectionHeading(position: string, card: CardName, locale: Locale): string {
  return `${position}${structureWords(locale).headingSeparator}${printedCardName(card, locale)}`;
}

/** The headings of a reading of these cards in this spread, in order: the summary, each card's, the synthesis. */
export function readingHeadings(spread: Spread<string>, cards: readonly CardName[], locale: Locale): string[] {
  const words = structureWords(locale);
  return [words.summary, ...cards.map((card, index) => sectionHeading(positionLabel(spread, index, locale), card, locale)), words.synthesis];
}

/** Those headings as the markdown lines a reading writes them, one a line. */
export function headingLines(spread: Spread<string>, cards: readonly CardName[], locale: Locale): string {
  return readingHeadings(spread, cards, locale)
    .map((heading) => `## ${heading}`)
    .join("\n");
}

/** The verdict line that opens a verdict spread's summary: "**Verdict: Yes.**", "**Veredicto: Quizá.**", "**Verdict : Oui.**". */
export function verdictLine(leaning: YesNoLeaning, locale: Locale): string {
  const { verdict, headingSeparator } = structureWords(locale);
  return `**${verdict.label}${headingSeparator}${verdict[leaning]}.**`;
}

// ————— Reading a reading —————

export type SectionKind = "summary" | "card" | "synthesis" | "other";

/** One section of a reading: its heading (without hashes or emphasis), what it is, and its text. */
export type ReadingSection = { heading: string; kind: SectionKind; body: string; position?: string; card?: CardName };

/** A reading as the parser reads it: the language its structure is written in, its sections in order, its verdict. */
export type ParsedReading = {
  /** The language of its headings and verdict; null when nothing of its structure belongs to one of ours. */
  locale: Locale | null;
  /** The text before the first heading, when there is any. */
  preamble: string;
  sections: ReadingSection[];
  verdict: { leaning: YesNoLeaning; locale: Locale } | null;
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const fold = (text: string) => text.normalize("NFC").toLowerCase().replace(/\s+/g, " ").trim();

/** Each language's verdict line: its label, a colon (with or without French's space) and one of its three answers. */
const VERDICTS = LOCALES.map((locale) => {
  const { verdict } = structureWords(locale);
  const answers: [YesNoLeaning, string][] = [
    ["yes", verdict.yes],
    ["no", verdict.no],
    ["maybe", verdict.maybe],
  ];
  const pattern = new RegExp(
    `(?:^|[\\s*_])${escape(verdict.label)}\\s*:\\s*[*_]*\\s*(${answers.map(([, word]) => escape(word)).join("|")})(?![\\p{L}])`,
    "iu",
  );
  return { locale, pattern, answers };
});

/** A verdict line anywhere in a text, in any of our languages ("**Urteil: Vielleicht.**"), read as yes, no or maybe. */
export function verdictIn(text: string, locale?: Locale | null): { leaning: YesNoLeaning; locale: Locale } | null {
  const ordered = locale ? [...VERDICTS.filter((each) => each.locale === locale), ...VERDICTS.filter((each) => each.locale !== locale)] : VERDICTS;
  for (const { locale: language, pattern, answers } of ordered) {
    const match = pattern.exec(text);
    if (!match) continue;
    const said = fold(match[1]);
    const answer = answers.find(([, word]) => fold(word) === said);
    if (answer) return { leaning: answer[0], locale: language };
  }
  return null;
}

/** Each language's fixed headings, folded, for telling which language a heading is in. */
const FIXED_HEADINGS = LOCALES.map((locale) => ({ locale, summary: fold(structureWords(locale).summary), synthesis: fold(structureWords(locale).synthesis) }));

/** A markdown heading line: its level's hashes, then its text without trailing hashes or emphasis marks. */
const HEADING = /^#{1,6}[ \t]+(.+?)[ \t]*#*[ \t]*$/;

function headingText(line: string): string | null {
  const match = HEADING.exec(line);
  return match ? match[1].replace(/[*_]+/g, "").trim() : null;
}

/** A card heading "Position: Card": split at its last colon (French writes a space before it). */
function splitCardHeading(heading: string): { position: string; cardText: string } | null {
  const at = heading.lastIndexOf(":");
  if (at <= 0) return null;
  const position = heading.slice(0, at).trim();
  const cardText = heading.slice(at + 1).trim();
  return position && cardText ? { position, cardText } : null;
}

/**
 * Reads a reading's markdown: its sections by their headings in any of our languages (`locale` first, when the
 * reader's language is known), each card section's position and card, and its verdict. Pure and fast: the quality
 * checks run it behind every writing.
 */
export function parseReading(markdown: string, { locale }: { locale?: Locale | null } = {}): ParsedReading {
  const lines = markdown.split("\n");
  const sections: ReadingSection[] = [];
  const preamble: string[] = [];
  let current: { heading: string; lines: string[] } | null = null;
  const flush = () => {
    if (current) sections.push(classify(current.heading, current.lines.join("\n").trim(), locale ?? null));
  };
  for (const line of lines) {
    const heading = headingText(line);
    if (heading !== null) {
      flush();
      current = { heading, lines: [] };
    } else if (current) {
      current.lines.push(line);
    } else {
      preamble.push(line);
    }
  }
  flush();
  const verdict = verdictIn(markdown, locale);
  const structural = sections.find((section) => section.kind === "summary" || section.kind === "synthesis");
  const languageOf = (section: ReadingSection | undefined) => (section ? FIXED_HEADINGS.find((fixed) => fold(section.heading) === fixed.summary || fold(section.heading) === fixed.synthesis)?.locale : undefined);
  return { locale: languageOf(structural) ?? verdict?.locale ?? null, preamble: preamble.join("\n").trim(), sections, verdict };
}

function classify(heading: string, body: string, locale: Locale | null): ReadingSection {
  const folded = fold(heading);
  const ordered = locale ? [...FIXED_HEADINGS.filter((each) => each.locale === locale), ...FIXED_HEADINGS.filter((each) => each.locale !== locale)] : FIXED_HEADINGS;
  if (ordered.some((fixed) => fixed.summary === folded)) return { heading, kind: "summary", body };
  if (ordered.some((fixed) => fixed.synthesis === folded)) return { heading, kind: "synthesis", body };
  const parts = splitCardHeading(heading);
  if (parts) {
    const card = cardOfHeading(parts.cardText, locale);
    return { heading, kind: "card", body, position: parts.position, ...(card ? { card } : {}) };
  }
  return { heading, kind: "other", body };
}

/** Every language's written forms of each card's name, folded: a heading names its card in one of them nearly always. */
const CARD_FORMS = new Map<string, CardName>(LOCALES.flatMap((locale) => CARD_NAMES.flatMap((card) => cardNameForms(card, locale).map((form) => [fold(form), card] as const))));

/** The card a heading's name part names: one of its written forms, else any prose form in the reader's language first. */
function cardOfHeading(cardText: string, locale: Locale | null): CardName | undefined {
  const exact = CARD_FORMS.get(fold(cardText.replace(/['’]/g, "'")));
  if (exact) return exact;
  const languages = locale ? [locale, ...LOCALES.filter((each) => each !== locale)] : LOCALES;
  for (const language of languages) {
    const [card] = cardsNamedIn(cardText, language);
    if (card) return card;
  }
  return undefined;
}
