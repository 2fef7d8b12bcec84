import type { FollowUpLines } from "../../../local-writer";
import { oneColon } from "../../../quote-frames";
import { cap, list, names, namesA, ordinal, v, type EsCard, type EsFocus } from "./grammar";

/** La respuesta a una pregunta de seguimiento: las mismas cartas, leídas para sus propias palabras y su forma. */

const PLACES = {
  heart: "en el corazón del asunto",
  past: "en la posición del pasado",
  present: "en la posición del presente",
  future: "en la posición del futuro",
  situation: "en la posición de la situación",
  challenge: "en la posición del desafío",
  hidden_influence: "en la posición de la influencia oculta",
  advice: "en la posición del consejo",
  outcome: "en la posición del resultado",
} as const;

export const FOLLOW_UP: FollowUpLines<EsCard, EsFocus> = {
  opening: [
    ({ q, cards }) => `Has preguntado ${q}, y las mismas cartas responden: ${list(cards.map(({ c, label }) => `${c.el} (${label})`))}.`,
    ({ q, cards }) => `A tu pregunta, ${q}, responden las cartas que ya están sobre la mesa: ${list(cards.map(({ c, label }) => `${c.el} (${label})`))}.`,
  ],
  about: [
    ({ f, focus }) => `Esta pregunta trata ${f.topic.del}, así que la respuesta se fija primero en ${names(focus)}.`,
    ({ f, focus }) => `Tu pregunta se centra en ${f.topic.el}, y ${names(focus)} ${v(focus, "es la carta que más tiene", "son las cartas que más tienen")} que decir al respecto.`,
  ],
  noNewCard: [() => `Una pregunta de seguimiento lee las cartas que sacaste y nunca añade ninguna: aquí no se saca una carta nueva, y una lectura nueva sí saca cartas nuevas.`],
  noDates: [
    ({ f }) => `Las cartas no dan fechas; hablan de si el momento está maduro y de qué haría falta para ${f.topic.el}.`,
    ({ f }) => `Ninguna carta puede poner día ni mes ${f.topic.al}, pero las cartas sí pueden mostrar lo que necesitaría el momento adecuado.`,
  ],
  where: ({ place, ordinal: n, label, verdict }) => (verdict ? `como ${ordinal(n)} carta` : place ? PLACES[place] : `como «${label}»`),
  cardLead: [
    ({ c, f, where, themes }) => `${c.El}, ${where}, ${v(c, "aporta", "aportan")} ${themes.gift} ${f.topic.al}.`,
    ({ c, f, where, themes }) => `${cap(where)}, ${c.el} ${v(c, "orienta", "orientan")} ${f.topic.el} hacia ${themes.gift}.`,
    ({ c, f, where, themes }) => `${cap(where)}, ${c.el} ${v(c, "pone", "ponen")} sobre la mesa ${themes.weight} en ${f.topic.el}.`,
  ],
  lean: {
    yes: [
      ({ focus }) => `Así que, a esta pregunta, ${names(focus)} se ${v(focus, "inclina", "inclinan")} hacia el sí, y es una tendencia, no una promesa.`,
      ({ focus, decision }) => `En esta pregunta las cartas tienden al sí gracias ${namesA(focus)}${decision ? ", y la elección sigue siendo tuya" : "; tus decisiones siguen contando"}.`,
    ],
    no: [
      ({ focus }) => `Así que, a esta pregunta, ${names(focus)} se ${v(focus, "inclina", "inclinan")} hacia el no por ahora, y eso puede cambiar si cambian las cosas.`,
      ({ focus }) => `En esta pregunta las cartas tienden al no por ${names(focus)}, y un no por ahora no es un no para siempre.`,
    ],
    maybe: [
      ({ focus }) => `Así que, a esta pregunta, ${names(focus)} ${v(focus, "da", "dan")} un quizá sincero.`,
      ({ focus }) => `En esta pregunta ${names(focus)} no se ${v(focus, "decanta", "decantan")}, lo que deja espacio para tu parte.`,
    ],
  },
  choice: [
    ({ favoured, other, focus }) => `Entre ${favoured} y ${other}, ${names(focus)} se ${v(focus, "inclina", "inclinan")} por ${favoured}: una tendencia, no un veredicto, y la elección es tuya.`,
    ({ favoured, focus }) => `Entre las dos opciones, las cartas prefieren ${favoured} por ${names(focus)}, aunque la decisión sigue siendo tuya.`,
  ],
  choiceOpen: [
    ({ first, second, focus }) => `Entre ${first} y ${second}, ${names(focus)} no ${v(focus, "elige", "eligen")}: sopesa las dos opciones frente a lo que más te importa.`,
    ({ first, second, focus }) => `${cap(names(focus))} ${v(focus, "deja", "dejan")} ${first} y ${second} en equilibrio, así que date un poco más de tiempo para elegir.`,
  ],
  counsel: oneColon([
    ({ c, f, advice }) => `Para ${f.topic.el}, el consejo viene ${c.del}: ${advice}`,
    ({ c, f, advice }) => `Qué hacer con ${f.topic.el} lo ${v(c, "dice", "dicen")} ${c.el}: ${advice}`,
    ({ c, f, advice }) => `Lleva el consejo ${c.del} ${f.topic.al}: ${advice}`,
    ({ c, f, advice }) => `En ${f.topic.el}, ${c.el} ${v(c, "marca", "marcan")} el camino: ${advice}`,
  ], "advice", "; "),
};
