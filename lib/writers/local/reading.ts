import "server-only";
import type { Locale } from "@/lib/i18n/locales";
import { rngFromText } from "@/lib/random";
import type { YesNoLeaning } from "@/lib/tarot/cards";
import { SPREADS, getSpread, type Spread, type SpreadTable } from "@/lib/tarot/spreads";
import { FREE_VOICE } from "@/lib/tarot/voices";
import type { ReadingPrompt } from "../types";
import { lexiconFor } from "../question/lexicon";
import { optionsAreHypotheses } from "../question/shape";
import { askedOf } from "./ask";
import { CARE_COUNSEL, concernStep, DARK, examOutcome, OMENS, policyFor, type Asked, type Policy } from "./asked";
import { categorySentences, summaryMeaning, uprightSentences } from "./card-texts";
import { cardFormsOf } from "./card-forms";
import type { CardAgreement, LocalLanguage, Mood, TieKind } from "./contract";
import { drawCards, type DrawnCard } from "./drawn";
import { languageOf } from "./languages";
import { picker, type Picker } from "./pick";
import { readerLocale } from "./reader-language";
import { fitToLength, type Slot } from "./slots";
import { headings, positionLabel, sectionHeading, verdictLine } from "./structure";
import { escapeMarkdown, quotedOptions, tidy, wordCount } from "./text";
import { readsAsAskersBody } from "../quality/safety";
import { verdictOf } from "./verdict";

/**
 * A reading in the shared markdown shape (a summary, a section per card in its position, a synthesis), in the
 * reader's language: the engine decides what is said, the language's tables (languages/<locale>/writer/local)
 * say it. Pure and deterministic: a generator seeded by the prompt picks among the variants.
 */

type WordRange = { min: number; max: number };

const WORD_RANGE: Record<string, WordRange> = {
  one_card: { min: 130, max: 250 },
  yes_no: { min: 260, max: 460 },
  three_cards: { min: 260, max: 460 },
  tarot: { min: 410, max: 680 },
};

/** A spread without a range of its own gets one that grows with its cards, close to the ranges above. */
const wordRangeFor = (spread: Spread<string>): WordRange =>
  Object.hasOwn(WORD_RANGE, spread.id) ? WORD_RANGE[spread.id] : { min: 60 + 70 * spread.cardCount, max: 120 + 110 * spread.cardCount };

/** A question longer than this is named by what it is about rather than quoted whole. */
const QUOTABLE_WORDS = 30;


/** Everything a part of the reading is written from. */
export type Context<C extends CardAgreement, F> = {
  lang: LocalLanguage<C, F>;
  locale: Locale;
  prompt: ReadingPrompt<string>;
  spread: Spread<string>;
  asked: Asked;
  policy: Policy;
  drawn: readonly DrawnCard[];
  cards: readonly C[];
  f: F;
  pick: Picker;
};

const voiceOf = (prompt: ReadingPrompt<string>) => prompt.voice ?? FREE_VOICE;

/** The spread's mood from its cards' leanings: brighter, harder, or even. */
function moodOf(drawn: readonly DrawnCard[]): Mood {
  const score = drawn.reduce((sum, card) => sum + (card.leaning === "yes" ? 1 : card.leaning === "no" ? -1 : 0), 0);
  return score > 0 ? "bright" : score < 0 ? "hard" : "mixed";
}

/** The cares whose outcome no spread's mood speaks to ("Good spread" on a lawsuit, "pintan bien" on an eviction). */
const EVEN_MOOD: ReadonlySet<string> = new Set(["law"]);

const withLean = <C extends CardAgreement, F>(ctx: Context<C, F>, lean: YesNoLeaning) => ctx.drawn.filter((card) => card.leaning === lean).map((card) => ctx.cards[card.index]);

/** A decision, or a worry about money, law or health: no advice that urges acting at once. */
const urgentAdvice = <C extends CardAgreement, F>({ asked, policy }: Context<C, F>) => asked.decision || policy.care !== undefined;

/**
 * The card whose advice the synthesis gives: the verdict's first card, else the Advice position's, else the
 * second (the present); never one whose advice urges haste where haste does not belong.
 */
function keyCard<C extends CardAgreement, F>(ctx: Context<C, F>): DrawnCard {
  const { drawn, spread, policy } = ctx;
  const verdict = verdictOf(drawn.map((card) => card.leaning));
  const preferred =
    spread.verdict && policy.verdict
      ? [...drawn.filter((card) => card.leaning === verdict), ...drawn]
      : [...drawn.filter((card) => card.place === "advice"), drawn[Math.min(1, drawn.length - 1)], ...drawn];
  // The Advice position's card stays the key even when its advice urges haste (the counsel then gives its meaning):
  // the synthesis's tie names it as the way through, and the counsel must not name another card.
  const calm = urgentAdvice(ctx) && !drawn.some((card) => card.place === "advice") ? preferred.filter((card) => !ctx.lang.text.urgent.test(card.text.advice)) : preferred;
  // Beside an illness, a death or a pregnancy, the card that closes the reading is the gentlest there is.
  const gentle = policy.omens ? [...calm.filter((card) => card.leaning === "yes"), ...calm].filter((card) => !DARK.has(card.id)) : calm;
  return gentle[0] ?? calm[0] ?? preferred[0];
}

function summarySlots<C extends CardAgreement, F>(ctx: Context<C, F>): Slot[] {
  const { lang, pick, asked, policy, cards, f, drawn, spread, prompt } = ctx;
  const voice = voiceOf(prompt);
  const lines = lang.summary;
  const sentences: { tier: Slot["tier"]; text: string }[] = [];
  const add = (tier: Slot["tier"], text: string) => sentences.push({ tier, text });

  const question = prompt.question.replace(/\s+/g, " ").trim();
  let opening: string;
  if (asked.shape.kind === "one_word") opening = pick.line(lines.oneWord, { cards, f, word: lang.quote(escapeMarkdown(question)) });
  else if (question && wordCount(question) <= QUOTABLE_WORDS) opening = pick.line(lines.opening[voice], { cards, f, q: lang.quote(escapeMarkdown(question)) });
  else opening = pick.line(lines.openingUnquoted, { cards, f });

  const verdict = verdictOf(drawn.map((card) => card.leaning));
  if (policy.verdict) opening = `${verdictLine(ctx.locale, verdict)} ${opening}`;
  add(0, opening);
  if (asked.outside) add(0, pick.line(lines.outside, { cards, f }));
  if (policy.care) add(0, pick.line(lines.care[policy.care], { cards, f }));

  const shape = asked.shape;
  if (shape.kind === "either_or") {
    const [first, second] = quotedOptions(shape.options, ctx.locale, lang.quote);
    const hypothesis = optionsAreHypotheses(prompt.question, shape.options, lexiconFor(ctx.locale));
    add(0, pick.line(lines.choiceList, { first, second, hypothesis, f }));
    const forFirst = withLean(ctx, "yes");
    const forSecond = withLean(ctx, "no");
    // One card is a lean read from that card: "more of the cards" would count a single vote.
    if (drawn.length === 1) add(0, pick.line(lines.choiceOne, { c: cards[drawn[0].index], lean: drawn[0].leaning, hypothesis, f }));
    else if (verdict === "maybe") add(0, pick.line(lines.choiceOpen, { forFirst, forSecond, hypothesis, f }));
    else {
      const favoursFirst = verdict === "yes";
      add(0, pick.line(lines.choice, { favoursFirst, hypothesis, for: favoursFirst ? forFirst : forSecond, against: favoursFirst ? forSecond : forFirst, f }));
    }
    add(policy.care ? 1 : 0, pick.line(lines.choiceMeaning, { f, hypothesis }));
  } else if (shape.kind === "yes_no" && policy.care && !policy.verdict && policy.care !== "money" && policy.care !== "debt" && policy.care !== "wellbeing") {
    add(0, pick.line(lines.noRuling[policy.care], { cards, f }));
  } else if (shape.kind === "yes_no" && (policy.verdict || !spread.verdict || examOutcome(asked))) {
    // On a verdict spread the verdict line says it; on another spread, or of an exam's result, the balance of the
    // cards is a lean, never a verdict.
    const leaning = verdict === "maybe" ? cards : withLean(ctx, verdict);
    add(0, pick.line(lines.verdict[voice][verdict], { f, decision: asked.decision, cards: leaning }));
    if (drawn.length > 1) {
      const groups = (["yes", "no", "maybe"] as const).map((lean) => ({ lean, cards: withLean(ctx, lean) })).filter((group) => group.cards.length > 0);
      add(policy.care ? 1 : 0, pick.line(lines.tally, { groups, f }));
    }
  } else {
    // A court case is no good or bad news the cards can give: its spread reads as even.
    const mood = policy.care && EVEN_MOOD.has(policy.care) ? "mixed" : moodOf(drawn);
    const named = mood === "bright" ? withLean(ctx, "yes") : mood === "hard" ? withLean(ctx, "no") : cards;
    add(0, pick.line(lines.mood[voice][mood], { cards: named, f }));
    // Death or the Tower beside an illness, a death or a pregnancy is never where the story "leads".
    if (drawn.length > 1 && !omenDrawn(ctx)) {
      const thread = spread.id === "three_cards" || spread.id === "tarot" ? lines.thread[spread.id] : lines.thread.generic;
      add(1, pick.line(thread, { cards, f }));
    }
  }
  if (asked.when) add(1, pick.line(lines.when, { f, frame: asked.when }));

  // Two to four sentences: the required ones, then the optional ones while there is room.
  let room = 4 - sentences.filter((sentence) => sentence.tier === 0).length;
  const kept = sentences.filter((sentence) => sentence.tier === 0 || room-- > 0);
  return kept.map((sentence, order) => ({ part: 0, order, tier: sentence.tier, text: sentence.text }));
}

/** Death or the Tower drawn for a question whose policy reads them as omens: no line may put them at the end of a path. */
function omenDrawn<C extends CardAgreement, F>({ policy, drawn }: Context<C, F>): boolean {
  return policy.omens && drawn.some((card) => OMENS.has(card.id));
}

function sectionSlots<C extends CardAgreement, F>(ctx: Context<C, F>, card: DrawnCard, key: DrawnCard): Slot[] {
  const { lang, pick, policy, asked, f, spread } = ctx;
  const c = ctx.cards[card.index];
  const part = card.index + 1;
  const slots: Slot[] = [];
  const add = (order: number, tier: Slot["tier"], text: string) => slots.push({ part, order, tier, text });
  const themes = lang.themes[card.id];
  const lines = lang.section;

  if (policy.omens && OMENS.has(card.id)) {
    // Death or the Tower beside an illness, a death or a pregnancy: what the card does not mean, and what it may mean here; nothing of endings.
    const where = lang.followUp.where({ place: card.place, ordinal: card.index + 1, label: positionLabel(ctx.locale, spread, card.position), verdict: spread.verdict });
    add(0, 0, pick.opening(lines.plainLead, { c, f, where }));
    add(1, 0, pick.line(lines.notLiteral, { c, f }));
    add(2, 0, pick.line(lines.omenHere, { c, f }));
    if (card.place === "future" || card.place === "outcome") add(40, 0, pick.line(lines.openFuture, { c, f }));
    return slots;
  }
  if (spread.verdict) add(0, 0, pick.opening(lines.verdictLead, { c, f, ordinal: card.index + 1, themes }));
  else if (card.place) add(0, 0, pick.opening(lines.lead[card.place], { c, f, themes }));
  else add(0, 0, pick.opening(lines.genericLead, { c, f, label: positionLabel(ctx.locale, spread, card.position), themes }));

  const voiceLines = lines.voiceLine[voiceOf(ctx.prompt)];
  if (voiceLines.length > 0) add(6, 0, pick.line(voiceLines, { c, f, themes }));

  const quote = (text: string) => pick.line(lines.quote, { c, f, text: lang.afterColon(text) });
  // A sentence with a colon of its own ("Creatively: …") reads more easily second: the others come first.
  const byColon = (sentences: string[]) => sentences.sort((a, b) => Number(a.includes(":")) - Number(b.includes(":")));
  // Beside another's or a pet's health, or a question about someone else that would read the health texts, no card
  // sentence speaks of the asker's own body or self-care (sleep, food, exercise, "your energy"): the general texts,
  // without such sentences.
  const besideAnother = policy.care === "others_health" || (asked.who.person !== "self" && policy.care !== "own_health" && policy.reads === "health");
  const reads = besideAnother && policy.reads === "health" ? "general" : policy.reads;
  const ofAnother = (sentences: string[]) => (besideAnother ? sentences.filter((sentence) => !lang.text.selfCare.test(sentence) && !readsAsAskersBody(sentence, ctx.locale)) : sentences);
  // Beside an illness, a death or a pregnancy the upright meaning is read as a health text is: nothing of treatment.
  const upright = byColon(pick.rng.shuffle(ofAnother(uprightSentences(card, policy.care ? "health" : reads, lang.text))));
  const own = byColon(pick.rng.shuffle(ofAnother(categorySentences(card, reads, lang.text))));
  // The general texts are a card's shortest, and every decision, whole situation or other's illness reads them:
  // after one of them, the second quote may come from the card's upright meaning too, or all such readings with
  // that card would say the same two sentences.
  const secondQuote = reads === "general" ? pick.rng.shuffle([...own.slice(1), ...upright.slice(0, 2)])[0] : own[1];
  const texts = [own[0], secondQuote].filter((sentence): sentence is string => sentence !== undefined);
  texts.forEach((sentence, index) => add(2 + index, index === 0 ? 0 : 1, quote(sentence)));

  if (asked.shape.kind === "either_or") {
    const hypothesis = optionsAreHypotheses(ctx.prompt.question, asked.shape.options, lexiconFor(ctx.locale));
    add(5, spread.verdict ? 0 : 1, pick.line(lines.choiceVote[card.leaning], { c, f, hypothesis }));
  } else if (policy.verdict) add(5, 0, pick.line(lines.reason, { c, f, text: lang.afterColon(card.text.yesNoReason) }));

  // Extras, in a seeded order of preference: the length budget decides how many stay.
  const extras: string[] = [];
  const unquoted = upright.find((sentence) => !texts.includes(sentence));
  if (unquoted) extras.push(quote(unquoted));
  if (spread.cardCount > 1 && ofAnother([summaryMeaning(card)]).length > 0) extras.push(quote(summaryMeaning(card)));
  // A card's own advice is for the asker's life: not beside someone's illness, a death or a pregnancy, nor urging haste on a worry.
  if (card !== key && !CARE_COUNSEL.has(policy.care ?? "") && !(urgentAdvice(ctx) && lang.text.urgent.test(card.text.advice))) {
    extras.push(pick.line(lines.advice, { c, f, advice: lang.afterColon(card.text.advice) }));
  }
  extras.push(pick.line(lines.element, { c, f, element: card.text.element, astrology: card.text.astrology, key: card.element }));
  pick.rng.shuffle(extras).forEach((text, index) => add(20 + index, 2, text));

  if (card.place === "future" || card.place === "outcome") add(40, 0, pick.line(lines.openFuture, { c, f }));
  return slots;
}

const TIE_KINDS: ReadonlySet<string> = new Set<TieKind>(["one_card", "yes_no", "three_cards", "tarot"]);

function synthesisSlots<C extends CardAgreement, F>(ctx: Context<C, F>, key: DrawnCard, part: number): Slot[] {
  const { lang, pick, policy, cards, f, prompt, spread, drawn } = ctx;
  const voice = voiceOf(prompt);
  const lines = lang.synthesis;
  const c = ctx.cards[key.index];
  const slots: Slot[] = [];
  const add = (order: number, tier: Slot["tier"], text: string) => slots.push({ part, order, tier, text });

  const memory = repeatedCard(ctx);
  if (memory) add(-2, 0, pick.line(lines.memory, memory));
  if (lines.transition[voice].length > 0) add(-1, 1, pick.line(lines.transition[voice], { f }));
  const tie = TIE_KINDS.has(spread.id) ? (spread.id as TieKind) : "generic";
  const care = policy.care;
  // The care tie speaks of the cards together: a single card takes its spread's own tie, written for one card.
  // So does the tie beside Death or the Tower on a question of health: its spread's own would say the story leads to them.
  if ((CARE_COUNSEL.has(care ?? "") || omenDrawn(ctx)) && cards.length > 1) add(0, 0, pick.line(lines.careTie, { cards, f }));
  else add(0, 0, pick.line(lines.tie[tie], { cards, f, themes: drawn.map((card) => lang.themes[card.id]) }));
  if (care === "others_health" || care === "death" || care === "pregnancy") add(1, 0, pick.line(lines.careCounsel[care], { c, f, themes: lang.themes[key.id] }));
  else {
    // A single card whose advice urges haste on a decision or a worry gives its meaning instead.
    const advice = urgentAdvice(ctx) && lang.text.urgent.test(key.text.advice) ? summaryMeaning(key) : key.text.advice;
    add(1, 0, pick.line(lines.counsel[voice], { c, f, advice: lang.afterColon(advice) }));
  }
  if (policy.referral) add(2, 0, pick.line(lines.referral[policy.referral], { cards, f }));
  add(3, 0, pick.line(lines.step[concernStep(policy, ctx.asked, prompt.question, lang.text)], { c, f }));
  // The last line names the card whose counsel was just given (keyCard already keeps Death, the Tower and the
  // Devil from closing a reading about an illness, a death or a pregnancy): another card there reads as a second advice.
  add(4, 0, pick.line(lines.closing[voice], { c, f }));
  return slots;
}

/** The drawn card that has come up most in the reader's recent readings, with how often (this reading included). */
function repeatedCard<C extends CardAgreement, F>({ prompt, drawn, cards }: Context<C, F>): { c: C; count: number } | null {
  const memory = prompt.memory;
  if (!memory) return null;
  const recurring = drawn
    .map((card) => ({ card, before: memory.cards.find((entry) => entry.card === card.name)?.count ?? 0 }))
    .filter(({ before }) => before > 0)
    .sort((a, b) => b.before - a.before || a.card.index - b.card.index)[0];
  return recurring ? { c: cards[recurring.card.index], count: recurring.before + 1 } : null;
}

function renderSection(slots: readonly Slot[], pick: Picker): string {
  const sorted = [...slots].sort((a, b) => a.order - b.order);
  const splitAt = sorted.findIndex((slot) => slot.order >= 20 && slot.order < 40);
  const extras = sorted.filter((slot) => slot.order >= 20).length;
  if (splitAt > 0 && extras >= 2 && sorted.length >= 5 && pick.rng.next() < 0.6) {
    return [sorted.slice(0, splitAt), sorted.slice(splitAt)].map((group) => group.map((slot) => slot.text).join(" ")).join("\n\n");
  }
  return sorted.map((slot) => slot.text).join(" ");
}

function writeReading<C extends CardAgreement, F>(lang: LocalLanguage<C, F>, locale: Locale, prompt: ReadingPrompt<string>, spread: Spread<string>, asked: Asked): string {
  // Another voice is another reader: it picks its own variants throughout, not only in its own families.
  const voice = voiceOf(prompt);
  const rng = rngFromText(JSON.stringify([prompt.question.replace(/\s+/g, " ").trim(), prompt.type, prompt.category, prompt.cards, ...(voice === FREE_VOICE ? [] : [voice])]));
  const drawn = drawCards(prompt.cards, spread, locale);
  const policy = policyFor(asked, prompt.category, spread.verdict);
  const ctx: Context<C, F> = {
    lang,
    locale,
    prompt,
    spread,
    asked,
    policy,
    drawn,
    cards: drawn.map((card) => cardFormsOf(lang, card) as C),
    f: lang.focus(asked, prompt.category),
    pick: picker(rng),
  };
  const key = keyCard(ctx);
  const synthesisPart = drawn.length + 1;
  const slots: Slot[] = [...summarySlots(ctx), ...drawn.flatMap((card) => sectionSlots(ctx, card, key)), ...synthesisSlots(ctx, key, synthesisPart)];

  const words = headings(locale);
  const titles = [words.summary, ...drawn.map((card) => sectionHeading(locale, positionLabel(locale, spread, card.position), card.text.name)), words.synthesis];
  const headingWords = titles.reduce((sum, title) => sum + wordCount(title) + 1, 0);
  const chosen = fitToLength(slots, headingWords, wordRangeFor(spread), rng);
  const blocks = titles.map((title, part) => {
    const own = chosen.filter((slot) => slot.part === part);
    const body =
      part === 0 || part === synthesisPart
        ? [...own].sort((a, b) => a.order - b.order).map((slot) => slot.text).join(" ")
        : renderSection(own, ctx.pick);
    return `## ${title}\n${body}`;
  });
  const text = blocks.join("\n\n");
  const tidied = lang.quoteEndsSentence ? tidy(text) : text;
  return `${lang.typography ? lang.typography(tidied) : tidied}\n`;
}

/** A complete reading in the reader's language, for a spread of the table. */
export function composeReading(prompt: ReadingPrompt<string>, spreads: SpreadTable = SPREADS): string {
  const locale = readerLocale(prompt.question, prompt.locale);
  return composeReadingFor(prompt, askedOf(prompt.question, languageOf(locale)), spreads);
}

/** The same, for a question already read (`asked`): what the composition's own tests call. */
export function composeReadingFor(prompt: ReadingPrompt<string>, asked: Asked, spreads: SpreadTable = SPREADS): string {
  const spread = getSpread(prompt.type, spreads);
  const locale = readerLocale(prompt.question, prompt.locale);
  return writeReading(languageOf(locale), locale, prompt, spread, asked);
}
