import type { SummaryLines, TimeFrame } from "../../../local-writer";

import { Names, names, numberWord, s, v, type EnCard, type EnFocus } from "./grammar";

/** The summary: the question and the cards, the care it calls for, then the answer in the question's shape. */

const LEANS = { yes: ["leans yes", "lean yes"], no: ["leans no", "lean no"], maybe: ["stays undecided", "stay undecided"] } as const;
const FOR = { yes: "for yes", no: "for no", maybe: "undecided" } as const;

const FRAMES: Record<TimeFrame, string> = {
  today: "today",
  week: "the coming week",
  month: "the coming month",
  season: "the season you named",
  year: "this year",
  years: "the years ahead",
  soon: "the near future",
};

export const SUMMARY: SummaryLines<EnCard, EnFocus> = {
  opening: {
    gentle: [
      ({ q, cards }) => `You asked ${q}, and the cards answered with ${names(cards)}.`,
      ({ q, cards }) => `Holding ${q} in mind, you drew ${names(cards)}.`,
      ({ q, cards }) => `For your question, ${q}, the deck turned up ${names(cards)}.`,
      ({ q, cards }) => `${Names(cards)} came up when you asked ${q}.`,
      ({ q, cards, f }) => `Your question was ${q}, and ${names(cards)} ${v(cards, "has", "have")} something to say about ${f.topic}.`,
    ],
    direct: [
      ({ q, cards }) => `You asked ${q}. ${cards.length > 1 ? "The cards" : "The card"}: ${names(cards)}.`,
      ({ q, cards }) => `To ${q}, ${names(cards)} ${v(cards, "answers", "answer")} plainly.`,
      ({ q, cards }) => `Straight to ${q}: you drew ${names(cards)}.`,
    ],
    practical: [
      ({ q, cards, f }) => `Your question was ${q}, so let's treat ${names(cards)} as a practical brief on ${f.topic}.`,
      ({ q, cards }) => `To work through ${q}, here is what ${names(cards)} ${v(cards, "suggests", "suggest")} you look at.`,
      ({ q, cards }) => `On ${q}, ${names(cards)} ${v(cards, "gives", "give")} you a starting point you can use this week.`,
    ],
    mystic: [
      ({ q, cards }) => `You carried ${q} to the deck, and out of its silence rose ${names(cards)}.`,
      ({ q, cards }) => `Beneath your question, ${q}, the cards have answered with ${names(cards)}.`,
      ({ q, cards }) => `Like a bell struck at dusk, ${q} has called ${names(cards)} out of the dark.`,
    ],
  },
  openingUnquoted: [
    ({ cards, f }) => `You set out your situation at length, and ${names(cards)} ${v(cards, "speaks", "speak")} to ${f.topic}.`,
    ({ cards, f }) => `For everything you wrote about ${f.topic}, the deck turned up ${names(cards)}.`,
    ({ cards, f }) => `Out of all you asked, ${names(cards)} ${v(cards, "takes", "take")} up ${f.topic} first.`,
  ],
  outside: [
    ({ cards }) => `A tarot reading does not follow instructions, answer quiz questions or write to order, so ${names(cards)} ${v(cards, "is", "are")} read here for what the cards can speak to: your own life.`,
    ({ cards }) => `What you wrote is not something this reading can do or answer; ${names(cards)} ${v(cards, "speaks", "speak")} to your own life instead, and that is how ${v(cards, "it is", "they are")} read below.`,
    ({ cards }) => `This reading will not set aside how it works or take on another task: ${names(cards)} ${v(cards, "is", "are")} read, as always, for a question about your life.`,
  ],
  oneWord: [
    ({ word, cards }) => `You asked in a single word, ${word}, and ${names(cards)} ${v(cards, "answers", "answer")} it as a whole area of your life.`,
    ({ word, cards }) => `${word} is all you asked, so ${names(cards)} ${v(cards, "is", "are")} read broadly here rather than as a yes or a no.`,
    ({ word, cards, f }) => `One word, ${word}, and ${names(cards)} in reply: this reading takes the word as a door into ${f.topic}.`,
  ],
  mood: {
    gentle: {
      bright: [
        ({ cards }) => `On balance the spread is encouraging, and ${names(cards)} ${v(cards, "lends", "lend")} it real warmth.`,
        ({ cards, f }) => `There is more light than shadow here, with ${names(cards)} setting a hopeful tone for ${f.topic}.`,
      ],
      hard: [
        ({ cards }) => `The cards are frank about what is difficult, with ${names(cards)} asking for honest attention, yet nothing here is fixed.`,
        ({ cards, f }) => `${Names(cards)} ${v(cards, "brings", "bring")} some weight to ${f.topic}, which is a call to look closely rather than a reason to fear.`,
      ],
      mixed: [
        ({ cards }) => `Light and shadow are evenly matched in what ${names(cards)} ${v(cards, "shows", "show")} you, so how you respond matters more than any forecast.`,
        ({ cards, f }) => `No single tone rules ${names(cards)}, and that openness leaves real room for your own choices about ${f.topic}.`,
      ],
    },
    direct: {
      bright: [
        ({ cards }) => `${Names(cards)} ${v(cards, "gives", "give")} you the most to work with here.`,
        ({ cards, f }) => `The strongest support for ${f.topic} comes from ${names(cards)}.`,
      ],
      hard: [
        ({ cards }) => `${Names(cards)} ${v(cards, "names", "name")} the friction plainly, and none of it is fixed.`,
        ({ cards }) => `The hard part is where ${names(cards)} ${v(cards, "lies", "lie")}; it can be worked on.`,
      ],
      mixed: [
        ({ cards }) => `Split signals from ${names(cards)}; your choices decide the rest.`,
        ({ cards }) => `Good and hard in equal measure from ${names(cards)}, and what you do next tips it.`,
      ],
    },
    practical: {
      bright: [
        ({ cards }) => `${Names(cards)} ${v(cards, "gives", "give")} you the most to build on.`,
        ({ cards, f }) => `Your strongest ${cards.length > 1 ? "assets" : "asset"} for ${f.topic} ${cards.length > 1 ? "are" : "is"} ${names(cards)}.`,
      ],
      hard: [
        ({ cards }) => `${Names(cards)} ${v(cards, "marks", "mark")} the main obstacle to manage, and obstacles can be planned around.`,
        ({ cards }) => `The part that needs the most effort is where ${names(cards)} ${v(cards, "lies", "lie")}.`,
      ],
      mixed: [
        ({ cards }) => `${Names(cards)} ${v(cards, "balances", "balance")} assets and obstacles, so planning and follow-through will make the difference.`,
        ({ cards }) => `The picture from ${names(cards)} is mixed, which is useful: it shows both what to use and what to fix.`,
      ],
    },
    mystic: {
      bright: [
        ({ cards }) => `The spread glows like dawn on still water, and ${names(cards)} ${v(cards, "pours its", "pour their")} light across it.`,
        ({ cards }) => `A warm wind moves through these cards, carried on the wings of ${names(cards)}.`,
      ],
      hard: [
        ({ cards }) => `Shadows gather around ${names(cards)}, yet every shadow is cast by a light, and nothing here is sealed.`,
        ({ cards }) => `The ground trembles beneath ${names(cards)}, as it does before every turning of the wheel.`,
      ],
      mixed: [
        ({ cards }) => `Light and shadow dance together in ${names(cards)} like moon and tide, and the next step of the dance is yours.`,
        ({ cards }) => `${Names(cards)} ${v(cards, "holds", "hold")} day and night in one hand, and the balance waits for your own gesture.`,
      ],
    },
  },
  verdict: {
    gentle: {
      yes: [
        ({ cards, f }) => `The balance tips toward yes, carried by ${names(cards)}, though no card can promise how ${f.topic} will turn out.`,
        ({ cards, decision }) => `${Names(cards)} ${v(cards, "tips", "tip")} the answer toward yes: a lean, not a promise${decision ? ", and the decision stays yours" : ""}.`,
        ({ cards }) => `So the answer leans yes, with ${names(cards)} in its favour, and the cards below show what helps it along.`,
      ],
      no: [
        ({ cards }) => `The weight falls on no for now, with ${names(cards)} holding back, which is better read as a question of approach or timing than as a closed door.`,
        ({ cards }) => `${Names(cards)} ${v(cards, "tips", "tip")} the answer toward no, at least in the shape the question takes today.`,
        ({ cards }) => `So the answer leans no, and ${names(cards)} ${v(cards, "explains", "explain")} below what stands in the way and what could shift.`,
      ],
      maybe: [
        ({ cards }) => `The leanings of ${names(cards)} balance out, so the answer is still forming and depends on what happens next.`,
        ({ cards }) => `${Names(cards)} ${v(cards, "leaves", "leave")} the answer at an honest maybe: the outcome is still open.`,
        ({ cards, decision }) => `That leaves a maybe for now, with ${names(cards)} keeping room for circumstances${decision ? " and your own judgement" : " and your own actions"} to settle it.`,
      ],
    },
    direct: {
      yes: [
        ({ cards, decision }) => `It's a yes from ${names(cards)}${decision ? ", and the call is still yours" : ", not a guarantee"}.`,
        ({ cards }) => `${Names(cards)} ${v(cards, "says", "say")} yes, on balance, and that is a lean rather than a promise.`,
      ],
      no: [
        ({ cards }) => `${Names(cards)} ${v(cards, "says", "say")} no for now, and a different approach or timing could change that.`,
        ({ cards }) => `It's a no from ${names(cards)} as things stand, and that can change.`,
      ],
      maybe: [
        ({ cards }) => `${Names(cards)} ${v(cards, "leaves", "leave")} it open: a maybe, and what happens next matters.`,
        ({ cards }) => `No clear answer from ${names(cards)} yet.`,
      ],
    },
    practical: {
      yes: [
        ({ cards }) => `On balance that is a yes from ${names(cards)}, provided the groundwork is done.`,
        ({ cards, decision }) => `The answer leans yes with ${names(cards)}; ${decision ? "if you choose it, a plan gives it a good chance" : "with a plan behind it, it has a good chance"}.`,
      ],
      no: [
        ({ cards }) => `On balance ${names(cards)} ${v(cards, "says", "say")} no to the current plan, so the approach or the timing may need revising.`,
        ({ cards }) => `The answer leans no with ${names(cards)} as things stand, so it is worth looking at what would need to change.`,
      ],
      maybe: [
        ({ cards }) => `That is a maybe: ${names(cards)} ${v(cards, "leaves", "leave")} the outcome to the next concrete step.`,
        ({ cards }) => `The answer is open with ${names(cards)}, so more information would help before deciding.`,
      ],
    },
    mystic: {
      yes: [
        ({ cards }) => `The scales tip toward yes with ${names(cards)}, like a door swinging open on a lit room.`,
        ({ cards }) => `The oracle leans yes through ${names(cards)}, a quiet blessing that still asks for your own steps.`,
      ],
      no: [
        ({ cards }) => `${Names(cards)} ${v(cards, "murmurs", "murmur")} no, for now: not a sealed door but a tide that has not yet turned.`,
        ({ cards }) => `Under this moon the answer leans no, as ${names(cards)} ${v(cards, "shows", "show")}, and seasons change.`,
      ],
      maybe: [
        ({ cards }) => `${Names(cards)} ${v(cards, "hovers", "hover")} between yes and no like twilight between day and night.`,
        ({ cards }) => `With ${names(cards)}, the answer is still unwritten, a seed in dark soil.`,
      ],
    },
  },
  tally: [
    ({ groups }) => {
      if (groups.length === 1) return `All ${numberWord(groups[0].cards.length)} cards ${LEANS[groups[0].lean][1]}.`;
      const clauses = groups.map(({ lean, cards }) => `${names(cards)} ${v(cards, LEANS[lean][0], LEANS[lean][1])}`);
      const sentence = clauses.length === 2 ? `${clauses[0]}, while ${clauses[1]}` : `${clauses[0]}, ${clauses[1]}, and ${clauses[2]}`;
      return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
    },
    ({ groups }) => {
      if (groups.length === 1) return `Every card here ${LEANS[groups[0].lean][0]}: ${names(groups[0].cards)}.`;
      return `Counting the cards: ${groups.map(({ lean, cards }) => `${names(cards)} ${FOR[lean]}`).join(", ")}.`;
    },
  ],
  choiceList: [
    ({ first, second, hypothesis }) => (hypothesis ? `The two readings you weigh: ${first}; or ${second}.` : `Your two paths: ${first}; or ${second}.`),
    ({ first, second, hypothesis }) => (hypothesis ? `You set two possibilities side by side: first, ${first}; second, ${second}.` : `You name two options: first, ${first}; second, ${second}.`),
  ],
  choice: [
    ({ favoursFirst, hypothesis, for: pro, against }) =>
      `${hypothesis ? "Of the two, the cards bear out" : "Read as a choice, the cards lean toward"} the ${favoursFirst ? "first" : "second"}: ${names(pro)} ${v(pro, "speaks", "speak")} for it${against.length > 0 ? `, while ${names(against)} ${v(against, "holds", "hold")} out for the ${favoursFirst ? "second" : "first"}` : ""}.`,
    ({ favoursFirst, hypothesis, for: pro, against }) =>
      `Between the two, the cards favour the ${favoursFirst ? "first" : "second"}${hypothesis ? " as the likelier reading" : ""}, because ${names(pro)} ${v(pro, "leans", "lean")} that way${against.length > 0 ? ` and only ${names(against)} ${v(against, "pulls", "pull")} the other` : ""}.`,
  ],
  choiceOne: [
    ({ c, lean, hypothesis }) =>
      lean === "maybe"
        ? `With one card, ${c.the} ${v(c, "leans", "lean")} toward neither ${hypothesis ? "reading" : "option"}: a lean read from one card, not a count.`
        : `With one card, ${c.the} ${v(c, "leans", "lean")} toward the ${lean === "yes" ? "first" : "second"} ${hypothesis ? "reading" : "option"}: a lean read from one card, not a count.`,
    ({ c, lean, hypothesis }) =>
      lean === "maybe"
        ? `${c.The} alone ${v(c, "gives", "give")} no lean between the two; one card is a hint, not a tally.`
        : `${c.The} alone ${v(c, "tips", "tip")} ${hypothesis ? "the reading" : "the weighing"} toward the ${lean === "yes" ? "first" : "second"}; one card is a hint, not a tally.`,
  ],
  choiceOpen: [
    ({ forFirst, forSecond, hypothesis }) =>
      forFirst.length > 0 && forSecond.length > 0
        ? `${hypothesis ? "The cards do not settle which is so" : "Read as a choice, the cards do not settle it"}: ${names(forFirst)} ${v(forFirst, "speaks", "speak")} for the first, while ${names(forSecond)} ${v(forSecond, "speaks", "speak")} for the second.`
        : hypothesis
          ? `Neither reading wins the cards over.`
          : `The cards take neither side here.`,
    ({ forFirst, forSecond }) =>
      forFirst.length > 0 && forSecond.length > 0
        ? `The cards split: ${names(forFirst)} ${v(forFirst, "favours", "favour")} the first, ${names(forSecond)} the second.`
        : `Neither wins the cards over.`,
  ],
  choiceMeaning: [
    ({ hypothesis }) => (hypothesis ? `That is a lean, not a fact.` : `That is a lean, not a ruling.`),
    ({ hypothesis }) => (hypothesis ? `A lean, then, not a certainty.` : `The choice between them stays yours.`),
    ({ hypothesis }) => (hypothesis ? `Time will show more than any card.` : `The decision remains in your hands.`),
  ],
  thread: {
    three_cards: [
      ({ cards: [past, present, future] }) => `The story runs from ${past.the} behind you, through ${present.the} now, toward ${future.the} ahead.`,
      ({ cards: [past, present, future] }) => `What began with ${past.the} is being worked out through ${present.the}, and ${future.the} ${v(future, "shows", "show")} where that work can lead.`,
    ],
    tarot: [
      ({ cards: [situation, challenge, hidden, advice, outcome] }) =>
        `At the centre ${v(situation, "stands", "stand")} ${situation.the}, crossed by ${challenge.the}, with ${hidden.the} at work underneath and ${advice.the} pointing the way toward ${outcome.the}.`,
      ({ cards: [situation, challenge, , advice, outcome] }) => `The situation of ${situation.the} meets the challenge of ${challenge.the}, and ${s(advice)} counsel is what leads toward ${outcome.the}.`,
    ],
    generic: [
      ({ cards }) => `Read in order, the spread moves from ${cards[0].the} toward ${cards[cards.length - 1].the}.`,
      ({ cards }) => `The spread opens with ${cards[0].the} and closes with ${cards[cards.length - 1].the}, and each card between adds its own note.`,
    ],
  },
  noRuling: {
    others_health: [
      ({ cards, f }) => `No card can say whether ${f.they} will get better; that is for the people caring for ${f.them}, and what ${names(cards)} can speak to is how you carry this time beside ${f.them}.`,
      ({ cards, f }) => `The cards cannot judge how ${f.they} will do, and ${f.their} medical team is the place for that question; ${names(cards)} ${v(cards, "speaks", "speak")} instead to your side of it: your worry, your strength and how you can be there.`,
      ({ cards, f }) => `How ${f.they} ${f.are} going to be is a question for the people caring for ${f.them}, not for the cards, so ${names(cards)} ${v(cards, "is", "are")} read here for you.`,
    ],
    own_health: [
      ({ cards }) => `No card can tell how your health will turn out; your doctor can, and ${names(cards)} ${v(cards, "speaks", "speak")} instead to your energy, rest and habits.`,
      ({ cards }) => `Whether things get better is a question for your doctor rather than the cards, so ${names(cards)} ${v(cards, "is", "are")} read here for how you look after yourself meanwhile.`,
    ],
    death: [
      ({ cards, f }) => `No card foretells when or whether anyone dies, and ${names(cards)} ${v(cards, "does", "do")} not either; what the cards can speak to is how you carry ${f.topic}.`,
      ({ cards }) => `The cards say nothing about how long anyone will live; ${names(cards)} ${v(cards, "speaks", "speak")} to the love and the worry in your question.`,
    ],
    pregnancy: [
      ({ cards }) => `No card can say whether or when a pregnancy will come, and your doctor or midwife is the one to ask; ${names(cards)} ${v(cards, "speaks", "speak")} to your hopes and to how you care for yourself.`,
      ({ cards }) => `Whether a child is coming is not something ${names(cards)} can tell, so ${v(cards, "it is", "they are")} read here for what you carry while you hope.`,
    ],
    law: [
      ({ cards }) => `No card can say how a court or an official will decide; a lawyer can tell you where you stand, and ${names(cards)} ${v(cards, "speaks", "speak")} to how you meet this.`,
      ({ cards, f }) => `How ${f.topic} ends is not for the cards to rule on, so ${names(cards)} ${v(cards, "is", "are")} read here for the way you carry it.`,
    ],
  },
  care: {
    others_health: [
      ({ f }) => `Waiting for news of ${f.who} is hard, and it is natural to want a clear answer.`,
      ({ f }) => `It is a heavy thing to ask about ${f.who}'s health, and this reading holds the question with care.`,
      ({ f }) => `Worry for ${f.who} runs through your question, and it deserves to be met gently.`,
    ],
    own_health: [
      ({ cards }) => `Questions about your body deserve a careful answer, and ${names(cards)} can offer reflection, never a diagnosis.`,
      ({ cards }) => `Where your health is concerned, ${names(cards)} ${v(cards, "is", "are")} read for reflection, never for diagnosis.`,
    ],
    death: [
      () => `A question that touches on death is one of the heaviest to ask, and the cards are read here with care.`,
      () => `Fear of losing someone, or of dying, deserves gentleness, and that is how the cards are read here.`,
    ],
    pregnancy: [
      () => `Hoping for a child, or worrying about a pregnancy, touches something deep, and the cards are read gently here.`,
      () => `A question about pregnancy carries a great deal of hope, and the cards are read with that in mind.`,
    ],
    money: [
      () => `Money worries press on every part of life, and the cards can help you think, not forecast your finances.`,
      ({ f }) => `No card can promise how ${f.topic} will turn out, and the cards do not try to.`,
    ],
    debt: [
      () => `Debt is stressful, and you are not alone with it; the cards are read here to help you think clearly, not to tell you what to pay.`,
      () => `Owing money can feel crushing, yet there is real help for it, and the cards can help you face it calmly.`,
    ],
    law: [
      () => `Legal trouble weighs on a person, and the cards cannot tell you how it will end.`,
      () => `A legal question has real stakes, and the cards are read here for reflection only.`,
    ],
    wellbeing: [
      () => `What you describe sounds heavy to carry, and it matters more than any card: you deserve real support, not only a reading.`,
      () => `Days like the ones you tell of are hard, and this reading is read gently, beside the help a person can give.`,
    ],
  },
  when: [
    ({ f, frame }) => `The cards do not give dates; read them as the mood around ${f.topic} over ${FRAMES[frame]}, not as a deadline.`,
    ({ frame }) => `You asked about ${FRAMES[frame]}, and the cards speak of readiness rather than of a calendar.`,
  ],
};
