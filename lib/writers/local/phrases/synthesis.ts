import "server-only";
import type { CategoryId } from "@/lib/tarot/categories";
import type { Drawn } from "../cards";
import { possessive } from "../text";

/** The synthesis's closing phrasings: the key card's counsel, the concrete step, and health's one referral. */

type AdviceLine = (card: Drawn, advice: string) => string;

const COUNSEL_BEFORE_STEP: readonly AdviceLine[] = [
  (c, advice) => `${possessive(c.title)} counsel is the one to carry with you: ${advice}`,
  (c, advice) => `If you take one thing from ${c.ref}, let it be this: ${advice}`,
  (c, advice) => `The practical thread comes from ${c.ref}: ${advice}`,
  (c, advice) => `In practice, ${c.ref} offers a simple rule: ${advice}`,
];

const COUNSEL_AFTER_STEP: readonly AdviceLine[] = [
  (c, advice) => `As you do, keep ${possessive(c.ref)} counsel close: ${advice}`,
  (c, advice) => `Whatever step you take, let ${c.ref} set its tone: ${advice}`,
  (c, advice) => `Let ${c.ref} have the last word: ${advice}`,
  (c, advice) => `Through all of it, remember what ${c.ref} asks of you: ${advice}`,
  (c, advice) => `And when in doubt, return to ${possessive(c.ref)} advice: ${advice}`,
];

/** The key card's counsel, worded either to lead into the concrete step or to follow it as the last word. */
export const COUNSEL: readonly { last: boolean; line: AdviceLine }[] = [
  ...COUNSEL_BEFORE_STEP.map((line) => ({ last: false, line })),
  ...COUNSEL_AFTER_STEP.map((line) => ({ last: true, line })),
];

/** The concrete step each synthesis offers, in the reading's category. */
export const ACTIONS: Record<CategoryId, readonly string[]> = {
  general: [
    "Before the week is out, write down one small step this reading suggests to you, and take it.",
    "Choose one concrete action that fits the spirit of these cards and give it a date in the next few days.",
    "Pick a single next step, however modest, and take it before you ask the cards again.",
    "Tonight, write your question at the top of a page and the first practical thing you could do about it underneath, then do it within three days.",
    "Tell one person you trust what you are weighing up, and listen for the part of this reading you find yourself repeating.",
    "Set aside twenty quiet minutes this week to put the situation on paper: what you know, what you fear, and the one thing you can change.",
    "Over the next few days, notice where the themes of this reading turn up in ordinary moments, and act on the first one that asks something of you.",
    "Let go of one thing this week that no longer fits the path these cards describe, and give the time it frees to the step that matters.",
  ],
  love: [
    "In the next few days, offer one honest conversation or one small, deliberate act of care, and notice what it opens.",
    "Choose one thing you have been holding back from saying or showing, and find a kind moment to share it this week.",
    "This week, spend one unhurried evening giving your full attention to the connection that matters most, or to yourself if you are single.",
    "Write down what you most want to feel in love, then choose one small thing you could do this week to feel more of it, and do it.",
    "This week, say out loud one thing you appreciate about someone close to you, and notice how it changes the moment between you.",
    "Before your next important conversation of the heart, take a few quiet minutes to decide what you want to say and what you hope to hear.",
    "Look back at one recent silence or disagreement, and ask yourself gently what you needed then that you did not ask for.",
    "Make one plan this week purely for enjoyment, with a partner, a date or a dear friend, and leave the serious questions at home for once.",
  ],
  career: [
    "Pick one practical step, such as an email, an application or a fresh look at your budget, and do it this week.",
    "Write down the one work decision you keep postponing, list what you need in order to make it, and set a date.",
    "Before the week ends, have one useful conversation with a colleague, mentor or contact who can help you take the next step.",
    "This week, update your CV, a portfolio page or a profile so that it points to where you want to go next.",
    "Spend half an hour this week with this month's income and spending side by side, and choose one change to make before your next payday.",
    "Give thirty minutes this week to a skill your next step will need, and put the next session in your calendar before you stop.",
    "Ask one person whose judgement you respect for honest feedback on your work, and write down one thing you will do with it.",
    "Describe what a good working week would look like for you, then choose one part of it to bring about before the week is out.",
  ],
  health: [
    "For now, choose one small change to your rest or daily rhythm that you can keep for a week, and notice how your energy responds.",
    "This week, protect one evening for proper rest and one short walk outdoors, and pay attention to how you feel afterwards.",
    "Start small: pick one habit that leaves you feeling better, such as an earlier night or a screen-free hour, and give it seven days.",
    "Each evening this week, note in a line or two how your energy felt that day, and look for the pattern when the week is done.",
    "Choose one meal this week to prepare slowly and eat without a screen, and notice how differently it leaves you feeling.",
    "Build a short pause into the middle of each day this week, a few slow breaths or ten minutes outside, and see what it changes.",
    "Notice this week which habit most often leaves you tired, and try a gentler alternative for three days.",
    "Tell someone close to you about one rhythm you want to change, such as an earlier bedtime, and ask them to check in with you in a week.",
  ],
  personal_development: [
    "Write down one belief or habit you want to test, and try the new way for seven days.",
    "Each evening this week, note one moment when you acted like the person you want to become.",
    "Choose one small promise to yourself for the coming week, and keep it.",
    "Write a short letter from yourself a year from now, describing one change you made, and begin that change this week.",
    "Ask one person who knows you well where they see you growing, and write down what surprises you.",
    "Pick one situation this week where you usually hold back, and respond the way the person you want to become would.",
    "At the end of each day this week, write down one thing you handled better than you would have a year ago.",
    "Choose one habit that no longer fits the person you are becoming, and replace it with something smaller and kinder for seven days.",
  ],
  spirituality: [
    "Set aside ten quiet minutes each day this week for whatever practice speaks to you, and notice what surfaces.",
    "Choose one simple ritual, such as a walk, a candle or a page of journaling, and return to it each morning this week.",
    "This week, end each day by writing down one moment that felt meaningful, however small.",
    "Once this week, spend an hour in a place that quiets you, whether a park, a place of worship or an empty room, and simply listen.",
    "Write down the question beneath your question, the one about meaning, and carry it with you on a quiet walk this week.",
    "Choose one passage, prayer, poem or line of wisdom that moves you, and read it slowly each morning for a week.",
    "This week, offer one small kindness each day without telling anyone, and notice how it feels to give quietly.",
    "Before you sleep each night this week, name one thing you are grateful for and one thing you are ready to release.",
  ],
  projects: [
    "List the next three concrete tasks, and start the smallest one today.",
    "Block out one focused session this week to move the plan forward, and decide in advance what done looks like.",
    "Write the next milestone on a single line with a date beside it, and share it with someone who will ask you about it.",
    "Describe what finished looks like for this project in three sentences, then cut one task that does not serve it.",
    "Take the task you have been avoiding, break it into steps small enough to start in ten minutes, and begin the first one tomorrow.",
    "Talk your plan through with someone who has done something similar, and ask them what they would do first.",
    "Set a date this week to look at what has moved and what has stalled, and adjust the plan before you add anything new.",
    "Gather what the next stage needs, from tools to time to people, on one page, and close the first gap this week.",
  ],
  emotions: [
    "Give your feelings a few minutes each evening this week, in a journal or with someone you trust, without rushing to fix them.",
    "When a strong feeling rises this week, pause long enough to name it before you act on it.",
    "Choose one person you trust and tell them honestly how you have been feeling.",
    "Each evening this week, write down one feeling you noticed and what seemed to bring it on, without judging either.",
    "When the week feels heavy, do one small thing that reliably steadies you, such as a walk, music or a call to a friend, and let it count.",
    "Choose one feeling you have been pushing away, and give it ten quiet minutes this week, on paper or out loud.",
    "Notice this week which people and places leave you feeling lighter, and make a little more room for one of them.",
    "Before you answer a difficult message this week, wait until you know what you feel, and reply from there.",
  ],
  creativity: [
    "Block out one unhurried session this week and make something, however rough, without judging it.",
    "Start a small piece today and give yourself permission to finish it imperfectly.",
    "Collect three ideas, images or phrases that excite you this week, and make something from one of them.",
    "Set a timer for twenty minutes each day this week and make something in that time, stopping when it rings even if the piece is unfinished.",
    "Go somewhere new this week, a gallery, a street or an unfamiliar library shelf, and bring back one detail to use in your work.",
    "Return to a piece you set aside, and give it one fresh hour this week with no pressure to finish it.",
    "Share one small piece of work with someone you trust this week, and ask them only what they enjoyed.",
    "Spend one session working in the manner of a maker you admire, then change one thing so that the piece becomes your own.",
  ],
};

/** Said exactly once in every health reading. */
export const PROFESSIONAL_HELP = [
  "If anything about your health genuinely worries you, please talk it over with a doctor or another qualified professional.",
  "For any real concern about how you feel, a qualified professional is the right person to ask; a reading is only a space for reflection.",
] as const;
