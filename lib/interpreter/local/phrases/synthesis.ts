import type { CategoryId } from "@/lib/tarot/categories";
import type { Drawn } from "../cards";
import { possessive } from "../text";

/** The synthesis's closing phrasings: the key card's counsel, the concrete step, and health's one referral. */

type AdviceLine = (card: Drawn, advice: string) => string;
export const SYNTHESIS_ADVICE: readonly AdviceLine[] = [
  (c, advice) => `${possessive(c.title)} counsel is the one to carry with you: ${advice}`,
  (c, advice) => `If you take one thing from ${c.ref}, let it be this: ${advice}`,
  (c, advice) => `The practical thread comes from ${c.ref}: ${advice}`,
  (c, advice) => `In practice, ${c.ref} offers a simple rule: ${advice}`,
];

/** The closing, concrete step of every synthesis. */
export const ACTIONS: Record<CategoryId, readonly string[]> = {
  general: [
    "Before the week is out, write down one small step this reading suggests to you, and take it.",
    "Choose one concrete action that fits the spirit of these cards and give it a date in the next few days.",
    "Pick a single next step, however modest, and take it before you ask the cards again.",
  ],
  love: [
    "In the next few days, offer one honest conversation or one small, deliberate act of care, and notice what it opens.",
    "Choose one thing you have been holding back from saying or showing, and find a kind moment to share it this week.",
    "This week, spend one unhurried evening giving your full attention to the connection that matters most, or to yourself if you are single.",
  ],
  career: [
    "Pick one practical step, such as an email, an application or a fresh look at your budget, and do it this week.",
    "Write down the one work decision you keep postponing, list what you need in order to make it, and set a date.",
    "Before the week ends, have one useful conversation with a colleague, mentor or contact who can help you take the next step.",
  ],
  health: [
    "For now, choose one small change to your rest or daily rhythm that you can keep for a week, and notice how your energy responds.",
    "This week, protect one evening for proper rest and one short walk outdoors, and pay attention to how you feel afterwards.",
    "Start small: pick one habit that leaves you feeling better, such as an earlier night or a screen-free hour, and give it seven days.",
  ],
  personal_development: [
    "Write down one belief or habit you want to test, and try the new way for seven days.",
    "Each evening this week, note one moment when you acted like the person you want to become.",
    "Choose one small promise to yourself for the coming week, and keep it.",
  ],
  spirituality: [
    "Set aside ten quiet minutes each day this week for whatever practice speaks to you, and notice what surfaces.",
    "Choose one simple ritual, such as a walk, a candle or a page of journaling, and return to it each morning this week.",
    "This week, end each day by writing down one moment that felt meaningful, however small.",
  ],
  projects: [
    "List the next three concrete tasks, and start the smallest one today.",
    "Block out one focused session this week to move the plan forward, and decide in advance what done looks like.",
    "Write the next milestone on a single line with a date beside it, and share it with someone who will ask you about it.",
  ],
  emotions: [
    "Give your feelings a few minutes each evening this week, in a journal or with someone you trust, without rushing to fix them.",
    "When a strong feeling rises this week, pause long enough to name it before you act on it.",
    "Choose one person you trust and tell them honestly how you have been feeling.",
  ],
  creativity: [
    "Block out one unhurried session this week and make something, however rough, without judging it.",
    "Start a small piece today and give yourself permission to finish it imperfectly.",
    "Collect three ideas, images or phrases that excite you this week, and make something from one of them.",
  ],
};

/** Said exactly once in every health reading. */
export const PROFESSIONAL_HELP = [
  "If anything about your health genuinely worries you, please talk it over with a doctor or another qualified professional.",
  "For any real concern about how you feel, a qualified professional is the right person to ask; a reading is only a space for reflection.",
] as const;
