/**
 * What the local writer costs per writing, in one process (issues 43 and 45: "the local writer costs no more than
 * today per reading"): a one-card and a three-card reading in English, Spanish and German, a follow-up in each, a
 * card of the day, and the quality checks a reading gets once written (lib/writers/quality). Each case is timed
 * best of ROUNDS rounds, in µs per call, and printed with its ratio against a fixed reference work run in the same
 * process (JSON.stringify then JSON.parse of a reading prompt and a fixed reading-sized text), so that runs on different commits or
 * on a busy machine compare by ratio rather than by wall-clock time.
 *
 *   node --conditions=react-server --import tsx bench/writer-cost.ts        (BENCH_ROUNDS=5, BENCH_MS=300 per round)
 */
import { composeFollowUp, composeReading } from "@/lib/writers/local";
import { composeDailyMessage } from "@/lib/writers/local/daily";
import { checkWriting } from "@/lib/writers/quality";
import type { ReadingPrompt } from "@/lib/writers/types";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const ROUND_MS = Number(process.env.BENCH_MS ?? 300);

const english: ReadingPrompt = { question: "What should I focus on this week?", type: "one_card", category: "general", cards: ["The Star"], locale: "en" };
const englishThree: ReadingPrompt = {
  question: "Will my new job bring me the stability I need?",
  type: "three_cards",
  category: "career",
  cards: ["The Hermit", "Wheel of Fortune", "The Sun"],
  locale: "en",
};
const spanish: ReadingPrompt = { question: "¿En qué debo concentrarme esta semana?", type: "one_card", category: "general", cards: ["The Star"], locale: "es" };
const spanishThree: ReadingPrompt = {
  question: "¿Volverá mi ex a buscarme este año?",
  type: "three_cards",
  category: "love",
  cards: ["The Lovers", "The Tower", "The Moon"],
  locale: "es",
};
const german: ReadingPrompt = { question: "Worauf sollte ich mich diese Woche konzentrieren?", type: "one_card", category: "general", cards: ["The Star"], locale: "de" };
const germanThree: ReadingPrompt = {
  question: "Soll ich die Stelle wechseln oder bleiben?",
  type: "three_cards",
  category: "career",
  cards: ["The Chariot", "Strength", "The World"],
  locale: "de",
};

const followUps = [
  { label: "en", reading: english, question: "What does the Star ask me to let go of?" },
  { label: "es", reading: spanish, question: "¿Qué me pide la Estrella que suelte?" },
  { label: "de", reading: german, question: "Was soll ich laut dem Stern loslassen?" },
];

/** Best of ROUNDS rounds of ROUND_MS each, in µs per call. */
function time(work: () => unknown): number {
  for (let i = 0; i < 20; i++) work();
  let best = Infinity;
  for (let round = 0; round < ROUNDS; round++) {
    let calls = 0;
    const started = performance.now();
    let elapsed = 0;
    while (elapsed < ROUND_MS) {
      for (let i = 0; i < 10; i++) work();
      calls += 10;
      elapsed = performance.now() - started;
    }
    best = Math.min(best, (elapsed * 1000) / calls);
  }
  return best;
}

/** The same on every commit: a reading-sized text that no writer wrote. */
const referenceText = Array.from({ length: 40 }, (_, i) => `Sentence ${i} of a reading, about the card in its position.`).join(" ");
const reference = time(() => JSON.parse(JSON.stringify({ prompt: englishThree, interpretation: referenceText })));

let asked = 0;
const cases: [string, () => unknown][] = [
  ["reading, 1 card, en", () => composeReading(english)],
  ["reading, 3 cards, en", () => composeReading(englishThree)],
  // A question the writer has not read before on each call: what the caches of short texts do not help.
  ["reading, 1 card, en, a new question each call", () => composeReading({ ...english, question: `What should I focus on in week ${++asked}?` })],
  ["reading, 1 card, es", () => composeReading(spanish)],
  ["reading, 3 cards, es", () => composeReading(spanishThree)],
  ["reading, 1 card, de", () => composeReading(german)],
  ["reading, 3 cards, de", () => composeReading(germanThree)],
  ...followUps.map(({ label, reading, question }): [string, () => unknown] => {
    const interpretation = composeReading(reading);
    return [`follow-up, ${label}`, () => composeFollowUp({ reading, interpretation, question })];
  }),
  ["card of the day, en", () => composeDailyMessage({ card: "The Star", date: "2026-11-29", locale: "en" })],
  ...[english, englishThree, spanishThree, germanThree].map((prompt): [string, () => unknown] => {
    const text = composeReading(prompt);
    return [`quality checks, ${prompt.type}, ${prompt.locale}`, () => checkWriting({ kind: "reading", text, prompt })];
  }),
];

console.log(`reference (JSON round trip of a 3-card prompt and a fixed text): ${reference.toFixed(2)} µs per call; best of ${ROUNDS} rounds of ${ROUND_MS} ms\n`);
console.log("| case | µs per call | × reference |\n|---|---:|---:|");
for (const [label, work] of cases) {
  const micros = time(work);
  console.log(`| ${label} | ${micros.toFixed(1)} | ${(micros / reference).toFixed(1)} |`);
}
