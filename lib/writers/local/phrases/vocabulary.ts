import "server-only";
import type { CardKnowledge, YesNoLeaning } from "@/lib/tarot/cards";
import type { CategoryId } from "@/lib/tarot/categories";

/** Words every part of a reading draws on: how to name a category's area, an element, a leaning, a place. */

export const AREAS: Record<CategoryId, readonly string[]> = {
  general: ["your situation", "the matter at hand", "the path in front of you"],
  love: ["your love life", "matters of the heart", "your relationships"],
  career: ["your work and finances", "your working life", "your career and money matters"],
  health: ["your energy and wellbeing", "your daily rhythms of rest and energy", "the balance of your days"],
  personal_development: ["your personal growth", "the person you are becoming", "your inner growth"],
  spirituality: ["your spiritual life", "your inner practice", "your search for meaning"],
  projects: ["your plans", "the project in front of you", "your plans and next steps"],
  emotions: ["your emotional life", "your feelings", "your inner weather"],
  creativity: ["your creative life", "your creative work", "the things you make"],
};

export const ELEMENT_QUALITY: Record<CardKnowledge["element"], string> = {
  Fire: "drive and warmth",
  Water: "feeling and intuition",
  Air: "clear thinking and honest words",
  Earth: "patience and practical sense",
};

export const LEANS: Record<YesNoLeaning, string> = { yes: "leans yes", no: "leans no", maybe: "stays at maybe" };
export const LEAN_PLURAL: Record<YesNoLeaning, string> = { yes: "lean yes", no: "lean no", maybe: "stay at maybe" };
export const LEAN_NOUN: Record<YesNoLeaning, string> = { yes: "a yes", no: "a no", maybe: "a maybe" };
const ORDINALS = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"];
const NUMBERS = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

/** "first" for the card at index 0; past the tenth, "11th". */
export const ordinal = (index: number) => ORDINALS[index] ?? `${index + 1}th`;
/** "three" for 3, as running text spells a count of cards; past ten, the digits. */
export const numberWord = (count: number) => NUMBERS[count] ?? String(count);
