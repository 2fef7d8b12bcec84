import "server-only";
import type { Rng } from "@/lib/random";
import type { YesNoLeaning } from "@/lib/tarot/cards";
import type { PositionRole } from "@/lib/tarot/spreads";
import { FREE_VOICE, type Voice } from "@/lib/tarot/voices";
import type { Drawn } from "../cards";
import { capitalise, possessive } from "../text";
import { CODAS, EXTRA_ADVICE, GENERIC_CODAS, GENERIC_LEADS, LEADS, POSITION_ADVICE, VERDICT_LEADS, YES_NO_CODAS, type LeadVars } from "./sections";
import { OPENINGS, TONES, VERDICT_MEANING, type Subject } from "./summary";
import { COUNSEL } from "./synthesis";

/**
 * The local writer's phrasing per reader voice (docs/product.md#reader-voices): how the summary opens and
 * sets its mood, how each card's section opens and closes and introduces its advice, how the synthesis
 * turns to the whole picture, gives the key card's counsel and signs off. Gentle is the writer's own
 * phrasing, table for table, so a gentle reading is word for word what it was before voices; Direct is
 * short and plain, Practical concrete and everyday, Mystic lyrical and symbolic. Every voice keeps the
 * future open and never urges a card's shadow on the reader.
 */

type Opening = (q: string, s: Subject, area: string) => string;
type Tone = (names: string, plural: boolean) => string;
type Lead = (v: LeadVars) => string;
type AdviceLine = (card: Drawn, advice: string) => string;
type Mood = "bright" | "hard" | "mixed";
/** A line of the synthesis: the key card (whose counsel it gives) and the reading's area are at hand. */
type Line = (v: { card: Drawn; area: string }) => string;

/** Where a card's section stands in the reading, for the voices that phrase by it rather than by every role. */
type Place = "heart" | "past" | "now" | "ahead" | "tension" | "advice";

const PLACE_OF: Record<PositionRole, Place> = {
  heart: "heart",
  past: "past",
  present: "now",
  situation: "now",
  future: "ahead",
  outcome: "ahead",
  challenge: "tension",
  hidden_influence: "tension",
  advice: "advice",
};

export type VoicePhrases = {
  openings: readonly Opening[];
  tones: Record<Mood, readonly Tone[]>;
  verdictMeaning: Record<YesNoLeaning, readonly string[]>;
  /** The leads of a section: by its position's role, of a verdict spread's card, of a position without a role. */
  leads: { role: (role: PositionRole) => readonly Lead[]; verdict: readonly Lead[]; generic: readonly Lead[] };
  /** The closing lines of a section: by role (those of future and outcome keep the future open), a verdict card's by its leaning, a position without a role. */
  codas: { role: (role: PositionRole) => readonly string[]; yesNo: Record<YesNoLeaning, readonly string[]>; generic: readonly string[] };
  /** What introduces a card's advice: in the advice position, and as an extra elsewhere. */
  positionAdvice: readonly string[];
  extraAdvice: readonly string[];
  /** The key card's counsel, worded to lead into the concrete step or to follow it. */
  counsel: readonly { last: boolean; line: AdviceLine }[];
  /** The synthesis's turn to the whole picture, before it ties the cards together; none for gentle. */
  transitions: readonly Line[];
  /** The reading's last line, after the counsel and the step, naming the key card or the area so it varies; none for gentle. */
  closings: readonly Line[];
};

const GENTLE: VoicePhrases = {
  openings: OPENINGS,
  tones: TONES,
  verdictMeaning: VERDICT_MEANING,
  leads: { role: (role) => LEADS[role], verdict: VERDICT_LEADS, generic: GENERIC_LEADS },
  codas: { role: (role) => CODAS[role], yesNo: YES_NO_CODAS, generic: GENERIC_CODAS },
  positionAdvice: POSITION_ADVICE,
  extraAdvice: EXTRA_ADVICE,
  counsel: COUNSEL,
  transitions: [],
  closings: [],
};

const verb = (s: Subject, singular: string, plural: string) => (s.plural ? plural : singular);

/** Short, declarative, plain: one idea a sentence, the hard parts named, little imagery. */
const DIRECT_LEADS: Record<Place, readonly Lead[]> = {
  heart: [
    (v) => `${v.Card} is the answer on the table. It means ${v.k1} and ${v.k2}.`,
    (v) => `One card, one message: ${v.card}. Read it as ${v.k1} and ${v.k2}.`,
    (v) => `Here is the core of it. ${v.Card} points at ${v.k1} and ${v.k2} in ${v.area}.`,
  ],
  past: [
    (v) => `Your past shows ${v.card}. That means ${v.k1} and ${v.k2}.`,
    (v) => `Behind you: ${v.card}. ${capitalise(v.k1)} and ${v.k2} brought you here.`,
    (v) => `Start with the past. ${v.Card} marks it with ${v.k1} and ${v.k2}.`,
  ],
  now: [
    (v) => `Now: ${v.card}. The live issues are ${v.k1} and ${v.k2}.`,
    (v) => `This is where you stand. ${v.Card} puts ${v.k1} and ${v.k2} in front of you.`,
    (v) => `Today belongs to ${v.card}. Look at ${v.k1} and ${v.k2}.`,
  ],
  ahead: [
    (v) => `Ahead lies ${v.card}. On your current course, expect ${v.k1} and ${v.k2}.`,
    (v) => `Next comes ${v.card}. It points toward ${v.k1} and ${v.k2}.`,
    (v) => `Where this goes: ${v.card}, with ${v.k1} and ${v.k2}.`,
  ],
  tension: [
    (v) => `The problem is ${v.card}. It shows up as ${v.k1} and ${v.k2}.`,
    (v) => `Don't ignore ${v.card}. It brings ${v.k1} and ${v.k2} into play.`,
    (v) => `Under the surface sits ${v.card}. Name it: ${v.k1}, ${v.k2}.`,
  ],
  advice: [
    (v) => `The advice is ${v.card}. Act with ${v.k1} and ${v.k2}.`,
    (v) => `What to do comes from ${v.card}: lead with ${v.k1} and ${v.k2}.`,
  ],
};

const PRACTICAL_LEADS: Record<Place, readonly Lead[]> = {
  heart: [
    (v) => `In everyday terms, ${v.card} is about ${v.k1} and ${v.k2}, and you can look for both in ${v.area} this week.`,
    (v) => `The one card you drew, ${v.card}, translates into two working themes for ${v.area}: ${v.k1} and ${v.k2}.`,
    (v) => `Taken as a working brief, ${v.card} asks you to check how ${v.k1} and ${v.k2} show up in your days.`,
  ],
  past: [
    (v) => `As background, ${v.card} shows the habits and events that set this up: ${v.k1} and ${v.k2}.`,
    (v) => `On the record so far, ${v.card} points to ${v.k1} and ${v.k2} as what shaped ${v.area}.`,
    (v) => `Looking at what already happened, ${v.card} lists ${v.k1} and ${v.k2} among the causes.`,
  ],
  now: [
    (v) => `On your desk right now is ${v.card}: ${v.k1} and ${v.k2} are the things to deal with first.`,
    (v) => `In the current state of ${v.area}, ${v.card} flags ${v.k1} and ${v.k2} as the working issues.`,
    (v) => `For this week, ${v.card} describes the situation you are managing: ${v.k1} and ${v.k2}.`,
  ],
  ahead: [
    (v) => `If nothing changes, ${v.card} is where the plan is heading, toward ${v.k1} and ${v.k2}, and you can still adjust the plan.`,
    (v) => `As a projection rather than a promise, ${v.card} points to ${v.k1} and ${v.k2} in ${v.area}.`,
    (v) => `The likely next stage is ${v.card}, with ${v.k1} and ${v.k2} to plan for.`,
  ],
  tension: [
    (v) => `The bottleneck is ${v.card}, and it usually looks like ${v.k1} and ${v.k2} in daily life.`,
    (v) => `One risk to manage is ${v.card}, which shows up as ${v.k1} and ${v.k2}.`,
    (v) => `Worth putting on your list is ${v.card}: ${v.k1} and ${v.k2} matter more here than they seem to.`,
  ],
  advice: [
    (v) => `The recommended method comes from ${v.card}: work with ${v.k1} and ${v.k2}.`,
    (v) => `As an action plan, ${v.card} suggests building on ${v.k1} and ${v.k2}.`,
  ],
};

const MYSTIC_LEADS: Record<Place, readonly Lead[]> = {
  heart: [
    (v) => `Out of the silence of the deck rises ${v.card}, alone and luminous, carrying ${v.k1} and ${v.k2} like a lantern into ${v.area}.`,
    (v) => `A single image has answered your call: ${v.card}, whose old symbols whisper of ${v.k1} and ${v.k2}.`,
    (v) => `Like a star seen through parted clouds, ${v.card} stands at the centre of the reading, speaking of ${v.k1} and ${v.k2}.`,
  ],
  past: [
    (v) => `From the tides of what has been, ${v.card} rises with the memory of ${v.k1} and ${v.k2}.`,
    (v) => `In the long shadows of the past walks ${v.card}, its footprints marked by ${v.k1} and ${v.k2}.`,
    (v) => `Long before this question was spoken, ${v.card} was weaving ${v.k1} and ${v.k2} into your story.`,
  ],
  now: [
    (v) => `In this very hour, ${v.card} stands at the threshold, and its light falls on ${v.k1} and ${v.k2}.`,
    (v) => `The wheel has turned to ${v.card}, and the present hums with ${v.k1} and ${v.k2}.`,
    (v) => `Here, where you stand beneath the turning sky, ${v.card} gathers ${v.k1} and ${v.k2} around you.`,
  ],
  ahead: [
    (v) => `On the far horizon, still veiled in mist, ${v.card} glimmers with ${v.k1} and ${v.k2}, a path that your own steps will shape.`,
    (v) => `Beyond the next bend of the road waits ${v.card}, a promise of ${v.k1} and ${v.k2} that is not yet written in stone.`,
    (v) => `As the moon draws the tide, so the coming days lean toward ${v.card}, toward ${v.k1} and ${v.k2}.`,
  ],
  tension: [
    (v) => `In the deep water beneath the surface moves ${v.card}, stirring ${v.k1} and ${v.k2}.`,
    (v) => `Across your path lies ${v.card}, a guardian at the gate who asks you to face ${v.k1} and ${v.k2}.`,
    (v) => `Unseen but felt, like a wind before the storm, ${v.card} carries ${v.k1} and ${v.k2}.`,
  ],
  advice: [
    (v) => `As an oracle's counsel, ${v.card} offers its gift: walk with ${v.k1} and ${v.k2}.`,
    (v) => `The guiding star of this spread is ${v.card}, lighting a way of ${v.k1} and ${v.k2}.`,
  ],
};

const byPlace = (leads: Record<Place, readonly Lead[]>) => (role: PositionRole) => leads[PLACE_OF[role]];

/** The closing lines of the places that speak of what is to come keep the future open, in every voice. */
const placeCodas = (codas: Record<"ahead" | "other", readonly string[]>) => (role: PositionRole) => (PLACE_OF[role] === "ahead" ? codas.ahead : codas.other);

const DIRECT: VoicePhrases = {
  openings: [
    (q, s) => `You asked ${q}, and ${s.text} ${verb(s, "answers", "answer")}.`,
    (q, s) => `On ${q}, the cards are ${s.text}.`,
    (q, s) => `Straight to it: ${s.text} ${verb(s, "takes", "take")} the question ${q} head on.`,
    (q, s, area) => `To ${q}, ${s.text} ${verb(s, "speaks", "speak")} plainly about ${area}.`,
  ],
  tones: {
    bright: [
      (names, plural) => `Good spread: ${names} ${plural ? "carry" : "carries"} it.`,
      (names) => `Mostly good news, thanks to ${names}.`,
    ],
    hard: [
      (names, plural) => `Hard spread: ${names} ${plural ? "show" : "shows"} real friction, and none of it is fixed.`,
      (names, plural) => `There is a problem here, and ${names} ${plural ? "name" : "names"} it; you can work on it.`,
    ],
    mixed: [() => "Split cards: your choices decide the rest.", () => "Good and hard in equal measure; what you do next tips it."],
  },
  verdictMeaning: {
    yes: ["The answer is yes, and you still have to act on it.", "It's a yes: follow through."],
    no: ["The answer is no for now: change the approach or the timing.", "It's a no as things stand, and that can change if you change something."],
    maybe: ["It's a maybe, and your next move decides it.", "No clear answer yet: act, then ask again."],
  },
  leads: { role: byPlace(DIRECT_LEADS), verdict: [
    (v) => `The ${v.ordinal} card: ${v.card}, for ${v.k1} and ${v.k2}.`,
    (v) => `Next, ${v.card}. It adds ${v.leanNoun}.`,
    (v) => `${v.Card} counts too. Its themes: ${v.k1}, ${v.k2}.`,
    (v) => `Then ${v.card}, on ${v.k1} and ${v.k2}.`,
  ], generic: [
    (v) => `For ${v.position}: ${v.card}. Read it as ${v.k1} and ${v.k2}.`,
    (v) => `${v.Card} covers ${v.position}. Think ${v.k1} and ${v.k2}.`,
    (v) => `The ${v.ordinal} card is ${v.card}, for ${v.position}: ${v.k1}, ${v.k2}.`,
    (v) => `Then ${v.position}. That's ${v.card}, with ${v.k1} and ${v.k2}.`,
  ] },
  codas: {
    role: placeCodas({
      ahead: ["This is a direction, not a fate. Change course and it changes.", "Nothing here is locked. Your choices still count."],
      other: ["Deal with this first.", "Don't skip this one.", "Take it at face value."],
    }),
    yesNo: {
      yes: ["A yes, if you act.", "Good sign. Use it."],
      no: ["A no for now, not forever.", "Take the warning seriously."],
      maybe: ["Undecided. Your move.", "Give it time, then ask again."],
    },
    generic: ["Keep it in view.", "Read it with the others."],
  },
  positionAdvice: ["Do this: ", "Plainly: "],
  extraAdvice: ["Its instruction: ", "In short: "],
  counsel: [
    { last: false, line: (c, advice) => `Your instruction comes from ${c.ref}: ${advice}` },
    { last: false, line: (c, advice) => `Take this from ${c.ref}: ${advice}` },
    { last: true, line: (c, advice) => `Then hold to ${possessive(c.ref)} rule: ${advice}` },
    { last: true, line: (c, advice) => `Last word goes to ${c.ref}: ${advice}` },
  ],
  transitions: [() => "Now the whole picture.", () => "Put together, it's simple.", () => "Here's the bottom line."],
  closings: [
    ({ card }) => `That's the reading. Act on ${possessive(card.ref)} advice.`,
    ({ area }) => `You know what to do about ${area}. Start.`,
    ({ card }) => `Clear enough: ${card.ref} has spoken. Your move.`,
  ],
};

const PRACTICAL: VoicePhrases = {
  openings: [
    (q, s, area) => `Your question was ${q}, so let's treat ${s.text} as a practical brief for ${area}.`,
    (q, s) => `To work through ${q}, here is what ${s.text} ${verb(s, "suggests", "suggest")} you look at, and what you can do about it.`,
    (q, s) => `On ${q}, ${s.text} ${verb(s, "gives", "give")} you a starting point you can act on this week.`,
    (q, s, area) => `Here is a down-to-earth reading of ${q}: ${s.text}, applied to ${area}.`,
  ],
  tones: {
    bright: [
      (names, plural) => `The spread is workable and mostly favourable; ${names} ${plural ? "give" : "gives"} you the most to build on.`,
      (names) => `Conditions look good overall, with ${names} as your strongest asset.`,
    ],
    hard: [
      (names) => `The spread shows real obstacles, with ${names} as the main item to manage, and obstacles can be planned around.`,
      (names, plural) => `Expect some friction: ${names} ${plural ? "mark" : "marks"} the part that needs the most effort, and effort is something you control.`,
    ],
    mixed: [
      () => "The spread is balanced between assets and obstacles, so your planning and follow-through will make the difference.",
      () => "The picture is mixed, which is useful: it shows both what to use and what to fix.",
    ],
  },
  verdictMeaning: {
    yes: ["On balance that is a yes, provided you do the groundwork.", "The answer leans yes; make a plan and it has a good chance."],
    no: ["On balance that is a no for the current plan; revise the approach or the timing before trying again.", "The answer leans no as things stand, so look at what would need to change first."],
    maybe: ["That is a maybe: the outcome depends on the next concrete step you take.", "The answer is open, so gather a little more information and decide on a deadline."],
  },
  leads: { role: byPlace(PRACTICAL_LEADS), verdict: [
    (v) => `The ${v.ordinal} card, ${v.card}, adds ${v.leanNoun} and brings two practical points: ${v.k1} and ${v.k2}.`,
    (v) => `On the checklist, ${v.card} stands for ${v.k1} and ${v.k2}.`,
    (v) => `As a factor to weigh, ${v.card} points to ${v.k1} and ${v.k2} in ${v.area}.`,
    (v) => `In concrete terms, ${v.card} is about ${v.k1} and ${v.k2}.`,
  ], generic: [
    (v) => `For ${v.position}, ${v.card} gives two things to work on: ${v.k1} and ${v.k2}.`,
    (v) => `In practice, ${v.position} is covered by ${v.card}, which means ${v.k1} and ${v.k2}.`,
    (v) => `As the ${v.ordinal} card, ${v.card} sets the task for ${v.position}: ${v.k1} and ${v.k2}.`,
    (v) => `When it comes to ${v.position}, ${v.card} asks you to check ${v.k1} and ${v.k2}.`,
  ] },
  codas: {
    role: placeCodas({
      ahead: ["Treat this as a forecast you can revise: change the inputs and the result changes.", "Plan for this outcome, but remember that your next steps can still move it."],
      other: ["Write this down; it is one of the items to act on.", "Notice where this turns up in an ordinary day, and note it.", "This is the part of the picture you can work on most directly."],
    }),
    yesNo: {
      yes: ["A yes that still depends on doing the work.", "A point in favour, if you follow through."],
      no: ["A reason to revise the plan, not to abandon it.", "A point against, worth addressing before you commit."],
      maybe: ["An open point that more information could settle.", "Undecided for now; set a date to revisit it."],
    },
    generic: ["Add this to your list for the week.", "Check this against the other cards before acting."],
  },
  positionAdvice: ["The practical step: ", "Put to work, it means: "],
  extraAdvice: ["As an action point: ", "The practical takeaway: "],
  counsel: [
    { last: false, line: (c, advice) => `The most useful rule comes from ${c.ref}: ${advice}` },
    { last: false, line: (c, advice) => `Use ${possessive(c.ref)} advice as your working principle: ${advice}` },
    { last: true, line: (c, advice) => `While you do it, keep ${possessive(c.ref)} rule in mind: ${advice}` },
    { last: true, line: (c, advice) => `Check your progress against ${possessive(c.ref)} advice: ${advice}` },
  ],
  transitions: [() => "Now for the plan as a whole.", ({ area }) => `Here is how it adds up for ${area}.`, () => "Here is how it adds up in practice."],
  closings: [
    ({ area }) => `Write the step down with a date, and look at ${area} again when that date comes.`,
    ({ card }) => `Start with the smallest task, and check it against ${possessive(card.ref)} advice at the end of the week.`,
    ({ area }) => `Keep it simple for ${area}: one step, one date, one review.`,
  ],
};

const MYSTIC: VoicePhrases = {
  openings: [
    (q, s, area) => `You whispered ${q} into the dark, and from the deep well of the deck ${s.text} ${verb(s, "rises", "rise")} to answer, shimmering over ${area}.`,
    (q, s) => `The veil has parted around your question, ${q}, and ${s.text} ${verb(s, "steps", "step")} through, bearing old symbols like gifts.`,
    (q, s) => `Beneath the turning stars you asked ${q}, and the cards have answered with ${s.text}.`,
    (q, s, area) => `Like a bell struck at dusk, your question, ${q}, has called ${s.text} out of the silence to speak of ${area}.`,
  ],
  tones: {
    bright: [
      (names, plural) => `The spread glows like dawn on still water, and ${names} ${plural ? "pour their" : "pours its"} light across it.`,
      (names) => `A warm wind moves through these cards, carried on the wings of ${names}.`,
    ],
    hard: [
      (names) => `Shadows gather in this spread around ${names}, yet every shadow is cast by a light, and nothing here is sealed.`,
      (names) => `The ground trembles beneath ${names}, as it does before every turning of the wheel.`,
    ],
    mixed: [
      () => "Light and shadow dance together in this spread like moon and tide, and the next step of the dance is yours.",
      () => "The cards hold day and night in one hand, and the balance waits for your own gesture.",
    ],
  },
  verdictMeaning: {
    yes: ["The scales of the cards tip toward yes, like a door swinging open on a lit room, though you must still walk through it.", "The oracle leans yes, a quiet blessing that asks for your own steps to fulfil it."],
    no: ["The cards murmur no, for now: not a sealed door but a tide that has not yet turned.", "The answer leans no under this moon; wait, change the season of your approach, and ask again."],
    maybe: ["The cards hover between yes and no like twilight between day and night; your own hand will tip the balance.", "The answer is still unwritten, a seed in dark soil waiting for your choices to call it up."],
  },
  leads: { role: byPlace(MYSTIC_LEADS), verdict: [
    (v) => `As the ${v.ordinal} voice of the oracle, ${v.card} brings ${v.leanNoun} and the old language of ${v.k1} and ${v.k2}.`,
    (v) => `From the shuffled dark comes ${v.card}, murmuring of ${v.k1} and ${v.k2}.`,
    (v) => `Like a candle set upon the altar, ${v.card} adds its flame: ${v.k1} and ${v.k2}.`,
    (v) => `In ${v.ordinal} place the deck reveals ${v.card}, whose symbols tell of ${v.k1} and ${v.k2}.`,
  ], generic: [
    (v) => `In the place of ${v.position}, ${v.card} unfolds its symbols of ${v.k1} and ${v.k2}.`,
    (v) => `Where the spread holds ${v.position}, ${v.card} kindles ${v.k1} and ${v.k2}.`,
    (v) => `As the ${v.ordinal} image of the spread, ${v.card} guards ${v.position} with ${v.k1} and ${v.k2}.`,
    (v) => `Through the doorway of ${v.position} steps ${v.card}, cloaked in ${v.k1} and ${v.k2}.`,
  ] },
  codas: {
    role: placeCodas({
      ahead: ["What is glimpsed here is a path of mist and starlight, not a fate carved in stone; your steps will shape it.", "The future is a river, not a statue: change your course and the waters change with you."],
      other: ["Sit with this image in a quiet moment, and let its symbols speak in their own time.", "Like a dream on waking, this card's meaning may deepen if you hold it gently.", "Its message is a thread in a larger weaving; follow it and see where it leads."],
    }),
    yesNo: {
      yes: ["A yes like dawn light: real, and waiting for you to rise and meet it.", "Its blessing is given, though the walking is yours."],
      no: ["Its no is a closed gate under this moon, not a wall for all time.", "Its hesitation is a tide withdrawing, and tides return."],
      maybe: ["Its maybe is twilight: neither day nor night, and open to your choosing.", "It holds its breath, waiting for the season to turn."],
    },
    generic: ["Let this image stay with you like a half-remembered dream.", "Its symbols speak most clearly beside the others."],
  },
  positionAdvice: ["Its counsel, like an old incantation: ", "The oracle's word is this: "],
  extraAdvice: ["If this card could whisper one counsel, it would be this: ", "Its quiet teaching: "],
  counsel: [
    { last: false, line: (c, advice) => `Carry ${possessive(c.ref)} wisdom like a lantern through the weeks ahead: ${advice}` },
    { last: false, line: (c, advice) => `The deepest counsel rises from ${c.ref}: ${advice}` },
    { last: true, line: (c, advice) => `And as the moon keeps its course, let ${c.ref} keep yours: ${advice}` },
    { last: true, line: (c, advice) => `May ${possessive(c.ref)} teaching walk beside you: ${advice}` },
  ],
  transitions: [
    () => "Now let the images speak as one.",
    ({ area }) => `Step back, and over ${area} the separate symbols become a single tapestry.`,
    () => "Seen from above, like stars joined into a constellation, the cards form one shape.",
  ],
  closings: [
    ({ card }) => `Light a candle or take a quiet breath before you act, and let the image of ${card.ref} walk with you.`,
    ({ area }) => `The reading ends here, but its symbols will keep speaking through ${area} in dreams and small signs, if you listen.`,
    ({ card }) => `Go gently under the turning sky; what ${card.ref} has opened, your own steps will complete.`,
  ],
};

export const VOICE_PHRASES: Record<Voice, VoicePhrases> = { gentle: GENTLE, direct: DIRECT, practical: PRACTICAL, mystic: MYSTIC };

/** The phrasing of a prompt's voice: gentle when it names none. */
export function voicePhrases(voice: Voice = FREE_VOICE): VoicePhrases {
  return VOICE_PHRASES[voice];
}

/** Whether the voice adds lines of its own (a transition, a closing line): gentle adds none, so its readings stay as they were. */
export const addsOwnLines = (phrases: VoicePhrases) => phrases !== GENTLE;

/** A follow-up's last line in the reading's voice, or null for gentle, whose answers stay as they were. */
export function voiceSignOff(voice: Voice | undefined, line: { card: Drawn; area: string }, rng: Rng): string | null {
  const phrases = voicePhrases(voice);
  return addsOwnLines(phrases) ? rng.pick(phrases.closings)(line) : null;
}
