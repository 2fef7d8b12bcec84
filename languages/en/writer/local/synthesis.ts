import type { SynthesisLines } from "../../../local-writer";
import { wordPattern } from "../../../writer";
import { oneColon } from "../../../quote-frames";
import { names, ordinalWord, S, s, v, type EnCard, type EnFocus } from "./grammar";

/** The synthesis: the cards together, the key card's counsel, real help where it fits, one step, and the voice's last line. */


export const SYNTHESIS: SynthesisLines<EnCard, EnFocus> = {
  transition: {
    gentle: [],
    direct: [() => `Now the whole picture.`, ({ f }) => `Here's the bottom line on ${f.topic}.`],
    practical: [() => `Now for the plan as a whole.`, ({ f }) => `Here is how it adds up for ${f.topic}.`],
    mystic: [() => `Now let the images speak as one.`, ({ f }) => `Step back, and over ${f.topic} the separate symbols become a single tapestry.`],
  },
  tie: {
    one_card: [
      ({ cards: [c], f, themes: [t] }) => `Taken as a whole, ${c.the} ${v(c, "asks", "ask")} you to meet ${f.topic} with ${t.gift}.`,
      ({ cards: [c], f }) => `With one card, the reading is a focus rather than a forecast, and for ${f.topic} the focus is ${c.the}.`,
      ({ cards: [c] }) => `The single card keeps the message simple: ${c.the} ${v(c, "is", "are")} the thread to follow.`,
    ],
    yes_no: [
      ({ cards, themes }) => `Taken together, ${names(cards)} describe a question in which ${themes[0].gift}, ${themes[1].gift} and ${themes[2].gift} all play a part.`,
      ({ cards, f, themes }) => `Seen side by side, ${names(cards)} ask you to look at ${f.topic} with ${themes[0].gift} and ${themes[2].gift}.`,
      ({ themes }) => `Whatever the balance, these three cards bring you ${themes[0].gift}, ${themes[1].gift} and ${themes[2].gift}.`,
    ],
    three_cards: [
      ({ themes }) => `Taken together, the cards trace a line from ${themes[0].weight} behind you, through ${themes[1].gift} now, toward ${themes[2].gift} ahead, and the present is where you have the most say.`,
      ({ cards: [past, present, future] }) => `Past, present and future are linked here: ${past.the} laid the ground, ${present.the} ${v(present, "is", "are")} the task in hand, and ${future.the} ${v(future, "is", "are")} the promise if you keep going.`,
      ({ cards: [past, , future], f }) => `Seen as one movement, ${f.topic} is travelling from ${past.the} toward ${future.the}, and today is where that journey can be steered.`,
    ],
    tarot: [
      ({ cards, themes }) => `Put together, the spread shows ${themes[0].weight} tested by ${themes[1].weight}, with ${themes[2].weight} underneath; ${cards[3].the} ${v(cards[3], "offers", "offer")} the way through, and ${cards[4].the} ${v(cards[4], "shows", "show")} where it can lead.`,
      ({ cards }) => `The five cards form one picture: the situation of ${cards[0].the} meets the challenge of ${cards[1].the}, ${cards[2].the} ${v(cards[2], "shapes", "shape")} things from below, and the advice of ${cards[3].the} points toward ${cards[4].the}.`,
      ({ cards, f }) => `Seen as a whole, this is a story about ${f.topic} that moves from ${cards[0].the} to ${cards[4].the}, with ${cards[3].the} as the way through.`,
    ],
    generic: [
      ({ cards, f }) => `Taken together, ${names(cards)} ${v(cards, "speaks", "speak")} to ${f.topic} as one story.`,
      ({ cards }) => `Read in order, the spread moves from ${cards[0].the} toward ${cards[cards.length - 1].the}, and each card along the way adds something of its own.`,
      ({ cards, f }) => `Seen as a whole, the spread tells one story about ${f.topic}, and it leans toward ${cards[cards.length - 1].the}.`,
    ],
  },
  careTie: [
    ({ cards, f }) => `Here ${names(cards)} ${v(cards, "speaks", "speak")} less of outcomes than of how to carry ${f.topic}: with patience, with hope, and with room for what you feel.`,
    ({ cards }) => `Read with care, ${names(cards)} ${v(cards, "describes", "describe")} a time to be lived through gently rather than a result to be foretold.`,
    ({ cards, f }) => `What ${names(cards)} ${v(cards, "offers", "offer")} is not a forecast but company for ${f.topic}.`,
  ],
  counsel: {
    gentle: oneColon([
      ({ c, f, advice }) => `For ${f.topic}, ${s(c)} counsel is the one to carry with you: ${advice}`,
      ({ c, advice }) => `If you take one thing from ${c.the}, let it be this: ${advice}`,
      ({ c, f, advice }) => `The practical thread for ${f.topic} comes from ${c.the}: ${advice}`,
      ({ c, advice }) => `As you go on, keep ${s(c)} counsel close: ${advice}`,
      ({ c, advice }) => `Through all of this, remember what ${c.the} ${v(c, "asks", "ask")} of you: ${advice}`,
      ({ c, advice }) => `${S(c)} counsel is gentle and clear: ${advice}`,
      ({ c, advice }) => `${c.The} ${v(c, "leaves", "leave")} you a piece of advice: ${advice}`,
    ], "advice", "; "),
    direct: oneColon([
      ({ c, f, advice }) => `The plain advice on ${f.topic} comes from ${c.the}: ${advice}`,
      ({ c, advice }) => `Take this from ${c.the}: ${advice}`,
      ({ c, f, advice }) => `For ${f.topic}, hold to ${s(c)} rule: ${advice}`,
    ], "advice", "; "),
    practical: oneColon([
      ({ c, f, advice }) => `The most useful rule for ${f.topic} comes from ${c.the}: ${advice}`,
      ({ c, advice }) => `Use ${s(c)} advice as your working principle: ${advice}`,
      ({ c, advice }) => `Measure each step you take against ${s(c)} advice: ${advice}`,
    ], "advice", "; "),
    mystic: oneColon([
      ({ c, advice }) => `Carry ${s(c)} wisdom like a lantern through the weeks ahead: ${advice}`,
      ({ c, f, advice }) => `The deepest counsel for ${f.topic} rises from ${c.the}: ${advice}`,
      ({ c, advice }) => `May ${s(c)} teaching walk beside you: ${advice}`,
    ], "advice", "; "),
  },
  careCounsel: {
    others_health: [
      ({ c, themes }) => `For yourself, through this time, hold on to what ${c.the} ${v(c, "offers", "offer")}: ${themes.gift}.`,
      ({ c, f }) => `${c.The} ${v(c, "is", "are")} a reminder that your own rest and steadiness matter too while you are there for ${f.them}.`,
      ({ c }) => `In the days ahead, ${c.the} ${v(c, "asks", "ask")} you to look after yourself as well, so that you have something to give.`,
    ],
    death: [
      ({ c, themes }) => `Through this, hold on to what ${c.the} ${v(c, "offers", "offer")}: ${themes.gift}.`,
      ({ c }) => `${c.The} ${v(c, "asks", "ask")} you to be gentle with yourself, and to let the people close to you share the weight.`,
    ],
    pregnancy: [
      ({ c, themes }) => `While you wait and hope, hold on to what ${c.the} ${v(c, "offers", "offer")}: ${themes.gift}.`,
      ({ c }) => `${c.The} ${v(c, "asks", "ask")} you to care for yourself kindly through the waiting, whatever it brings.`,
    ],
  },
  referral: {
    doctor: [
      ({ cards }) => `Whatever ${names(cards)} ${v(cards, "suggests", "suggest")}, a doctor is the right person for any real worry about your health.`,
      ({ cards }) => `If anything about your health worries you, please talk it over with a doctor; ${names(cards)} can only help you reflect.`,
    ],
    medical_team: [
      ({ f }) => `The doctors and nurses caring for ${f.who} are the ones to ask how ${f.they} ${f.are} doing, and they can also tell you how best to help.`,
      ({ f }) => `Whatever the cards show, ${f.their} doctors and nurses know ${f.their} situation; ask them what would help.`,
    ],
    vet: [
      ({ f }) => `Your vet is the one to ask about ${f.topic}; the cards can only help you think about how to care for ${f.them}.`,
      () => `For anything about your animal's health, trust your vet over the cards.`,
    ],
    midwife: [
      () => `For anything about pregnancy, your doctor or midwife is the one to ask, whatever the cards suggest.`,
      () => `A doctor or a midwife can answer what the cards cannot, and they are worth asking.`,
    ],
    debt_adviser: [
      () => `A free, independent debt adviser can go through what you owe with you and explain your options; that is real help, and the cards cannot replace it.`,
      () => `Before deciding anything about what you owe, talk to a free debt advice service; the cards can help you think, and an adviser can help you act.`,
    ],
    financial_adviser: [
      () => `For decisions about money, a qualified, independent financial adviser can help in ways the cards cannot.`,
      () => `Whatever the cards suggest, check any money decision with a qualified adviser first.`,
    ],
    lawyer: [
      () => `For the legal side, a lawyer or a legal advice service can tell you where you stand; the cards can only help you think.`,
      () => `Whatever the cards suggest, let a lawyer guide the legal steps.`,
    ],
    listening_line: [
      () => `Please tell a GP or a psychologist how you have been; and if a day feels too heavy, Samaritans listen at any hour on 116 123, free.`,
      () => `A GP or a psychologist can help with days like these, and Samaritans are there to listen, day or night, on 116 123.`,
    ],
    grief_support: [
      () => `Grief support, a bereavement service, a GP or Samaritans (116 123) can walk beside you in this; you do not have to carry it alone.`,
      () => `If the loss weighs on your days, a bereavement counsellor or your GP can help, and Samaritans listen at any hour on 116 123.`,
    ],
  },
  step: {
    general: [
      ({ c }) => `Before the week is out, write down one small step ${c.the} ${v(c, "suggests", "suggest")} to you, and take it.`,
      ({ c }) => `Choose one concrete action that fits the spirit of ${c.the}, and give it a date in the next few days.`,
      ({ c }) => `Tonight, write your question at the top of a page and, underneath, the first thing ${c.the} ${v(c, "makes", "make")} you want to do about it.`,
      ({ c }) => `Tell one person you trust what you are weighing up, and listen for the part of ${s(c)} message you find yourself repeating.`,
    ],
    love: [
      ({ c }) => `In the next few days, offer one honest conversation or one small act of care, in the spirit of ${c.the}, and notice what it opens.`,
      ({ c }) => `Choose one thing you have been holding back from saying or showing, and let ${c.the} help you find a kind moment to share it this week.`,
      ({ c }) => `This week, spend one unhurried evening giving your full attention to the connection that matters most, with ${s(c)} message in mind.`,
      ({ c }) => `Write down what you most want to feel in love, then choose one small thing ${c.the} ${v(c, "suggests", "suggest")} you could do this week to feel more of it.`,
    ],
    career: [
      ({ c }) => `Pick one practical step, such as an email, an application or a conversation, and take it this week with ${s(c)} counsel in mind.`,
      ({ c }) => `Before the week ends, talk to one colleague, mentor or contact about what ${c.the} ${v(c, "points", "point")} to.`,
      ({ c }) => `This week, update your CV, a portfolio or a profile so that it points where ${c.the} ${v(c, "suggests", "suggest")} you go next.`,
      ({ c }) => `Give thirty minutes this week to a skill your next step will need, and let ${c.the} remind you why it matters.`,
    ],
    health: [
      ({ c }) => `Take ${s(c)} message as an invitation to one small change in your rest or daily rhythm, kept for a week.`,
      ({ c }) => `With ${c.the} in mind, keep one evening this week for proper rest and notice how your energy responds.`,
      ({ c }) => `Each evening this week, note in a line or two how your energy felt, and see whether ${s(c)} theme shows up in the pattern.`,
    ],
    personal_development: [
      ({ c }) => `Write down one belief or habit ${c.the} ${v(c, "asks", "ask")} you to test, and try the new way for seven days.`,
      ({ c }) => `Each evening this week, note one moment when you acted in the spirit of ${c.the}.`,
      ({ c }) => `Choose one small promise to yourself that ${c.the} would recognise, and keep it for the coming week.`,
    ],
    spirituality: [
      ({ c }) => `Set aside ten quiet minutes each day this week to sit with the image of ${c.the}, and notice what surfaces.`,
      ({ c }) => `Choose one simple ritual, a walk, a candle or a page of journaling, and return to ${s(c)} message in it each morning this week.`,
      ({ c }) => `This week, end each day by writing down one moment that felt like ${c.the} at work, however small.`,
    ],
    projects: [
      ({ c }) => `List the next three concrete tasks, start with the smallest, and let ${c.the} set the pace.`,
      ({ c }) => `Block out one focused session this week to move the plan forward, with ${s(c)} counsel as your measure of done.`,
      ({ c }) => `Write the next milestone on a single line with a date beside it, and check it against ${s(c)} advice.`,
    ],
    emotions: [
      ({ c }) => `Give your feelings a few minutes each evening this week, in a journal or with someone you trust, the way ${c.the} would: without rushing to fix them.`,
      ({ c }) => `When a strong feeling rises this week, pause long enough to name it before you act on it, as ${c.the} ${v(c, "suggests", "suggest")}.`,
      ({ c }) => `Choose one person you trust and tell them honestly how you have been feeling, with ${s(c)} message as your starting point.`,
    ],
    creativity: [
      ({ c }) => `Block out one unhurried session this week and make something in the spirit of ${c.the}, however rough.`,
      ({ c }) => `Start a small piece inspired by ${c.the}, and give yourself permission to finish it imperfectly.`,
      ({ c }) => `Collect three images or phrases that ${c.the} ${v(c, "brings", "bring")} to mind, and make something from one of them this week.`,
    ],
    others_health: [
      ({ c }) => `Keep a small notebook of what the doctors say and what you want to ask them, so that you are not carrying it all in your head, and let ${c.the} remind you to rest as well.`,
      ({ c, f }) => `Bring ${f.them} something small from home, or simply sit with ${f.them} a while; in the spirit of ${c.the}, being there can matter more than any answer.`,
      ({ c }) => `Share the visiting and the waiting with someone you trust this week, so that you can keep going, as ${c.the} would counsel.`,
    ],
    pet_health: [
      ({ c, f }) => `Keep ${f.them} comfortable and follow what your vet advises; ${c.the} ${v(c, "asks", "ask")} you to look after yourself through the worry too.`,
      ({ c }) => `Write down your questions for the vet before the next visit, and let ${c.the} steady you while you wait.`,
    ],
    debt: [
      ({ c }) => `This week, put everything you owe on one page, to whom and how much, and take that page to a free debt adviser; ${c.the} ${v(c, "favours", "favour")} facing it calmly.`,
      ({ c }) => `Make one call this week to a free debt advice service, with ${s(c)} counsel in mind: looking at the numbers is the first step.`,
      ({ c }) => `Set aside an hour this week to gather your statements in one place, so that an adviser can help you see them clearly, as ${c.the} would counsel.`,
    ],
    money: [
      ({ c }) => `Spend half an hour this week with this month's income and spending side by side, and note one thing ${c.the} ${v(c, "makes", "make")} you want to look at more closely.`,
      ({ c }) => `Before any big money decision, write down what you know, what you don't and who you could ask, and let ${c.the} keep you honest.`,
    ],
    law: [
      ({ c }) => `Gather the letters and documents about the matter in one folder this week, so that a lawyer can see them clearly; ${c.the} ${v(c, "favours", "favour")} a calm, orderly approach.`,
      ({ c }) => `Write down your questions for a lawyer or a legal advice service before you speak to them, with ${s(c)} counsel in mind.`,
    ],
    job_risk: [
      ({ c }) => `This week, write down what you have delivered in recent months and ask your manager for a short, plain talk about where your role stands; ${c.the} ${v(c, "favours", "favour")} facts over guesswork.`,
      ({ c }) => `Read your contract and any letter from HR again this week, note your questions, and take them to HR or a staff representative, with ${s(c)} counsel in mind.`,
      ({ c }) => `Quietly bring your CV up to date this week, not to leave but so that the news has less hold on you, and let ${c.the} steady you while you wait.`,
    ],
    study: [
      ({ c }) => `Plan three short study sessions this week with a clear aim for each, and let ${c.the} set the tone.`,
      ({ c }) => `Write down the part of your studies you have been avoiding, and give it twenty minutes tomorrow, in the spirit of ${c.the}.`,
      ({ c }) => `Ask a teacher or a classmate the question you have been putting off, with ${s(c)} message in mind.`,
    ],
    move: [
      ({ c }) => `Before you decide anything, write down what the move would give you and what it would cost, and read the list again with ${c.the} in mind.`,
      ({ c }) => `Spend an afternoon this week finding out one practical thing about the move, such as rents, schools or work, in the spirit of ${c.the}.`,
    ],
    decision: [
      ({ c }) => `Write down what each path would ask of you and give you, then sleep on it; ${c.the} can help you weigh it, but the choice is yours.`,
      ({ c }) => `Talk the decision through with someone you trust, and let ${c.the} keep the weighing honest.`,
      ({ c }) => `Give yourself a date to decide, and until then gather what you still need to know, with ${s(c)} counsel in mind.`,
    ],
    grief: [
      ({ c }) => `Give yourself room this week to feel what you feel, and lean on someone close; ${c.the} ${v(c, "asks", "ask")} for gentleness with yourself.`,
      ({ c }) => `Spend some unhurried time with the people you love this week, in the spirit of ${c.the}, and say what matters.`,
    ],
  },
  closing: {
    gentle: [
      ({ c, f }) => `Whatever comes in ${f.topic}, ${c.the} ${v(c, "is", "are")} a reminder that there is still light to walk by.`,
      ({ c, f }) => `Go gently with ${f.topic}; there is more hope in these cards than it may first seem, and ${c.the} ${v(c, "holds", "hold")} some of it.`,
      ({ c, f }) => `May ${s(c)} hope stay with you, and with ${f.topic}, in the days ahead.`,
      ({ c, f }) => `There is room for hope in ${f.topic}, and ${c.the} ${v(c, "keeps", "keep")} a door open for it.`,
      ({ c, f }) => `Let ${c.the} remind you that ${f.topic} can still surprise you kindly.`,
      ({ c, f }) => `Hope is not the same as certainty, but ${c.the} ${v(c, "leaves", "leave")} plenty of it for ${f.topic}.`,
    ],
    direct: [
      ({ c }) => `Act on ${s(c)} advice; the rest is context.`,
      ({ f }) => `You know where ${f.topic} stands. The next move is yours.`,
      ({ c }) => `${c.The} ${v(c, "has", "have")} had ${v(c, "its", "their")} say; the rest is up to you.`,
    ],
    practical: [
      () => `Write the step down with a date, and check how things stand when that date comes.`,
      ({ c }) => `At the end of the week, reread ${s(c)} advice and see how far you have come.`,
      () => `One step at a time is enough; the next one will be clearer once this one is done.`,
    ],
    mystic: [
      ({ c }) => `Light a candle or take a quiet breath before you act, and let the image of ${c.the} walk with you.`,
      ({ c, f }) => `The reading ends here, but ${s(c)} symbols will keep speaking through ${f.topic} in dreams and small signs, if you listen.`,
      ({ c }) => `Go gently under the turning sky; what ${c.the} ${v(c, "has", "have")} opened, your own steps will complete.`,
    ],
  },
  memory: [
    ({ c, count }) => `${c.The}, for the ${ordinalWord(count)} time this month, ${v(c, "has", "have")} come back to your readings, and ${v(c, "its", "their")} message is still asking for your attention.`,
    ({ c, count }) => `This is the ${ordinalWord(count)} time this month that ${c.the} ${v(c, "has", "have")} appeared in your readings, which suggests ${v(c, "its", "their")} theme has not finished with you.`,
  ],
};

/** A question about keeping one's job ("lose my job", "laid off", "is my post at risk"): its step is the job's, never a study plan or a job search. */
export const JOB_AT_RISK = wordPattern("\\b(?:lose|losing) (?:my|this|the) (?:job|post|position|role)|\\blaid off\\b|\\blay-?offs?\\b|\\bredundan\\w*|\\b(?:fired|sacked)\\b|\\bkeep (?:my|this) (?:job|post|position|role)\\b|\\b(?:job|post|position|role) (?:is )?(?:at risk|safe|secure|on the line)\\b|\\brestructur\\w*|\\bjob cuts\\b", { flags: "iu" });
