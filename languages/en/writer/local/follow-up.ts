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
  intents: {
    how_to_help: /\bhow\s+(?:can|could|do|should|might|would)\s+(?:I|we)\s+(?:best\s+)?(?:help|support|comfort|be there for|care for|look after|reach|get through to|approach|make (?:this|it|things) easier)\b|\bwhat\s+can\s+(?:I|we)\s+do\s+(?:for|to help)\b|\bmake\s+(?:this|it|things|life)\s+(?:a\s+(?:bit|little)\s+)?easier\s+for\b|\b(?:help|support)\s+(?:him|her|them|my)\b/iu,
    what_if: /^(?:and\s+|but\s+|so\s+)?(?:what\s+(?:if|happens\s+if)|if\s+I|if\s+we|suppose\s+I|say\s+I)\b|\bwhat\s+(?:will|would)\s+happen\s+if\b|\bif\s+I\b[^?]*,\s*(?:what|will|would|how)\b/iu,
    why: /^(?:and\s+|but\s+)?why\b|\bwhat\s+(?:is|'s)\s+(?:blocking|holding|stopping)\b|\bwhat\s+stands\s+in\s+the\s+way\b/iu,
    when: /^(?:and\s+|but\s+)?(?:when|how\s+(?:long|soon))\b/iu,
    should_I: /^(?:and\s+|but\s+|so\s+)?(?:should|shall|must)\s+(?:I|we)\b|\b(?:do|would)\s+(?:I|we)\s+(?:need|have)\s+to\b|\bis\s+it\s+(?:wise|right|time)\s+to\b/iu,
  },
  intent: {
    how_to_help: [
      "You ask how you can help, and the cards answer with small, steady things rather than grand ones.",
      "How to help is the question, and the most useful help is often the plainest.",
      "Helping here starts with being near and reliable, more than with finding the right words.",
      "The cards point to help that is practical and quiet: presence first, solutions later.",
    ],
    what_if: [
      "You ask what happens if you take this step; the cards show a direction, not a fixed result, and the step is still yours.",
      "What follows from that step is not written yet: the cards show how it could go, and how you take it still counts.",
      "Taking that step would change the picture, though the cards cannot fix where it ends.",
      "Before taking that step, it is worth knowing what you want from it.",
    ],
    should_I: [
      "Whether to do it stays your decision; what the cards can add is how to go about it.",
      "The choice is yours to make, and one practical thing helps either way.",
      "No card can make this decision for you, but it can make the next move clearer.",
      "Yes or no is still yours; one concrete move makes either answer easier.",
    ],
    why: [
      "You ask what stands in the way; naming it plainly is the first step to moving it.",
      "What holds this back is often something you can look at directly.",
      "The block is rarely a mystery once it is said out loud.",
      "Asking why is already the start of loosening what is stuck.",
    ],
  },
  steps: {
    others_health: [
      "Ask the ward or the care team when you can visit, and bring something small from home.",
      "Share the waiting with the rest of the family, so that no one carries the hospital days alone.",
    ],
    pet_health: [
      "Keep a short note of what you see each day (eating, drinking, moving) to show the vet.",
      "Keep them warm and quiet, and call the vet today if anything changes.",
    ],
    child: [
      "Find one low-pressure moment together, a walk or a drive, where talking is allowed but not required.",
      "Their school counsellor or a family doctor is a good person to bring in if the withdrawal lasts.",
    ],
    work: [
      "Before any meeting with HR, write down the dates and what was said, as plainly as you can.",
      "Put your main points on one page first, so the conversation stays on the facts.",
    ],
    money: [
      "A free debt adviser or money advice service can go through the figures with you, at no cost.",
      "Write down what comes in and what goes out this month, then take it to a free money adviser.",
    ],
    law: [
      "Gather the letters and dates in one folder before you speak to a lawyer or an advice centre.",
      "A free legal advice centre can tell you where you stand before you decide anything.",
    ],
    grief: [
      "Let someone close know how heavy this is, and let them sit with you for a while.",
      "A grief support line or group is there for exactly these weeks.",
    ],
    love: [
      "Choose a calm moment and say one honest sentence about how you feel, then listen.",
      "Ask rather than guess: one open question tells you more than a week of wondering.",
    ],
    general: [
      "Write down the one thing you can do this week, and do that first.",
      "Talk it through with someone you trust before you move.",
      "Pick one small, concrete action for the next few days and let the rest wait.",
      "Give yourself a quiet hour to set out the facts before deciding anything.",
    ],
  },
  professionals: [
    [/\bvets?\b|\bveterinar/iu, "the vet"],
    [/\bdoctors?\b|\bGP\b|\bhospital\b|\bA&E\b|\bemergency\b|\bnurse\b/iu, "a doctor"],
    [/\blawyers?\b|\bsolicitors?\b|\battorneys?\b/iu, "a lawyer"],
    [/\b(?:debt|money|financial)\s+advis[eo]rs?\b|\bCitizens Advice\b|\badvis[eo]rs?\b/iu, "an adviser"],
    [/\btherapist\b|\bcounsell?or\b|\bpsycholog/iu, "a counsellor"],
  ],
  seeProfessional: [
    ({ who }) => `On whether to see ${who}, the cards do not weigh in against it: when in doubt, seeing ${who} is always right, and sooner is better than later.`,
    ({ who }) => `Seeing ${who} is never something the cards advise against: if you are unsure, go now rather than wait.`,
  ],
};
