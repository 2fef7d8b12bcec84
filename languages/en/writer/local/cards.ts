import type { CardThemes } from "../../../local-writer";
import { wordPattern } from "../../../writer";

/**
 * Each card's two sides in a few words, by card id, as the object of a verb ("the Tower brings a sudden
 * shake-up"): its gift, and the weight it asks you to carry. Our own words, faithful to the card's texts; each one
 * noun phrase with no "and" of its own, so that a list of them reads clearly.
 */
export const THEMES: readonly CardThemes[] = [
  { gift: "the courage of a fresh start", weight: "a leap without a map" },
  { gift: "the means to make things happen", weight: "the need to focus your will" },
  { gift: "a quiet inner knowing", weight: "answers that are not yet visible" },
  { gift: "a warm space to grow", weight: "the patience that growing things need" },
  { gift: "steady structure", weight: "the weight of responsibility" },
  { gift: "the support of what has stood the test of time", weight: "the pull of convention" },
  { gift: "a bond built on shared values", weight: "a choice of the heart" },
  { gift: "determined forward movement", weight: "the effort of holding your course" },
  { gift: "calm courage", weight: "a test of patience" },
  { gift: "a time of honest reflection", weight: "a stretch of solitude" },
  { gift: "a turn of fortune", weight: "change you cannot control" },
  { gift: "clear-eyed judgement", weight: "the consequences of past choices" },
  { gift: "a new way of seeing", weight: "a pause you did not choose" },
  { gift: "room for something new", weight: "an ending that asks to be accepted" },
  { gift: "a healing sense of balance", weight: "the need to go slowly" },
  { gift: "a chance to see what has a hold on you", weight: "an old pull that is hard to resist" },
  { gift: "the chance to rebuild on truer ground", weight: "a sudden shake-up" },
  { gift: "quiet hope that renews itself", weight: "hope that needs time to be felt" },
  { gift: "the guidance of intuition", weight: "a fog of unclear signs" },
  { gift: "simple sunlit joy", weight: "a bright light on what is true" },
  { gift: "a call to renewal", weight: "an honest reckoning" },
  { gift: "a sense of completion", weight: "the close of a chapter" },
];

/** The asker's own body and self-care (sleep, food, exercise, rest, "your energy"): beside another's or a pet's health, a card sentence with these words is left unquoted. */
export const SELF_CARE = wordPattern("\\b(?:sleep\\w*|food|eat|eating|diet|exercise|movement|rest|resting|your (?:own )?(?:energy|body|health)|self-care|habits?|hydrat\\w*|nourish\\w*|breath\\w*|well-?being|daylight|fresh air)\\b", { flags: "iu" });
