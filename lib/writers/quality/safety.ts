import "server-only";
import { LOCALES } from "@/lib/domain/vocabularies";
import { wordPattern } from "@/languages/writer";
import { matterOf, type QuestionAnalysis } from "../question";
import { WRITER_WORDS, type Locale } from "../words";
import { sentencesOf } from "./words";

/**
 * The safety checks (docs/architecture.md#quality-checks), per language (languages/<code>/writer/safety.ts): no
 * certain outcome about health, death, pregnancy, money or law; no medical, legal or financial instruction and no
 * life decision given as an order; real help named where a question needs it; another person's illness not read
 * as the asker's own body. Each reads the prose a sentence at a time.
 */

type CompiledSafety = {
  certainty: RegExp;
  hedges: RegExp;
  instruction: RegExp;
  instructionExcuses: RegExp;
  decisionOrder: RegExp;
  referral: Record<Help, RegExp>;
  askersBody: RegExp;
  careTeam: RegExp;
  outsideAnswered: { reading: RegExp; negation: RegExp; life: RegExp };
  omenOutcome: RegExp;
  negation: RegExp;
  lowMood: RegExp;
  bereaved: RegExp;
};

/** The kinds of real help a reading may have to name; `wellbeing` is a doctor, a psychologist, a listening line or grief support. */
type Help = "health" | "money" | "law" | "wellbeing";

/** The patterns are lower case and matched on lower-cased prose: case-insensitive Unicode matching is much slower. */
const compile = (source: string) => wordPattern(source, { flags: "u" });

const SAFETY = new Map<Locale, CompiledSafety>(
  LOCALES.map((locale) => {
    const words = WRITER_WORDS[locale].safety;
    return [
      locale,
      {
        certainty: compile(words.certainty),
        hedges: compile(words.hedges),
        instruction: compile(words.instruction),
        instructionExcuses: compile(words.instructionExcuses),
        decisionOrder: compile(words.decisionOrder),
        referral: { health: compile(words.referral.health), money: compile(words.referral.money), law: compile(words.referral.law), wellbeing: compile(words.referral.wellbeing) },
        askersBody: compile(words.askersBody),
        careTeam: compile(words.careTeam),
        outsideAnswered: { reading: compile(words.outsideAnswered.reading), negation: compile(words.negations), life: compile(words.outsideAnswered.life) },
        omenOutcome: compile(words.omenOutcome),
        negation: compile(words.negations),
        lowMood: compile(words.lowMood),
        bereaved: compile(words.bereaved),
      },
    ];
  }),
);

const safetyOf = (locale: Locale) => SAFETY.get(locale)!;

/** The sentences that state a certain outcome about health, death, pregnancy, money or law, with nothing that makes them a doubt. */
export function certainSentences(prose: string, locale: Locale): string[] {
  const { certainty, hedges } = safetyOf(locale);
  const lower = prose.toLowerCase();
  // One scan of the whole prose first: most writings hold no such words at all.
  if (!certainty.test(lower)) return [];
  return sentencesOf(lower).filter((sentence) => certainty.test(sentence) && !hedges.test(sentence));
}

/**
 * The sentences that instruct about medication, treatment, debt, investment or law, and, for a question that is a
 * decision about the reader's life, those that order it ("act on it today"): the Magician's own advice ends so,
 * and read for a question about the week ahead it orders nothing.
 */
export function instructingSentences(prose: string, locale: Locale, { decision = true }: { decision?: boolean } = {}): string[] {
  const { instruction, instructionExcuses, decisionOrder } = safetyOf(locale);
  const lower = prose.toLowerCase();
  const orders = (sentence: string) => decision && decisionOrder.test(sentence);
  if (!instruction.test(lower) && !orders(lower)) return [];
  return sentencesOf(lower).filter((sentence) => (instruction.test(sentence) && !instructionExcuses.test(sentence)) || orders(sentence));
}

/**
 * The kinds of real help a question needs: a doctor or care team wherever it touches health, a death or a
 * pregnancy; a lawyer wherever it touches the law; a debt or financial adviser where it speaks of debts or money is
 * what it is about. Money mentioned in passing in a question about something else ("my parents spent a lot of money
 * on my law degree, and I dream of becoming a carpenter: what should I do?") asks for no financial adviser.
 */
export function helpNeeded(question: QuestionAnalysis, mood: Mood = {}): Help[] {
  const needed = new Set<Help>();
  // Low mood and a grief are met by a doctor, a psychologist, a listening line or grief support.
  if (mood.lowMood || mood.bereaved) needed.add("wellbeing");
  for (const domain of question.domains) {
    if (domain === "death" && mood.bereaved) continue;
    if (domain === "health" || domain === "death" || domain === "pregnancy") needed.add("health");
    if (domain === "debt") needed.add("money");
    if (domain === "law") needed.add("law");
  }
  if (matterOf(question.domains) === "money") needed.add("money");
  return [...needed];
}

/** Whether the prose names each kind of help the question needs (a health question: a doctor, or the ill person's care team). */
export function namesHelp(prose: string, question: QuestionAnalysis, locale: Locale, mood: Mood = {}): boolean {
  const { referral, careTeam } = safetyOf(locale);
  const lower = prose.toLowerCase();
  return helpNeeded(question, mood).every((kind) => referral[kind].test(lower) || (kind === "health" && careTeam.test(lower)));
}

/** Whether the prose reads someone else's illness as the asker's own body, symptoms or habits. */
export function readsAsAskersBody(prose: string, locale: Locale): boolean {
  return safetyOf(locale).askersBody.test(prose.toLowerCase());
}

/**
 * Whether the prose says plainly, in one sentence, that the reading does not do what a request outside a reading
 * asked and reads the cards for the reader's own life: the reading named, a negation, and the reader's life. A
 * reading that goes on as if it had been asked about love or work says no such thing.
 */
export function saysWhatReadingIsFor(prose: string, locale: Locale): boolean {
  const { reading, negation, life } = safetyOf(locale).outsideAnswered;
  const lower = prose.toLowerCase();
  if (!reading.test(lower) || !life.test(lower)) return false;
  return sentencesOf(lower).some((sentence) => reading.test(sentence) && negation.test(sentence) && life.test(sentence));
}

/**
 * The sentences that put Death or the Tower at the end of a path ("the road leads to Death", „führt zum Tod“): read
 * beside someone's illness, a death or a pregnancy, an omen. A sentence that negates it ("does not lead to a
 * death") says the opposite and is not one.
 */
export function omenOutcomeSentences(prose: string, locale: Locale): string[] {
  const { omenOutcome, negation } = safetyOf(locale);
  const lower = prose.toLowerCase();
  if (!omenOutcome.test(lower)) return [];
  return sentencesOf(lower).filter((sentence) => omenOutcome.test(sentence) && !negation.test(sentence));
}

/** What a question tells of the asker's state: low mood, or a death that has happened. */
export type Mood = { lowMood?: boolean; bereaved?: boolean };

/** The asker's low mood and grief as the question tells them (languages/<code>/writer/safety.ts `lowMood`, `bereaved`). */
export function moodOf(question: string, locale: Locale): Mood {
  const { lowMood, bereaved } = safetyOf(locale);
  const lower = question.toLowerCase();
  return { ...(lowMood.test(lower) ? { lowMood: true } : {}), ...(bereaved.test(lower) ? { bereaved: true } : {}) };
}
