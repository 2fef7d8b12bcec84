import type { Element, SectionLines } from "../../../local-writer";
import { oneColon, quoteFrames } from "../../../quote-frames";
import { agree, cap, ordinal, pron, v, type EsCard, type EsFocus } from "./grammar";

/** La sección de cada carta: cómo se abre en su lugar, su voto en una elección, el futuro abierto y los extras. */

export const ELEMENT_QUALITY: Record<Element, string> = {
  Fire: "empuje y calidez",
  Water: "sensibilidad e intuición",
  Air: "claridad de pensamiento y palabras sinceras",
  Earth: "paciencia y sentido práctico",
};

/** El Sol y la Luna llevan artículo; los signos y los planetas, no. */
const astro = (name: string) => (name === "Sol" ? "el Sol" : name === "Luna" ? "la Luna" : name);

export const SECTION: SectionLines<EsCard, EsFocus> = {
  lead: {
    heart: [
      ({ c, f, themes }) => `Como única carta de tu pregunta, ${c.el} ${v(c, "ocupa", "ocupan")} el centro ${f.topic.del} y ${v(c, "trae", "traen")} ${themes.gift}.`,
      ({ c, f, themes }) => `A solas, ${c.el} ${v(c, "habla", "hablan")} por toda la lectura y ${v(c, "aporta", "aportan")} ${themes.gift} ${f.topic.al}.`,
      ({ c, themes }) => `En el corazón del asunto está ${c.el}, que ${v(c, "ofrece", "ofrecen")} ${themes.gift}.`,
      ({ c, themes }) => `${c.El} ${v(c, "sostiene", "sostienen")} el centro de esta lectura, y lo que ${v(c, "ofrece", "ofrecen")} aquí es ${themes.gift}.`,
      ({ c, f, themes }) => `Con una sola carta sobre la mesa, ${c.el} ${v(c, "tiene", "tienen")} espacio para hablar claro sobre ${f.topic.el}, y lo que ${v(c, "ofrece", "ofrecen")} es ${themes.gift}.`,
    ],
    past: [
      ({ c, themes }) => `Si miras atrás, ${c.el} ${v(c, "describe", "describen")} el terreno del que vienes, un tiempo marcado por ${themes.weight}.`,
      ({ c, themes }) => `Las raíces de esta pregunta están en ${c.el}, que en su día ${v(c, "trajo", "trajeron")} ${themes.gift}.`,
      ({ c, themes }) => `En la posición del pasado, ${c.el} ${v(c, "muestra", "muestran")} lo que te ha traído hasta aquí, una etapa que dejó ${themes.gift}.`,
      ({ c, themes }) => `Lo que vino antes lleva la marca ${c.del}, que dejó tras de sí ${themes.weight}.`,
    ],
    present: [
      ({ c, f, themes }) => `Ahora mismo, ${c.el} ${v(c, "ocupa", "ocupan")} el centro ${f.topic.del} y ${v(c, "trae", "traen")} ${themes.gift}.`,
      ({ c, themes }) => `En el presente, ${c.el} ${v(c, "describe", "describen")} dónde estás hoy y te ${v(c, "pide", "piden")} que mires de frente ${themes.weight}.`,
      ({ c, themes }) => `La energía de hoy pertenece ${c.al}, con ${themes.gift} al alcance de la mano.`,
      ({ c, f, themes }) => `En este momento, ${c.el} ${v(c, "lleva", "llevan")} ${themes.gift} hasta ${f.topic.el}.`,
    ],
    future: [
      ({ c, themes }) => `Mirando hacia delante, ${c.el} ${v(c, "sugiere", "sugieren")} hacia dónde van las cosas si se mantiene el rumbo actual: hacia ${themes.gift}.`,
      ({ c, themes }) => `En la posición del futuro, ${c.el} ${v(c, "esboza", "esbozan")} una dirección, no un destino fijo, que trae ${themes.gift}.`,
      ({ c, themes }) => `Lo que empieza a tomar forma lleva la firma ${c.del}, con ${themes.gift} en el horizonte.`,
      ({ c, f, themes }) => `Más adelante en el camino ${v(c, "espera", "esperan")} ${c.el}, con ${themes.gift} para ${f.topic.el}.`,
    ],
    situation: [
      ({ c, f, themes }) => `La situación en sí la ${v(c, "describe", "describen")} ${c.el}, con ${themes.weight} en el centro ${f.topic.del}.`,
      ({ c, themes }) => `Como carta de la situación, ${c.el} ${v(c, "dibuja", "dibujan")} el escenario con ${themes.weight}.`,
      ({ c, f, themes }) => `${c.El} ${v(c, "muestra", "muestran")} ${f.topic.el} tal como está, con ${themes.weight} de fondo.`,
    ],
    challenge: [
      ({ c, themes }) => `En el lugar del desafío, ${c.el} te ${v(c, "pide", "piden")} que mires de frente ${themes.weight} en vez de dar un rodeo.`,
      ({ c, themes }) => `Lo que más te pone a prueba ahora mismo ${v(c, "es", "son")} ${c.el}, porque ${v(c, "trae", "traen")} consigo ${themes.weight}.`,
      ({ c, themes }) => `El obstáculo aquí toma la forma ${c.del}, y aprender a convivir con ${themes.weight} forma parte del trabajo.`,
      ({ c, themes }) => `Cruzando la situación, ${c.el} ${v(c, "nombra", "nombran")} la tensión que estás atravesando: ${themes.weight}.`,
    ],
    hidden_influence: [
      ({ c, themes }) => `Bajo la superficie, ${c.el} ${v(c, "trabaja", "trabajan")} en silencio y ${v(c, "pone", "ponen")} en juego ${themes.weight} de maneras que quizá no hayas notado.`,
      ({ c, themes }) => `Como influencia oculta, ${c.el} ${v(c, "señala", "señalan")} una corriente de fondo: ${themes.weight}.`,
      ({ c, themes }) => `Menos visible pero igual de real es la atracción ${c.del}, y con ella ${themes.gift}.`,
      ({ c, f, themes }) => `Sin dejarse ver, ${c.el} ${v(c, "moldea", "moldean")} ${f.topic.el} más de lo que parece, con ${themes.weight} de por medio.`,
    ],
    advice: [
      ({ c, themes }) => `La carta del consejo es ${c.el}, y ${v(c, "recomienda", "recomiendan")} un enfoque basado en ${themes.gift}.`,
      ({ c, themes }) => `Como guía, la tirada ofrece ${c.el}, que te ${v(c, "pide", "piden")} que te apoyes en ${themes.gift}.`,
      ({ c, f, themes }) => `Como consejo, ${c.el} ${v(c, "sugiere", "sugieren")} afrontar ${f.topic.el} con ${themes.gift}.`,
      ({ c, themes }) => `Lo que más ayudaría es el espíritu ${c.del}: ${themes.gift}.`,
    ],
    outcome: [
      ({ c, themes }) => `En la posición del resultado, ${c.el} ${v(c, "muestra", "muestran")} adónde es probable que lleven las cosas si sigues como hasta ahora: hacia ${themes.gift}.`,
      ({ c, themes }) => `El resultado probable está en manos ${c.del}, que ${v(c, "apunta", "apuntan")} hacia ${themes.gift}.`,
      ({ c, themes }) => `Este camino tiende a llevar hasta ${c.el}, y con ${pron(c)} ${themes.gift}.`,
      ({ c, themes }) => `Tal como están las cosas, el camino gira hacia ${c.el} y ${themes.gift}.`,
    ],
  },
  verdictLead: [
    ({ c, ordinal: n, themes }) => `Como ${ordinal(n)} carta, ${c.el} ${v(c, "aporta", "aportan")} a la pregunta ${themes.gift}.`,
    ({ c, themes }) => `${c.El} ${v(c, "trae", "traen")} aquí ${themes.gift}.`,
    ({ c, ordinal: n, themes }) => `La ${ordinal(n)} voz de la tirada es la ${c.del}, que ${v(c, "trae", "traen")} ${themes.gift}.`,
    ({ c, ordinal: n, themes }) => `En la ${ordinal(n)} posición, ${c.el} ${v(c, "entra", "entran")} en juego con ${themes.gift}.`,
    ({ c, f, ordinal: n, themes }) => `Al pasar a la ${ordinal(n)} carta, ${c.el} ${v(c, "suma", "suman")} ${themes.gift} ${f.topic.al}.`,
    ({ c, f, themes }) => `Aquí ${c.el} ${v(c, "ilumina", "iluminan")} ${f.topic.el} con ${themes.gift}.`,
  ],
  genericLead: [
    ({ c, f, label, themes }) => `En el lugar de «${label}», ${c.el} ${v(c, "aporta", "aportan")} ${themes.gift} ${f.topic.al}.`,
    ({ c, label, themes }) => `Como «${label}», ${c.el} ${v(c, "señala", "señalan")} ${themes.gift}.`,
    ({ c, label, themes }) => `Para «${label}», las cartas dan ${c.el}, y con ${pron(c)} ${themes.gift}.`,
    ({ c, f, label, themes }) => `En representación de «${label}», ${c.el} ${v(c, "colorea", "colorean")} ${f.topic.el} con ${themes.gift}.`,
    ({ c, label, themes }) => `Desde «${label}», ${c.el} te ${v(c, "invita", "invitan")} a mirar ${themes.weight}.`,
    ({ c, label, themes }) => `Al llegar a «${label}», ${c.el} ${v(c, "ofrece", "ofrecen")} ${themes.gift}.`,
    ({ c, label, themes }) => `Lo que ${c.el} ${v(c, "aporta", "aportan")} a «${label}» es ${themes.gift}.`,
    ({ c, label, themes }) => `Bajo «${label}» ${v(c, "está", "están")} ${c.el}, con ${themes.weight}.`,
  ],
  quote: quoteFrames(
    {
      named: [
        ({ c, f, text }) => `Para ${f.topic.el}, ${c.el} lo ${v(c, "dice", "dicen")} así: ${text}`,
        ({ c, f, text }) => `Leído en clave ${f.topic.del}, el mensaje ${c.del} es este: ${text}`,
        ({ c, f, text }) => `${agree(c, "Aplicad")} ${f.topic.al}, ${c.el} ${v(c, "señala", "señalan")} esto: ${text}`,
        ({ c, text }) => `El mensaje ${c.del} va más allá: ${text}`,
        ({ c, f, text }) => `Mirando ${f.topic.el}, ${c.el} ${v(c, "añade", "añaden")} algo más: ${text}`,
        ({ c, text }) => `Dicho con sencillez, ${c.el} ${v(c, "dice", "dicen")} esto: ${text}`,
        ({ c, f, text }) => `Aquí ${c.el} ${v(c, "tiene", "tienen")} algo concreto que decir sobre ${f.topic.el}: ${text}`,
        ({ c, text }) => `${c.El} ${v(c, "añade", "añaden")} algo más: ${text}`,
      ],
      namedComma: [
        ({ c, text }) => `Con ${c.el}, ${text}`,
        ({ c, text }) => `Según ${c.el}, ${text}`,
        ({ c, f, text }) => `Para ${f.topic.el}, y según ${c.el}, ${text}`,
        ({ c, f, text }) => `Según ${c.el}, y en lo que toca ${f.topic.al}, ${text}`,
        ({ c, f, text }) => `Frente ${f.topic.al}, con ${c.el}, ${text}`,
        ({ c, text }) => `A ojos ${c.del}, ${text}`,
        ({ c, f, text }) => `Con ${c.el} y mirando ${f.topic.el}, ${text}`,
      ],
      plain: [
        ({ f, text }) => `Para ${f.topic.el}, esto significa: ${text}`,
        ({ text }) => `En tu caso: ${text}`,
        ({ text }) => `Hay algo más: ${text}`,
        ({ text }) => `Dicho de forma sencilla: ${text}`,
        ({ f, text }) => `Mirando ${f.topic.el}: ${text}`,
        ({ text }) => `Y va más allá: ${text}`,
        ({ f, text }) => `En lo que toca ${f.topic.al}: ${text}`,
        ({ text }) => `Leído para ti: ${text}`,
        ({ f, text }) => `Llevado ${f.topic.al}: ${text}`,
        ({ f, text }) => `Frente ${f.topic.al}: ${text}`,
      ],
      plainComma: [
        ({ text }) => `Aquí, ${text}`,
        ({ text }) => `En tu caso, ${text}`,
        ({ f, text }) => `Para ${f.topic.el}, ${text}`,
        ({ text }) => `Además, ${text}`,
        ({ text }) => `Visto de cerca, ${text}`,
      ],
    },
    ({ text }) => text,
  ),
  reason: quoteFrames(
    {
      named: [({ c, text }) => `La inclinación ${c.del} tiene su motivo: ${text}`, ({ c, f, text }) => `Sobre ${f.topic.el}, ${c.el} ${v(c, "responde", "responden")} así: ${text}`],
      namedComma: [({ c, text }) => `Con ${c.el}, ${text}`, ({ c, text }) => `Según ${c.el}, ${text}`],
      plain: [({ f, text }) => `Sobre ${f.topic.el}, la respuesta es esta: ${text}`, ({ text }) => `En cuanto a la respuesta: ${text}`],
      plainComma: [({ f, text }) => `Sobre ${f.topic.el}, ${text}`, ({ text }) => `En cuanto a la respuesta, ${text}`],
    },
    ({ text }) => text,
  ),
  choiceVote: {
    yes: [
      ({ c, hypothesis }) => `Frente a ${hypothesis ? "las dos posibilidades" : "tu elección"}, ${c.el} ${v(c, "habla", "hablan")} a favor de la primera.`,
      ({ c, hypothesis }) => `El ánimo ${c.del} va hacia la primera ${hypothesis ? "posibilidad" : "opción"} que has nombrado.`,
      ({ c, hypothesis }) => `${c.El} ${v(c, "suma", "suman")} peso a la primera ${hypothesis ? "posibilidad" : "opción"}.`,
    ],
    no: [
      ({ c, hypothesis }) => (hypothesis ? `Frente a las dos posibilidades, ${c.el} ${v(c, "respalda", "respaldan")} la segunda.` : `Frente a tu elección, ${c.el} se ${v(c, "inclina", "inclinan")} hacia la segunda, o al menos ${v(c, "pide", "piden")} no precipitarse con la primera.`),
      ({ c, hypothesis }) => `La cautela ${c.del} apunta hacia la segunda ${hypothesis ? "posibilidad" : "opción"}.`,
      ({ c, hypothesis }) => `${c.El} ${v(c, "inclina", "inclinan")} la balanza hacia la segunda ${hypothesis ? "posibilidad" : "opción"}.`,
    ],
    maybe: [
      ({ c, hypothesis }) => `Frente a ${hypothesis ? "las dos posibilidades" : "tu elección"}, ${c.el} no ${v(c, "toma", "toman")} partido.`,
      ({ c, hypothesis }) => `${c.El} se ${v(c, "mantiene", "mantienen")} al margen de las dos, lo que sugiere que ${hypothesis ? "aún es pronto para saberlo" : "la elección necesita más reflexión"}.`,
      ({ c }) => `${c.El} ${v(c, "deja", "dejan")} las dos en equilibrio por ahora.`,
    ],
  },
  voiceLine: {
    gentle: [],
    direct: [
      ({ c, themes }) => `En resumen: ${c.el} ${v(c, "trae", "traen")} ${themes.gift}.`,
      ({ c, themes }) => `Dicho claro, ${c.el} te ${v(c, "pone", "ponen")} delante ${themes.weight}.`,
      ({ c, themes }) => `Sin rodeos: aquí ${c.el} ${v(c, "representa", "representan")} ${themes.gift}.`,
      ({ c, themes }) => `Sin adornos: lo que ${c.el} ${v(c, "ofrece", "ofrecen")} es ${themes.gift}.`,
    ],
    practical: [
      ({ c, themes }) => `En la práctica, ${c.el} te ${v(c, "deja", "dejan")} algo que vigilar esta semana: ${themes.weight}.`,
      ({ c, themes }) => `Cuenta con ${themes.weight} al planificar; ${c.el} lo ${v(c, "anuncia", "anuncian")} para que puedas preverlo.`,
      ({ c, themes }) => `El coste que ${c.el} te ${v(c, "pide", "piden")} prever es ${themes.weight}.`,
      ({ c, themes }) => `Al hacer planes, deja sitio para ${themes.weight}: es el aviso práctico ${c.del}.`,
    ],
    mystic: [
      ({ c, themes }) => `La imagen ${c.del} permanece y lleva ${themes.gift} más allá del umbral de la lectura.`,
      ({ c, themes }) => `Escucha ${c.al} en los momentos de calma; su lenguaje, más antiguo que las palabras, trae ${themes.gift}.`,
      ({ c, themes }) => `Bajo la superficie pintada ${c.del} se mueve algo más antiguo: ${themes.weight}.`,
      ({ c, themes }) => `En el viejo lenguaje de las cartas, ${c.el} siempre ${v(c, "ha", "han")} significado ${themes.gift}.`,
    ],
  },
  openFuture: [
    ({ c }) => `Toma ${c.el} como una dirección, no como un destino fijo: lo que decidas ahora todavía puede cambiarla.`,
    ({ c }) => `Lo que ${c.el} ${v(c, "muestra", "muestran")} aquí no está escrito en piedra: indica adónde lleva la corriente si sigues remando igual.`,
    ({ c }) => `Lo que ${c.el} ${v(c, "anuncia", "anuncian")} es una tendencia, no una sentencia, y tu manera de afrontar las próximas semanas puede torcerla.`,
    ({ c }) => `Lee ${c.el} como el camino en el que estás hoy; un paso distinto ahora todavía puede llevarte a otra parte.`,
    ({ c }) => `${c.El} ${v(c, "describe", "describen")} adónde llevan los patrones actuales, y un patrón se puede cambiar.`,
  ],
  plainLead: [
    ({ c, where }) => `${cap(where)} ${v(c, "aparece", "aparecen")} ${c.el}.`,
    ({ c, where }) => `${c.El} ${v(c, "ha salido", "han salido")} ${where}.`,
    ({ c, where }) => `${cap(where)} ${v(c, "está", "están")} ${c.el}.`,
  ],
  omenHere: [
    ({ c }) => `Aquí ${c.el} ${v(c, "puede", "pueden")} hablar de todo lo que ha cambiado desde que empezó esto, y de la fuerza que hace falta para adaptarse.`,
    ({ f }) => `En ${f.topic.el}, puede señalar cómo se han dejado de lado las rutinas de siempre, y la necesidad de soltar lo que no se puede controlar.`,
    ({ c }) => `Aquí ${c.el} ${v(c, "señala", "señalan")} el cambio que estás viviendo, no cómo terminará.`,
  ],
  notLiteral: [
    ({ c }) => `${c.El} no ${v(c, "es", "son")} ninguna predicción sobre el cuerpo ni la vida de nadie: en el tarot ${v(c, "habla", "hablan")} de cambio, no de daño.`,
    ({ c }) => `Que aparezca ${c.el} aquí puede asustar, pero la carta no dice nada sobre cuánto vive nadie; habla de cambio y de transición.`,
    ({ c }) => `${c.El} no ${v(c, "anuncia", "anuncian")} enfermedad ni pérdida: su imagen es dramática, pero su significado habla de cambio y de lo que viene después.`,
  ],
  advice: oneColon([
    ({ c, advice }) => `El consejo ${c.del} aquí es sencillo: ${advice}`,
    ({ c, advice }) => `Si ${c.el} ${v(c, "tuviera", "tuvieran")} un solo consejo para ti, sería este: ${advice}`,
    ({ c, advice }) => `En la práctica, ${c.el} ${v(c, "sugiere", "sugieren")} esto: ${advice}`,
  ], "advice", "; "),
  element: [
    ({ c, element, astrology, key }) => `Como carta de ${element.toLowerCase()} regida por ${astro(astrology)}, ${c.el} ${v(c, "aporta", "aportan")} ${ELEMENT_QUALITY[key]} a esta parte de la lectura.`,
    ({ c, element, astrology, key }) => `Su vínculo con ${astro(astrology)} y con el elemento ${element.toLowerCase()} le${c.plural ? "s" : ""} da ${ELEMENT_QUALITY[key]}.`,
  ],
};
