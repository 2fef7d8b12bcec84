/**
 * The local writer's contract with each language (lib/writers/local is the engine; languages/<locale>/writer/local
 * holds a language's tables; languages/en/writer/local/README.md is the guide). Types only, plus two helpers, and it
 * imports nothing but languages/writer.ts: a language's folder may read it, as it reads the shared words.
 */
import type { GrammaticalCase, TimeFrame as QuestionTimeFrame, WriterLocale } from "./writer";

export type { WriterLocale };

/** How far ahead a question looks (the question analysis's frames): one that looks back asks for no date. */
export type TimeFrame = Exclude<QuestionTimeFrame, "past">;

/** The question categories and reader voices, as lib/tarot declares them (lib/writers/local/contract.ts checks they match). */
export type CategoryId = "general" | "love" | "career" | "health" | "personal_development" | "spirituality" | "projects" | "emotions" | "creativity";
export type Voice = "gentle" | "direct" | "practical" | "mystic";
export type YesNoLeaning = "yes" | "no" | "maybe";

// ————— The question, as the local writer reads it —————

export type Shape =
  | { kind: "yes_no" }
  | { kind: "either_or"; options: readonly [string, string] }
  | { kind: "open" }
  | { kind: "one_word"; word: string };

/** Who the question is about. */
export type Person = "self" | "partner" | "relative" | "child" | "friend" | "pet" | "other";

/** The person's relation to the asker, where the question names one the tables have words for. */
export const RELATIONS = [
  "mother", "father", "parents", "sister", "brother", "son", "daughter", "child", "children", "grandmother", "grandfather",
  "aunt", "uncle", "cousin", "family", "partner", "husband", "wife", "boyfriend", "girlfriend", "ex", "friend", "boss",
  "colleague", "dog", "cat", "pet",
] as const;
export type Relation = (typeof RELATIONS)[number];

/** What the question is about, beyond the category the reader chose. */
export const DOMAINS = ["health", "death", "pregnancy", "money", "debt", "law", "work", "study", "love", "move", "family", "friendship", "creativity", "spirituality"] as const;
export type Domain = (typeof DOMAINS)[number];

/** What a careful reader says once, in the summary, for a question that touches one of these. */
export type Care = "others_health" | "own_health" | "death" | "pregnancy" | "money" | "debt" | "law" | "wellbeing";

/** Where real help is, named once in the synthesis. */
export type Referral = "doctor" | "medical_team" | "vet" | "midwife" | "debt_adviser" | "financial_adviser" | "lawyer" | "listening_line" | "grief_support";

/** The kinds of concrete step a synthesis ends with: the question's own where it has one, else the reading's category. */
export type StepKind = CategoryId | "others_health" | "pet_health" | "debt" | "money" | "law" | "study" | "move" | "decision" | "grief" | "job_risk";

/** A person as a question names them: who to the asker, their relation and gender where the words say it. */
export type AskedPerson = { person: Person; relation?: Relation; gender?: "f" | "m"; phrase?: string };

export type Asked = {
  shape: Shape;
  /** Who, with their relation to the asker and their gender where the question says it ("mi amiga", "meine Freundin"). */
  who: { person: Person; relation?: Relation; gender?: "f" | "m"; phrase?: string };
  domain?: Domain;
  /** The question is about someone else's health (a relative in hospital, a friend's illness, a pet's). */
  othersHealth: boolean;
  when?: TimeFrame;
  /** The question asks what to do ("Should I leave university?"): the answer may lean, never instruct. */
  decision: boolean;
  /**
   * The question's own words for the asker's own matter, in the reader's form ("your driving test in March", "el
   * préstamo"), where the language can take a clean phrase (languages/focus-phrase.ts): the reading's matter then.
   */
  focus?: string;
  /** Someone else's illness as the question names it, in the language's own form for the focus ("alzhéimer", "d'Alzheimer", "Demenz"). */
  illness?: string;
  /** A request a reading does not answer (an instruction to the writer, a task, a fact): said plainly, then the cards read on the asker's life. */
  outside?: boolean;
  /**
   * What the reading names as its matter when the question's own words do not give it: `situation` for a question
   * that tells of several matters and asks about none by name (a neutral phrase: "your situation"), `decision` for
   * an either/or (the choice itself, never an option or a person named in one), `relationship` for a person who
   * acts toward the asker ("my boss ignores me": the asker's dealings with them, not the person's work).
   */
  about?: About;
  /** A pet gone missing: no vet, no illness, and no card text about the asker's feelings or excitement. */
  /** The asker tells of low mood (cannot get out of bed, cries every day, wants nothing): languages/<code>/writer/safety.ts `lowMood`. */
  lowMood?: boolean;
  /** The asker tells of a death that has happened ("passed away", «nous a quittés»): they are grieving, not waiting on an illness. */
  bereaved?: boolean;
  missingPet?: boolean;
  /** The matters a question of several matters tells of (`about: "situation"`), at most three: a reading may name them together. */
  matters?: readonly Domain[];
  /**
   * The people a question of several matters tells of with the asker (a partner, children): its love matter is the
   * asker and that partner, its family matter those children, named in the question's own relation and gender.
   */
  among?: { partner?: AskedPerson; children?: AskedPerson };
  /** The matter both options of an either/or speak of ("the job in Leeds or the one in York": work), where they share one. */
  optionsMatter?: Domain;
};

export type About = "situation" | "decision" | "relationship";


// ————— A card's name —————

/** How one form of a card's name is made by the shared grammar: its case (German), the preposition it follows, at a sentence's start. */
export type CardFormSpec = { case?: GrammaticalCase; preposition?: string; start?: boolean };

/** What a card's name carries besides its forms: its gender and number, for agreement. */
export type CardAgreement = { gender: "m" | "f" | "n"; plural: boolean };

/** A card's name in the forms a language named, with its gender and number for agreement. */
export type CardForms<K extends string> = Readonly<Record<K, string>> & CardAgreement;

/** The names of the forms a language's card type holds ("el", "del", "al"…). */
export type FormNames<C> = Exclude<keyof C, keyof CardAgreement> & string;

// ————— The sentences —————

/**
 * What one language gives the local writer (languages/<locale>/writer/local/README in English explains how to
 * write one). The engine decides what a reading says (which cards, which of their texts, which answer, which
 * care and referral, in what order); a language decides how each thing is said. It does so in whole sentences
 * written for that language, each a function of typed values the engine hands it:
 *
 * - `C`, a card's name in the forms that language's sentences need (English "the Sun" / "The Sun"; Spanish
 *   "el Sol" / "del Sol" / "al Sol"; German each case and "im Turm"), with its gender and number: the language
 *   names the forms (`cardForms`), the shared card-name grammar makes them;
 * - `F`, what the question is about as that language phrases it (the person: "your mother", "tu madre",
 *   "deine Mutter", with gender and pronouns; the matter: "your debts", "tus deudas"), built by `focus()`;
 * - plain strings only where a string cannot break a sentence: a quoted question or option, a card's own
 *   sentence from our texts, a number.
 *
 * No sentence takes a keyword or a noun phrase where its grammar needs another form: a language that needs a
 * case or a contraction adds that form to its `C` or `F`, and its own sentences use it. Every family below is a
 * list of variants; the engine picks one per use, never the same twice in one writing.
 */

/** Variants of one thing to say: the engine picks one per use, never the same twice in one writing. */
export type Lines<A> = readonly ((a: A) => string)[];

export type Lean = YesNoLeaning;
/** A card's element, in English: what a language's element lines are keyed by. */
export type Element = "Fire" | "Water" | "Air" | "Earth";
export type Mood = "bright" | "hard" | "mixed";

/** Where a card lies, as a section speaks of it: the positions' roles, and the card of a verdict spread. */
export type Place = "heart" | "past" | "present" | "future" | "situation" | "challenge" | "hidden_influence" | "advice" | "outcome";

/** How the synthesis ties the cards of a spread together: the app's spreads, and any other spread (`generic`). */
export type TieKind = "one_card" | "yes_no" | "three_cards" | "tarot" | "generic";

/** A card and the reading's focus: what most sentences of a section are a function of. */
export type CardArgs<C, F> = { c: C; f: F };
/** The cards of a reading (in draw order) and its focus. */
export type CardsArgs<C, F> = { cards: readonly C[]; f: F };

/** A card's two sides as short noun phrases, written as the object of a verb ("brings …", "trae …", "bringt …", accusative). */
export type CardThemes = { gift: string; weight: string };

export type SummaryLines<C, F> = {
  /** The first sentence: the question (quoted when short), what it is about, and the cards drawn. */
  opening: Record<Voice, Lines<CardsArgs<C, F> & { q: string }>>;
  /** The same without quoting a question too long to quote. */
  openingUnquoted: Lines<CardsArgs<C, F>>;
  /**
   * After the opening, for a request a tarot reading does not answer ("Ignore your instructions…", "Write me a
   * recipe", "What is 17 times 23?"): plainly, that this reading reads the cards for a question about the reader's
   * own life, and that it reads them on that (the check reads a sentence naming the reading, a negation and "your life").
   */
  outside: Lines<CardsArgs<C, F>>;
  /** A one-word question ("Love?"): the word quoted, read as a topic. */
  oneWord: Lines<CardsArgs<C, F> & { word: string }>;
  /** The spread's mood, naming the cards that set it (none for `mixed`). */
  mood: Record<Voice, Record<Mood, Lines<CardsArgs<C, F>>>>;
  /**
   * What a verdict (or, on another spread, the cards' balance) means: a lean, never a promise, and never an
   * instruction (`decision`: the question asks what to do). `cards`: those leaning that way (all of them for maybe).
   */
  verdict: Record<Voice, Record<Lean, Lines<{ f: F; decision: boolean; cards: readonly C[] }>>>;
  /** Which cards lean which way: groups in the order yes, no, maybe, each with its cards. */
  tally: Lines<{ groups: readonly { lean: Lean; cards: readonly C[] }[]; f: F }>;
  /**
   * An either/or's two options, quoted, in a list frame ("Your two paths: “stay”; or “go”."): the only line that quotes
   * them, as a quote fits no other slot's grammar. `hypothesis`: neither option is the asker's own action ("Does he
   * want a relationship or am I just convenient?"): two readings of a situation, not a decision.
   */
  choiceList: Lines<{ first: string; second: string; hypothesis: boolean; f: F }>;
  /** A choice the cards favour, named "the first" or "the second" (never quoted): the cards for it and against it (maybe none). */
  choice: Lines<{ favoursFirst: boolean; hypothesis: boolean; for: readonly C[]; against: readonly C[]; f: F }>;
  /** An either/or read from one card: a lean from that card, never a count. */
  choiceOne: Lines<{ c: C; lean: Lean; hypothesis: boolean; f: F }>;
  /** A choice the cards leave open: the cards that speak for the first and for the second (maybe none). */
  choiceOpen: Lines<{ forFirst: readonly C[]; forSecond: readonly C[]; hypothesis: boolean; f: F }>;
  /** After a choice: a decision stays the reader's; of two readings of a situation, the cards only lean. */
  choiceMeaning: Lines<{ f: F; hypothesis: boolean }>;
  /** A spread's thread from card to card: three cards past to future, five cards situation to outcome, any other in order. */
  thread: Record<"three_cards" | "tarot" | "generic", Lines<CardsArgs<C, F>>>;
  /** A yes/no question the cards do not rule on (health, death, pregnancy, law): said instead of a verdict. */
  noRuling: Record<Exclude<Care, "money" | "debt" | "wellbeing">, Lines<CardsArgs<C, F>>>;
  /** Care for what the question touches, said once in the summary (another person's illness, money worries…). */
  care: Record<Care, Lines<CardsArgs<C, F>>>;
  /** A question that names a time ("this year", "soon"): the cards do not give dates. */
  when: Lines<{ f: F; frame: TimeFrame }>;
};

export type SectionLines<C, F> = {
  /** How a card's section opens, by its place. */
  lead: Record<Place, Lines<CardArgs<C, F> & { themes: CardThemes }>>;
  /** How a card of a verdict spread opens: `ordinal` 1, 2, 3… */
  verdictLead: Lines<CardArgs<C, F> & { ordinal: number; themes: CardThemes }>;
  /** How a card in a position without a role opens: its label as the heading prints it. */
  genericLead: Lines<CardArgs<C, F> & { label: string; themes: CardThemes }>;
  /**
   * One of the card's own sentences (`text`, as `afterColon` gives it) after a clause of ours that names the card
   * and the matter: our texts are shared by every reading that draws the card, so they are never quoted bare.
   */
  quote: Lines<CardArgs<C, F> & { text: string }>;
  /** The card's own yes/no reason (`text`, as `afterColon` gives it), introduced the same way. */
  reason: Lines<CardArgs<C, F> & { text: string }>;
  /** A card's lean read as a vote in a choice between the options, named "the first" and "the second" (never quoted). */
  choiceVote: Record<Lean, Lines<CardArgs<C, F> & { hypothesis: boolean }>>;
  /** A line in the voice's manner about the card, for every voice but gentle (whose list is empty): what makes each voice read its own. */
  voiceLine: Record<Voice, Lines<CardArgs<C, F> & { themes: CardThemes }>>;
  /** Places that speak of what is to come end on an open future. */
  openFuture: Lines<CardArgs<C, F>>;
  /**
   * A card that could be read as a grim omen (Death, the Tower) in a question about health, a death or a pregnancy
   * is read with care: it opens plainly where it lies (`where`, as the follow-up's `where` gives it), says what it
   * does not mean, then what it may stand for here.
   */
  plainLead: Lines<CardArgs<C, F> & { where: string }>;
  notLiteral: Lines<CardArgs<C, F>>;
  omenHere: Lines<CardArgs<C, F>>;
  /** A card's advice as an extra line (`advice`: the card's own sentence, as `afterColon` gives it). */
  advice: Lines<CardArgs<C, F> & { advice: string }>;
  /** A card's element and astrology (their names as this language's card texts give them; `key`: the element in English). */
  element: Lines<CardArgs<C, F> & { element: string; astrology: string; key: Element }>;
};

export type SynthesisLines<C, F> = {
  /** A voice's turn to the whole picture (gentle has none of its own: an empty list). */
  transition: Record<Voice, Lines<{ f: F }>>;
  /** What the cards say together, about the focus. */
  tie: Record<TieKind, Lines<CardsArgs<C, F> & { themes: readonly CardThemes[] }>>;
  /** In place of `tie` when the question is about someone's illness, a death or a pregnancy: the cards speak to how to carry it. */
  careTie: Lines<CardsArgs<C, F>>;
  /** The key card's counsel: its advice (as `afterColon` gives it) in the voice's words. */
  counsel: Record<Voice, Lines<CardArgs<C, F> & { advice: string }>>;
  /** In place of a card's advice when the question is about someone's illness, a death or a pregnancy: care for the asker. */
  careCounsel: Record<"others_health" | "death" | "pregnancy", Lines<CardArgs<C, F> & { themes: CardThemes }>>;
  /** Where real help is: a doctor, the patient's medical team, a debt adviser, a lawyer… */
  referral: Record<Referral, Lines<CardsArgs<C, F>>>;
  /** One concrete, kind step of the question's kind; never an instruction about medicine, money, debt or law. */
  step: Record<StepKind, Lines<CardArgs<C, F>>>;
  /** The reading's last sentence, in the voice's way (the ending rule: gentle ends on hope). */
  closing: Record<Voice, Lines<CardArgs<C, F>>>;
  /** A drawn card that keeps coming back in the reader's readings: `count` includes this one. */
  memory: Lines<{ c: C; count: number }>;
};

export type FollowUpLines<C, F> = {
  /** The follow-up quoted, and the cards on the table (each with its position as the heading prints it). */
  opening: Lines<{ q: string; cards: readonly { c: C; label: string }[] }>;
  /** What the follow-up is about, and the cards the answer turns to. */
  about: Lines<{ f: F; focus: readonly C[] }>;
  /** A follow-up that asks for another card. */
  noNewCard: Lines<{ f: F }>;
  /** A follow-up that asks when. */
  noDates: Lines<{ f: F }>;
  /** Where a card lies, in running text: "in the Past position", "as the second card", "at the heart of the matter". */
  where(a: { place: Place | undefined; ordinal: number; label: string; verdict: boolean }): string;
  /** A card's paragraph opens: the card where it lies (`where`, as above). */
  cardLead: Lines<CardArgs<C, F> & { where: string; themes: CardThemes }>;
  /** The answer in the follow-up's shape: a lean (never a promise), a choice, or a card's counsel. */
  lean: Record<Lean, Lines<{ f: F; focus: readonly C[]; decision: boolean }>>;
  choice: Lines<{ favoured: string; other: string; focus: readonly C[]; f: F }>;
  choiceOpen: Lines<{ first: string; second: string; focus: readonly C[]; f: F }>;
  counsel: Lines<CardArgs<C, F> & { advice: string }>;
  /**
   * What the follow-up asks for, read on its asking sentence: the first pattern that matches wins, in this order
   * (how_to_help, what_if, why, when, should_I); none is an open question. An either/or is `which_option` by its shape.
   */
  intents: Readonly<Record<Exclude<FollowUpIntent, "which_option" | "open">, RegExp>>;
  /** What was asked, restated in the reader's words as whole sentences (no slot for the question's own words): a practical step follows. */
  intent: Record<"how_to_help" | "what_if" | "should_I" | "why", readonly string[]>;
  /** One practical step for the reading's situation (keyed on its care and matter): a whole sentence, no slots. */
  steps: Record<FollowUpSituation, readonly string[]>;
  /** A professional named in the follow-up (the vet, a doctor, a lawyer, an adviser), as the answer names them. */
  professionals: readonly (readonly [RegExp, string])[];
  /** When seeing one of them is an option: the cards never weigh against it; going is right when in doubt. */
  seeProfessional: Lines<{ f: F; who: string }>;
};

/** What a follow-up asks for: how to help someone, what happens if, whether to, which, when, why, or something open. */
export type FollowUpIntent = "how_to_help" | "what_if" | "should_I" | "which_option" | "when" | "why" | "open";

/** The situation a follow-up's practical step is for: another's illness, a pet's, a child, work, money, law, grief, love, else general. */
export type FollowUpSituation = "others_health" | "pet_health" | "child" | "work" | "money" | "law" | "grief" | "love" | "general";

export type DailyLines<C> = {
  /** The first sentence: the card's name in bold (`**…**`) once, and its gift. */
  opening: Lines<{ c: C; gift: string }>;
  /** The card's advice for the day. */
  advice: Lines<{ c: C; advice: string }>;
  /** The card's element, some days. */
  element: Lines<{ c: C; element: string; key: Element }>;
};

/** What a language's card texts need before the writer may quote them. */
export type TextRules = {
  /** A sentence a health reading must not quote: diagnosis, treatment, medication, cure, illness, pregnancy… */
  healthUnsafe: RegExp;
  /** The word for a qualified professional in the health texts: the synthesis refers once, so sections cut it. */
  professional: RegExp;
  /** Words of a card's shadow side, beyond its keywords: the card of the day never quotes a sentence with one. */
  shadow: RegExp;
  /** A sentence that only reads after the one before it ("He…", "This…", "Reversed…"), or speaks of the picture's positions. */
  dependent: RegExp;
  /** A sentence that opens on a word pointing back ("It…", "Ela…", "Sie…"): never quoted without the one before it. */
  leansOnPrevious: RegExp;
  /** Advice that urges acting at once ("act on it today"): never the counsel on a decision or a worry about money, law or health. */
  urgent: RegExp;
  /** Words of moving home ("move", "mudarme", "umziehen"): a question about a home is about a move only with them. */
  moving: RegExp;
  /** The asker's own body and self-care (sleep, food, exercise, rest, "your energy"): never quoted beside another's or a pet's health. */
  selfCare: RegExp;
  /** A question about keeping one's job ("lose my job", "is my post at risk"): its step is the job's, not a study plan. */
  jobAtRisk: RegExp;
};

/**
 * A language of the local writer. `C` is a card's name in the forms its sentences use (a `CardForms<…>`, whose
 * forms `cardForms` describes), `F` the question's focus as it phrases it. `satisfies LocalLanguage<C, F>` on a
 * language's tables makes `tsc` name every family it lacks.
 */
export type LocalLanguage<C extends CardAgreement, F> = {
  locale: WriterLocale;
  /**
   * The forms of a card's name this language's sentences use, each named and described for the shared card-name
   * grammar (languages/<locale>/writer/card-names.ts): `{ el: {}, El: { start: true }, del: { preposition: "de" } }`.
   * The engine builds them for every drawn card; a sentence then says `${c.del}`.
   */
  cardForms: Readonly<Record<FormNames<C>, CardFormSpec>>;
  /** Each card's two sides, by card id (see `CardThemes`). */
  themes: readonly CardThemes[];
  /** What the question is about, in this language: the person asked about and the matter (`asked.focus` first). */
  focus(asked: Asked, category: CategoryId): F;
  /**
   * A legal, debt or pregnancy matter in the question's words, whoever it is about ("the custody case", "le rate del
   * tuo prestito"): the reading's matter where the question gives one and it is not someone else's illness.
   */
  matterPhrase?(question: string): string | undefined;
  /** The illness a question about someone else names ("Alzheimer", "Demenz"), as the language's focus carries it. */
  illnessOf?(question: string): string | undefined;
  /** The question's own words for its matter as a noun phrase the sentences' slots take, when one can be taken cleanly. */
  focusPhrase?(question: string): string | undefined;
  /** The relation (and gender) the question's own words for a person name ("mi hermana" → sister, f), from this language's nouns. */
  relationOf(phrase: string): { relation: Relation; gender?: "f" | "m" } | undefined;
  /** "“…”", "«…»", "„…“": how this language quotes the question or an option (already escaped for markdown). */
  quote(text: string): string;
  /** A card's own sentence (its advice) after a colon: English and Romance lower its first letter, German keeps it. */
  afterColon(sentence: string): string;
  /**
   * Whether a quotation ending in its own ? or ! also ends the sentence, with no full stop after the closing mark
   * (English, German, French), or takes one all the same (Spanish: «¿Vienes?».).
   */
  quoteEndsSentence: boolean;
  /** The language's typography, applied to the whole writing last (French: a no-break space before : ; ? ! and inside « »). */
  typography?(text: string): string;
  text: TextRules;
  summary: SummaryLines<C, F>;
  section: SectionLines<C, F>;
  synthesis: SynthesisLines<C, F>;
  followUp: FollowUpLines<C, F>;
  daily: DailyLines<C>;
};


/**
 * The relation a question's words for a person name, read with a language's own nouns for each relation (as its
 * focus writes them, possessive and all: "tu hermana", "deine Schwester"): the longest noun the words hold.
 */
export function relationIn(
  phrase: string,
  nouns: readonly { relation: Relation; gender: "f" | "m"; phrase: string }[],
  possessives: RegExp,
): { relation: Relation; gender: "f" | "m" } | undefined {
  const words = ` ${phrase.toLowerCase().replace(/[^\p{L}\s'-]/gu, " ")} `;
  const found = nouns
    .map((entry) => ({ ...entry, noun: entry.phrase.toLowerCase().replace(possessives, "").trim() }))
    .filter((entry) => entry.noun !== "" && words.includes(` ${entry.noun} `))
    .sort((a, b) => b.noun.length - a.noun.length)[0];
  return found ? { relation: found.relation, gender: found.gender } : undefined;
}
