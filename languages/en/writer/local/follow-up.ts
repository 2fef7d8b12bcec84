import type { FollowUpLines } from "../../../local-writer";
import { oneColon } from "../../../quote-frames";
import { list, names, ordinalWord, v, type EnCard, type EnFocus } from "./grammar";

/** A follow-up's answer: the same cards, read for the follow-up's own words and shape. */

const PLACES = {
  heart: "at the heart of the matter",
  past: "in the Past position",
  present: "in the Present position",
  future: "in the Future position",
  situation: "in the Situation position",
  challenge: "in the Challenge position",
  hidden_influence: "in the Hidden influence position",
  advice: "in the Advice position",
  outcome: "in the Outcome position",
} as const;

export const FOLLOW_UP: FollowUpLines<EnCard, EnFocus> = {
  opening: [
    ({ q, cards }) => `You asked ${q}, and the same cards answer it: ${list(cards.map(({ c, label }) => `${c.the} (${label})`))}.`,
    ({ q, cards }) => `To ${q}, the cards already on the table reply: ${list(cards.map(({ c, label }) => `${c.the} (${label})`))}.`,
  ],
  about: [
    ({ f, focus }) => `This follow-up is about ${f.topic}, so the answer turns first to ${names(focus)}.`,
    ({ f, focus }) => `Your follow-up turns to ${f.topic}, and ${names(focus)} ${v(focus, "has", "have")} the most to say about it.`,
  ],
  noNewCard: [() => `A follow-up reads the cards you drew and never adds one: no new card is drawn here, and a new reading draws new cards.`],
  noDates: [
    ({ f }) => `The cards do not give dates; they speak of readiness, and of what would make the moment right for ${f.topic}.`,
    ({ f }) => `No card can name a day or a month for ${f.topic}, but the cards can show what the right moment would need.`,
  ],
  where: ({ place, ordinal, label, verdict }) => (verdict ? `as the ${ordinalWord(ordinal)} card` : place ? PLACES[place] : `as “${label}”`),
  cardLead: [
    ({ c, where, themes }) => `${c.The}, ${where}, ${v(c, "brings", "bring")} ${themes.gift}.`,
    ({ c, where, themes }) => `Read ${where}, ${c.the} ${v(c, "points", "point")} toward ${themes.gift}.`,
    ({ c, where, themes }) => `${where.charAt(0).toUpperCase()}${where.slice(1)}, ${c.the} ${v(c, "speaks", "speak")} of ${themes.weight}.`,
  ],
  lean: {
    yes: [
      ({ focus }) => `So, to this question: ${names(focus)} ${v(focus, "leans", "lean")} toward yes, and it is a lean, not a promise.`,
      ({ focus, decision }) => `On this follow-up the cards lean yes, because of ${names(focus)}${decision ? ", and the choice stays yours" : "; your own choices still count"}.`,
    ],
    no: [
      ({ focus }) => `So, to this question: ${names(focus)} ${v(focus, "leans", "lean")} toward no for now, which can change as things change.`,
      ({ focus }) => `On this follow-up the cards lean no, because of ${names(focus)}, and a no for now is not a no forever.`,
    ],
    maybe: [
      ({ focus }) => `So, to this question: ${names(focus)} ${v(focus, "gives", "give")} an honest maybe.`,
      ({ focus }) => `On this follow-up ${names(focus)} ${v(focus, "stays", "stay")} undecided, which leaves room for your own part.`,
    ],
  },
  choice: [
    ({ favoured, other, focus }) => `Between ${favoured} and ${other}, ${names(focus)} ${v(focus, "leans", "lean")} toward ${favoured}: a lean rather than a ruling, and the choice is yours.`,
    ({ favoured, other, focus }) => `Of ${favoured} and ${other}, the cards favour ${favoured}, because of ${names(focus)}, though the decision stays with you.`,
  ],
  choiceOpen: [
    ({ first, second, focus }) => `Between ${first} and ${second}, ${names(focus)} ${v(focus, "does", "do")} not choose: weigh both against what matters most to you.`,
    ({ first, second, focus }) => `${names(focus).charAt(0).toUpperCase()}${names(focus).slice(1)} ${v(focus, "leaves", "leave")} ${first} and ${second} evenly balanced, so give the choice a little more time.`,
  ],
  counsel: oneColon([
    ({ c, f, advice }) => `For ${f.topic}, the advice comes from ${c.the}: ${advice}`,
    ({ c, advice }) => `What to do next comes from ${c.the}: ${advice}`,
    ({ c, advice }) => `Take the counsel of ${c.the} with you: ${advice}`,
    ({ c, advice }) => `Here ${c.the} ${v(c, "points", "point")} the way: ${advice}`,
  ], "advice", "; "),
};
