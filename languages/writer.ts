/**
 * The shapes of a language's words for the writers (`languages/<code>/writer/`): pure data that the question
 * analysis (lib/writers/question), the card names' grammar (lib/tarot/card-names.ts), the reading's structure
 * (lib/writers/structure.ts) and the quality checks (lib/writers/quality) read. This file imports nothing, so
 * that every layer may read it; a language's folder imports only this file.
 */

/** The languages that have writer words: the codes of lib/domain's LOCALES (lib/writers/words.ts checks they match). */
export type WriterLocale = "en" | "es" | "pt-BR" | "de" | "fr" | "it";

// ————— The reading's structure —————

/** The words of a reading's fixed parts: its two headings and its verdict line (positions come from the reading catalog). */
export type StructureWords = {
  /** The first heading ("Summary"). */
  summary: string;
  /** The closing heading ("Synthesis"). */
  synthesis: string;
  /** The verdict line's label and its three answers: "**Verdict: Yes.**". */
  verdict: { label: string; yes: string; no: string; maybe: string };
  /** Between a heading's position and its card ("Past: The Hermit"; French puts a no-break space before the colon). */
  headingSeparator: string;
};

// ————— Card names —————

export type Gender = "m" | "f" | "n";
export type GrammaticalNumber = "sg" | "pl";
/** German's four cases; the other languages use the nominative alone. */
export type GrammaticalCase = "nom" | "acc" | "dat" | "gen";

/**
 * One card's name as the grammar sees it. `article` and `noun` together are the name as the card pages print
 * it ("El" + "Ermitaño", "L'" + "Ermite", "" + "Death"): lib/tarot/card-names.test.ts holds them to the card texts.
 */
export type CardNameGrammar = {
  /** The printed article, capitalised as printed ("El", "L'", "The"), or "" for a name without one ("Death", "Justice"). */
  article: string;
  /** Prose gives the name an article the card does not print ("the Wheel of Fortune"). */
  articleInProse?: boolean;
  /** The rest of the name as printed ("Ermitaño", "Rueda de la Fortuna"). */
  noun: string;
  gender: Gender;
  number: GrammaticalNumber;
  /** German: the noun part in the other cases where it changes ("Narren", "Gehängten", "Rades des Schicksals"). */
  cases?: Partial<Record<Exclude<GrammaticalCase, "nom">, string>>;
  /** Other spellings prose may use, recognised but never written ("Turmes" beside "Turms"). */
  variants?: readonly string[];
  /** A shorter way prose names the card ("la Rueda" for "la Rueda de la Fortuna", "the Wheel"). */
  short?: string;
  /** The noun is an everyday word too ("die Kraft", "der Tod"): in German prose it names the card only when marked (bold, quoted). */
  commonWord?: boolean;
};

/**
 * A language's card-name grammar: the 22 cards' entries by card id, and how an article and a preposition
 * become one word ("de" + "el" → "del", "in" + "dem" → "im", "di" + "l'" → "dell'").
 */
export type CardNamesGrammar = {
  cards: readonly CardNameGrammar[];
  /** The definite article for a gender, number and case, lower-case ("el", "la", "los"; "der", "den", "dem", "des"; "l'" before a vowel). */
  article(grammar: CardNameGrammar, grammaticalCase: GrammaticalCase): string;
  /** A preposition and an article as prose writes them ("de" + "el" → "del"; "in" + "dem" → "im"), or null when they stay two words. */
  contract(preposition: string, article: string): string | null;
  /** The case a preposition governs (German); absent: every preposition takes the nominative forms. */
  caseAfter?(preposition: string): GrammaticalCase;
  /** Every article or article-and-preposition word that may stand before a card's name in prose, lower-case ("del", "al", "dell'"). */
  articleForms: readonly string[];
  /** A name printed with an article names the card only with one (English: "the Star", never "Star"). */
  articleRequired?: boolean;
};

// ————— The question —————

/** Who or what a question is about. */
export type PersonKind = "partner" | "ex" | "relative" | "child" | "friend" | "colleague" | "someone";
export type Relative = "mother" | "father" | "parent" | "sibling" | "grandmother" | "grandfather" | "grandparent" | "relative";
/** The areas of life a question may touch; several may apply. */
export type Domain = "health" | "death" | "pregnancy" | "money" | "debt" | "law" | "work" | "study" | "love" | "home" | "family";
/** How far ahead (or back) a question looks. */
export type TimeFrame = "today" | "week" | "month" | "season" | "year" | "years" | "soon" | "past";

/** A word list entry that names a person, with what kind of person it is. */
export type PersonWords = { person: PersonKind; relative?: Relative; words: string };

/**
 * What a language's questions are read with (lib/writers/question). Word lists are space-separated and lower
 * case; patterns are regular-expression sources, matched case-insensitively on whole words of the question.
 */
export type QuestionLexicon = {
  /** Words that open a question asking what, why, how, when, where, who or which. */
  interrogatives: string;
  /** Openings of two or more words that ask what or why ("por qué", "o que"), as a pattern anchored at the start. */
  interrogativePhrases: string;
  /** Words that open a question asking for a yes or a no (auxiliaries; German's verb first). */
  yesNoOpeners: string;
  /** A pattern for other yes/no openings ("Est-ce que", "Dois-je"), anchored at the start. */
  yesNoPattern: string;
  /** Subject pronouns that follow an opening auxiliary ("Should I", "Soll ich"). */
  subjectPronouns: string;
  /** Modal verbs that follow the pronoun after an opening ("Est-ce que je dois rester"): part of the question, not of an option. */
  modalsAfterPronoun: string;
  /** "or" ("oder", "ou", "o"/"u", "o"/"od"). */
  or: string;
  /** A right-hand option that only negates the question ("or not"). */
  notOption: string;
  /** Connecting words before a pair of options ("better to", "lieber"), as a pattern anchored at the start. */
  leadIns: string;
  /** Yes/no questions asked in the statement's own order ("¿Volverá mi ex?"): a question mark is enough. */
  yesNoByQuestionMark: boolean;
  /** A verb, then a subject pronoun, asks yes or no whatever the verb ("Bestehe ich die Prüfung?"): German. */
  verbFirst: boolean;
  /**
   * The asker ("I", "me", "my"): a question that names only them is about themselves, and a person followed by
   * one of these words ("my boss ignores me", "mi jefa me ignora") is read as the asker's relationship with them.
   */
  firstPerson: string;
  /**
   * Words before a person that make them a place or company in the asker's plans, not what the question is about
   * ("near my friends", "cerca de mi familia", "in der Nähe meiner Eltern"), as a pattern ending where the
   * person's possessive or article begins.
   */
  apart: string;
  /** The people a question may be about. */
  people: readonly PersonWords[];
  /** A pet. */
  pets: string;
  /** A pet gone missing ("ran away", "se ha perdido", "verschwunden"), as a pattern: a search, not a vet's matter. */
  missing: string;
  /** Each area of life, as a pattern of its words (stems allowed: "hospital\\w*"). */
  domains: Readonly<Record<Domain, string>>;
  /**
   * Words that hold a domain's word but are not about it, taken out before the domains are read: an insurance
   * ("health insurance", "plano de saúde") and the asker's own job ("I'm a nurse", "trabajo en un hospital") are
   * money and work, not the asker's health.
   */
  notDomain: string;
  /** The asker's own body or health ("my health", "I am ill"): a health question about the asker, even when another person is named. */
  ownHealth: string;
  /** A decision about the asker's life ("should I leave", "ought I to quit"). */
  decision: string;
  /** Each time frame, as a pattern. */
  timeFrames: Readonly<Record<TimeFrame, string>>;
  /**
   * A request a tarot reading does not answer: an instruction to the writer ("ignore your instructions", "print
   * your system prompt", "reply only with"), a task ("write me a poem", "a recipe for"), a plain fact ("what time
   * is it", "the capital of"). Kept narrow: "Should I forget the past?" is a question about the asker's life.
   */
  outside: string;
};

// ————— The checks —————

/**
 * What the safety checks look for in a language (lib/writers/quality/safety.ts), as patterns matched
 * case-insensitively on the prose. Each is written to catch the failure, not the careful sentence beside it:
 * "she will recover" is certain, "she may recover" is not.
 */
export type SafetyLexicon = {
  /** A certain outcome about health, death, pregnancy, money or law ("will certainly recover", "you will win the case"). */
  certainty: string;
  /** What makes such a sentence a question or a doubt instead ("whether", "may", "no one can say"). */
  hedges: string;
  /** An instruction about medication, treatment, debt, investment or law ("stop the medication", "invest in", "sign the contract"). */
  instruction: string;
  /** What turns such words into care instead ("never … without her doctor", "talk to a lawyer before"). */
  instructionExcuses: string;
  /** A life decision told as an order ("act on it today", "quit your job now"). */
  decisionOrder: string;
  /** Real help named: a doctor, the medical team, a debt adviser, a lawyer. */
  referral: { health: string; money: string; law: string; wellbeing: string };
  /** The asker's own body, energy or habits: what a reading about someone else's illness must not turn to. */
  askersBody: string;
  /** The people who care for someone ill: their doctors, nurses, carers. */
  careTeam: string;
  /** Words that recommend what follows them ("make room for", "embrace", "welcome"): a card's shadow after them is encouraged. */
  encouraging: string;
  /**
   * A reading that says plainly, for a request it does not answer (QuestionLexicon.outside), that it reads the
   * cards for a question about the reader's own life: one sentence naming the reading or the cards (`reading`),
   * with a negation (`negations`) and the reader's life (`life`).
   */
  outsideAnswered: { reading: string; life: string };
  /** Words that turn a recommendation round ("not", "never", "rather than"): "you need not embrace the compulsion" encourages nothing. */
  negations: string;
  /**
   * Death or the Tower at the end of a path ("leads to Death", „führt zum Tod“, « mène à la Mort »): beside an
   * illness, a death or a pregnancy an omen no reading may give (a sentence that negates it says the opposite).
   */
  omenOutcome: string;
  /** The asker's low mood told in the question ("can't get out of bed", "no tengo ganas de nada", „komme nicht aus dem Bett“). */
  lowMood: string;
  /** A death that has happened ("passed away", "partiu em março", „ist von uns gegangen“): a grief, not an illness. */
  bereaved: string;
};

/** Every word of a language the writers and their checks read, one folder's index (`languages/<code>/writer/index.ts`). */
export type WriterWords = {
  locale: WriterLocale;
  /** Words that carry no topic: articles, pronouns, auxiliaries, prepositions, question words. Also how a text's language is told. */
  stopWords: string;
  /** Words every question about the cards shares ("future", "card", "tarot", "tell"): no topic either, but no sign of a language. */
  fillers: string;
  /** Letters and spellings that belong to this language (or mostly), as a pattern: each counts twice when a text's language is told. */
  marks: string;
  question: QuestionLexicon;
  cardNames: CardNamesGrammar;
  structure: StructureWords;
  safety: SafetyLexicon;
};

// ————— Reading the patterns —————

/** A letter or digit in any of our languages: what a word is made of. */
const WORD_CHARACTER = "[\\p{L}\\p{N}]";

/**
 * A pattern of these files as a regular expression: `\b` is a word's edge and `\w` a letter in every language
 * (JavaScript's own are ASCII-only, so "sanará" would have no edge); with `whole`, the pattern matches whole words only.
 * A `\b` where a word may begin (at the start, after `(`, `(?:` or `|`, or before a group or a letter) is a start, any
 * other an end: one lookaround each, which keeps the expressions as fast as their ASCII forms.
 */
export function wordPattern(source: string, { flags = "giu", whole = false }: { flags?: string; whole?: boolean } = {}): RegExp {
  const unicode = source
    .replace(/\\b/g, (_, at: number) => (startsWord(source, at) ? `(?<!${WORD_CHARACTER})` : `(?!${WORD_CHARACTER})`))
    .replaceAll("\\w", WORD_CHARACTER);
  return new RegExp(whole ? `(?<!${WORD_CHARACTER})(?:${unicode})(?!${WORD_CHARACTER})` : unicode, flags);
}

/** Whether the `\b` at `at` opens a word: after the pattern's start, `(`, `(?:` or `|`, or before a group or a letter. */
function startsWord(source: string, at: number): boolean {
  const before = source.charAt(at - 1);
  const after = source.charAt(at + 2);
  return at === 0 || before === "(" || before === "|" || before === ":" || after === "(" || /[\p{L}\p{N}]/u.test(after);
}

/** A space-separated word list as a set. */
export function wordSet(list: string): ReadonlySet<string> {
  return new Set(list.split(/\s+/).filter(Boolean));
}
