import "server-only";
import { LOCALES } from "@/lib/domain/vocabularies";
import { wordPattern, wordSet, type Domain, type PersonKind, type QuestionLexicon, type Relative, type TimeFrame } from "@/languages/writer";
import { WRITER_WORDS, type Locale } from "../words";

/** A language's question words (languages/<code>/writer/question.ts) compiled once into sets and expressions. */
export type CompiledLexicon = {
  interrogatives: ReadonlySet<string>;
  interrogativePhrases: RegExp;
  yesNoOpeners: ReadonlySet<string>;
  yesNoPattern: RegExp;
  subjectPronouns: ReadonlySet<string>;
  modalsAfterPronoun: ReadonlySet<string>;
  disjunction: RegExp;
  notOption: RegExp;
  leadIns: RegExp;
  yesNoByQuestionMark: boolean;
  verbFirst: boolean;
  people: readonly { person: PersonKind; relative?: Relative; pattern: RegExp }[];
  /** The asker's own words ("me", "my", "mich"). */
  firstPerson: ReadonlySet<string>;
  /** Words that, just before a person, make them a place or company in the asker's plans ("near my friends"). */
  apart: RegExp;
  pets: RegExp;
  /** One word that names a person (not a pronoun) or a pet: what an owner owns ("my mum's dog"). */
  nouns: RegExp;
  missing: RegExp;
  domains: Readonly<Record<Domain, RegExp>>;
  /** What holds a domain's word but is not about it ("health insurance", "I'm a nurse"), global: taken out before the domains are read. */
  notDomain: RegExp;
  ownHealth: RegExp;
  decision: RegExp;
  timeFrames: Readonly<Record<TimeFrame, RegExp>>;
  outside: RegExp;
  /** Stop words and fillers: what carries no topic. */
  noTopic: ReadonlySet<string>;
};

const words = (list: string) => list.split(/\s+/).filter(Boolean);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A word list as one whole-word expression. */
const anyOf = (list: readonly string[]) => (list.length === 0 ? "(?!)" : list.map(escape).join("|"));
const anchored = (source: string) => wordPattern(`^(?:${source})(?![\\p{L}])`, { flags: "iu" });
const whole = (source: string) => wordPattern(source, { flags: "iu", whole: true });

export const DOMAINS = ["health", "death", "pregnancy", "money", "debt", "law", "work", "study", "love", "home", "family"] as const satisfies readonly Domain[];
export const TIME_FRAMES = ["today", "week", "month", "season", "year", "years", "soon", "past"] as const satisfies readonly TimeFrame[];

function compile(lexicons: readonly QuestionLexicon[], noTopic: readonly string[]): CompiledLexicon {
  const all = (pick: (lexicon: QuestionLexicon) => string) => lexicons.map(pick).filter((source) => source !== "(?!)" && source !== "").join("|") || "(?!)";
  const list = (pick: (lexicon: QuestionLexicon) => string) => new Set(lexicons.flatMap((lexicon) => words(pick(lexicon)).map((word) => word.toLowerCase())));
  const people = lexicons.flatMap((lexicon) => lexicon.people.map(({ person, relative, words: names }) => ({ person, relative, pattern: whole(anyOf(words(names))) })));
  return {
    interrogatives: list((lexicon) => lexicon.interrogatives),
    interrogativePhrases: anchored(all((lexicon) => lexicon.interrogativePhrases)),
    yesNoOpeners: list((lexicon) => lexicon.yesNoOpeners),
    yesNoPattern: anchored(all((lexicon) => lexicon.yesNoPattern)),
    subjectPronouns: list((lexicon) => lexicon.subjectPronouns),
    modalsAfterPronoun: list((lexicon) => lexicon.modalsAfterPronoun),
    disjunction: new RegExp(`,?\\s+(?:${anyOf([...list((lexicon) => lexicon.or)])})\\s+`, "giu"),
    notOption: new RegExp(`^(?:${anyOf([...list((lexicon) => lexicon.notOption)])})$`, "iu"),
    leadIns: wordPattern(`^(?:${all((lexicon) => lexicon.leadIns)})`, { flags: "iu" }),
    yesNoByQuestionMark: lexicons.length === 1 && lexicons[0].yesNoByQuestionMark,
    verbFirst: lexicons.length === 1 && lexicons[0].verbFirst,
    people,
    firstPerson: list((lexicon) => lexicon.firstPerson),
    // The words, then at most a possessive or an article, then the person: the pattern ends where the person begins.
    apart: wordPattern(`(?:^|[^\\p{L}])(?:${all((lexicon) => lexicon.apart)})\\s+(?:[\\p{L}'’]+\\s+)?$`, { flags: "iu" }),
    // A pet's name of two words is written with "_" for its space ("guinea_pig").
    pets: whole(anyOf([...list((lexicon) => lexicon.pets)]).replaceAll("_", "\\s+")),
    nouns: new RegExp(
      anyOf([...lexicons.flatMap((lexicon) => lexicon.people.filter(({ person }) => person !== "someone").flatMap(({ words: names }) => words(names))), ...list((lexicon) => lexicon.pets)]).replaceAll("_", "\\s+"),
      "iu",
    ),
    missing: whole(all((lexicon) => lexicon.missing)),
    domains: Object.fromEntries(DOMAINS.map((domain) => [domain, whole(all((lexicon) => lexicon.domains[domain]))])) as Record<Domain, RegExp>,
    notDomain: new RegExp(whole(all((lexicon) => lexicon.notDomain)).source, "giu"),
    ownHealth: whole(all((lexicon) => lexicon.ownHealth)),
    decision: whole(all((lexicon) => lexicon.decision)),
    timeFrames: Object.fromEntries(TIME_FRAMES.map((frame) => [frame, whole(all((lexicon) => lexicon.timeFrames[frame]))])) as Record<TimeFrame, RegExp>,
    outside: whole(all((lexicon) => lexicon.outside)),
    noTopic: new Set(noTopic),
  };
}

const noTopicOf = (locale: Locale) => [...wordSet(WRITER_WORDS[locale].stopWords), ...wordSet(WRITER_WORDS[locale].fillers)];

const BY_LOCALE = new Map<Locale, CompiledLexicon>(LOCALES.map((locale) => [locale, compile([WRITER_WORDS[locale].question], noTopicOf(locale))]));

/** Every language's words at once: for a question whose language cannot be told. */
const MERGED = compile(
  LOCALES.map((locale) => WRITER_WORDS[locale].question),
  LOCALES.flatMap(noTopicOf),
);

/** The compiled words of a language, or of all six when the language is not known. */
export function lexiconFor(locale: Locale | null): CompiledLexicon {
  return (locale && BY_LOCALE.get(locale)) || MERGED;
}

/** A question without what holds a domain's word but is not about it ("my health insurance", "I'm a nurse"): what the domains are read on. */
export function domainText(text: string, lexicon: CompiledLexicon): string {
  return text.replace(lexicon.notDomain, " ");
}
