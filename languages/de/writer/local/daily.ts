import type { DailyLines } from "../../../local-writer";
import { cap, er, rel, sein, v, type DeCard } from "./grammar";
import { ELEMENT_QUALITY } from "./section";

/** Die Karte des Tages: ihr Name einmal fett, ihre helle Seite und ihr Rat für den Tag. */

export const DAILY: DailyLines<DeCard> = {
  opening: [
    ({ c, gift }) => `**${c.Nom}** ${v(c, "ist", "sind")} die Karte des Tages und ${v(c, "rückt", "rücken")} ${gift} in den Vordergrund.`,
    ({ c, gift }) => `Der heutige Tag gehört **${c.dat}**, ${rel(c)} dir ${gift} ${v(c, "schenkt", "schenken")}.`,
    ({ c, gift }) => `**${c.Nom}** ${v(c, "gibt", "geben")} heute den Ton an und ${v(c, "hält", "halten")} ${gift} bereit.`,
    ({ c, gift }) => `Mit **${c.dat}** als Karte des Tages darfst du dir heute ${gift} gönnen.`,
    ({ c, gift }) => `Der Tag beginnt im Zeichen **${c.gen}**, ${rel(c)} dir ${gift} ${v(c, "schenkt", "schenken")}.`,
  ],
  advice: [
    ({ advice }) => `Für heute: ${advice}`,
    ({ advice }) => `Ein Gedanke, den du durch den Tag tragen kannst: ${advice}`,
    ({ c, advice }) => `Wenn du eines ${c.vom} mitnimmst, dann dies: ${advice}`,
    ({ c, advice }) => `${cap(sein(c))} Rat für die kommenden Stunden: ${advice}`,
  ],
  element: [
    ({ c, element, key }) => `Als Karte des Elements ${element} ${v(c, "begünstigt", "begünstigen")} ${er(c)} ${ELEMENT_QUALITY[key]}, und heute ist Platz für beides.`,
    ({ c, element, key }) => `${cap(sein(c))} Element ist ${element}; gönn dir heute ${ELEMENT_QUALITY[key]}.`,
  ],
};
