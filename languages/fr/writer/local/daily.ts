import type { DailyLines } from "../../../local-writer";
import { il, v, type FrCard } from "./grammar";
import { ELEMENT_QUALITY } from "./section";

/** La carte du jour : son nom en gras une fois, sa face lumineuse et son conseil pour la journée. */

export const DAILY: DailyLines<FrCard> = {
  opening: [
    ({ c, gift }) => `**${c.Le}** ${v(c, "est", "sont")} la carte du jour, et ${il(c)} ${v(c, "met", "mettent")} au premier plan ${gift}.`,
    ({ c, gift }) => `Aujourd'hui appartient **${c.au}**, qui vous ${v(c, "offre", "offrent")} ${gift}.`,
    ({ c, gift }) => `**${c.Le}** ${v(c, "donne", "donnent")} le ton de la journée et vous ${v(c, "réserve", "réservent")} ${gift}.`,
    ({ c, gift }) => `Avec **${c.le}** pour carte du jour, vous pouvez vous accorder ${gift}.`,
    ({ c, gift }) => `La journée s'ouvre sous le signe **${c.du}**, qui vous ${v(c, "offre", "offrent")} ${gift}.`,
  ],
  advice: [
    ({ advice }) => `Pour aujourd'hui : ${advice}`,
    ({ advice }) => `Une pensée à garder tout au long de la journée : ${advice}`,
    ({ c, advice }) => `Si vous ne retenez qu'une chose ${c.du}, retenez ceci : ${advice}`,
    ({ advice }) => `Son conseil pour les heures à venir : ${advice}`,
  ],
  element: [
    ({ c, element, key }) => `Carte liée à l'élément ${element}, ${il(c)} ${v(c, "favorise", "favorisent")} ${ELEMENT_QUALITY[key]}, et la journée a de la place pour les deux.`,
    ({ element, key }) => `Carte de l'élément ${element} : accordez-vous aujourd'hui ${ELEMENT_QUALITY[key]}.`,
  ],
};
