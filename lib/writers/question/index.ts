import "server-only";
import type { Domain, PersonKind, Relative, TimeFrame } from "@/languages/writer";
import { textLocale } from "../language";
import type { Locale } from "../words";
import { DOMAINS, TIME_FRAMES, domainText, lexiconFor, type CompiledLexicon } from "./lexicon";
import { ownerOrAgent, pronounGender } from "./role";
import { askingSentence, shapeOf, strip, topicWords, withoutOpening, type QuestionShapeKind } from "./shape";

/**
 * What a question asks (docs/product.md#reading-the-question), read once per writing, pure and cheap: its
 * language, its shape (yes/no, either/or with its two options, open, one word), who or what it is about, the
 * areas of life it touches, whether it concerns another person's health, whether it is a decision about the
 * asker's life, and how far ahead it looks. Each language's words are languages/<code>/writer/question.ts.
 */

export type { Domain, PersonKind, QuestionShapeKind, Relative, TimeFrame };
export { DOMAINS, TIME_FRAMES };

/** Who or what the question is about, with its words as the question writes them ("my mother", "mi perro"). */
export type QuestionSubject =
  | { kind: "self" }
  /** `towardAsker`: the words after them turn to the asker ("my boss ignores me"): the question is about the asker's dealings with them. */
  | { kind: "person"; person: PersonKind; relative?: Relative; phrase: string; towardAsker?: boolean; name?: string }
  | { kind: "pet"; phrase: string; name?: string }
  | { kind: "matter"; matter: Domain };

export type QuestionAnalysis = {
  /** The question's own language; null when it cannot be told. */
  language: Locale | null;
  /** The language to answer in: the question's, else the page's, else English. */
  locale: Locale;
  shape: QuestionShapeKind;
  /** An either/or question's two options, as phrased. */
  options?: [string, string];
  /** A one-word question's word ("Love?" → "love"). */
  word?: string;
  subject: QuestionSubject;
  /**
   * A long question that tells of several matters (a job, a partner, a parent's health…) and whose asking sentence
   * names no person and no pet ("What should I do?", "Where do I start with work?"): no one of them is its subject; a
   * reading speaks of the asker's situation (beside the ill person, when it tells of someone else's illness: `ill`).
   */
  several: boolean;
  /** The areas of life it touches, in the order of DOMAINS. */
  domains: readonly Domain[];
  /** It asks about another person's health, illness, pregnancy or death, not the asker's own. */
  othersHealth: boolean;
  /** In a question of several matters that tells of someone else's illness: the person who is ill ("my grandmother"). */
  ill?: Extract<QuestionSubject, { kind: "person" }>;
  /** It is about a pet gone missing: a search and a worry, not an illness. */
  missingPet: boolean;
  /** A decision about the asker's own life ("Should I leave university?"), yes/no or either/or. */
  decision: boolean;
  timeFrame: TimeFrame | null;
  /**
   * A request a tarot reading does not answer (an instruction to the writer, a task, a plain fact) or keys struck
   * at random: the reading says so plainly and reads the cards on what they can speak to, the asker's own life.
   */
  outside: boolean;
};

/** The matter a question is about when it names no person or pet: the most specific area it touches. */
const MATTER_ORDER: readonly Domain[] = ["debt", "law", "pregnancy", "death", "health", "study", "money", "work", "home", "love", "family"];

/** The word before a match when it is a possessive or an article ("my", "mi", "meine"): part of the phrase. */
function phraseAt(question: string, match: RegExpExecArray): string {
  const before = question.slice(0, match.index).match(/([\p{L}'’]+)\s+$/u)?.[1] ?? "";
  const lead = /^(?:my|our|his|her|their|mi|mis|tu|su|nuestr[oa]s?|meu|minha|meus|minhas|nosso|nossa|o|a|os|as|mein\w*|dein\w*|unser\w*|ma|mon|mes|notre|nos|mio|mia|miei|mie|il|la|lo|i|gli|le|el|los|las)$/iu;
  return lead.test(before) ? `${before} ${match[0]}` : match[0];
}

/** The matter a question is about: the most specific area of life it touches (debts before money, an exam before money). */
export function matterOf(domains: readonly Domain[]): Domain | undefined {
  return MATTER_ORDER.find((domain) => domains.includes(domain));
}

/** A pattern's global copy, made once per pattern: matchAll needs the flag, and the lexicons are made once per language. */
const globalCopies = new WeakMap<RegExp, RegExp>();
function globally(pattern: RegExp): RegExp {
  let copy = globalCopies.get(pattern);
  if (!copy) globalCopies.set(pattern, (copy = new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`)));
  return copy;
}

/** A lexicon's nouns as one whole word, made once per lexicon. */
const wholeNouns = new WeakMap<RegExp, RegExp>();
function isNoun(word: string, nouns: RegExp): boolean {
  let whole = wholeNouns.get(nouns);
  if (!whole) wholeNouns.set(nouns, (whole = new RegExp(`^(?:${nouns.source})$`, "iu")));
  return whole.test(word);
}

/**
 * The name given beside a person's or a pet's noun ("my grandad Ray", "Meine Oma Hildegard", "Our tortoise Gerald"):
 * the capitalised word right after it, unless it is a word of the language (a stop word, a person or pet, a word of
 * any area of life: German writes "dass meine Mutter Krebs hat"). Only the word in apposition, in every language.
 */
function nameAfter(question: string, end: number, lexicon: CompiledLexicon): string | undefined {
  const name = question.slice(end).match(/^\s+(\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?)(?=[\s,.!?;:]|$)/u)?.[1];
  if (!name) return undefined;
  const word = name.toLowerCase();
  if (lexicon.noTopic.has(word) || lexicon.firstPerson.has(word) || lexicon.subjectPronouns.has(word) || isNoun(word, lexicon.nouns)) return undefined;
  return DOMAINS.some((domain) => lexicon.domains[domain].test(word)) ? undefined : name;
}

/** How many words after a person may still turn to the asker ("My boss never gives me…"): one clause. */
const TOWARD_ASKER_WORDS = 6;

/** Whether the words after a person, within their clause, speak of the asker ("ignores me", "si prende il merito del mio lavoro"). */
function towardAsker(question: string, end: number, lexicon: CompiledLexicon): boolean {
  const clause = question.slice(end).split(/[.!?;:]/u)[0];
  const words = clause.toLowerCase().match(/[\p{L}'’-]+/gu)?.slice(0, TOWARD_ASKER_WORDS) ?? [];
  // An elided object pronoun ("m'ignore", "m'évite") is the asker too; "my" before another person ("…, my sister") is
  // not, nor the asker as the one who acts ("I ignore my boss", "and I cannot stop crying", "j'évite mon chef").
  const person = (word: string | undefined) => word !== undefined && lexicon.people.some(({ pattern }) => new RegExp(`^(?:${pattern.source})$`, pattern.flags.replace("g", "")).test(word));
  // "My boss and I…" is the two of them together: their dealings still.
  const acting = (word: string, at: number) => (lexicon.subjectPronouns.has(word) || /^(?:i|j)['’]/u.test(word)) && !(at === 1 && /^(?:and|y|e|et|und)$/u.test(words[0]));
  return words.some((word, at) => ((lexicon.firstPerson.has(word) && !acting(word, at)) || /^m['’]\p{L}/u.test(word)) && !person(words[at + 1]));
}

type Named = { at: number; owner: boolean; subject: Extract<QuestionSubject, { kind: "person" }> };

/**
 * The people a question names, in order, leaving out anyone named as a place in the asker's plans ("near my friends");
 * of each kind the first mention that is not only an owner or an agent ("he was my mum's", "adopted by my aunt"), else
 * the first mention, marked `owner`.
 */
function peopleIn(question: string, lexicon: CompiledLexicon, domains: readonly Domain[]): Named[] {
  const named: Named[] = [];
  const everyMatch = lexicon.people.flatMap(({ pattern }) => [...question.matchAll(globally(pattern))].map((match) => ({ at: match.index, end: match.index + match[0].length })));
  // A word inside a longer person's word ("mère" in "grand-mère", "Mutter" in "Großmutter") is that longer word's.
  const inLonger = (at: number, end: number) => everyMatch.some((span) => span.at <= at && span.end >= end && span.end - span.at > end - at);
  for (const { person, relative, pattern } of lexicon.people) {
    // A pronoun ("he", "she") is the subject only when no one is named; a hoped-for baby is no child yet.
    if (person === "someone" || (person === "child" && domains.includes("pregnancy"))) continue;
    let first: Named | undefined;
    for (const match of question.matchAll(globally(pattern))) {
      if (lexicon.apart.test(question.slice(0, match.index)) || inLonger(match.index, match.index + match[0].length)) continue;
      const phrase = phraseAt(question, match as unknown as RegExpExecArray);
      const toward = towardAsker(question, match.index + match[0].length, lexicon);
      const owner = ownerOrAgent(question, match.index, match.index + match[0].length, lexicon.nouns);
      const name = nameAfter(question, match.index + match[0].length, lexicon);
      const found: Named = { at: match.index, owner, subject: { kind: "person", person, ...(relative ? { relative } : {}), phrase, ...(toward ? { towardAsker: true } : {}), ...(name ? { name } : {}) } };
      first ??= found;
      if (!owner) {
        first = found;
        break;
      }
    }
    if (first) named.push(first);
  }
  return named.sort((a, b) => a.at - b.at);
}


/** The kinds of people a question names, in order, with their words ("il mio compagno", "my kids"): a question of several matters names them. */
export function peopleNamed(question: string, pageLocale?: Locale): Extract<QuestionSubject, { kind: "person" }>[] {
  const text = question.replace(/\s+/g, " ").trim();
  const analysis = analyseQuestion(text, pageLocale);
  return peopleIn(text, lexiconFor(analysis.language), analysis.domains).map(({ subject }) => subject);
}

/** The gender a relation's words give ("my mother", "mi abuela"), where a pronoun must agree with it. */
const RELATIVE_GENDER: Partial<Record<Relative, "f" | "m">> = { mother: "f", grandmother: "f", father: "m", grandfather: "m" };

type Candidate = { at: number; owner: boolean; subject: Extract<QuestionSubject, { kind: "person" | "pet" }>; gender?: "f" | "m" };

/**
 * Who a question is about, by role, not by the order of the word lists: the first person or pet the asking sentence
 * names; else, when it asks with a pronoun ("Is he going to be ok?"), the nearest person or pet named before it
 * whom the pronoun fits; else the first person or pet the question names, people and pets alike. Someone named only
 * as an owner or an agent ("he was my mum's", "dai bambini") is the subject only when no one else is named.
 */
function subjectOf(question: string, lexicon: CompiledLexicon, domains: readonly Domain[]): QuestionSubject {
  const candidates: Candidate[] = peopleIn(question, lexicon, domains).map(({ at, owner, subject }) => ({
    at,
    owner,
    subject,
    ...(subject.relative && RELATIVE_GENDER[subject.relative] ? { gender: RELATIVE_GENDER[subject.relative] } : {}),
  }));
  for (const pet of question.matchAll(globally(lexicon.pets))) {
    const owner = ownerOrAgent(question, pet.index, pet.index + pet[0].length, lexicon.nouns);
    const name = nameAfter(question, pet.index + pet[0].length, lexicon);
    candidates.push({ at: pet.index, owner, subject: { kind: "pet", phrase: phraseAt(question, pet as unknown as RegExpExecArray), ...(name ? { name } : {}) } });
    if (!owner) break;
  }
  candidates.sort((a, b) => a.at - b.at);
  const asking = askingSentence(question);
  const askingAt = asking === question ? 0 : question.lastIndexOf(asking);
  const chosen =
    (askingAt > 0 ? candidates.find((candidate) => !candidate.owner && candidate.at >= askingAt) : undefined) ??
    (askingAt > 0 ? resolvePronoun(asking, candidates.filter((candidate) => candidate.at < askingAt)) : undefined) ??
    candidates.find((candidate) => !candidate.owner) ??
    candidates[0];
  if (chosen) return chosen.subject;
  const someone = lexicon.people.find((entry) => entry.person === "someone" && entry.pattern.test(question));
  if (someone) {
    const match = someone.pattern.exec(question)!;
    return { kind: "person", person: "someone", phrase: match[0] };
  }
  const matter = matterOf(domains);
  return matter ? { kind: "matter", matter } : { kind: "self" };
}

/** The nearest person or pet named before the asking sentence whom its pronoun fits ("he": not "my mother"). */
function resolvePronoun(asking: string, before: readonly Candidate[]): Candidate | undefined {
  const gender = pronounGender(asking);
  if (gender === undefined) return undefined;
  return [...before].reverse().find((candidate) => !candidate.owner && (candidate.gender === undefined || candidate.gender === gender));
}

/** The first person named in the first sentence that speaks of an illness, a death or a pregnancy: the one it is about. */
function illPerson(text: string, lexicon: CompiledLexicon): Extract<QuestionSubject, { kind: "person" }> | undefined {
  const sentences = text.split(/(?<=[.!?;])\s+|,\s+/u);
  const health = (sentence: string) => (["health", "death", "pregnancy"] as const).some((domain) => lexicon.domains[domain].test(domainText(sentence, lexicon)));
  for (const sentence of sentences.filter(health)) {
    const [first] = peopleIn(sentence, lexicon, DOMAINS.filter((domain) => lexicon.domains[domain].test(sentence)));
    if (first) return first.subject;
  }
  return undefined;
}

/** A question this long, in more than one sentence, may tell of several matters. */
const LONG_QUESTION_WORDS = 20;

/**
 * Whether a question tells of several matters and asks about none of them by name: long, in several sentences,
 * naming two people or more, or three areas of life or more; and its asking sentence names no one and no pet.
 */
function tellsOfSeveral(text: string, lexicon: CompiledLexicon, domains: readonly Domain[]): boolean {
  const asking = askingSentence(text);
  if (asking === text || text.split(/\s+/).length < LONG_QUESTION_WORDS) return false;
  const people = new Set(peopleIn(text, lexicon, domains).map(({ subject }) => subject.relative ?? subject.person));
  if (people.size < 2 && domains.length < 3) return false;
  const askingDomains = DOMAINS.filter((domain) => lexicon.domains[domain].test(domainText(asking, lexicon)));
  const asked = subjectOf(asking, lexicon, askingDomains);
  return asked.kind === "self" || asked.kind === "matter";
}

/**
 * The last questions read, by page language and question: one reading reads its question in the writer, in its
 * quality checks and again under each follow-up. Bounded; the analyses are frozen, being shared.
 */
const ANALYSED = new Map<string, QuestionAnalysis>();
const ANALYSED_BOUND = 256;

/** Reads a question asked on a page in `pageLocale` (the page's language answers when the question's cannot be told). */
export function analyseQuestion(question: string, pageLocale?: Locale): QuestionAnalysis {
  const key = `${pageLocale ?? ""}\u0000${question}`;
  const known = ANALYSED.get(key);
  if (known) return known;
  const analysis = deepFreeze(analyse(question, pageLocale));
  if (ANALYSED.size >= ANALYSED_BOUND) ANALYSED.delete(ANALYSED.keys().next().value!);
  ANALYSED.set(key, analysis);
  return analysis;
}

function deepFreeze(analysis: QuestionAnalysis): QuestionAnalysis {
  Object.freeze(analysis.subject);
  if (analysis.ill) Object.freeze(analysis.ill);
  Object.freeze(analysis.domains);
  if (analysis.options) Object.freeze(analysis.options);
  return Object.freeze(analysis);
}

function analyse(question: string, pageLocale?: Locale): QuestionAnalysis {
  const text = question.replace(/\s+/g, " ").trim();
  const language = textLocale(text);
  // readerLocale(text, pageLocale), without telling the language a second time.
  const locale = language ?? pageLocale ?? "en";
  const lexicon = lexiconFor(language);
  const shape = shapeOf(text, lexicon);
  // Debts are a money matter too.
  // "My health insurance", "I'm a nurse": the words of a domain that are not about it are not read as it; the rest of the question says what it is about.
  const masked = domainText(text, lexicon);
  const found = new Set(DOMAINS.filter((domain) => lexicon.domains[domain].test(masked)));
  if (found.has("debt")) found.add("money");
  const domains = DOMAINS.filter((domain) => found.has(domain));
  const several = tellsOfSeveral(text, lexicon, domains);
  // An either/or is about the decision, not a person named in one of its options ("…or stay near my friends"),
  // unless it weighs someone's health; a question of several matters is about none of its people.
  const aboutHealth = domains.some((domain) => domain === "health" || domain === "death" || domain === "pregnancy");
  const named = subjectOf(text, lexicon, domains);
  const matter = matterOf(domains);
  const subject: QuestionSubject = several
    ? { kind: "self" }
    : shape.kind === "either_or" && !aboutHealth && (named.kind === "person" || named.kind === "pet")
      ? matter ? { kind: "matter", matter } : { kind: "self" }
      : named;
  // "Got out of surgery", "it hasn't come back", «ses symptômes ont disparu»: beside an illness the words of a
  // disappearance speak of the illness, and the pet is still its vet's matter.
  const missingPet = subject.kind === "pet" && !aboutHealth && lexicon.missing.test(text);
  // A question of several matters has no one subject, but an illness it tells of beside a person ("my grandmother
  // has been ill since the summer") is theirs unless the asker says it is their own.
  const ill = several ? illPerson(text, lexicon) : undefined;
  const othersHealth = !missingPet && aboutHealth && (several ? ill !== undefined : subject.kind === "person" || subject.kind === "pet") && !lexicon.ownHealth.test(text);
  const decision = (shape.kind === "yes_no" || shape.kind === "either_or") && lexicon.decision.test(text);
  const timeFrame = timeFrameOf(text, lexicon);
  return {
    language,
    locale,
    shape: shape.kind,
    ...(shape.options ? { options: shape.options } : {}),
    ...(shape.word ? { word: shape.word } : {}),
    subject,
    several,
    domains,
    othersHealth,
    ...(othersHealth && ill ? { ill } : {}),
    missingPet,
    decision,
    timeFrame,
    outside: lexicon.outside.test(text) || keyboardMash(text),
  };
}

/** "Since Christmas", «seit Weihnachten», "desde el verano", «depuis l'été», "da Natale": a time that has begun, not one asked about. */
const SINCE = /(?:since|seit|desde|depuis|da|dal|dalla|dallo|dall['’]|dagli)\s+(?:(?:the|last|el|la|los|las|der|dem|den|o|a|os|as|le|les|l['’]|il|lo)\s*)?$/iu;

/** How far ahead (or back) a question looks: its first time frame that is not a time since which something has been so. */
function timeFrameOf(text: string, lexicon: CompiledLexicon): TimeFrame | null {
  for (const frame of TIME_FRAMES) {
    const pattern = lexicon.timeFrames[frame];
    for (const match of text.matchAll(globally(pattern))) {
      if (!SINCE.test(text.slice(0, match.index))) return frame;
    }
  }
  return null;
}

/**
 * Keys struck along one row of a keyboard ("asdfgh jkl", "qwerty"): every word on one row, with a run of four
 * neighbouring keys in it. A word that happens to lie on one row ("power", "pretty") has no such run.
 */
function keyboardMash(text: string): boolean {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  const onOneRow = (word: string) => KEYBOARD_ROWS.some((row) => [...word].every((letter) => row.includes(letter)));
  const run = (word: string) => KEYBOARD_ROWS.some((row) => [...row].slice(0, -3).some((_, at) => word.includes(row.slice(at, at + 4))));
  return words.length > 0 && words.every(onOneRow) && words.some(run);
}

const KEYBOARD_ROWS = ["qwertyuiop", "asdfghjkl", "zxcvbnm", "azertyuiop", "qsdfghjklm", "wxcvbn", "qwertzuiop", "yxcvbnm"];

/** Outcomes no card rules on: a yes/no question about health, a death, a pregnancy or a court case gets care, not a verdict. */
const NO_RULING: readonly Domain[] = ["health", "death", "pregnancy", "law"];

/**
 * Whether a verdict spread's reading of this question opens with a verdict (docs/product.md#the-verdict): a question
 * that yes or no answers, and not one about an outcome no card rules on (someone's health, a death, a pregnancy, a
 * court case; an exam's result, which the asker's own work still decides, unless the question is a decision such as
 * "Should I retake it?"; a question of one's own asked under Health and Wellness). One rule for the prompt, the
 * local writer's policy (lib/writers/local/asked.ts) and the check.
 */
export function verdictAsked(question: QuestionAnalysis, category?: string): boolean {
  if (question.shape !== "yes_no" || question.othersHealth) return false;
  // Under Health and Wellness a question about another person or an animal is about their health.
  if (category === "health" && (question.subject.kind === "person" || question.subject.kind === "pet")) return false;
  if (question.domains.some((domain) => NO_RULING.includes(domain))) return false;
  if (examOutcome(question)) return false;
  return !(category === "health" && question.domains.length === 0 && (question.subject.kind === "self" || question.subject.kind === "matter"));
}

/** A yes/no about how an exam or a course will turn out ("Will I pass my exam next week?"), not a decision about one. */
export function examOutcome(question: QuestionAnalysis): boolean {
  return !question.several && !question.decision && matterOf(question.domains) === "study";
}

/** The question's words that say what it is about, in its own language (no stop words, nothing under three letters). */
export function questionTopicWords(question: string): string[] {
  return [...new Set(topicWords(question, lexiconFor(textLocale(question))).filter((word) => word.length > 2))];
}

/** An option or a question without its opening auxiliary and pronoun ("Soll ich nach Berlin ziehen" → "nach Berlin ziehen"). */
export function withoutQuestionOpening(text: string, language: Locale | null): string {
  return withoutOpening(strip(text), lexiconFor(language));
}
