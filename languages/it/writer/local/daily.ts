import type { DailyLines } from "../../../local-writer";
import { v, type ItCard } from "./grammar";
import { ELEMENT_QUALITY, theElement } from "./section";

/** La carta del giorno: il suo nome in grassetto una volta, la sua faccia luminosa e il suo consiglio per la giornata. */

export const DAILY: DailyLines<ItCard> = {
  opening: [
    ({ c, gift }) => `**${c.Il}** ${v(c, "è", "sono")} la carta di oggi, e ${v(c, "mette", "mettono")} in primo piano ${gift}.`,
    ({ c, gift }) => `La giornata di oggi appartiene **${c.al}**, che ti ${v(c, "offre", "offrono")} ${gift}.`,
    ({ c, gift }) => `**${c.Il}** ${v(c, "dà", "danno")} il tono alla giornata e ti ${v(c, "porta", "portano")} ${gift}.`,
    ({ c, gift }) => `Con **${c.il}** come carta del giorno, puoi concederti ${gift}.`,
    ({ c, gift }) => `La giornata si apre nel segno **${c.del}**, che ti ${v(c, "regala", "regalano")} ${gift}.`,
  ],
  advice: [
    ({ advice }) => `Per oggi: ${advice}`,
    ({ advice }) => `Un pensiero da portare con te per tutta la giornata: ${advice}`,
    ({ c, advice }) => `Se ${c.del} ricordi una sola cosa, che sia questa: ${advice}`,
    ({ advice }) => `Il suo consiglio per le prossime ore: ${advice}`,
  ],
  element: [
    ({ element, key }) => `Legata all'elemento ${element.toLowerCase()}, questa carta favorisce ${ELEMENT_QUALITY[key]}, e la giornata ha spazio per entrambe le cose.`,
    ({ element, key }) => `Il suo elemento è ${theElement(element)}: concediti oggi ${ELEMENT_QUALITY[key]}.`,
  ],
};
