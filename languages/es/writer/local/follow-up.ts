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
  intents: {
    how_to_help: /\bc[oó]mo\s+(?:yo\s+)?(?:puedo|podr[ií]a|debo|podemos)\s+(?:ayudar|apoyar|acompa[ñn]ar|cuidar|acercarme|consolar|hacerle|facilitar)|\bqu[eé]\s+puedo\s+hacer\s+(?:por|para\s+ayudar)|\b(?:hac[eé]rselo|hacerle|hacerles|poner(?:le|les)?)\s+(?:todo\s+|esto\s+|las\s+cosas\s+)?m[aá]s\s+f[aá]cil|\b(?:ayudar|apoyar)(?:le|la|lo|les)?\s+(?:a\s+mi|a\s+mis)\b/iu,
    what_if: /^(?:y\s+|pero\s+)?(?:¿\s*)?(?:y\s+)?(?:qu[eé]\s+pasa(?:r[aá])?\s+si|si\s+(?:yo\s+)?\p{L}+)|\bqu[eé]\s+pasar[aá]\s+si\b/iu,
    why: /^(?:¿\s*)?(?:y\s+)?por\s*qu[eé](?!\p{L})|\bqu[eé]\s+(?:me\s+)?(?:bloquea|frena|impide|detiene)/iu,
    when: /^(?:¿\s*)?(?:y\s+)?(?:cu[aá]ndo|cu[aá]nto\s+tiempo)(?!\p{L})/iu,
    should_I: /^(?:¿\s*)?(?:y\s+)?(?:debo|deber[ií]a|tengo\s+que|me\s+conviene|es\s+(?:buen\s+)?momento\s+(?:de|para))(?!\p{L})/iu,
  },
  intent: {
    how_to_help: [
      "Preguntas cómo puedes ayudar, y las cartas responden con gestos pequeños y constantes más que con grandes.",
      "La pregunta es cómo ayudar, y la ayuda más útil suele ser la más sencilla.",
      "Ayudar aquí empieza por estar cerca y ser constante, más que por encontrar las palabras justas.",
      "Las cartas apuntan a una ayuda práctica y discreta: primero la presencia, luego las soluciones.",
    ],
    what_if: [
      "Preguntas qué pasa si das ese paso: las cartas muestran una dirección, no un resultado fijo, y el paso sigue siendo tuyo.",
      "Lo que sigue a ese paso no está escrito: las cartas muestran cómo podría ir, y cómo lo des también cuenta.",
      "Dar ese paso cambiaría el panorama, aunque las cartas no pueden fijar dónde termina.",
      "Antes de dar ese paso, vale la pena saber qué esperas de él.",
    ],
    should_I: [
      "Hacerlo o no sigue siendo tu decisión; lo que las cartas pueden añadir es cómo hacerlo.",
      "La elección es tuya, y hay algo práctico que ayuda en cualquier caso.",
      "Ninguna carta puede tomar esta decisión por ti, pero sí aclarar el siguiente movimiento.",
      "El sí o el no siguen siendo tuyos; un paso concreto facilita cualquiera de las dos respuestas.",
    ],
    why: [
      "Preguntas qué se interpone; nombrarlo con claridad es el primer paso para moverlo.",
      "Lo que frena esto suele ser algo que puedes mirar de frente.",
      "El bloqueo rara vez es un misterio una vez que se dice en voz alta.",
      "Preguntar por qué ya es empezar a soltar lo que está atascado.",
    ],
  },
  steps: {
    others_health: [
      "Pregunta en la planta o al equipo que le cuida cuándo puedes visitar, y lleva algo pequeño de casa.",
      "Reparte la espera con el resto de la familia, para que nadie cargue solo con los días de hospital.",
    ],
    pet_health: [
      "Apunta cada día lo que ves (si come, si bebe, cómo se mueve) para enseñárselo al veterinario.",
      "Mantenlo abrigado y tranquilo, y llama hoy al veterinario si algo cambia.",
    ],
    child: [
      "Busca un momento juntos sin presión, un paseo o un trayecto en coche, donde se pueda hablar sin obligación.",
      "El orientador del colegio o el médico de familia son buenas personas a quienes acudir si el aislamiento dura.",
    ],
    work: [
      "Antes de cualquier reunión con Recursos Humanos, anota las fechas y lo que se dijo, con la mayor claridad posible.",
      "Pon primero tus puntos principales en una sola hoja, para que la conversación se quede en los hechos.",
    ],
    money: [
      "Un servicio gratuito de asesoría de deudas puede revisar las cifras contigo sin coste.",
      "Apunta lo que entra y lo que sale este mes, y llévalo a un asesor financiero gratuito.",
    ],
    law: [
      "Reúne las cartas y las fechas en una carpeta antes de hablar con un abogado o un servicio de orientación jurídica.",
      "Un servicio de orientación jurídica gratuita puede decirte dónde estás antes de decidir nada.",
    ],
    grief: [
      "Deja que alguien cercano sepa lo pesado que es esto, y deja que se quede contigo un rato.",
      "Una línea o un grupo de apoyo en el duelo existe justo para estas semanas.",
    ],
    love: [
      "Elige un momento tranquilo y di una frase sincera sobre lo que sientes; después, escucha.",
      "Pregunta en lugar de suponer: una pregunta abierta dice más que una semana de dudas.",
    ],
    general: [
      "Apunta lo único que puedes hacer esta semana, y hazlo primero.",
      "Háblalo con alguien de confianza antes de moverte.",
      "Elige una acción pequeña y concreta para los próximos días y deja que el resto espere.",
      "Date una hora tranquila para ordenar los hechos antes de decidir nada.",
    ],
  },
  professionals: [
    [/veterinari/iu, "el veterinario"],
    [/\bm[eé]dic[oa]s?\b|\bdoctor(?:a|es)?\b|\bhospital\b|\burgencias\b/iu, "un médico"],
    [/\babogad[oa]s?\b/iu, "un abogado"],
    [/\basesor(?:a|es)?\b|\bgestor(?:a)?\b/iu, "un asesor"],
    [/\bpsic[oó]log[oa]\b|\bterapeuta\b/iu, "un psicólogo"],
  ],
  seeProfessional: [
    ({ who }) => `Sobre si consultar con ${who}, las cartas no pesan en contra: ante la duda, consultar con ${who} siempre es lo correcto, y mejor pronto que tarde.`,
    ({ who }) => `Las cartas nunca desaconsejan consultar con ${who}: si dudas, hazlo ya en lugar de esperar.`,
  ],
};
