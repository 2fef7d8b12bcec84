import { LOCALES } from "@/lib/domain/vocabularies";
import { dailyLocale, followUpLocale, readingLocale } from "@/lib/writers/language";
import type { DailyPrompt, FollowUpPrompt, ReadingPrompt, Writer } from "@/lib/writers/types";
import type { Locale } from "@/lib/writers/words";
import type { CorpusReading } from "./corpus";
import { distinctSentenceRatio, lengthInWords, median, templating } from "./figures";
import { tallyChecks, type CheckedWriting, type JudgeFigures, type WriterScorecard } from "./scorecard";

/** Runs one writer over the corpus: every reading, its follow-up where it has one, the card of the day messages; then the figures. */

export type Writing =
  | { kind: "reading"; prompt: ReadingPrompt; text: string }
  | { kind: "follow-up"; prompt: FollowUpPrompt; text: string }
  | { kind: "daily"; prompt: DailyPrompt; text: string };

/** The reader's language a writing is in: its question's, else its page's (lib/writers/language.ts). */
export function writingLocale(writing: Writing): Locale {
  switch (writing.kind) {
    case "reading":
      return readingLocale(writing.prompt);
    case "follow-up":
      return followUpLocale(writing.prompt);
    case "daily":
      return dailyLocale(writing.prompt);
  }
}

/** The quality checks of one writing: check name → passed (null where a check does not apply). */
export type CheckWriting = (writing: Writing) => Readonly<Record<string, boolean | null | undefined>>;
/** The judge's scores of one reading (criterion → 1–5), or undefined when it gave none. */
export type JudgeReading = (writing: Extract<Writing, { kind: "reading" }>) => Promise<Readonly<Record<string, number>> | undefined>;

export type RunOptions = {
  readings: readonly CorpusReading[];
  dailies: readonly DailyPrompt[];
  /** Absent while the quality checks are not there: the scorecard says so. */
  check?: CheckWriting;
  /** Absent when no judge is configured. */
  judge?: JudgeReading;
  /** Writings under way at once (1 for the local writer; a few for a remote one). */
  concurrency?: number;
  onProgress?: (done: number, total: number) => void;
};

async function collect(chunks: AsyncIterable<string>): Promise<string> {
  let text = "";
  for await (const chunk of chunks) text += chunk;
  return text;
}

/** Maps `items` through `work` with at most `limit` under way, keeping their order. */
async function inTurn<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]);
    }
  });
  await Promise.all(workers);
  return results;
}

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

function judgeMeans(scores: readonly Readonly<Record<string, number>>[]): JudgeFigures {
  const criteria = [...new Set(scores.flatMap((score) => Object.keys(score)))];
  const means = Object.fromEntries(criteria.map((criterion) => [criterion, mean(scores.map((score) => score[criterion]).filter((value) => typeof value === "number"))]));
  return { scored: scores.length, means };
}

export type WriterRun = {
  /** Every writing, every language. */
  scorecard: WriterScorecard;
  /** The same figures for each reader's language (the writer named by the language's code). */
  byLanguage: Readonly<Record<Locale, WriterScorecard>>;
  writings: Writing[];
};

type Written = { readings: Extract<Writing, { kind: "reading" }>[]; followUps: Extract<Writing, { kind: "follow-up" }>[]; dailies: Extract<Writing, { kind: "daily" }>[] };

/** The figures of a set of writings: the checks' tallies, the stock phrases, the sentences, the length and the judge's means. */
function scorecardOf(
  name: string,
  written: Written,
  { checked, judged, failed, firstFailure }: { checked?: Map<Writing, ReturnType<CheckWriting>>; judged?: Map<Writing, Readonly<Record<string, number>> | undefined>; failed: number; firstFailure?: string },
): WriterScorecard {
  const writings: Writing[] = [...written.readings, ...written.followUps, ...written.dailies];
  const checks: CheckedWriting[] | undefined = checked && writings.map((writing) => ({ kind: writing.kind, results: checked.get(writing) ?? {} }));
  let judgeFigures: JudgeFigures | undefined;
  if (judged) {
    const scores = written.readings.map((reading) => judged.get(reading)).filter((score) => score !== undefined);
    judgeFigures = scores.length > 0 ? judgeMeans(scores) : { missing: "the judge scored none of the readings" };
  }
  const readingTexts = written.readings.map((reading) => reading.text);
  return {
    writer: name,
    written: { reading: written.readings.length, "follow-up": written.followUps.length, daily: written.dailies.length },
    failed,
    ...(firstFailure ? { firstFailure } : {}),
    ...(checks ? { checks: tallyChecks(checks) } : {}),
    templating: templating(readingTexts),
    distinctSentenceRatio: distinctSentenceRatio(readingTexts),
    medianWords: median(readingTexts.map(lengthInWords)),
    followUpTemplating: templating(written.followUps.map((answer) => answer.text)),
    ...(judgeFigures ? { judge: judgeFigures } : {}),
  };
}

export async function runWriter(writer: Writer, options: RunOptions): Promise<WriterRun> {
  const { readings, dailies, check, judge, concurrency = 1, onProgress } = options;
  const total = readings.length + readings.filter((reading) => reading.followUp).length + dailies.length;
  let done = 0;
  let firstFailure: string | undefined;
  const failedIn = new Map<Locale, number>();
  const fail = (locale: Locale) => failedIn.set(locale, (failedIn.get(locale) ?? 0) + 1);
  const progress = () => onProgress?.(++done, total);

  /** A writing the writer failed to write counts as failed, in its reader's language, and is left out of the figures. */
  async function attempt<W extends Writing>(locale: Locale, write: () => Promise<W>): Promise<W | undefined> {
    try {
      return await write();
    } catch (error) {
      fail(locale);
      firstFailure ??= error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      return undefined;
    } finally {
      progress();
    }
  }

  const readingWritings = await inTurn(readings, concurrency, async ({ prompt, followUp }) => {
    const reading = await attempt(readingLocale(prompt), async () => ({ kind: "reading" as const, prompt, text: await collect(writer.stream(prompt)) }));
    if (!followUp) return { reading };
    if (!reading) {
      fail(readingLocale(prompt));
      progress();
      return { reading };
    }
    const followUpPrompt: FollowUpPrompt = { reading: prompt, interpretation: reading.text, question: followUp };
    const answer = await attempt(followUpLocale(followUpPrompt), async () => ({ kind: "follow-up" as const, prompt: followUpPrompt, text: await collect(writer.answer(followUpPrompt)) }));
    return { reading, answer };
  });
  const dailyWritings = await inTurn(dailies, concurrency, (prompt) => attempt(dailyLocale(prompt), async () => ({ kind: "daily" as const, prompt, text: await collect(writer.daily(prompt)) })));

  const written: Written = {
    readings: readingWritings.flatMap(({ reading }) => (reading ? [reading] : [])),
    followUps: readingWritings.flatMap(({ answer }) => (answer ? [answer] : [])),
    dailies: dailyWritings.flatMap((daily) => (daily ? [daily] : [])),
  };
  const writings: Writing[] = [...written.readings, ...written.followUps, ...written.dailies];
  const checked = check && new Map(writings.map((writing) => [writing, check(writing)] as const));
  let judged: Map<Writing, Readonly<Record<string, number>> | undefined> | undefined;
  if (judge) {
    const scores = await inTurn(written.readings, concurrency, (reading) => judge(reading).catch(() => undefined));
    judged = new Map(written.readings.map((reading, index) => [reading, scores[index]] as const));
  }

  const failed = [...failedIn.values()].reduce((sum, count) => sum + count, 0);
  const scorecard = scorecardOf(writer.name, written, { checked, judged, failed, firstFailure });
  const inLanguage = (locale: Locale): Written => ({
    readings: written.readings.filter((writing) => writingLocale(writing) === locale),
    followUps: written.followUps.filter((writing) => writingLocale(writing) === locale),
    dailies: written.dailies.filter((writing) => writingLocale(writing) === locale),
  });
  const byLanguage = Object.fromEntries(
    LOCALES.map((locale) => [locale, scorecardOf(locale, inLanguage(locale), { checked, judged, failed: failedIn.get(locale) ?? 0 })]),
  ) as Record<Locale, WriterScorecard>;
  return { scorecard, byLanguage, writings };
}
