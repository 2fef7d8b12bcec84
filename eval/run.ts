import type { DailyPrompt, FollowUpPrompt, ReadingPrompt, Writer } from "@/lib/writers/types";
import type { CorpusReading } from "./corpus";
import { distinctSentenceRatio, lengthInWords, median, templating } from "./figures";
import { tallyChecks, type CheckedWriting, type JudgeFigures, type WriterScorecard } from "./scorecard";

/** Runs one writer over the corpus: every reading, its follow-up where it has one, the card of the day messages; then the figures. */

export type Writing =
  | { kind: "reading"; prompt: ReadingPrompt; text: string }
  | { kind: "follow-up"; prompt: FollowUpPrompt; text: string }
  | { kind: "daily"; prompt: DailyPrompt; text: string };

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

export async function runWriter(writer: Writer, options: RunOptions): Promise<{ scorecard: WriterScorecard; writings: Writing[] }> {
  const { readings, dailies, check, judge, concurrency = 1, onProgress } = options;
  const total = readings.length + readings.filter((reading) => reading.followUp).length + dailies.length;
  let done = 0;
  let failed = 0;
  let firstFailure: string | undefined;
  const progress = () => onProgress?.(++done, total);

  /** A writing the writer failed to write counts as failed and is left out of the figures. */
  async function attempt<W extends Writing>(write: () => Promise<W>): Promise<W | undefined> {
    try {
      return await write();
    } catch (error) {
      failed += 1;
      firstFailure ??= error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      return undefined;
    } finally {
      progress();
    }
  }

  const readingWritings = await inTurn(readings, concurrency, async ({ prompt, followUp }) => {
    const reading = await attempt(async () => ({ kind: "reading" as const, prompt, text: await collect(writer.stream(prompt)) }));
    if (!followUp) return { reading };
    if (!reading) {
      failed += 1;
      progress();
      return { reading };
    }
    const followUpPrompt: FollowUpPrompt = { reading: prompt, interpretation: reading.text, question: followUp };
    const answer = await attempt(async () => ({ kind: "follow-up" as const, prompt: followUpPrompt, text: await collect(writer.answer(followUpPrompt)) }));
    return { reading, answer };
  });
  const dailyWritings = await inTurn(dailies, concurrency, (prompt) => attempt(async () => ({ kind: "daily" as const, prompt, text: await collect(writer.daily(prompt)) })));

  const written = {
    readings: readingWritings.flatMap(({ reading }) => (reading ? [reading] : [])),
    followUps: readingWritings.flatMap(({ answer }) => (answer ? [answer] : [])),
    dailies: dailyWritings.flatMap((daily) => (daily ? [daily] : [])),
  };
  const writings: Writing[] = [...written.readings, ...written.followUps, ...written.dailies];

  const checked: CheckedWriting[] | undefined = check && writings.map((writing) => ({ kind: writing.kind, results: check(writing) }));

  let judgeFigures: JudgeFigures | undefined;
  if (judge) {
    const scores = (await inTurn(written.readings, concurrency, (reading) => judge(reading).catch(() => undefined))).filter((score) => score !== undefined);
    judgeFigures = scores.length > 0 ? judgeMeans(scores) : { missing: "the judge scored none of the readings" };
  }

  const readingTexts = written.readings.map((reading) => reading.text);
  const scorecard: WriterScorecard = {
    writer: writer.name,
    written: { reading: written.readings.length, "follow-up": written.followUps.length, daily: written.dailies.length },
    failed,
    ...(firstFailure ? { firstFailure } : {}),
    ...(checked ? { checks: tallyChecks(checked) } : {}),
    templating: templating(readingTexts),
    distinctSentenceRatio: distinctSentenceRatio(readingTexts),
    medianWords: median(readingTexts.map(lengthInWords)),
    followUpTemplating: templating(written.followUps.map((answer) => answer.text)),
    ...(judgeFigures ? { judge: judgeFigures } : {}),
  };
  return { scorecard, writings };
}
