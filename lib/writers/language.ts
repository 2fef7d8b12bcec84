import "server-only";
import { LANGUAGES, LOCALES, type Locale } from "@/languages/languages";

/** A language as the language checks name it: its code's language (Brazilian Portuguese is Portuguese to them). */
type LanguageOf<Code extends string> = Code extends `${infer Language}-${string}` ? Language : Code;
const languageOf = <Code extends Locale>(code: Code) => code.split("-")[0] as LanguageOf<Code>;

/** The languages the reading corpus asks in, one per language of ours (languages/languages.ts); the local writer writes English only. */
export const QUESTION_LANGUAGES = LOCALES.map(languageOf);
export type QuestionLanguage = LanguageOf<Locale>;

/**
 * Short words each language uses constantly and the others rarely; a word shared by two languages
 * (Spanish and Italian "mi", Portuguese and French "ou") counts for both, and the margin decides.
 */
const STOP_WORDS: Record<QuestionLanguage, ReadonlySet<string>> = {
  en: new Set(
    "i me my mine you your he she it we they them their the a an and or but of to in on at for with about from this that these those is are am was were be been will would should shall can could may might must do does did have has had not what why how when where who which there here if than then into out up".split(
      " ",
    ),
  ),
  de: new Set(
    "ich mich mir mein meine meinen meiner du dich dir dein deine er sie es wir uns unser ihr ihn ihm der die das den dem des ein eine einen einem einer und oder aber nicht ist sind bin bist war wird werden soll sollte kann muss habe hat haben mit von zu für auf bei nach aus wie was warum wann wo wer welche ob noch auch schon jetzt mehr sich".split(
      " ",
    ),
  ),
  es: new Set(
    "yo me mi mis tú te tu tus él ella nosotros ellos el la los las lo un una unos unas y o u pero de del al en con por para que qué cómo cuándo dónde quién cuál es son está están será debo debería puedo voy va hay muy más conmigo contigo se su sus este esta ese esa ya".split(
      " ",
    ),
  ),
  fr: new Set(
    "je j' moi mon ma mes tu toi ton ta tes il elle nous vous ils elles le la les l' un une des du de et ou mais dans sur avec pour par que qu' qui quoi pourquoi comment quand où est sont suis dois vais peut ce cette ces pas ne se leur aussi très".split(
      " ",
    ),
  ),
  pt: new Set(
    "eu me meu minha meus minhas você tu ele ela nós eles elas o a os as um uma uns umas e ou mas de do da dos das em no na nos nas com por para que quê como quando onde quem qual é são está estou será devo posso vou vai há muito mais não comigo se seu sua".split(
      " ",
    ),
  ),
  it: new Set(
    "io mi mio mia miei mie tu ti tuo tua da dal dalla lui lei noi voi loro il lo la i gli le un uno una e o ma di del della dei delle in nel nella con per che cosa come quando dove chi quale è sono sarà devo dovrei posso potrei ho ha non più molto anche questo questa si".split(
      " ",
    ),
  ),
};

/** Letters and marks that belong to one language (or mostly): each is worth two stop words. */
const MARKS: Record<QuestionLanguage, RegExp> = {
  en: /(?!)/gu,
  de: /[äöüß]/gu,
  es: /[ñ¿¡]/gu,
  fr: /œ|(?<!\p{L})(?:est-ce|qu'|c'est|j')|-(?:je|t-il|t-elle)(?!\p{L})/gu,
  pt: /[ãõ]|ção|ções/gu,
  it: /(?<!\p{L})(?:c'è|perché|più|cioè)(?!\p{L})|(?<=\p{L})[àìò](?!\p{L})/gu,
};

const words = (text: string) => text.toLowerCase().match(/[\p{L}]+'?/gu) ?? [];

/**
 * The language a question (or any short text) is written in, by stop words and letters; null when the
 * text is too short or the evidence is a tie, so that one word never decides.
 */
export function questionLanguage(text: string): QuestionLanguage | null {
  const tokens = words(text);
  // Single letters ("a", "e", "o") are words in several languages and initials in all: they never decide alone.
  if (tokens.filter((token) => token.length > 1).length < 2) return null;
  const lower = text.toLowerCase();
  const scores = QUESTION_LANGUAGES.map((language) => {
    const stopWords = tokens.filter((token) => STOP_WORDS[language].has(token)).length;
    const marks = (lower.match(MARKS[language]) ?? []).length;
    return { language, score: stopWords + 2 * marks };
  }).sort((a, b) => b.score - a.score);
  const [best, second] = scores;
  if (best.score < 2 || best.score === second.score) return null;
  return best.language;
}

/** Each language as the writer's instructions name it (the list's `englishName`). */
export const LANGUAGE_NAMES = Object.fromEntries(LANGUAGES.map((language) => [languageOf(language.code), language.englishName])) as Record<QuestionLanguage, string>;

/**
 * The language a reading is written in (docs/product.md#the-querents-language): the question's own, and,
 * when that cannot be told ("Tarot?"), the language of the page it was asked on; null when neither says.
 */
export function writingLanguage(question: string, locale?: Locale): QuestionLanguage | null {
  return questionLanguage(question) ?? (locale ? languageOf(locale) : null);
}
