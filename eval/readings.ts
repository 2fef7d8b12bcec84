/**
 * The reading-quality evaluation (issue 31): writes the fixed corpus's readings, follow-ups and card of the day
 * messages with the local writer, and with the Anthropic writer when ANTHROPIC_API_KEY is set
 * (ANTHROPIC_BASE_URL honoured), and prints a scorecard per writer, then the same figures as a Markdown table.
 *
 *   npm run eval:readings
 */
import { getConfig } from "@/lib/config";
import { getWriter } from "@/lib/writers";
import { localWriter } from "@/lib/writers/local";
import type { Writer } from "@/lib/writers/types";
import { CORPUS_DAILIES, CORPUS_READINGS } from "./corpus";
import { formatGoals, goalsMarkdown } from "./goals";
import { evaluationJudge } from "./judge";
import { checkWriting } from "./quality";
import { runWriter } from "./run";
import { formatScorecard, markdownTable, type WriterScorecard } from "./scorecard";

const config = getConfig();
const writers: { writer: Writer; concurrency: number }[] = [{ writer: localWriter, concurrency: 1 }];
if (config.anthropic.apiKey) writers.push({ writer: getWriter(), concurrency: 4 });

const scorecards: WriterScorecard[] = [];
for (const { writer, concurrency } of writers) {
  const started = performance.now();
  const { scorecard } = await runWriter(writer, {
    readings: CORPUS_READINGS,
    dailies: CORPUS_DAILIES,
    check: checkWriting,
    judge: evaluationJudge(config.qualityJudge),
    concurrency,
    onProgress: (done, total) => {
      if (done % 25 === 0 || done === total) process.stderr.write(`${writer.name}: ${done}/${total} writings\n`);
    },
  });
  scorecards.push(scorecard);
  const goals = writer.name === "local" ? `\n${formatGoals(scorecard)}` : "";
  console.log(`${formatScorecard(scorecard)}${goals}\n  (${((performance.now() - started) / 1000).toFixed(1)} s)\n`);
}
if (!config.anthropic.apiKey) console.log("The Anthropic writer was not run: set ANTHROPIC_API_KEY (and ANTHROPIC_BASE_URL for another endpoint) to score it too.\n");

console.log(markdownTable(scorecards));
const local = scorecards.find((scorecard) => scorecard.writer === "local");
if (local) console.log(`\n${goalsMarkdown(local)}`);
