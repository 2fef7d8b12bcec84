import type { Element, SectionLines } from "../../../local-writer";
import { oneColon, quoteFrames } from "../../../quote-frames";
import { ordinalWord, S, s, v, type EnCard, type EnFocus } from "./grammar";

/** A card's section: how it opens in its place, its vote in a choice, the open future, and its extras. */

export const ELEMENT_QUALITY: Record<Element, string> = {
  Fire: "drive and warmth",
  Water: "feeling and intuition",
  Air: "clear thinking and honest words",
  Earth: "patience and practical sense",
};


/** "the Sun" and "the Moon" as astrology names them; signs and planets need no article. */
const astro = (name: string) => (name === "Sun" || name === "Moon" ? `the ${name}` : name);

export const SECTION: SectionLines<EnCard, EnFocus> = {
  lead: {
    heart: [
      ({ c, f, themes }) => `As the one card drawn for your question, ${c.the} ${v(c, "sits", "sit")} at the heart of ${f.topic}, bringing ${themes.gift}.`,
      ({ c, f, themes }) => `Drawn alone, ${c.the} ${v(c, "speaks", "speak")} for the whole reading and ${v(c, "brings", "bring")} ${themes.gift} to ${f.topic}.`,
      ({ c, themes }) => `At the heart of the matter lies ${c.the}, offering ${themes.gift}.`,
      ({ c, themes }) => `On ${v(c, "its", "their")} own, ${c.the} ${v(c, "holds", "hold")} the centre of this reading, and what ${v(c, "it offers", "they offer")} here is ${themes.gift}.`,
      ({ c, f, themes }) => `With only one card on the table, ${c.the} ${v(c, "has", "have")} room to speak plainly about ${f.topic}, and ${v(c, "it speaks", "they speak")} of ${themes.gift}.`,
    ],
    past: [
      ({ c, themes }) => `Looking back, ${c.the} ${v(c, "describes", "describe")} the ground you have come from, a time marked by ${themes.weight}.`,
      ({ c, f, themes }) => `Behind you stands ${c.the}, and ${f.topic} still carries the mark of ${themes.weight}.`,
      ({ c, themes }) => `The roots of this question lie with ${c.the}, which once brought ${themes.gift}.`,
      ({ c, themes }) => `In the past position, ${c.the} ${v(c, "shows", "show")} what has led you here, a stretch shaped by ${themes.gift}.`,
    ],
    present: [
      ({ c, f, themes }) => `Right now, ${c.the} ${v(c, "sits", "sit")} at the centre of ${f.topic}, bringing ${themes.gift}.`,
      ({ c, themes }) => `In the present, ${c.the} ${v(c, "describes", "describe")} where you stand today and ${v(c, "asks", "ask")} you to notice ${themes.weight}.`,
      ({ c, themes }) => `Today's energy belongs to ${c.the}, with ${themes.gift} close at hand.`,
      ({ c, f, themes }) => `At this moment, ${c.the} ${v(c, "brings", "bring")} ${themes.gift} into ${f.topic}.`,
    ],
    future: [
      ({ c, themes }) => `Looking ahead, ${c.the} ${v(c, "suggests", "suggest")} where things are heading if the present course holds: toward ${themes.gift}.`,
      ({ c, themes }) => `In the future position, ${c.the} ${v(c, "sketches", "sketch")} a direction rather than a fixed fate, one that holds ${themes.gift}.`,
      ({ c, themes }) => `What is taking shape next carries the signature of ${c.the}, with ${themes.gift} on the horizon.`,
      ({ c, themes }) => `Further down the road waits ${c.the}, hinting at ${themes.gift}.`,
    ],
    situation: [
      ({ c, f, themes }) => `The situation itself is described by ${c.the}, with ${themes.weight} at the core of ${f.topic} right now.`,
      ({ c, themes }) => `As the card of the situation, ${c.the} ${v(c, "sets", "set")} the scene with ${themes.weight}.`,
      ({ c, f, themes }) => `Setting the scene, ${c.the} ${v(c, "shows", "show")} ${f.topic} as it is, shaped by ${themes.weight}.`,
    ],
    challenge: [
      ({ c, themes }) => `In the place of the challenge, ${c.the} ${v(c, "asks", "ask")} you to face ${themes.weight} rather than step around it.`,
      ({ c, themes }) => `What tests you most right now is ${c.the}, because ${v(c, "it brings", "they bring")} ${themes.weight}.`,
      ({ c, themes }) => `The obstacle here takes the form of ${c.the}, and learning to live with ${themes.weight} is part of the work.`,
      ({ c, themes }) => `Crossing the situation, ${c.the} ${v(c, "names", "name")} the tension you are working through: ${themes.weight}.`,
    ],
    hidden_influence: [
      ({ c, themes }) => `Beneath the surface, ${c.the} ${v(c, "is", "are")} quietly at work, with ${themes.weight} shaping more than you may have noticed.`,
      ({ c, themes }) => `As the hidden influence, ${c.the} ${v(c, "points", "point")} to an undercurrent: ${themes.weight}.`,
      ({ c, themes }) => `Less visible but no less real is the pull of ${c.the}, and with it ${themes.gift}.`,
      ({ c, f, themes }) => `Working out of sight, ${c.the} ${v(c, "shapes", "shape")} ${f.topic} more than it first appears, through ${themes.weight}.`,
    ],
    advice: [
      ({ c, themes }) => `The advice card is ${c.the}, and ${v(c, "it recommends", "they recommend")} an approach grounded in ${themes.gift}.`,
      ({ c, themes }) => `For guidance, the spread offers ${c.the}, which ${v(c, "asks", "ask")} you to lean on ${themes.gift}.`,
      ({ c, f, themes }) => `As counsel, ${c.the} ${v(c, "suggests", "suggest")} meeting ${f.topic} with ${themes.gift}.`,
      ({ c, themes }) => `What would help most is the spirit of ${c.the}: ${themes.gift}.`,
    ],
    outcome: [
      ({ c, themes }) => `In the outcome position, ${c.the} ${v(c, "shows", "show")} where things are likely to lead if you continue as you are: toward ${themes.gift}.`,
      ({ c, themes }) => `The likely outcome rests with ${c.the}, pointing to ${themes.gift}.`,
      ({ c, themes }) => `Where this path tends to lead is ${c.the}, and with ${v(c, "it", "them")} ${themes.gift}.`,
      ({ c, themes }) => `As things stand, the road bends toward ${c.the} and ${themes.gift}.`,
    ],
  },
  verdictLead: [
    ({ c, ordinal, themes }) => `As the ${ordinalWord(ordinal)} card, ${c.the} ${v(c, "brings", "bring")} to the question ${themes.gift}.`,
    ({ c, themes }) => `${c.The} ${v(c, "speaks", "speak")} here of ${themes.gift}.`,
    ({ c, ordinal, themes }) => `The ${ordinalWord(ordinal)} voice in the spread belongs to ${c.the}, which ${v(c, "brings", "bring")} ${themes.gift}.`,
    ({ c, ordinal, themes }) => `In ${ordinalWord(ordinal)} place, ${c.the} ${v(c, "weighs", "weigh")} in with ${themes.gift}.`,
    ({ c, f, ordinal, themes }) => `Turning to the ${ordinalWord(ordinal)} card, ${c.the} ${v(c, "adds", "add")} ${themes.gift} to ${f.topic}.`,
    ({ c, f, themes }) => `Here ${c.the} ${v(c, "speaks", "speak")} to ${f.topic} through ${themes.gift}.`,
  ],
  genericLead: [
    ({ c, f, label, themes }) => `Placed as “${label}”, ${c.the} ${v(c, "brings", "bring")} ${themes.gift} to ${f.topic}.`,
    ({ c, label, themes }) => `Read as “${label}”, ${c.the} ${v(c, "points", "point")} to ${themes.gift}.`,
    ({ c, label, themes }) => `For “${label}”, the cards give ${c.the}, and with ${v(c, "it", "them")} ${themes.gift}.`,
    ({ c, f, label, themes }) => `Standing for “${label}”, ${c.the} ${v(c, "colours", "colour")} ${f.topic} with ${themes.gift}.`,
    ({ c, label, themes }) => `In the place of “${label}”, ${c.the} ${v(c, "asks", "ask")} you to notice ${themes.weight}.`,
    ({ c, label, themes }) => `Turning to “${label}”, ${c.the} ${v(c, "offers", "offer")} ${themes.gift}.`,
    ({ c, label, themes }) => `What ${c.the} ${v(c, "brings", "bring")} to “${label}” is ${themes.gift}.`,
    ({ c, label, themes }) => `Under “${label}” lies ${c.the}, with ${themes.weight}.`,
  ],
  // Our card texts often name their card or carry a colon: quoteFrames picks a frame that neither repeats the name
  // nor adds a second colon. Few frames name the matter: a section names it once at most.
  quote: quoteFrames(
    {
      named: [
        ({ c, f, text }) => `For ${f.topic}, ${c.the} ${v(c, "puts", "put")} it this way: ${text}`,
        ({ c, text }) => `In ${s(c)} own terms: ${text}`,
        ({ c, text }) => `${S(c)} message goes further: ${text}`,
        ({ c, text }) => `In plain words, ${c.the} ${v(c, "says", "say")} this: ${text}`,
        ({ c, text }) => `${c.The} ${v(c, "adds", "add")} something more: ${text}`,
        ({ c, text }) => `Here ${c.the} ${v(c, "has", "have")} something specific to say: ${text}`,
      ],
      namedComma: [
        ({ c, text }) => `With ${c.the}, ${text}`,
        ({ c, text }) => `In ${s(c)} reading, ${text}`,
        ({ c, text }) => `Through ${c.the}, ${text}`,
        ({ c, f, text }) => `For ${f.topic}, with ${c.the} in mind, ${text}`,
        ({ c, f, text }) => `Held up against ${f.topic}, and through ${c.the}, ${text}`,
        ({ c, text }) => `As ${c.the} ${v(c, "sees", "see")} it, ${text}`,
      ],
      plain: [
        ({ f, text }) => `For ${f.topic}, this is what it means: ${text}`,
        ({ text }) => `In your case: ${text}`,
        ({ text }) => `There is more here: ${text}`,
        ({ text }) => `Put simply: ${text}`,
        ({ text }) => `It goes further: ${text}`,
        ({ text }) => `Read for you: ${text}`,
        ({ f, text }) => `Held up against ${f.topic}: ${text}`,
        ({ f, text }) => `Turned toward ${f.topic}: ${text}`,
      ],
      plainComma: [
        ({ text }) => `Here, ${text}`,
        ({ text }) => `In your case, ${text}`,
        ({ text }) => `Beyond that, ${text}`,
        ({ f, text }) => `For ${f.topic}, ${text}`,
        ({ text }) => `Looking closer, ${text}`,
      ],
    },
    ({ text }) => text,
  ),
  reason: quoteFrames(
    {
      named: [
        ({ c, text }) => `As for the answer, ${c.the} ${v(c, "gives", "give")} this reason: ${text}`,
        ({ c, text }) => `${S(c)} lean comes with its reason: ${text}`,
      ],
      namedComma: [({ c, text }) => `With ${c.the}, ${text}`, ({ c, text }) => `Under ${c.the}, ${text}`],
      plain: [({ f, text }) => `Asked about ${f.topic}, ${text}`, ({ text }) => `As for the answer, ${text}`],
      plainComma: [({ f, text }) => `Asked about ${f.topic}, ${text}`, ({ text }) => `As for the answer, ${text}`],
    },
    ({ text }) => text,
  ),
  choiceVote: {
    yes: [
      ({ c, hypothesis }) => `Read against ${hypothesis ? "the two possibilities" : "your choice"}, ${c.the} ${v(c, "speaks", "speak")} for the first.`,
      ({ c, hypothesis }) => `${S(c)} encouragement goes to the first ${hypothesis ? "possibility" : "option"} you named.`,
      ({ c, hypothesis }) => `${c.The} ${v(c, "adds", "add")} ${hypothesis ? "weight to the first possibility" : "a voice for the first path"}.`,
    ],
    no: [
      ({ c, hypothesis }) => (hypothesis ? `Read against the two possibilities, ${c.the} ${v(c, "bears", "bear")} out the second.` : `Read against your choice, ${c.the} ${v(c, "leans", "lean")} toward the second, or at least away from rushing into the first.`),
      ({ c, hypothesis }) => `${S(c)} caution points toward the second ${hypothesis ? "possibility" : "option"}.`,
      ({ c, hypothesis }) => `${c.The} ${v(c, "tilts", "tilt")} ${hypothesis ? "the reading toward the second" : "the weighing toward the second path"}.`,
    ],
    maybe: [
      ({ c, hypothesis }) => `Read against ${hypothesis ? "the two possibilities" : "your choice"}, ${c.the} ${v(c, "takes", "take")} neither side.`,
      ({ c, hypothesis }) => `${c.The} ${v(c, "holds", "hold")} back from both, which suggests ${hypothesis ? "it is too soon to tell" : "the choice needs more thought"}.`,
      ({ c }) => `${c.The} ${v(c, "leaves", "leave")} the two in balance for now.`,
    ],
  },
  voiceLine: {
    gentle: [],
    direct: [
      ({ themes }) => `Bottom line: watch for ${themes.weight}.`,
      ({ c, themes }) => `Plainly put, ${c.the} also ${v(c, "brings", "bring")} ${themes.weight}.`,
      ({ themes }) => `The catch: ${themes.weight}.`,
      ({ themes }) => `Don't ignore ${themes.weight}.`,
    ],
    practical: [
      ({ c, themes }) => `In practice, ${c.the} ${v(c, "gives", "give")} you one thing to watch this week: ${themes.weight}.`,
      ({ c, themes }) => `Plan for ${themes.weight}; ${c.the} ${v(c, "names", "name")} it so you can allow for it.`,
      ({ c, themes }) => `The cost ${c.the} ${v(c, "asks", "ask")} you to budget for is ${themes.weight}.`,
      ({ c, themes }) => `Allow for ${themes.weight} when you plan: that is ${s(c)} practical warning.`,
    ],
    mystic: [
      ({ c, themes }) => `The image of ${c.the} lingers, carrying ${themes.gift} across the threshold of the reading.`,
      ({ c, themes }) => `Listen for ${c.the} in quiet moments; ${v(c, "it speaks", "they speak")} of ${themes.gift} in a language older than words.`,
      ({ c, themes }) => `Beneath the painted surface of ${c.the} moves something older: ${themes.weight}.`,
      ({ c, themes }) => `In the old language of the cards, ${c.the} ${v(c, "has", "have")} always meant ${themes.gift}.`,
    ],
  },
  openFuture: [
    ({ c }) => `Treat ${c.the} as a direction of travel rather than a fixed fate: the choices you make now can still shape it.`,
    ({ c }) => `Nothing about ${c.the} here is set in stone; ${v(c, "it shows", "they show")} where the current leads if you keep rowing the same way.`,
    ({ c }) => `What ${c.the} ${v(c, "shows", "show")} ahead is a tendency, not a sentence, and the way you meet the coming weeks can bend it.`,
    ({ c }) => `Read ${c.the} as the road you are on today; a different step now can still lead somewhere else.`,
    ({ c }) => `${c.The} ${v(c, "describes", "describe")} where present patterns lead, and a pattern can be changed.`,
  ],
  plainLead: [
    ({ c, where }) => `${where.charAt(0).toUpperCase()}${where.slice(1)} lies ${c.the}.`,
    ({ c, where }) => `${c.The} ${v(c, "appears", "appear")} ${where}.`,
    ({ c, where }) => `${c.The} ${v(c, "has", "have")} come up ${where}.`,
  ],
  omenHere: [
    ({ c }) => `Here ${c.the} may stand for how much has changed since this began, and for the strength it takes to adapt.`,
    ({ f }) => `In ${f.topic}, it can speak to the way ordinary routines have been set aside, and to letting go of what cannot be controlled.`,
    ({ c }) => `Here ${c.the} ${v(c, "points", "point")} to the change you are living through, not to how it will end.`,
  ],
  notLiteral: [
    ({ c }) => `${c.The} ${v(c, "is", "are")} no prediction about anyone's body or life: in tarot ${v(c, "it speaks", "they speak")} of change, not of harm.`,
    ({ c }) => `Seeing ${c.the} here can be frightening, yet the card says nothing about how long anyone lives; it speaks of change and transition.`,
    ({ c }) => `${c.The} ${v(c, "does", "do")} not foretell illness or loss: the picture is dramatic, but the meaning is about change and what comes after it.`,
  ],
  advice: oneColon([
    ({ c, advice }) => `${S(c)} counsel here is simple: ${advice}`,
    ({ c, advice }) => `If ${c.the} had one piece of advice for you, it would be this: ${advice}`,
    ({ c, advice }) => `In practical terms, ${c.the} ${v(c, "suggests", "suggest")} this: ${advice}`,
  ], "advice", "; "),
  element: [
    ({ c, element, astrology, key }) => `As a card of ${element} linked to ${astro(astrology)}, ${c.the} ${v(c, "brings", "bring")} ${ELEMENT_QUALITY[key]} to this part of the reading.`,
    ({ c, element, astrology, key }) => `${S(c)} ties to ${astro(astrology)} and to the element of ${element} lend ${v(c, "it", "them")} ${ELEMENT_QUALITY[key]}.`,
  ],
};
