import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { LOCALES } from "@/lib/domain/vocabularies";
import { getSpread } from "@/lib/tarot/spreads";
import { localWriter } from "@/lib/writers/local";
import type { FollowUpPrompt } from "@/lib/writers/types";
import { fileOrder, REVIEW_DAILIES, REVIEW_READINGS, reviewQuestionsSchema, reviewReadingsOf, type ReviewReading } from "./questions";

/**
 * Writes the blind review's sample (eval/review/questions.ts) by the local writer, one markdown file per
 * reading: OUTDIR/<locale>-<n>.md, numbered in a shuffled order so the file does not tell what kind of
 * question it holds; OUTDIR/<locale>-daily-<n>.md for the card of the day; OUTDIR/key.md says which file is
 * which item, to open only after scoring.
 *
 *   node --conditions=react-server --import tsx eval/review/sample.ts OUTDIR [QUESTIONS.json]
 *
 * QUESTIONS.json, when given, replaces the table with a held-out set (eval/review/questions.ts's
 * `reviewQuestionsSchema`), with cards drawn for that set; the cards of the day stay the same.
 */

async function collect(chunks: AsyncIterable<string>): Promise<string> {
  let text = "";
  for await (const chunk of chunks) text += chunk;
  return text;
}

async function readingFile({ prompt, followUp }: ReviewReading): Promise<string> {
  const spread = getSpread(prompt.type);
  const reading = await collect(localWriter.stream(prompt));
  const cards = spread.positions.map((position, index) => `- ${position.label}: ${prompt.cards[index]}`);
  const parts = [
    `# Question\n\n${prompt.question}`,
    `Spread: ${spread.id} · category: ${prompt.category} · voice: ${prompt.voice ?? "gentle"}`,
    `## Cards\n\n${cards.join("\n")}`,
    `## Reading\n\n${reading.trim()}`,
  ];
  if (followUp) {
    const followUpPrompt: FollowUpPrompt = { reading: prompt, interpretation: reading, question: followUp };
    const answer = await collect(localWriter.answer(followUpPrompt));
    parts.push(`## Follow-up\n\n> ${followUp}\n\n${answer.trim()}`);
  }
  return `${parts.join("\n\n")}\n`;
}

async function readingsFrom(questionsFile: string | undefined): Promise<readonly ReviewReading[]> {
  if (!questionsFile) return REVIEW_READINGS;
  const questions = reviewQuestionsSchema.parse(JSON.parse(await readFile(questionsFile, "utf8")));
  return reviewReadingsOf(questions, `held-out:${path.basename(questionsFile)}`);
}

async function main(outDir: string | undefined, questionsFile: string | undefined): Promise<void> {
  if (!outDir) throw new Error("usage: node --conditions=react-server --import tsx eval/review/sample.ts OUTDIR [QUESTIONS.json]");
  await mkdir(outDir, { recursive: true });
  const sample = await readingsFrom(questionsFile);
  const key: string[] = ["# Key (open after scoring)", "", "| file | item | spread | voice |", "| --- | --- | --- | --- |"];
  for (const locale of LOCALES) {
    const readings = fileOrder(locale, sample);
    for (const [index, reading] of readings.entries()) {
      const file = `${locale}-${index + 1}.md`;
      await writeFile(path.join(outDir, file), await readingFile(reading));
      key.push(`| ${file} | ${reading.id}${reading.followUp ? " (+ follow-up)" : ""} | ${reading.prompt.type} | ${reading.prompt.voice ?? "gentle"} |`);
    }
    const dailies = REVIEW_DAILIES.filter((daily) => daily.locale === locale);
    for (const [index, daily] of dailies.entries()) {
      const file = `${locale}-daily-${index + 1}.md`;
      const message = await collect(localWriter.daily(daily));
      await writeFile(path.join(outDir, file), `# Card of the day\n\n${daily.card} · ${daily.date}\n\n${message.trim()}\n`);
      key.push(`| ${file} | daily ${daily.card} ${daily.date} | | |`);
    }
  }
  await writeFile(path.join(outDir, "key.md"), `${key.join("\n")}\n`);
  console.log(`wrote ${key.length - 4} files to ${outDir}`);
}

await main(process.argv[2], process.argv[3]);
