import type { DailyLines } from "../../../local-writer";
import { v, type PtCard } from "./grammar";
import { ELEMENT_QUALITY } from "./section";

/** A carta do dia: o seu nome em negrito uma vez, o seu lado luminoso e o seu conselho para o dia. */

export const DAILY: DailyLines<PtCard> = {
  opening: [
    ({ c, gift }) => `**${c.O}** ${v(c, "é", "são")} a carta de hoje, e ${v(c, "traz", "trazem")} ${gift} para o primeiro plano.`,
    ({ c, gift }) => `Hoje quem manda ${v(c, "é", "são")} **${c.o}**, que ${v(c, "oferece", "oferecem")} ${gift}.`,
    ({ c, gift }) => `**${c.O}** ${v(c, "dá", "dão")} o tom de hoje, com ${gift} ao alcance da mão.`,
    ({ c, gift }) => `Com **${c.o}** como carta do dia, você pode buscar ${gift}.`,
    ({ c, gift }) => `O dia se abre sob **${c.o}**, e o que ${v(c, "oferece", "oferecem")} é ${gift}.`,
  ],
  advice: [
    ({ advice }) => `Para hoje: ${advice}`,
    ({ advice }) => `Uma ideia para levar com você ao longo do dia: ${advice}`,
    ({ c, advice }) => `Se você guardar uma só coisa ${c.do}, que seja esta: ${advice}`,
    ({ advice }) => `O conselho da carta para as próximas horas: ${advice}`,
  ],
  element: [
    ({ c, element, key }) => `Como carta de ${element.toLowerCase()}, ${c.o} ${v(c, "favorece", "favorecem")} ${ELEMENT_QUALITY[key]}, e hoje há espaço para as duas coisas.`,
    ({ element, key }) => `O elemento da carta é ${element.toLowerCase()}, então ${ELEMENT_QUALITY[key]} vão ajudar você hoje.`,
  ],
};
