import { messagesFor, type Messages } from "@/languages";
import type { DailyEntry } from "@/lib/daily/daily-response";
import { fill, plural } from "@/lib/i18n/fill";
import { formatLocale, type Locale } from "@/lib/i18n/locales";
import { cardByName } from "@/lib/tarot/deck";
import { cardName } from "@/lib/tarot/cards/localized";
import { getSpread } from "@/lib/tarot/spreads";
import { voiceLabel } from "@/lib/i18n/voice-label";
import type { ReadingCheckIn } from "./check-in-response";
import type { JournalReading } from "./journal-response";
import { readerDate, readerDateTime, readerDay } from "@/lib/time/format";

/**
 * A question as the text of one heading, whatever it holds: whitespace (newlines included) becomes
 * one space, and every character Markdown could read as syntax is escaped, so `# x\n## y` stays one
 * heading that reads "# x ## y", and no question can make a link, an image, emphasis, code, HTML or an entity.
 */
function headingText(question: string): string {
  return question.replace(/\s+/g, " ").trim().replace(/[\\`*_[\]<>#~&]/g, "\\$&");
}

/** The reader's own words as one paragraph that no Markdown in them can turn into a heading, link or HTML. */
function plainText(text: string): string {
  return text.replace(/\s+/g, " ").trim().replace(/[\\`*_[\]<>#~&]/g, "\\$&");
}

/** The export's words, dates and card names in the reader's language. */
type Language = { locale: Locale; words: Messages; where: { locale: string; timeZone: string } };

function languageOf(locale: Locale): Language {
  // Written on the server, where the reader's zone is not known: the reader's style, in UTC, said so.
  return { locale, words: messagesFor(locale), where: { locale: formatLocale(locale) ?? "en-GB", timeZone: "UTC" } };
}

/** A card, stored by its English name, as the reader's language names it. */
function nameIn({ locale }: Language, name: string): string {
  const card = cardByName(name);
  return card ? cardName(card, locale) : name;
}

/** The hindsight check-in, when it was answered: what happened and whether it helped, then the note. */
function checkInSection(language: Language, checkIn: ReadingCheckIn | undefined): string[] {
  const answer = checkIn?.answer;
  if (!answer) return [];
  const { journalExport, journal } = language.words;
  const said = fill(journalExport.checkInLine, {
    outcome: journal.checkIn.outcomes[answer.happened],
    helped: answer.helpful ? journalExport.helped : journalExport.notHelped,
  });
  const line = `**${fill(journalExport.checkIn, { date: readerDate(answer.checkedInAt, language.where) })}** ${said}.`;
  return [answer.note ? `${line}\n\n${plainText(answer.note)}` : line];
}

/**
 * The cards of the day as one section after the readings, newest day first: each day and card a
 * heading, then its message (ours, with no headings of its own).
 */
function dailySection(language: Language, dailyCards: readonly DailyEntry[]): string {
  const days = dailyCards.map(({ date, card, message }) => `### ${readerDay(date, language.where)}: ${nameIn(language, card.name)}\n\n${message.trim()}`);
  return [`## ${language.words.journalExport.cardsOfTheDayHeading}`, ...days].join("\n\n");
}

/** When, the spread, the category and the voice (unless gentle), as the journal names them. */
function readingLine(language: Language, reading: JournalReading): string {
  const { journal, categories, reading: readingWords } = language.words;
  const voice = voiceLabel({ journal, reading: readingWords }, language.locale, reading.voice);
  const when = `${readerDateTime(reading.createdAt, language.where)} UTC`;
  return `*${[when, readingWords.spreads[reading.type].name, categories[reading.category], voice].filter(Boolean).join(" · ")}*`;
}

/**
 * The whole journal as one Markdown file in the reader's language, newest first: each reading's question
 * as a heading, then when, the spread and category, the cards in their positions, and the interpretation
 * with its headings moved down a level so they stay inside their reading; then its follow-ups, oldest
 * first, each question a heading below the reading's. The cards of the day, when there are any, follow in
 * a section of their own.
 */
export function journalMarkdown(
  readings: readonly JournalReading[],
  { appName, exportedAt, dailyCards = [], locale = "en" }: { appName: string; exportedAt: Date; dailyCards?: readonly DailyEntry[]; locale?: Locale },
): string {
  const language = languageOf(locale);
  const { journalExport, reading: readingWords } = language.words;
  const entries = readings.map((reading) => {
    const spread = getSpread(reading.type);
    const positions: Readonly<Record<string, string>> = readingWords.spreads[reading.type].positions;
    const cards = reading.cards.map((card, index) => `- ${positions[spread.positions[index].id]}: ${nameIn(language, card)}`)
      .join("\n");
    const interpretation = reading.interpretation.trim().replace(/^(#{1,5}) /gm, "#$1 ");
    const followUps = (reading.followUps ?? []).map(
      (followUp) =>
        `### ${fill(journalExport.followUp, { question: headingText(followUp.question) })}\n\n${followUp.answer.trim().replace(/^(#{1,4}) /gm, "##$1 ")}`,
    );
    return [`## ${headingText(reading.question)}`, readingLine(language, reading), cards, interpretation, ...followUps, ...checkInSection(language, reading.checkIn)].join(
      "\n\n",
    );
  });
  const counted = plural(locale, readings.length, journalExport.readings);
  const contents =
    dailyCards.length > 0 ? fill(journalExport.both, { readings: counted, cards: plural(locale, dailyCards.length, journalExport.cardsOfTheDay) }) : counted;
  const exported = fill(journalExport.exported, { date: readerDateTime(exportedAt, language.where), contents });
  const header = `# ${fill(journalExport.title, { appName })}\n\n${exported}`;
  const sections = [header, ...entries, ...(dailyCards.length > 0 ? [dailySection(language, dailyCards)] : [])];
  return `${sections.join("\n\n---\n\n")}\n`;
}
