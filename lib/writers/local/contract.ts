import "server-only";
import type { Locale } from "@/lib/i18n/locales";
import type { YesNoLeaning } from "@/lib/tarot/cards";
import type { CategoryId } from "@/lib/tarot/categories";
import type { Voice } from "@/lib/tarot/voices";
import type { Asked, Care, Referral, StepKind, TimeFrame } from "./asked";
import type { DrawnCard } from "./drawn";

/**
 * What one language gives the local writer (languages/<locale>/writer/local/README in English explains how to
 * write one). The engine decides what a reading says (which cards, which of their texts, which answer, which
 * care and referral, in what order); a language decides how each thing is said. It does so in whole sentences
 * written for that language, each a function of typed values the engine hands it:
 *
 * - `C`, a card's name in the forms that language's sentences need (English "the Sun" / "The Sun" / "the
 *   Sun's"; Spanish "el Sol" / "del Sol" / "al Sol" and its gender; German each case), built by `card()` from
 *   the card-name grammar of that language;
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
  /** A choice the cards favour: the favoured option, the other (both quoted), the cards for it and against it (maybe none). */
  choice: Lines<{ favoured: string; other: string; for: readonly C[]; against: readonly C[]; f: F }>;
  /** A choice the cards leave open: each option with the cards that speak for it (maybe none). */
  choiceOpen: Lines<{ first: string; second: string; forFirst: readonly C[]; forSecond: readonly C[]; f: F }>;
  /** After a choice: the decision stays the reader's. */
  choiceMeaning: Lines<{ f: F; first: string; second: string }>;
  /** A spread's thread from card to card: three cards past to future, five cards situation to outcome, any other in order. */
  thread: Record<"three_cards" | "tarot" | "generic", Lines<CardsArgs<C, F>>>;
  /** A yes/no question the cards do not rule on (health, death, pregnancy, law): said instead of a verdict. */
  noRuling: Record<Exclude<Care, "money" | "debt">, Lines<CardsArgs<C, F>>>;
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
  /** A card's lean read as a vote in a choice between the options (quoted). */
  choiceVote: Record<Lean, Lines<CardArgs<C, F> & { first: string; second: string }>>;
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
};

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
  /** Advice that urges acting at once ("act on it today"): never the counsel on a decision or a worry about money, law or health. */
  urgent: RegExp;
};

/**
 * A language of the local writer. `C` and `F` are the language's own: the forms of a card's name and of the
 * question's focus that its sentences use. `satisfies LocalLanguage<C, F>` on a language's tables makes `tsc`
 * name every family it lacks.
 */
export type LocalLanguage<C, F> = {
  locale: Locale;
  /** A drawn card's name in this language's forms, with its two sides (see `CardThemes`). */
  card(card: DrawnCard): C;
  themes(card: DrawnCard): CardThemes;
  /** What the question is about, in this language: the person asked about and the matter. */
  focus(asked: Asked, category: CategoryId): F;
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

/** Any language's tables, as the engine holds them: it never looks inside a `C` or an `F`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyLocalLanguage = LocalLanguage<any, any>;
