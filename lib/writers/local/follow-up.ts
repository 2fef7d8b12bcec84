import "server-only";
import type { Locale } from "@/lib/i18n/locales";
import { rngFromText, type Rng } from "@/lib/random";
import { SPREADS, getSpread, type Spread, type SpreadTable } from "@/lib/tarot/spreads";
import { FREE_VOICE } from "@/lib/tarot/voices";
import type { FollowUpPrompt } from "../types";
import { askedOf } from "./ask";
import { DARK, OMENS, policyFor, type Asked, type Policy } from "./asked";
import { categorySentences, summaryMeaning, uprightSentences } from "./card-texts";
import { cardFormsOf } from "./card-forms";
import type { FollowUpIntent, FollowUpLines, FollowUpSituation } from "@/languages/local-writer";
import type { AnyLocalLanguage, CardAgreement, LocalLanguage } from "./contract";
import { drawCards, type DrawnCard } from "./drawn";
import { languageOf } from "./languages";
import { picker, type Picker } from "./pick";
import { readerLocale } from "./reader-language";
import { positionLabel } from "./structure";
import { escapeMarkdown, quotedOptions, tidy } from "./text";
import { verdictOf } from "./verdict";

/**
 * The local writer's answer to a follow-up (docs/product.md#follow-up-questions), in the reader's language: the
 * same cards in their positions, read for the follow-up's own words rather than the reading again. It names
 * what the follow-up is about, turns to the card or two its words point at (by name, by position, or by the
 * card's own texts), and answers in the follow-up's shape: a lean for a yes/no question (none where the cards
 * do not rule: health, death, pregnancy, law), the two options read against the cards for a choice, the most
 * relevant card's counsel for an open question. A question that asks for another card is told that a
 * follow-up reads the same cards; one that asks when is told that the cards give no dates.
 */

/** Words that ask for another card, or when: in each of our languages. */
const ASKS_FOR_CARD =
  /\b(?:draw|pull|deal|add|another|extra|new|one more|different)\b[^.?!]{0,20}\bcards?\b|\breshuffle\b|\b(?:otra|nueva|outra|nova)\s+carta\b|\b(?:noch\s+eine|eine\s+weitere|neue)\s+karte\b|\b(?:une\s+autre|nouvelle)\s+carte\b|\b(?:un'altra|nuova)\s+carta\b/iu;
const ASKS_WHEN =
  /\b(?:when|how long|how soon|what date|which month)\b|\bcu[aá]ndo\b|\bquando\b|\bwann\b|\bwie\s+lange\b|\bquand\b|\bcombien\s+de\s+temps\b/iu;

/** A word's stem as the matching compares them: no accents, its first five letters. */
const stem = (word: string) => word.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "").slice(0, 5);

/**
 * Words of four letters or more: in every one of our languages, most shorter words carry no topic. The texts
 * are mostly our cards' own, the same for every follow-up: their stems are kept, boundedly, and shared read-only.
 */
function stemsOf(text: string): ReadonlySet<string> {
  let stems = STEMS_OF.get(text);
  if (!stems) {
    stems = new Set((text.match(/\p{L}{4,}/gu) ?? []).map(stem));
    if (STEMS_OF.size >= STEMS_KEPT) STEMS_OF.clear();
    STEMS_OF.set(text, stems);
  }
  return stems;
}

const STEMS_KEPT = 2000;
const STEMS_OF = new Map<string, ReadonlySet<string>>();

const overlap = (text: string, stems: ReadonlySet<string>) => [...stemsOf(text)].filter((word) => stems.has(word)).length;

/** A card's name without its article, as a follow-up may say it ("Tower", "Torre", "Turm", "Tour"). */
const bareName = (card: DrawnCard) => card.text.name.replace(/^(?:the|el|la|los|las|o|a|os|as|der|die|das|le|les|l'|il|lo|gli)\s*/iu, "").toLowerCase();

/** How much a card's place and texts have to do with the follow-up's words; a card named by name or position wins outright. */
function relevance(card: DrawnCard, question: string, label: string, stems: ReadonlySet<string>, reads: Policy["reads"]): number {
  const lower = question.toLowerCase();
  if (lower.includes(bareName(card)) || lower.includes(label.toLowerCase())) return 100;
  const { text } = card;
  return overlap(`${text.summary} ${text.keywords.upright.join(" ")} ${text.categories[reads]} ${text.advice}`, stems) + 2 * overlap(label, stems);
}

/** The card or two the follow-up's words point at: every card it names, else the best matched one or two, ties settled by the seed. */
function cardsAskedAbout(drawn: readonly DrawnCard[], question: string, labels: readonly string[], reads: Policy["reads"], rng: Rng): DrawnCard[] {
  const stems = stemsOf(question);
  const scored = rng.shuffle(drawn.map((card) => ({ card, score: relevance(card, question, labels[card.index], stems, reads) }))).sort((a, b) => b.score - a.score);
  const named = scored.filter(({ score }) => score >= 100).map(({ card }) => card);
  if (named.length > 0) return named.sort((a, b) => a.index - b.index);
  const [best, second] = scored;
  const chosen = second && second.score > 0 && second.score >= best.score - 1 ? [best.card, second.card] : [best.card];
  return chosen.sort((a, b) => a.index - b.index);
}

/**
 * Beside an illness, a death or a pregnancy, the answer does not turn to Death, the Tower or the Devil unless the
 * follow-up names them: it turns to the gentlest card the follow-up's words point at, or to the first gentle card.
 */
function gentleFocus(named: readonly DrawnCard[], drawn: readonly DrawnCard[], question: string): DrawnCard[] {
  const asked = question.toLowerCase();
  const kept = named.filter((card) => !DARK.has(card.id) || asked.includes(bareName(card)));
  if (kept.length > 0) return kept;
  const gentle = drawn.find((card) => !DARK.has(card.id));
  return gentle ? [gentle] : [...named];
}

/** The sentence of the card's texts that shares most with the question, among the area's text and the upright meaning. */
function bestSentence<C extends CardAgreement, F>(lang: LocalLanguage<C, F>, card: DrawnCard, question: string, reads: Policy["reads"], used: Set<string>, rng: Rng): string {
  const stems = stemsOf(question);
  // The area's own text wins a tie: it is what the question's words pointed at.
  const candidates = [
    ...categorySentences(card, reads, lang.text).map((text) => ({ text, score: overlap(text, stems) + 0.5 })),
    ...uprightSentences(card, reads, lang.text).map((text) => ({ text, score: overlap(text, stems) })),
  ].filter((candidate) => !used.has(candidate.text));
  const chosen = rng.shuffle(candidates).sort((a, b) => b.score - a.score)[0]?.text ?? summaryMeaning(card);
  used.add(chosen);
  return chosen;
}

/**
 * What the follow-up is about: its own subject, or, when it names none ("What can I do?"), the reading's
 * (a follow-up on a reading about a mother's illness is still about her).
 */
export function followUpAsked(question: string, readingQuestion: string, lang: AnyLocalLanguage): Asked {
  const own = askedOf(question, lang);
  // A bare pronoun ("Where should I look for him?") names no one new: it points back to the reading's person.
  const pointsBack = own.who.person === "other" && !own.who.relation;
  const reading = askedOf(readingQuestion, lang);
  // The same kind of person again ("my nan" after a reading about "my nan in hospital"), with no relation of its
  // own or the reading's: it is the reading's person, with the relation, illness and care the reading found.
  const samePerson = own.who.person !== "self" && own.who.person === reading.who.person && (!own.who.relation || own.who.relation === reading.who.relation);
  if ((pointsBack || samePerson) && reading.who.person !== "self") {
    return { ...own, who: own.who.relation && !reading.who.relation ? own.who : reading.who, domain: own.domain ?? reading.domain, othersHealth: own.othersHealth || reading.othersHealth, ...missing(reading), ...sharedMatter(own, reading) };
  }
  // A follow-up in the asker's own words about a health matter ("Should I take him to the vet?", "Do I call the
  // ward?") after a reading about another's or a pet's health is still about their health, never the asker's.
  const theirHealth = own.domain === "health" && (reading.othersHealth || reading.who.person === "pet");
  if (own.who.person !== "self" || (own.domain && !theirHealth) || own.othersHealth) return own;
  return { ...own, who: reading.who, domain: reading.domain, othersHealth: reading.othersHealth, ...missing(reading), ...sharedMatter(own, reading) };
}

/** A pet the reading found missing is still missing in its follow-up. */
const missing = (reading: Asked): Pick<Asked, "missingPet"> => (reading.missingPet ? { missingPet: true } : {});

/** The reading's own words for its matter (its focus, or how it framed it), where the follow-up gives none: one subject on one screen. */
function sharedMatter(own: Asked, reading: Asked): Pick<Asked, "focus" | "about" | "illness"> {
  if (own.focus || own.about) return {};
  return { ...(reading.focus ? { focus: reading.focus } : {}), ...(reading.about ? { about: reading.about } : {}), ...(reading.illness ? { illness: reading.illness } : {}) };
}

/** The follow-up's asking sentences: those that end on a question mark ("And the wedding? Do I say yes or wait?"), else the whole follow-up. */
function askingSentences(question: string): string[] {
  const sentences = question.replace(/\s+/g, " ").trim().split(/(?<=[.!?])\s+/u);
  const asking = sentences.filter((sentence) => /\?\s*$/u.test(sentence));
  return asking.length > 0 ? asking : [question];
}

const INTENT_ORDER = ["how_to_help", "what_if", "why", "when", "should_I"] as const;

/**
 * What the follow-up asks for, read with its language's pattern table on its asking sentence: how to help
 * someone and what happens if come first (an either/or inside them is their detail), then an either/or by its
 * shape, then why, when and whether to; anything else is open.
 */
export function followUpIntent(question: string, asked: Pick<Asked, "shape">, lines: Pick<FollowUpLines<unknown, unknown>, "intents">): FollowUpIntent {
  // The first asking sentence that asks something the table knows: a lead-in ("And the wedding?") asks nothing yet.
  const matched = askingSentences(question)
    .map((sentence) => INTENT_ORDER.find((intent) => lines.intents[intent].test(sentence)))
    .find((intent) => intent !== undefined);
  if (matched === "how_to_help" || matched === "what_if") return matched;
  if (asked.shape.kind === "either_or") return "which_option";
  return matched ?? "open";
}

/** The situation whose practical step the answer gives: the reading's care first, then who and what it is about. */
function situationOf(asked: Asked, policy: Policy): FollowUpSituation {
  switch (policy.step) {
    case "others_health":
    case "pet_health":
    case "grief":
    case "law":
      return policy.step;
    case "money":
    case "debt":
      return "money";
  }
  const relation = asked.who.relation;
  if (asked.who.person === "child" || relation === "son" || relation === "daughter" || relation === "child" || relation === "children") return "child";
  if (asked.domain === "work" || relation === "boss" || relation === "colleague" || policy.reads === "career") return "work";
  if (asked.domain === "love" || asked.who.person === "partner") return "love";
  return "general";
}

type Answer<C extends CardAgreement, F> = { lang: LocalLanguage<C, F>; pick: Picker; rng: Rng; f: F; cards: readonly C[]; drawn: readonly DrawnCard[]; asked: Asked; policy: Policy; spread: Spread<string>; question: string; intent: FollowUpIntent };

/** The professional a follow-up weighs seeing (the vet, a doctor, a lawyer, an adviser), where it asks whether or which. */
function professionalWeighed<C extends CardAgreement, F>({ lang, question, intent }: Answer<C, F>): string | undefined {
  if (intent !== "which_option" && intent !== "should_I" && intent !== "what_if") return undefined;
  const asking = askingSentences(question).join(" ");
  return lang.followUp.professionals.find(([words]) => words.test(asking))?.[1];
}

/**
 * The answer in the follow-up's own shape, from the cards it turned to: seeing a professional is never weighed;
 * a choice reads both options; a yes/no leans where the cards may rule; beside an illness, a death or a pregnancy
 * the counsel is care for the asker; how to help, what if, whether to and why end on a practical step for the
 * reading's situation; anything else on the most relevant card's counsel.
 */
function shapedAnswer<C extends CardAgreement, F>(answer: Answer<C, F>, focus: readonly DrawnCard[]): string {
  const { lang, pick, rng, f, cards, drawn, asked, policy, intent } = answer;
  const lines = lang.followUp;
  const focusCards = focus.map((card) => cards[card.index]);
  const lean = verdictOf(focus.map((card) => card.leaning));
  const shape = asked.shape;
  const professional = professionalWeighed(answer);
  if (professional) return pick.line(lines.seeProfessional, { f, who: professional });
  const framed = intent === "how_to_help" || intent === "what_if" || intent === "should_I" || intent === "why" ? intent : undefined;
  const step = framed ? `${rng.shuffle([...lines.intent[framed]])[0]} ${rng.shuffle([...lines.steps[situationOf(asked, policy)]])[0]}` : undefined;
  const withStep = (line: string) => (step ? `${line} ${step}` : line);
  if (shape.kind === "either_or" && intent === "which_option") {
    const [first, second] = quotedOptions(shape.options, lang.locale, lang.quote);
    if (lean === "maybe") return pick.line(lines.choiceOpen, { first, second, focus: focusCards, f });
    return pick.line(lines.choice, { favoured: lean === "yes" ? first : second, other: lean === "yes" ? second : first, focus: focusCards, f });
  }
  const ruled = !policy.care || policy.care === "money" || policy.care === "debt";
  if (shape.kind === "yes_no" && ruled && intent !== "how_to_help" && intent !== "what_if") return withStep(pick.line(lines.lean[lean], { f, focus: focusCards, decision: asked.decision }));
  const care = policy.care;
  if (care === "others_health" || care === "death" || care === "pregnancy") {
    const gentle = [...focus, ...drawn].find((card) => !DARK.has(card.id)) ?? focus[0];
    return withStep(pick.line(lang.synthesis.careCounsel[care], { c: cards[gentle.index], f, themes: lang.themes[gentle.id] }));
  }
  if (step) return step;
  const adviser = focus.find((card) => card.place === "advice") ?? focus[0] ?? drawn[0];
  return pick.line(lines.counsel, { c: cards[adviser.index], f, advice: lang.afterColon(adviser.text.advice) });
}

function writeFollowUp<C extends CardAgreement, F>(lang: LocalLanguage<C, F>, locale: Locale, { reading, question }: FollowUpPrompt<string>, spread: Spread<string>, asked: Asked): string {
  const rng = rngFromText(JSON.stringify(["follow-up", question.replace(/\s+/g, " ").trim(), reading.type, reading.category, reading.cards]));
  const pick = picker(rng);
  const drawn = drawCards(reading.cards, spread, locale);
  const cards = drawn.map((card) => cardFormsOf(lang, card) as C);
  const policy = policyFor(asked, reading.category, spread.verdict);
  const f = lang.focus(asked, reading.category);
  const labels = drawn.map((card) => positionLabel(locale, spread, card.position));
  const answer: Answer<C, F> = { lang, pick, rng, f, cards, drawn, asked, policy, spread, question, intent: followUpIntent(question, asked, lang.followUp) };
  const lines = lang.followUp;
  const asksForCard = ASKS_FOR_CARD.test(question);
  const named = cardsAskedAbout(drawn, question, labels, policy.reads, rng);
  const focus = policy.omens ? gentleFocus(named, drawn, question) : named;
  const focusCards = focus.map((card) => cards[card.index]);

  const opening = [pick.line(lines.opening, { q: lang.quote(escapeMarkdown(question.replace(/\s+/g, " ").trim())), cards: drawn.map((card) => ({ c: cards[card.index], label: labels[card.index] })) })];
  if (!asksForCard) opening.push(pick.line(lines.about, { f, focus: focusCards }));
  if (asksForCard) opening.push(pick.line(lines.noNewCard, { f }));
  if (ASKS_WHEN.test(question)) opening.push(pick.line(lines.noDates, { f }));
  if (policy.care) opening.push(pick.line(lang.summary.care[policy.care], { cards: focusCards, f }));

  const used = new Set<string>();
  const paragraphs = [
    opening.join(" "),
    ...focus.map((card) => {
      const where = lines.where({ place: card.place, ordinal: card.index + 1, label: labels[card.index], verdict: spread.verdict });
      const c = cards[card.index];
      if (policy.omens && OMENS.has(card.id)) return [pick.line(lang.section.plainLead, { c, f, where }), pick.line(lang.section.notLiteral, { c, f }), pick.line(lang.section.omenHere, { c, f })].join(" ");
      const text = bestSentence(lang, card, question, policy.reads, used, rng);
      const parts = [pick.line(lines.cardLead, { c, f, where, themes: lang.themes[card.id] }), pick.line(lang.section.quote, { c, f, text: lang.afterColon(text) })];
      if (asked.shape.kind === "yes_no" && policy.verdict) parts.push(pick.line(lang.section.reason, { c, f, text: lang.afterColon(card.text.yesNoReason) }));
      return parts.join(" ");
    }),
  ];
  const ending = [shapedAnswer(answer, focus)];
  if (policy.referral) ending.push(pick.line(lang.synthesis.referral[policy.referral], { cards: focusCards, f }));
  const last = policy.omens ? (focus.find((card) => !DARK.has(card.id)) ?? drawn.find((card) => !DARK.has(card.id)) ?? focus[0]) : focus[0];
  ending.push(pick.line(lang.synthesis.closing[reading.voice ?? FREE_VOICE], { c: cards[last.index], f }));
  paragraphs.push(ending.join(" "));
  const text = paragraphs.join("\n\n");
  const tidied = lang.quoteEndsSentence ? tidy(text) : text;
  return `${lang.typography ? lang.typography(tidied) : tidied}\n`;
}

const followUpLocale = ({ question, reading }: FollowUpPrompt<string>) => readerLocale(question, undefined, readerLocale(reading.question, reading.locale));

/** A follow-up's answer in markdown, in the follow-up's language (its reading's when its own cannot be told). */
export function composeFollowUp(prompt: FollowUpPrompt<string>, spreads: SpreadTable = SPREADS): string {
  return composeFollowUpFor(prompt, followUpAsked(prompt.question, prompt.reading.question, languageOf(followUpLocale(prompt))), spreads);
}

/** The same, for a follow-up already read (`asked`): what the composition's own tests call. */
export function composeFollowUpFor(prompt: FollowUpPrompt<string>, asked: Asked, spreads: SpreadTable = SPREADS): string {
  const locale = followUpLocale(prompt);
  return writeFollowUp(languageOf(locale), locale, prompt, getSpread(prompt.reading.type, spreads), asked);
}
