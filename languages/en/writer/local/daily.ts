import type { DailyLines } from "../../../local-writer";
import { v, type EnCard } from "./grammar";
import { ELEMENT_QUALITY } from "./section";

/** The card of the day: the card in bold once, its light side, and its advice for the day. */

export const DAILY: DailyLines<EnCard> = {
  opening: [
    ({ c, gift }) => `**${c.The}** ${v(c, "is", "are")} the card for today: ${v(c, "it brings", "they bring")} ${gift}.`,
    ({ c, gift }) => `Today belongs to **${c.the}**, which ${v(c, "offers", "offer")} ${gift}.`,
    ({ c, gift }) => `**${c.The}** ${v(c, "sets", "set")} the tone for today, with ${gift} close at hand.`,
    ({ c, gift }) => `With **${c.the}** as the card of the day, you can reach for ${gift}.`,
    ({ c, gift }) => `The day opens under **${c.the}**, and what ${v(c, "it offers", "they offer")} is ${gift}.`,
  ],
  advice: [
    ({ advice }) => `For today: ${advice}`,
    ({ advice }) => `A thought to carry through the day: ${advice}`,
    ({ c, advice }) => `If you take one thing from ${c.the}, take this: ${advice}`,
    ({ c, advice }) => `${v(c, "Its", "Their")} advice for the hours ahead: ${advice}`,
  ],
  element: [
    ({ c, element, key }) => `As a card of ${element}, ${v(c, "it favours", "they favour")} ${ELEMENT_QUALITY[key]}, and today has room for both.`,
    ({ c, element, key }) => `${v(c, "Its", "Their")} element is ${element}, so ${ELEMENT_QUALITY[key]} will serve you well today.`,
  ],
};
