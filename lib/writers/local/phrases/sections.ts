import "server-only";
import type { YesNoLeaning } from "@/lib/tarot/cards";
import type { PositionRole } from "@/lib/tarot/spreads";

/**
 * A card section's phrasings: how it opens for each position's role, how it closes, how its advice is
 * introduced; a position without a role, and every card of a verdict spread, have phrasings of their own.
 */

/** `position` is the position's label in running text ("hidden influence"). */
export type LeadVars = { card: string; Card: string; k1: string; k2: string; area: string; ordinal: string; leanNoun: string; position: string };
type Lead = (v: LeadVars) => string;

/** How each role's section opens; a reading never opens two sections with the same words. */
export const LEADS: Record<PositionRole, readonly Lead[]> = {
  heart: [
    (v) => `As the single card drawn for this question, ${v.card} sits at the centre of ${v.area}, bringing ${v.k1} and ${v.k2} to the fore.`,
    (v) => `Everything in this reading turns on ${v.card}, a card of ${v.k1} and ${v.k2}.`,
    (v) => `Drawn alone, ${v.card} speaks for the whole reading, and its themes of ${v.k1} and ${v.k2} colour ${v.area}.`,
    (v) => `With only one card on the table, ${v.card} has room to speak plainly about ${v.area}, and it speaks of ${v.k1} and ${v.k2}.`,
    (v) => `At the heart of the matter lies ${v.card}, with its emphasis on ${v.k1} and ${v.k2}.`,
    (v) => `On its own, ${v.card} holds the centre of this reading, pointing to ${v.k1} and ${v.k2} in ${v.area}.`,
  ],
  past: [
    (v) => `Looking back, ${v.card} describes the ground you have come from: a time shaped by ${v.k1} and ${v.k2}.`,
    (v) => `In the past position, ${v.card} shows what has led you here, with ${v.k1} and ${v.k2} running through it.`,
    (v) => `Behind you stands ${v.card}, a reminder that ${v.k1} and ${v.k2} have already shaped ${v.area}.`,
    (v) => `What came before carries the mark of ${v.card}: ${v.k1}, ${v.k2} and the lessons they left behind.`,
    (v) => `The roots of this question lie with ${v.card}, whose themes of ${v.k1} and ${v.k2} still echo in ${v.area}.`,
  ],
  present: [
    (v) => `Right now, ${v.card} sits at the centre of ${v.area}, bringing ${v.k1} and ${v.k2} into focus.`,
    (v) => `In the present position, ${v.card} describes where you stand today, with ${v.k1} and ${v.k2} as the live themes.`,
    (v) => `Today's energy belongs to ${v.card}, with its accent on ${v.k1} and ${v.k2}.`,
    (v) => `At this moment, ${v.card} asks you to notice ${v.k1} and ${v.k2} as they play out in ${v.area}.`,
    (v) => `Your present is coloured by ${v.card}, so ${v.k1} and ${v.k2} are close at hand.`,
  ],
  future: [
    (v) => `Looking ahead, ${v.card} suggests where things are heading if the present course holds: toward ${v.k1} and ${v.k2}.`,
    (v) => `In the future position, ${v.card} sketches a direction rather than a fixed fate, one of ${v.k1} and ${v.k2}.`,
    (v) => `What is taking shape next carries the signature of ${v.card}, with ${v.k1} and ${v.k2} on the horizon.`,
    (v) => `Further down the road waits ${v.card}, hinting at ${v.k1} and ${v.k2} in ${v.area}.`,
    (v) => `The coming chapter leans toward ${v.card}, a card of ${v.k1} and ${v.k2}, though your choices still steer it.`,
  ],
  situation: [
    (v) => `The situation itself is described by ${v.card}, with ${v.k1} and ${v.k2} at the core of ${v.area} right now.`,
    (v) => `As the card of the situation, ${v.card} sets the scene with ${v.k1} and ${v.k2}.`,
    (v) => `Where things stand is captured by ${v.card}, whose themes of ${v.k1} and ${v.k2} frame everything else in this spread.`,
    (v) => `Setting the scene, ${v.card} shows a situation coloured by ${v.k1} and ${v.k2}.`,
  ],
  challenge: [
    (v) => `As the challenge, ${v.card} asks you to work with ${v.k1} and ${v.k2} rather than around them.`,
    (v) => `What asks the most of you right now is ${v.card}, with its demands around ${v.k1} and ${v.k2}.`,
    (v) => `The obstacle here takes the form of ${v.card}, and learning to meet ${v.k1} and ${v.k2} is part of the work.`,
    (v) => `Crossing the situation, ${v.card} names the tension you are working through, one of ${v.k1} and ${v.k2}.`,
  ],
  hidden_influence: [
    (v) => `Beneath the surface, ${v.card} is quietly at work, bringing ${v.k1} and ${v.k2} into play in ways you may not have noticed.`,
    (v) => `As the hidden influence, ${v.card} points to an undercurrent of ${v.k1} and ${v.k2}.`,
    (v) => `Less visible but no less real is the pull of ${v.card}, and with it ${v.k1} and ${v.k2}.`,
    (v) => `Working out of sight, ${v.card} suggests that ${v.k1} and ${v.k2} shape ${v.area} more than it first appears.`,
  ],
  advice: [
    (v) => `The advice card is ${v.card}, and it recommends an approach grounded in ${v.k1} and ${v.k2}.`,
    (v) => `For guidance, the spread offers ${v.card}, asking you to lean on ${v.k1} and ${v.k2}.`,
    (v) => `As counsel, ${v.card} suggests meeting ${v.area} with ${v.k1} and ${v.k2}.`,
    (v) => `What would help most is the spirit of ${v.card}, which is to say ${v.k1} and ${v.k2}.`,
  ],
  outcome: [
    (v) => `In the outcome position, ${v.card} shows where things are likely to lead if you continue as you are: toward ${v.k1} and ${v.k2}.`,
    (v) => `The likely outcome rests with ${v.card}, pointing to ${v.k1} and ${v.k2}.`,
    (v) => `Where this path tends to lead is ${v.card}, a card of ${v.k1} and ${v.k2}.`,
    (v) => `As things stand, the road bends toward ${v.card} and its themes of ${v.k1} and ${v.k2}.`,
  ],
};

/** How a card of a verdict spread opens: its own yes/no reason follows and states its leaning, so most leads leave it out. */
export const VERDICT_LEADS: readonly Lead[] = [
  (v) => `As the ${v.ordinal} card, ${v.card} brings ${v.k1} and ${v.k2} to the question.`,
  (v) => `${v.Card} speaks here of ${v.k1} and ${v.k2}.`,
  (v) => `The ${v.ordinal} voice in the spread belongs to ${v.card}, a card of ${v.k1} and ${v.k2}.`,
  (v) => `Turning to the ${v.ordinal} card, ${v.card} adds ${v.leanNoun} to the tally and brings ${v.k1} and ${v.k2} with it.`,
  (v) => `In ${v.ordinal} place, ${v.card} weighs in with ${v.k1} and ${v.k2}.`,
  (v) => `Here ${v.card} speaks to ${v.area} through ${v.k1} and ${v.k2}.`,
];

/** How a position without a role opens, named by its label; enough leads that a long spread of such positions never repeats one. */
export const GENERIC_LEADS: readonly Lead[] = [
  (v) => `Placed as ${v.position}, ${v.card} brings ${v.k1} and ${v.k2} to ${v.area}.`,
  (v) => `For ${v.position}, the cards give ${v.card}, a card of ${v.k1} and ${v.k2}.`,
  (v) => `Read as ${v.position}, ${v.card} points to ${v.k1} and ${v.k2}.`,
  (v) => `What ${v.card} brings to ${v.position} is ${v.k1}, and with it ${v.k2}.`,
  (v) => `The ${v.ordinal} card, ${v.card}, speaks for ${v.position} through ${v.k1} and ${v.k2}.`,
  (v) => `Standing for ${v.position}, ${v.card} colours ${v.area} with ${v.k1} and ${v.k2}.`,
  (v) => `In the place of ${v.position}, ${v.card} asks you to notice ${v.k1} and ${v.k2}.`,
  (v) => `Turning to ${v.position}, ${v.card} offers ${v.k1} and ${v.k2}.`,
];

/** A closing line per role; required where the reading must stay non-fatalistic. */
export const CODAS: Record<PositionRole, readonly string[]> = {
  heart: [
    "Because it stands alone, this card is worth returning to over the coming days; its meaning often deepens on a second look.",
    "A single card is a focus, not a forecast, so let it guide your attention rather than your expectations.",
  ],
  past: [
    "That history is not a verdict, but it explains some of what you bring to the question now.",
    "Whatever this card describes has already left its lesson; the question is whether you are still carrying it.",
  ],
  present: [
    "This is the energy you can work with most directly, because it is already in your hands.",
    "Noticing where this shows up in an ordinary day is the first step to using it well.",
  ],
  future: [
    "Treat this as a direction of travel rather than a fixed fate: the choices you make now can still shape it.",
    "Nothing about this position is set in stone; it shows where the current leads if you keep rowing the same way.",
    "What lies ahead here is a tendency, not a sentence, and the way you meet the coming weeks can bend it.",
    "Read this as the road you are on today; a different step now can still lead somewhere else.",
    "The future in a spread is the present carried forward, so what you change now changes this card's story too.",
  ],
  situation: [
    "Everything else in the spread is read against this backdrop.",
    "Seeing the situation plainly, without judging it, already changes how you can respond.",
  ],
  challenge: [
    "A challenge card is an invitation to grow, not a sign of failure.",
    "What tests you here is also what is most likely to strengthen you.",
  ],
  hidden_influence: [
    "Bringing an influence like this into the open is often enough to change how it works on you.",
    "It may help to ask where this has been steering you without your noticing.",
  ],
  advice: ["Advice in tarot works best when it is turned into one small, real action."],
  outcome: [
    "Outcomes in tarot describe where present patterns lead; change the pattern and the picture can change too.",
    "This is a likely direction, not a fixed fate, and your choices along the way still count.",
    "An outcome card shows where things settle if nothing changes; you are still free to change something.",
    "Hold this ending lightly: it is the sum of the cards before it, and each of them is still in play.",
    "The outcome follows from how you take up the advice before it, which leaves real room for your own hand.",
    "Nothing in this last position is sealed; it is where today's pattern points, and a pattern can be changed.",
  ],
};

export const YES_NO_CODAS: Record<YesNoLeaning, readonly string[]> = {
  yes: ["A yes from this card still asks you to play your part.", "Its encouragement is real, though it works best when you meet it halfway."],
  no: ["A no here is less a closed door than a caution about the current approach or timing.", "Its reluctance is worth hearing, not as a sentence, but as information."],
  maybe: ["A maybe like this leaves the outcome open to your own choices.", "Its hesitation suggests giving the question a little more time."],
};

/** A closing line for a position without a role. */
export const GENERIC_CODAS: readonly string[] = [
  "Read this card alongside the others: its place in the spread is part of its meaning.",
  "Let this card's themes stay with you for a few days, and notice where they turn up.",
];

/** The roles that speak of what is to come, whose closing line keeps the future open. */
export const REQUIRED_CODA: ReadonlySet<PositionRole> = new Set(["future", "outcome"]);

export const POSITION_ADVICE: readonly string[] = ["Its counsel is direct: ", "Put simply: ", "In practical terms, that means this: "];
export const EXTRA_ADVICE: readonly string[] = ["Its counsel here is simple: ", "If this card had one instruction for you, it would be this: "];

/** A verdict spread's closing line when the question is a choice: the card's lean read as a vote for one option. */
export const CHOICE_CODAS: Record<YesNoLeaning, readonly string[]> = {
  yes: ["Read against your choice, this card speaks for the first path, though it still asks you to play your part.", "Its encouragement goes to the option you named first."],
  no: ["Read against your choice, this card speaks for the second path, or at least for not rushing the first.", "Its reluctance points toward the option you named second."],
  maybe: ["Read against your choice, this card takes neither side, and leaves the weighing to you.", "It holds back from both options, which suggests the choice needs more thought."],
};
