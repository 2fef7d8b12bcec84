import "server-only";
import { questionLanguage } from "./language";
import { strip } from "./question/shape";

/*
 * The first reading of a question, kept for the embedded writer (lib/writers/local) until it moves to the question
 * analysis of lib/writers/question, which replaces this file: the writer's rewrite deletes it.
 */

/**
 * What kind of answer a question asks for: a yes or a no, a choice between two options (given as
 * phrased), or an open answer. English, German, Spanish, French, Portuguese and Italian.
 */
export type QuestionShape = { kind: "yes_no" | "either_or" | "open"; options?: [string, string] };

const list = (words: string) => new Set(words.split(" "));

/** Words that open a question asking what, why, how, when, where, who or which. */
const INTERROGATIVES = list(
  [
    "what why how when where who whom whose which",
    "warum wie wann wo wer wen wem wessen welche welcher welches welchen welchem weshalb wieso weswegen wohin woher worauf woran womit wofür wozu worüber",
    "qué que cómo cuándo dónde adónde quién quiénes cuál cuáles cuánto cuánta cuántos cuántas",
    "quoi pourquoi comment quand où qui quel quelle quels quelles combien lequel laquelle qu'est-ce qu'",
    "quê como quando onde aonde quem qual quais quanto quanta quantos quantas porquê",
    "che cosa perché perche come quando dove chi quale quali quanto quanta quanti quante",
  ].join(" "),
);

/** Two-word openings that ask why or what ("por qué", "o que", "per cosa"). */
const INTERROGATIVE_PAIRS = /^(?:por qu[eé]|para qu[eé]|o qu[eê]|por que|per(?:ché| cosa)|a cosa|di cosa|en qu[eé]|de qu[eé])(?![\p{L}])/u;

/** Words that open a question asking for a yes or a no. */
const AUXILIARIES = list(
  [
    // English
    "am is are was were will would shall should can could may might must do does did has have had",
    "isn't aren't wasn't weren't won't wouldn't shouldn't can't cannot couldn't mightn't mustn't don't doesn't didn't hasn't haven't hadn't",
    // German (the verb comes first)
    "bin bist ist sind seid war waren wäre wären wird wirst werde werden werdet würde würden soll sollte sollten sollst solltest kann kannst können könnte könnten darf darfst dürfen muss musst müssen will willst möchte möchtest hat hast habe haben hatte gibt gab lohnt liebt kommt geht bleibt passt",
    // Spanish
    "es está están estoy son será serán sería debo debería deberíamos puedo podré podría puede podrá hay habrá tengo tiene tendré vale conviene voy va van vamos volverá volveré",
    // French (inversion is found by its hyphen)
    "est-ce",
    // Portuguese
    "é estou são seria deveria devo posso poderia pode vai vou vamos tenho tem terá há haverá consigo conseguirei voltará",
    // Italian
    "è sono sarà sarei sarebbe dovrei posso potrei può potrà ho ha avrò c'è vale conviene riuscirò tornerà devo",
  ].join(" "),
);

/** French inversion: "Dois-je", "Va-t-il", "Est-il". */
const FRENCH_INVERSION = /^\p{L}+-(?:t-)?(?:je|tu|il|elle|on|nous|vous|ils|elles)$/u;

const FRENCH_MODALS = list("dois devrais devrions devons vais peux pourrais faut");

/** Subject pronouns that follow an opening auxiliary ("Should I", "Soll ich", "Est-ce que je"). */
const SUBJECTS = list("i we you he she it they ich wir du er sie es man ihr je tu il elle on nous vous ils elles eu ele ela nós você io noi");

/** "or" in each language; "u" is Spanish "o" before an o-sound, "od" Italian "o" before a vowel. */
const DISJUNCTION = /,?\s+(?:or|oder|ou|o|u|od)\s+/giu;

/** A right-hand option that only negates the question ("or not", "oder nicht") keeps it a yes/no question. */
const NEGATION = /^(?:not|no|nicht|non|não|nao|pas|nein)$/iu;

/** Connecting words before a pair of options ("better to", "either", "lieber"). */
const LEAD_INS = /^(?:(?:it\s+)?better\s+(?:to\s+)?|either\s+|entweder\s+|lieber\s+|plutôt\s+|meglio\s+|mejor\s+|melhor\s+)/iu;

const firstWords = (text: string, count: number) => text.toLowerCase().split(/\s+/).slice(0, count);

function opensWithInterrogative(text: string): boolean {
  const lower = text.toLowerCase();
  if (INTERROGATIVE_PAIRS.test(lower)) return true;
  const [first, second] = firstWords(text, 2);
  if (first === "was") return !SUBJECTS.has(second ?? "") && !/^(?:this|that|there|my|the|your|he|she|it)$/.test(second ?? "");
  return INTERROGATIVES.has(first) || lower.startsWith("qu'");
}

function opensWithAuxiliary(text: string): boolean {
  const [first] = firstWords(text, 1);
  return AUXILIARIES.has(first) || FRENCH_INVERSION.test(first) || first.startsWith("est-ce");
}

/** The opening auxiliary and its pronoun ("Should I", "Dois-je", "Est-ce que je"), taken off a left-hand option. */
function withoutOpening(text: string): string {
  const estCeQue = /^est-ce\s+qu(?:e\s+|')/iu;
  const asked = estCeQue.test(text);
  let rest = text.replace(estCeQue, "");
  const words = rest.split(/\s+/);
  if (AUXILIARIES.has(words[0].toLowerCase()) || FRENCH_INVERSION.test(words[0].toLowerCase())) words.shift();
  if (words.length > 1 && SUBJECTS.has(words[0].toLowerCase())) words.shift();
  // "Est-ce que je dois rester": the modal after the pronoun belongs to the question, not the option.
  if (asked && words.length > 1 && FRENCH_MODALS.has(words[0].toLowerCase())) words.shift();
  rest = words.join(" ");
  return rest.replace(LEAD_INS, "");
}

function options(body: string): [string, string] | null {
  const matches = [...body.matchAll(DISJUNCTION)];
  if (matches.length !== 1) return null;
  const [match] = matches;
  const index = match.index;
  let left = body.slice(0, index);
  const right = body
    .slice(index + match[0].length)
    .split(/\s*[,;:]\s*|\s+[—–-]\s+/u)[0]
    .replace(/\s+(?:instead|then|now)$/iu, "")
    .trim();
  const clause = left.split(/\s*[,;:]\s*|\s+[—–]\s+/u);
  if (clause.length > 1) left = clause[clause.length - 1];
  else if (opensWithInterrogative(left)) return null;
  left = withoutOpening(left.trim()).trim();
  if (!left || !right || NEGATION.test(right)) return null;
  return [left, right];
}

export function questionShape(question: string): QuestionShape {
  const body = strip(question);
  if (!body) return { kind: "open" };
  const pair = options(body);
  if (pair) return { kind: "either_or", options: pair };
  if (opensWithInterrogative(body)) return { kind: "open" };
  if (opensWithAuxiliary(body)) return { kind: "yes_no" };
  // Spanish, Portuguese and Italian ask yes/no with the statement's own order: "¿Volverá mi ex conmigo?"
  if (/^\s*¿/u.test(question)) return { kind: "yes_no" };
  const language = /\?\s*$/u.test(question) ? questionLanguage(body) : null;
  if (language && language !== "en" && language !== "de") return { kind: "yes_no" };
  return { kind: "open" };
}

/** English words turned toward the reader: the question says "I", the reading says "you". */
const TO_READER: Record<string, string> = {
  i: "you", me: "you", my: "your", mine: "yours", myself: "yourself", am: "are", "i'm": "you're", "i've": "you've",
  we: "you", us: "you", our: "your", ours: "yours", ourselves: "yourselves",
};
const toReader = (text: string) => text.replace(/[\p{L}']+/gu, (word) => TO_READER[word.toLowerCase()] ?? word);

const PRONOUNS = list("i we you he she it they");
/** Verbs that follow a question's subject ("Will my ex come back?"): where the auxiliary goes back in. */
const VERBS = list("be get come go find work last change succeed happen turn grow improve return stay make have help love want need feel see win pass heal end start finish leave move sell buy");
const DO_FORMS = list("do does did don't doesn't didn't");
/** Words that start the next clause or a vague tail ("… or not", "… at all"): an English subject phrase stops before them. */
const TAIL = /\s+(?:or not|at all|right now|now|soon|then|anymore)$/iu;

/**
 * What a question is about, in its own words, for a reading to name back: English turned toward the reader
 * ("Should I move to Lisbon?" → "whether to move to Lisbon", "How can I sleep better?" → "how you can sleep
 * better", "Is he the right person for me?" → "whether he is the right person for you"); another language keeps
 * its words with the opening verb and pronoun left off ("Soll ich nach Berlin ziehen?" → "nach Berlin ziehen").
 * A long question gives its last sentence, or its first clause when the last says little; a choice in another
 * language also gives its two options. Null for no words.
 */
export type QuestionSubject = { text: string; english: boolean; options?: [string, string] };

export function questionSubject(question: string): QuestionSubject | null {
  const sentences = question
    .replace(/<\/?[\p{L}]+>/gu, " ")
    .replace(/\s+/g, " ")
    .split(/(?<=[.!?])\s+/)
    .map(strip)
    .filter((sentence) => /\p{L}/u.test(sentence));
  if (sentences.length === 0) return null;
  const language = questionLanguage(question);
  const english = language === "en";
  const last = sentences[sentences.length - 1];
  const contentCount = (text: string) => (text.match(/\p{L}{4,}/gu) ?? []).length;
  let body = last;
  // Another language's closing question ("Wie soll ich mich entscheiden?") often says little: its opening clause says more.
  const saysLittle = english ? contentCount(withoutLead(last)) < 2 : (withoutLead(last).match(/\p{L}{7,}/gu) ?? []).length < 2;
  if (sentences.length > 1 && saysLittle) body = sentences[0].split(/\s*[,;:]\s*/u)[0];
  else if (body.split(/\s+/).length > 14) body = body.split(/\s*[,;:]\s*/u)[0];
  body = body.split(/\s+/).slice(0, 16).join(" ");
  if (!english) {
    // A choice is named by its two options, wherever in the question it is asked.
    const { options } = questionShape(question);
    if (options) {
      const [first, second] = options.map(withoutLead);
      return { text: `${first} or ${second}`, english: false, options: [first, second] };
    }
    const text = withoutLead(body);
    return text ? { text, english: false } : null;
  }
  const text = englishSubject(body.replace(TAIL, ""));
  return text ? { text, english: true } : null;
}

/** Another language's question without its opening verb or interrogative and the pronoun after it. */
function withoutLead(body: string): string {
  const words = body.replace(/^est-ce\s+qu(?:e\s+|')/iu, "").split(/\s+/);
  const first = words[0]?.toLowerCase() ?? "";
  if (words.length > 2 && (AUXILIARIES.has(first) || INTERROGATIVES.has(first) || FRENCH_INVERSION.test(first) || SUBJECTS.has(words[1].toLowerCase()))) words.shift();
  if (words.length > 2 && SUBJECTS.has(words[0].toLowerCase())) words.shift();
  return words.join(" ");
}

function englishSubject(body: string): string {
  const words = body.split(/\s+/);
  const [first, second = ""] = words.map((word) => word.toLowerCase());
  const rest = (from: number) => toReader(words.slice(from).join(" "));
  if (AUXILIARIES.has(first) && PRONOUNS.has(second) && words.length > 2) {
    if (/^should|^shall/.test(first) && (second === "i" || second === "we")) return `whether to ${rest(2)}`;
    const pronoun = toReader(words[1]).toLowerCase();
    const verb = pronoun === "you" ? ({ am: "are", was: "were", "i'm": "are" }[first] ?? first) : first;
    return `whether ${pronoun} ${verb} ${rest(2)}`;
  }
  if (AUXILIARIES.has(first) && words.length > 2) {
    // "Will my novel get published?" → "whether your novel will get published": the auxiliary goes before the verb.
    const verbAt = words.findIndex((word, index) => index > 1 && VERBS.has(word.toLowerCase()));
    const copula = /^(?:is|are|was|were)$/.test(first);
    const at = !copula && verbAt > 1 && !DO_FORMS.has(first) ? verbAt : /^(?:is|are|was|were)$/.test(first) ? (/^(?:my|the|your|our|his|her|a|an)$/i.test(words[1]) ? 3 : 2) : -1;
    if (at < 0) return `whether ${rest(1)}`;
    return `whether ${toReader(words.slice(1, at).join(" "))} ${first} ${rest(at)}`;
  }
  const modal = body.match(/^(what|how|where|which\s+\p{L}+|why)\s+(can|could|should|shall|will|would|must|do|does|did)\s+(i|we)\s+(.+)$/iu);
  if (modal) {
    const verb = /^d(?:o|id|oes)$/i.test(modal[2]) ? "" : `${modal[2].toLowerCase()} `;
    return `${modal[1].toLowerCase()} you ${verb}${toReader(modal[4])}`;
  }
  const copula = body.match(/^(what|who|which|where|why|how)\s+(is|are|was|were)\s+(.+)$/iu);
  if (copula) return `${copula[1].toLowerCase()} ${copula[2].toLowerCase()} ${toReader(copula[3])}`;
  if (INTERROGATIVES.has(first) && words.length > 1) return `${first} ${rest(1)}`;
  return rest(0);
}
