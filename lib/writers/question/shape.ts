import "server-only";
import type { CompiledLexicon } from "./lexicon";

/**
 * What kind of answer a question asks for: a yes or a no, a choice between two options (as phrased), an open
 * answer, or a single word ("Love?"). Read with the question's language's words, or all six when it cannot be told.
 */
export type QuestionShapeKind = "yes_no" | "either_or" | "open" | "one_word";

/** A question without its opening and closing marks and quotes. */
export function strip(question: string): string {
  return question
    .trim()
    .replace(/^[¿¡"“'«\s]+/u, "")
    .replace(/[\s?!.。"”'»]+$/u, "")
    .trim();
}

const firstWords = (text: string, count: number) => text.toLowerCase().split(/\s+/).slice(0, count);

function opensWithInterrogative(text: string, lexicon: CompiledLexicon): boolean {
  const lower = text.toLowerCase();
  if (lexicon.interrogativePhrases.test(lower)) return true;
  const [first, second] = firstWords(text, 2);
  // English "was" opens a yes/no question ("Was it a mistake?"), German "was" asks what ("Was soll ich tun?").
  if (first === "was" && lexicon.yesNoOpeners.has("was") && lexicon.interrogatives.has("was")) {
    return !lexicon.subjectPronouns.has(second ?? "") && !/^(?:this|that|there|my|the|your|he|she|it)$/.test(second ?? "");
  }
  return lexicon.interrogatives.has(first);
}

function opensWithYesNo(text: string, lexicon: CompiledLexicon): boolean {
  const [first] = firstWords(text, 1);
  return lexicon.yesNoOpeners.has(first) || lexicon.yesNoPattern.test(text.toLowerCase());
}

/** The opening auxiliary and its pronoun ("Should I", "Dois-je", "Est-ce que je"), taken off a left-hand option. */
export function withoutOpening(text: string, lexicon: CompiledLexicon): string {
  const estCeQue = /^est-ce\s+qu(?:e\s+|['’])/iu;
  const asked = estCeQue.test(text);
  const words = text.replace(estCeQue, "").split(/\s+/);
  if (lexicon.yesNoOpeners.has(words[0].toLowerCase()) || lexicon.yesNoPattern.test(words[0].toLowerCase())) words.shift();
  if (words.length > 1 && lexicon.subjectPronouns.has(words[0].toLowerCase())) words.shift();
  // "Est-ce que je dois rester": the modal after the pronoun belongs to the question, not the option.
  if (asked && words.length > 1 && lexicon.modalsAfterPronoun.has(words[0].toLowerCase())) words.shift();
  return words.join(" ").replace(lexicon.leadIns, "");
}

/**
 * Auxiliaries and modals that open a question and carry no meaning of their own once the option is quoted ("Should I
 * stay" → "stay", "Soll ich bleiben" → "bleiben"). A full verb ("Liebt Jonas mich noch", "Bleibt er") or a copula
 * ("Am I ready", "Bin ich bereit") is the option's own verb: taking it off leaves a fragment.
 */
const AUXILIARIES = new Set(
  (
    "should shall can could may might must will would do does did " +
    "soll sollte sollten sollst solltest kann kannst können könnte könnten darf darfst dürfen muss musst müssen will willst möchte möchtest werde wirst wird werden würde würden " +
    "dois devrais devrions devons peux pourrais vais " +
    "devo dovrei dovremmo posso potrei " +
    "deveria deveríamos poderia " +
    "debo debería deberíamos puedo podría"
  ).split(" "),
);

/** Modals of the languages that drop the pronoun: "Devo accettare", "¿Debo quedarme?" open the option on its infinitive. */
const PRO_DROP_MODALS = new Set("devo dovrei dovremmo posso potrei deveria deveríamos poderia debo debería deberíamos puedo podría".split(" "));

/**
 * An option without the question's opening: the auxiliary and its pronoun ("Should I", "Soll ich", "Est-ce que je
 * dois", "Dois-je"), never a full verb or a copula, and nothing when the auxiliary's subject is a name ("Does Callum
 * want" stays whole: "Callum want" is no phrase).
 */
export function optionWithoutOpening(text: string, lexicon: CompiledLexicon): string {
  const estCeQue = /^est-ce\s+qu(?:e\s+|['’])/iu;
  if (estCeQue.test(text)) return withoutOpening(text, lexicon);
  const words = text.split(/\s+/);
  const [first = "", second = ""] = words.map((word) => word.toLowerCase());
  // French inversion ("Dois-je rester", "Puis-je partir"): the modal and its pronoun are one word.
  const inverted = /^(\p{L}+)-(?:t-)?(?:je|tu|il|elle|on|nous|vous|ils|elles)$/u.exec(first);
  if (inverted && AUXILIARIES.has(inverted[1]) && words.length > 1) return words.slice(1).join(" ").replace(lexicon.leadIns, "");
  // "Is it better to stay or go", "Vale a pena ficar": the opening is a lead-in the option does without.
  const afterOpening = words.slice(lexicon.subjectPronouns.has(second) ? 2 : 1).join(" ");
  if ((lexicon.yesNoOpeners.has(first) || AUXILIARIES.has(first)) && lexicon.leadIns.test(afterOpening)) return afterOpening.replace(lexicon.leadIns, "");
  if (!AUXILIARIES.has(first) || words.length < 2) return text.replace(lexicon.leadIns, "");
  if (lexicon.subjectPronouns.has(second) && words.length > 2) return words.slice(2).join(" ").replace(lexicon.leadIns, "");
  if (PRO_DROP_MODALS.has(first) && /^\p{Ll}/u.test(words[1])) return words.slice(1).join(" ").replace(lexicon.leadIns, "");
  return text.replace(lexicon.leadIns, "");
}

/** The two options of an either/or question, as phrased; null when it offers none. */
function options(body: string, lexicon: CompiledLexicon): [string, string] | null {
  const matches = [...body.matchAll(lexicon.disjunction)];
  if (matches.length !== 1) return null;
  const [match] = matches;
  let left = body.slice(0, match.index);
  const right = body
    .slice(match.index + match[0].length)
    .split(/\s*[,;:]\s*|\s+[—–-]\s+/u)[0]
    .replace(/\s+(?:instead|then|now)$/iu, "")
    .trim();
  const clause = left.split(/\s*[,;:]\s*|\s+[—–]\s+/u);
  if (clause.length > 1) left = clause[clause.length - 1];
  else if (opensWithInterrogative(left, lexicon)) return null;
  left = optionWithoutOpening(left.trim(), lexicon).trim();
  const second = optionWithoutOpening(right, lexicon).trim();
  if (!left || !second || lexicon.notOption.test(right)) return null;
  return [left, second];
}

/** The words of a question that say what it is about: no stop words or fillers of its language. */
export function topicWords(text: string, lexicon: CompiledLexicon): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? [])
    .map((word) => word.replace(ELIDED, ""))
    .filter((word) => !lexicon.noTopic.has(word));
}

/** French and Italian elide an article or pronoun into the next word ("l'amour", "dell'anno"): the word is what follows. */
export const ELIDED = /^(?:[cdjlmnst]|qu|dell|all|nell|sull|dall|un)['’](?=\p{L})/u;

/**
 * The sentence that asks: a question of several sentences ("My mother is in hospital. Will she recover?") is shaped
 * by its last sentence that ends in a question mark, or its last sentence.
 */
export function askingSentence(question: string): string {
  const sentences = question
    .trim()
    .split(/(?<=[.!?])\s+(?=[¿¡"“«]?\p{Lu})/u)
    .filter((sentence) => /\p{L}/u.test(sentence));
  if (sentences.length <= 1) return question;
  const asking = sentences.filter((sentence) => /\?\s*["”»]?$/u.test(sentence));
  return (asking.length > 0 ? asking[asking.length - 1] : sentences[sentences.length - 1]).trim();
}

export function shapeOf(question: string, lexicon: CompiledLexicon): { kind: QuestionShapeKind; options?: [string, string]; word?: string } {
  const whole = strip(question);
  if (!whole) return { kind: "open" };
  const asking = askingSentence(question);
  const body = strip(asking);
  const pair = options(body, lexicon);
  if (pair) return { kind: "either_or", options: pair };
  if (opensWithInterrogative(body, lexicon)) return { kind: "open" };
  if (opensWithYesNo(body, lexicon)) return { kind: "yes_no" };
  const words = body.split(/\s+/);
  const topic = topicWords(whole, lexicon);
  // "Love?", "My career?", "¿El amor?", "Tarot?": one word of its own, or none, in a few words.
  if (whole.split(/\s+/).length <= 3 && topic.length <= 1) return { kind: "one_word", word: topic[0] ?? words[words.length - 1].replace(/[^\p{L}\p{N}'’-]/gu, "") };
  const asks = /\?\s*["”»]?$/u.test(asking);
  // German asks yes or no with the verb first: "Bestehe ich die Prüfung?"
  if (lexicon.verbFirst && asks && words.length > 1 && lexicon.subjectPronouns.has(words[1].toLowerCase())) return { kind: "yes_no" };
  // Spanish, Portuguese, French and Italian ask yes/no in the statement's own order: "¿Volverá mi ex conmigo?"
  if (/^\s*¿/u.test(asking)) return { kind: "yes_no" };
  if (lexicon.yesNoByQuestionMark && asks) return { kind: "yes_no" };
  return { kind: "open" };
}

/** "I", "ich", "je", "io", "yo", "eu": the asker as the one who acts. */
const FIRST_PERSON_SUBJECTS = new Set("i ich je j' io yo eu".split(" "));
/** The copulas: "am I just convenient", "bin ich", "suis-je" say what the asker is, not what they do. */
const COPULAS = new Set("am 'm bin suis sono sei soy estoy sou estou".split(" "));
/** Articles before a name ("O Lucas", "La Sofia", "Der Jonas"). */
const ARTICLES = new Set("o a el la il lo le der die".split(" "));
/** Someone else as the subject: "he", "er", "il", "lui", "él", "ele" (German "sie" too: "Liebt sie mich"). */
const THIRD_PERSON_SUBJECTS = new Set("he she they er sie il elle ils elles lui lei loro él ella ellos ellas ele ela eles elas".split(" "));

/**
 * Whether an either/or weighs two readings of a situation rather than two things to do: someone else is a subject
 * ("Does Callum want…", "Liebt Jonas mich noch oder bleibt er…", "va-t-il revenir") and neither option is the asker
 * acting ("am I just convenient" is what the asker is, not a step). Then the cards bear one out; there is no choice.
 */
export function optionsAreHypotheses(question: string, options: readonly [string, string], lexicon: CompiledLexicon): boolean {
  const body = strip(askingSentence(question));
  const words = body.split(/[\s-]+/u).map((word) => word.toLowerCase().replace(/[^\p{L}'’]/gu, "").replace("’", "'"));
  const acts = words.some((word, index) => {
    if (!FIRST_PERSON_SUBJECTS.has(word) && !/^j'/u.test(word)) return false;
    return !COPULAS.has(words[index - 1] ?? "") && !COPULAS.has(words[index + 1] ?? "") && !/^i'm$/u.test(word);
  });
  if (acts) return false;
  // Spanish, Italian and Portuguese drop the pronoun: "¿Me quedo o me voy?", "Devo restare?" are the asker acting.
  if (options.some((option) => /^(?:me|mi)\s/iu.test(option)) || [...PRO_DROP_MODALS].some((modal) => words.includes(modal))) return false;
  const raw = body.split(/\s+/u);
  const isName = (word = "") => /^\p{Lu}\p{Ll}/u.test(word) && !lexicon.subjectPronouns.has(word.toLowerCase());
  // "Does Callum…", "Liebt Jonas…", "O Lucas ainda gosta…": a name after the opening auxiliary, a verb-first verb or an article.
  const named = raw.length > 1 && (lexicon.yesNoOpeners.has(raw[0].toLowerCase()) || lexicon.verbFirst || ARTICLES.has(raw[0].toLowerCase())) && isName(raw[1]);
  // "¿Carlos me quiere…?", "Marco mi ama…?": a name that acts on the asker (a clitic "me"/"mi" after it).
  const namedActing = raw.length > 1 && isName(raw[0]) && !lexicon.yesNoOpeners.has(raw[0].toLowerCase()) && /^(?:me|mi|m['’]\p{L}*)$/iu.test(raw[1]);
  if (namedActing) return true;
  return named || words.some((word) => THIRD_PERSON_SUBJECTS.has(word));
}
