import type { DailyEntry } from "@/lib/daily/daily-response";
import { getCategory } from "@/lib/tarot/categories";
import { getSpread } from "@/lib/tarot/spreads";
import { voiceNote } from "@/lib/tarot/voices";
import { checkInLine, type ReadingCheckIn } from "./check-in-response";
import type { JournalReading } from "./journal-response";
import { readerDate, readerDateTime } from "@/lib/time/format";

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

/** The hindsight check-in, when it was answered: what happened and whether it helped, then the note. */
function checkInSection(checkIn: ReadingCheckIn | undefined): string[] {
  const answer = checkIn?.answer;
  if (!answer) return [];
  const line = `**Check-in, ${readerDate(answer.checkedInAt, IN_UTC)}:** ${checkInLine(answer)}.`;
  return [answer.note ? `${line}\n\n${plainText(answer.note)}` : line];
}

/** The export is written on the server, where the reader's zone is not known: the reader's style, in UTC, said so. */
const IN_UTC = { locale: "en-GB", timeZone: "UTC" };

/** A count with its noun: "1 reading", "3 readings", "1 card of the day". */
function counted(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/**
 * The cards of the day as one section after the readings, newest day first: each day and card a
 * heading, then its message (ours, with no headings of its own).
 */
function dailySection(dailyCards: readonly DailyEntry[]): string {
  const days = dailyCards.map(({ date, card, message }) => `### ${date}: ${card.name}\n\n${message.trim()}`);
  return ["## Cards of the day", ...days].join("\n\n");
}

/**
 * The whole journal as one Markdown file, newest first: each reading's question as a heading, then when,
 * the spread and category, the cards in their positions, and the interpretation with its headings
 * moved down a level so they stay inside their reading; then its follow-ups, oldest first, each question
 * a heading below the reading's. The cards of the day, when there are any, follow in a section of their own.
 */
export function journalMarkdown(
  readings: readonly JournalReading[],
  { appName, exportedAt, dailyCards = [] }: { appName: string; exportedAt: Date; dailyCards?: readonly DailyEntry[] },
): string {
  const entries = readings.map((reading) => {
    const spread = getSpread(reading.type);
    const cards = reading.cards.map((card, index) => `- ${spread.positions[index].label}: ${card}`).join("\n");
    const interpretation = reading.interpretation.trim().replace(/^(#{1,5}) /gm, "#$1 ");
    const followUps = (reading.followUps ?? []).map(
      (followUp) => `### Follow-up: ${headingText(followUp.question)}\n\n${followUp.answer.trim().replace(/^(#{1,4}) /gm, "##$1 ")}`,
    );
    return [
      `## ${headingText(reading.question)}`,
      `*${[`${readerDateTime(reading.createdAt, IN_UTC)} UTC`, spread.label, getCategory(reading.category).label, voiceNote(reading.voice)].filter(Boolean).join(" · ")}*`,
      cards,
      interpretation,
      ...followUps,
      ...checkInSection(reading.checkIn),
    ].join("\n\n");
  });
  const contents = counted(readings.length, "reading", "readings") + (dailyCards.length > 0 ? ` and ${counted(dailyCards.length, "card of the day", "cards of the day")}` : "");
  const header = `# My ${appName} readings\n\nExported on ${readerDateTime(exportedAt, IN_UTC)} UTC: ${contents}.`;
  const sections = [header, ...entries, ...(dailyCards.length > 0 ? [dailySection(dailyCards)] : [])];
  return `${sections.join("\n\n---\n\n")}\n`;
}
