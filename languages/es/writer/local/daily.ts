import type { DailyLines } from "../../../local-writer";
import { v, type EsCard } from "./grammar";
import { ELEMENT_QUALITY } from "./section";

/** La carta del día: su nombre en negrita una vez, su lado luminoso y su consejo para el día. */

export const DAILY: DailyLines<EsCard> = {
  opening: [
    ({ c, gift }) => `**${c.El}** ${v(c, "es", "son")} la carta de hoy, y ${v(c, "trae", "traen")} ${gift} al primer plano.`,
    ({ c, gift }) => `Hoy manda **${c.el}**, que ${v(c, "ofrece", "ofrecen")} ${gift}.`,
    ({ c, gift }) => `**${c.El}** ${v(c, "marca", "marcan")} el tono de hoy, con ${gift} al alcance de la mano.`,
    ({ c, gift }) => `Con **${c.el}** como carta del día, puedes buscar ${gift}.`,
    ({ c, gift }) => `El día se abre bajo **${c.el}**, y lo que ${v(c, "ofrece", "ofrecen")} es ${gift}.`,
  ],
  advice: [
    ({ advice }) => `Para hoy: ${advice}`,
    ({ advice }) => `Una idea para llevar contigo durante el día: ${advice}`,
    ({ c, advice }) => `Si te quedas con una sola cosa ${c.del}, que sea esta: ${advice}`,
    ({ advice }) => `Su consejo para las próximas horas: ${advice}`,
  ],
  element: [
    ({ c, element, key }) => `Como carta de ${element.toLowerCase()}, ${v(c, "favorece", "favorecen")} ${ELEMENT_QUALITY[key]}, y hoy hay sitio para ambas cosas.`,
    ({ element, key }) => `Su elemento es ${element.toLowerCase()}, así que ${ELEMENT_QUALITY[key]} te servirán hoy.`,
  ],
};
