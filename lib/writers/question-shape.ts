import "server-only";
import { questionLanguage } from "./language";

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

function strip(question: string): string {
  return question
    .trim()
    .replace(/^[¿¡"“'«\s]+/u, "")
    .replace(/[\s?!.。"”'»]+$/u, "")
    .trim();
}

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
