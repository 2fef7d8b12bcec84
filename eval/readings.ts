/**
 * The reading-quality evaluation (issues 31, 43 and 45): writes the fixed corpus's readings, follow-ups and card of
 * the day messages in six languages with the local writer, and with the Anthropic writer when ANTHROPIC_API_KEY is
 * set (ANTHROPIC_BASE_URL honoured); prints each writer's figures per reader's language (a column per language),
 * its goals in each language, then the planted bad readings the checks caught. Exits 1 unless every goal is met in
 * every language and every planted reading is caught.
 *
 *   npm run eval:readings
 */
import { LOCALES } from "@/lib/domain/vocabularies";
import { getConfig } from "@/lib/config";
import { getWriter } from "@/lib/writers";
import { localWriter } from "@/lib/writers/local";
import type { Writer } from "@/lib/writers/types";
import type { Locale } from "@/lib/writers/words";
import { CORPUS_DAILIES, CORPUS_READINGS } from "./corpus";
import { goalsByLanguage } from "./goals";
import { evaluationJudge } from "./judge";
import { catchPlanted } from "./planted";
import { checkWriting } from "./quality";
import { runWriter, writingLocale } from "./run";
import { formatScorecard, markdownTable } from "./scorecard";

const config = getConfig();
// The server's writer (lib/writers/index.ts): an AI provider's when its key is set, else the local one, run once.
const configured = getWriter();
const writers: { writer: Writer; concurrency: number }[] = [{ writer: localWriter, concurrency: 1 }];
if (configured !== localWriter) writers.push({ writer: configured, concurrency: 4 });

const unmet: string[] = [];
/** The local writer's readings per language: the corpus the planted stock phrase is counted against. */
const localReadings = new Map<Locale, string[]>();

for (const { writer, concurrency } of writers) {
  const started = performance.now();
  const { scorecard, byLanguage, writings } = await runWriter(writer, {
    readings: CORPUS_READINGS,
    dailies: CORPUS_DAILIES,
    check: checkWriting,
    judge: evaluationJudge(config.qualityJudge),
    concurrency,
    onProgress: (done, total) => {
      if (done % 50 === 0 || done === total) process.stderr.write(`${writer.name}: ${done}/${total} writings\n`);
    },
  });
  if (writer.name === "local") {
    for (const writing of writings) if (writing.kind === "reading") localReadings.set(writingLocale(writing), [...(localReadings.get(writingLocale(writing)) ?? []), writing.text]);
  }
  const languages = LOCALES.map((locale) => byLanguage[locale]);
  const goals = goalsByLanguage(languages);
  unmet.push(...goals.unmet.map((goal) => `${writer.name}: ${goal}`));
  console.log(`${formatScorecard(scorecard)}\n  (${((performance.now() - started) / 1000).toFixed(1)} s)\n`);
  console.log(`Figures per reader's language (${writer.name} writer):\n\n${markdownTable(languages)}\n`);
  console.log(`Goals per reader's language (${writer.name} writer):\n\n${goals.table}\n`);
}
if (configured === localWriter) console.log("No AI writer was run: set its key (ANTHROPIC_API_KEY, and ANTHROPIC_BASE_URL for another endpoint) to score it too.\n");

const planted = catchPlanted(checkWriting, (locale) => localReadings.get(locale) ?? []);
const caught = planted.filter((outcome) => outcome.caught).length;
console.log(`planted bad readings caught: ${caught}/${planted.length}`);
for (const missed of planted.filter((outcome) => !outcome.caught)) console.log(`  missed (${missed.locale}): ${missed.failure}, which ${missed.check} should have caught`);

if (unmet.length > 0) console.log(`\nGoals not met:\n${unmet.map((goal) => `  ${goal}`).join("\n")}`);
process.exitCode = unmet.length === 0 && caught === planted.length ? 0 : 1;
