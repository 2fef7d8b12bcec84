import type { SummaryLines, TimeFrame } from "../../../local-writer";
import { agree, cap, Names, names, namesA, namesDe, v, type EsCard, type EsFocus } from "./grammar";

/** El resumen: la pregunta y las cartas, el cuidado que pide, y la respuesta en la forma de la pregunta. */

const LEANS = { yes: ["se inclina al sí", "se inclinan al sí"], no: ["se inclina al no", "se inclinan al no"], maybe: ["no se decanta", "no se decantan"] } as const;
const FOR = { yes: "a favor del sí", no: "a favor del no", maybe: "sin decantarse" } as const;
const COUNT = ["ninguna", "una", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez"];

const FRAMES: Record<TimeFrame, string> = {
  today: "hoy",
  week: "la próxima semana",
  month: "el próximo mes",
  season: "la temporada que mencionas",
  year: "este año",
  years: "los próximos años",
  soon: "el futuro cercano",
};

export const SUMMARY: SummaryLines<EsCard, EsFocus> = {
  opening: {
    gentle: [
      ({ q, cards }) => `Has preguntado ${q}, y las cartas han respondido con ${names(cards)}.`,
      ({ q, cards }) => `Con ${q} en mente, has sacado ${names(cards)}.`,
      ({ q, cards }) => `Para tu pregunta, ${q}, la baraja ha mostrado ${names(cards)}.`,
      ({ q, cards }) => `${Names(cards)} ${v(cards, "ha salido", "han salido")} cuando has preguntado ${q}.`,
      ({ q, cards, f }) => `Tu pregunta era ${q}, y ${names(cards)} ${v(cards, "tiene", "tienen")} algo que decir sobre ${f.topic.el}.`,
    ],
    direct: [
      ({ q, cards }) => `Has preguntado ${q}. ${cards.length > 1 ? "Las cartas" : "La carta"}: ${names(cards)}.`,
      ({ q, cards }) => `A tu pregunta, ${q}, ${names(cards)} ${v(cards, "responde", "responden")} sin rodeos.`,
      ({ q, cards }) => `Vamos al grano con ${q}: has sacado ${names(cards)}.`,
    ],
    practical: [
      ({ q, cards, f }) => `Tu pregunta era ${q}, así que vamos a leer ${names(cards)} como una guía práctica para ${f.topic.el}.`,
      ({ q, cards }) => `Para abordar ${q}, esto es lo que ${names(cards)} te ${v(cards, "invita", "invitan")} a revisar.`,
      ({ q, cards }) => `Sobre ${q}, ${names(cards)} te ${v(cards, "da", "dan")} un punto de partida que puedes usar esta semana.`,
    ],
    mystic: [
      ({ q, cards }) => `Has llevado ${q} hasta la baraja, y de su silencio ${v(cards, "ha surgido", "han surgido")} ${names(cards)}.`,
      ({ q, cards }) => `Bajo tu pregunta, ${q}, las cartas han respondido con ${names(cards)}.`,
      ({ q, cards }) => `Como una campana al anochecer, ${q} ha llamado ${namesA(cards)} desde la oscuridad.`,
    ],
  },
  openingUnquoted: [
    ({ cards, f }) => `Has descrito tu situación con detalle, y ${names(cards)} ${v(cards, "habla", "hablan")} ${f.topic.del}.`,
    ({ cards, f }) => `Para todo lo que has escrito sobre ${f.topic.el}, la baraja ha mostrado ${names(cards)}.`,
    ({ cards, f }) => `De todo lo que preguntas, ${names(cards)} se ${v(cards, "centra", "centran")} primero en ${f.topic.el}.`,
  ],
  outside: [
    ({ cards }) => `Una lectura de tarot no sigue instrucciones, no responde preguntas de datos ni escribe por encargo, así que ${names(cards)} se ${v(cards, "lee", "leen")} aquí en lo que las cartas sí pueden iluminar: tu propia vida.`,
    ({ cards }) => `Lo que has escrito no es algo que esta lectura pueda hacer o responder; ${names(cards)} ${v(cards, "habla", "hablan")} en cambio de tu propia vida, y así se ${v(cards, "lee", "leen")} a continuación.`,
    ({ cards }) => `Esta lectura no deja de lado su manera de trabajar ni asume otra tarea: ${names(cards)} se ${v(cards, "lee", "leen")}, como siempre, para una pregunta sobre tu vida.`,
  ],
  oneWord: [
    ({ word, cards }) => `Has preguntado con una sola palabra, ${word}, y ${names(cards)} la ${v(cards, "lee", "leen")} como un ámbito entero de tu vida.`,
    ({ word, cards }) => `${word} es todo lo que has preguntado, así que ${names(cards)} se ${v(cards, "lee", "leen")} aquí en sentido amplio y no como un sí o un no.`,
    ({ word, cards, f }) => `Una palabra, ${word}, y como respuesta ${names(cards)}: esta lectura toma esa palabra como una puerta hacia ${f.topic.el}.`,
  ],
  mood: {
    gentle: {
      bright: [
        ({ cards }) => `En conjunto, la tirada anima, y ${names(cards)} le ${v(cards, "da", "dan")} verdadera calidez.`,
        ({ cards, f }) => `Aquí hay más luz que sombra, y ${names(cards)} ${v(cards, "marca", "marcan")} un tono esperanzador para ${f.topic.el}.`,
      ],
      hard: [
        ({ cards }) => `Las cartas hablan con franqueza de lo difícil, y ${names(cards)} ${v(cards, "pide", "piden")} una atención sincera, pero nada de esto está escrito en piedra.`,
        ({ cards, f }) => `${Names(cards)} ${v(cards, "aporta", "aportan")} cierto peso ${f.topic.al}, y eso es una invitación a mirar con calma, no un motivo para temer.`,
      ],
      mixed: [
        ({ cards }) => `La luz y la sombra están igualadas en lo que ${names(cards)} te ${v(cards, "muestra", "muestran")}, así que cómo respondas importa más que cualquier pronóstico.`,
        ({ cards, f }) => `Ningún tono domina en ${names(cards)}, y esa apertura deja espacio real para tus propias decisiones sobre ${f.topic.el}.`,
      ],
    },
    direct: {
      bright: [
        ({ cards }) => `${Names(cards)} te ${v(cards, "da", "dan")} lo más útil para trabajar aquí.`,
        ({ cards, f }) => `Para ${f.topic.el}, el mayor apoyo viene ${namesDe(cards)}.`,
      ],
      hard: [
        ({ cards }) => `${Names(cards)} ${v(cards, "nombra", "nombran")} sin rodeos lo que roza, y nada de eso es definitivo.`,
        ({ cards, f }) => `Hay un problema en ${f.topic.el}, y ${names(cards)} lo ${v(cards, "señala", "señalan")}; se puede trabajar.`,
      ],
      mixed: [
        ({ cards }) => `Señales divididas en ${names(cards)}; tus decisiones harán el resto.`,
        ({ cards }) => `Lo bueno y lo difícil a partes iguales en ${names(cards)}, y lo que hagas ahora inclinará la balanza.`,
      ],
    },
    practical: {
      bright: [
        ({ cards }) => `${Names(cards)} te ${v(cards, "da", "dan")} la mejor base.`,
        ({ cards, f }) => `Para ${f.topic.el}, ${cards.length > 1 ? "tus mejores bazas" : "tu mejor baza"}: ${names(cards)}.`,
      ],
      hard: [
        ({ cards }) => `La tirada muestra obstáculos reales, con ${names(cards)} como el punto principal que gestionar, y los obstáculos se pueden planificar.`,
        ({ cards, f }) => `Cuenta con algo de fricción en ${f.topic.el}: ${names(cards)} ${v(cards, "marca", "marcan")} la parte que pide más esfuerzo.`,
      ],
      mixed: [
        ({ cards }) => `${Names(cards)} ${v(cards, "equilibra", "equilibran")} recursos y obstáculos, así que la planificación y la constancia marcarán la diferencia.`,
        ({ cards }) => `El panorama ${namesDe(cards)} es mixto, y eso es útil: muestra qué aprovechar y qué corregir.`,
      ],
    },
    mystic: {
      bright: [
        ({ cards }) => `La tirada brilla como el alba sobre agua quieta, y ${names(cards)} ${v(cards, "derrama", "derraman")} su luz sobre ella.`,
        ({ cards }) => `Un viento cálido recorre estas cartas, llevado por las alas ${namesDe(cards)}.`,
      ],
      hard: [
        ({ cards }) => `Las sombras se reúnen en torno ${namesA(cards)}, pero toda sombra nace de una luz, y nada aquí está sellado.`,
        ({ cards }) => `La tierra tiembla bajo ${names(cards)}, como antes de cada giro de la rueda.`,
      ],
      mixed: [
        ({ cards }) => `Luz y sombra danzan juntas en ${names(cards)} como la luna y la marea, y el siguiente paso de la danza es tuyo.`,
        ({ cards }) => `${Names(cards)} ${v(cards, "sostiene", "sostienen")} el día y la noche en una misma mano, y el equilibrio espera tu propio gesto.`,
      ],
    },
  },
  verdict: {
    gentle: {
      yes: [
        ({ cards, f }) => `La balanza se inclina hacia el sí, de la mano ${namesDe(cards)}, aunque ninguna carta puede prometer cómo irá ${f.topic.el}.`,
        ({ cards, decision }) => `${Names(cards)} ${v(cards, "inclina", "inclinan")} la respuesta hacia el sí: una tendencia, no una promesa${decision ? ", y la decisión sigue siendo tuya" : ""}.`,
        ({ cards }) => `Así que la respuesta tiende al sí, con ${names(cards)} a favor, y las cartas que siguen muestran qué la favorece.`,
      ],
      no: [
        ({ cards }) => `El peso cae del lado del no por ahora, con ${names(cards)} frenando, y conviene leerlo como una cuestión de enfoque o de momento más que como una puerta cerrada.`,
        ({ cards }) => `${Names(cards)} ${v(cards, "inclina", "inclinan")} la respuesta hacia el no, al menos tal como se plantea hoy la pregunta.`,
        ({ cards }) => `Así que la respuesta tiende al no, y ${names(cards)} ${v(cards, "explica", "explican")} más abajo qué se interpone y qué podría cambiar.`,
      ],
      maybe: [
        ({ cards }) => `Las inclinaciones ${namesDe(cards)} se compensan, así que la respuesta aún se está formando y depende de lo que ocurra.`,
        ({ cards }) => `${Names(cards)} ${v(cards, "deja", "dejan")} la respuesta en un quizá sincero: el desenlace sigue abierto.`,
        ({ cards, decision }) => `Queda un quizá por ahora, con ${names(cards)} dejando espacio para que las circunstancias${decision ? " y tu propio criterio" : " y lo que hagas"} lo decidan.`,
      ],
    },
    direct: {
      yes: [
        ({ cards, decision }) => `Es un sí ${namesDe(cards)}${decision ? ", y la decisión sigue siendo tuya" : ", no una garantía"}.`,
        ({ cards }) => `${Names(cards)} ${v(cards, "dice", "dicen")} que sí, en conjunto, y eso es una tendencia, no una promesa.`,
      ],
      no: [
        ({ cards }) => `${Names(cards)} ${v(cards, "dice", "dicen")} que no por ahora, y otro enfoque u otro momento podrían cambiarlo.`,
        ({ cards }) => `Es un no ${namesDe(cards)} tal como están las cosas, y eso puede cambiar.`,
      ],
      maybe: [
        ({ cards }) => `${Names(cards)} lo ${v(cards, "deja", "dejan")} abierto: un quizá, y lo que pase ahora importa.`,
        ({ cards }) => `Todavía no hay una respuesta clara ${namesDe(cards)}.`,
      ],
    },
    practical: {
      yes: [
        ({ cards }) => `En conjunto es un sí ${namesDe(cards)}, siempre que se haga el trabajo previo.`,
        ({ cards, decision }) => `La respuesta tiende al sí con ${names(cards)}; ${decision ? "si lo eliges, un plan le da buenas opciones" : "con un plan detrás, tiene buenas opciones"}.`,
      ],
      no: [
        ({ cards }) => `En conjunto, ${names(cards)} ${v(cards, "dice", "dicen")} que no al plan actual, así que quizá haya que revisar el enfoque o el momento.`,
        ({ cards }) => `La respuesta tiende al no con ${names(cards)} tal como están las cosas, así que vale la pena ver qué tendría que cambiar.`,
      ],
      maybe: [
        ({ cards }) => `Es un quizá: ${names(cards)} ${v(cards, "deja", "dejan")} el resultado en manos del próximo paso concreto.`,
        ({ cards }) => `La respuesta queda abierta con ${names(cards)}, así que más información ayudaría antes de decidir.`,
      ],
    },
    mystic: {
      yes: [
        ({ cards }) => `La balanza se inclina hacia el sí con ${names(cards)}, como una puerta que se abre a una sala iluminada.`,
        ({ cards }) => `El oráculo se inclina hacia el sí a través ${namesDe(cards)}, una bendición callada que aún pide tus propios pasos.`,
      ],
      no: [
        ({ cards }) => `${Names(cards)} ${v(cards, "murmura", "murmuran")} que no, por ahora: no es una puerta sellada, sino una marea que aún no ha cambiado.`,
        ({ cards }) => `Bajo esta luna la respuesta tiende al no, como ${v(cards, "muestra", "muestran")} ${names(cards)}, y las estaciones cambian.`,
      ],
      maybe: [
        ({ cards }) => `${Names(cards)} ${v(cards, "flota", "flotan")} entre el sí y el no como el crepúsculo entre el día y la noche.`,
        ({ cards }) => `Con ${names(cards)}, la respuesta sigue sin escribirse, como una semilla en tierra oscura.`,
      ],
    },
  },
  tally: [
    ({ groups }) => {
      if (groups.length === 1) return groups[0].lean === "maybe" ? `Ninguna de las ${COUNT[groups[0].cards.length]} cartas se decanta.` : `Las ${COUNT[groups[0].cards.length]} cartas ${LEANS[groups[0].lean][1]}.`;
      const clauses = groups.map(({ lean, cards }) => `${names(cards)} ${v(cards, LEANS[lean][0], LEANS[lean][1])}`);
      return `${cap(clauses.length === 2 ? `${clauses[0]}, mientras que ${clauses[1]}` : `${clauses[0]}, ${clauses[1]} y ${clauses[2]}`)}.`;
    },
    ({ groups }) => {
      if (groups.length === 1) return groups[0].lean === "maybe" ? `${Names(groups[0].cards)} quedan en suspenso: ninguna se decanta.` : `Todas las cartas ${LEANS[groups[0].lean][1]}: ${names(groups[0].cards)}.`;
      return `Si contamos las cartas: ${groups.map(({ lean, cards }) => `${names(cards)} ${FOR[lean]}`).join("; ")}.`;
    },
  ],
  choiceList: [
    ({ first, second, hypothesis }) => (hypothesis ? `Las dos posibilidades que sopesas: ${first}; o ${second}.` : `Tus dos caminos: ${first}; o ${second}.`),
    ({ first, second, hypothesis }) => (hypothesis ? `Pones dos posibilidades frente a frente: la primera, ${first}; la segunda, ${second}.` : `Nombras dos opciones: la primera, ${first}; la segunda, ${second}.`),
  ],
  choice: [
    ({ favoursFirst, hypothesis, for: pro, against }) =>
      `${hypothesis ? "De las dos, las cartas respaldan" : "Vista como una elección, la tirada se inclina por"} la ${favoursFirst ? "primera" : "segunda"}: ${names(pro)} ${v(pro, "habla", "hablan")} a su favor${against.length > 0 ? `, mientras que ${names(against)} se ${v(against, "queda", "quedan")} con la ${favoursFirst ? "segunda" : "primera"}` : ""}.`,
    ({ favoursFirst, hypothesis, for: pro, against }) =>
      `Entre las dos, las cartas prefieren la ${favoursFirst ? "primera" : "segunda"}${hypothesis ? " como la lectura más probable" : ""}, porque ${names(pro)} se ${v(pro, "inclina", "inclinan")} en esa dirección${against.length > 0 ? ` y solo ${names(against)} ${v(against, "tira", "tiran")} hacia la otra` : ""}.`,
  ],
  choiceOne: [
    ({ c, lean, hypothesis }) =>
      lean === "maybe"
        ? `Con una sola carta, ${c.el} no se ${v(c, "inclina", "inclinan")} por ninguna de las dos ${hypothesis ? "posibilidades" : "opciones"}: una inclinación leída en una carta, no un recuento.`
        : `Con una sola carta, ${c.el} se ${v(c, "inclina", "inclinan")} hacia la ${lean === "yes" ? "primera" : "segunda"} ${hypothesis ? "posibilidad" : "opción"}: una inclinación leída en una carta, no un recuento.`,
    ({ c, lean }) =>
      lean === "maybe"
        ? `${c.El} por sí ${agree(c, "sol")} no ${v(c, "marca", "marcan")} ninguna inclinación; una carta es un indicio, no un recuento.`
        : `${c.El} por sí ${agree(c, "sol")} ${v(c, "inclina", "inclinan")} la balanza hacia la ${lean === "yes" ? "primera" : "segunda"}; una carta es un indicio, no un recuento.`,
  ],
  choiceOpen: [
    ({ forFirst, forSecond, hypothesis }) =>
      forFirst.length > 0 && forSecond.length > 0
        ? `${hypothesis ? "Las cartas no aclaran cuál de las dos es cierta" : "Vista como una elección, la tirada no decide"}: ${names(forFirst)} ${v(forFirst, "habla", "hablan")} a favor de la primera, mientras que ${names(forSecond)} ${v(forSecond, "habla", "hablan")} a favor de la segunda.`
        : hypothesis
          ? `Ninguna de las dos convence a las cartas.`
          : `Las cartas no toman partido aquí.`,
    ({ forFirst, forSecond }) =>
      forFirst.length > 0 && forSecond.length > 0
        ? `Las cartas se reparten: ${names(forFirst)} a favor de la primera, ${names(forSecond)} a favor de la segunda.`
        : `Ninguna convence a las cartas.`,
  ],
  choiceMeaning: [
    ({ hypothesis }) => (hypothesis ? `Es una inclinación, no un hecho.` : `Es una inclinación, no un veredicto.`),
    ({ hypothesis }) => (hypothesis ? `Una inclinación, no una certeza.` : `La elección sigue siendo tuya.`),
    ({ hypothesis }) => (hypothesis ? `El tiempo dirá más que las cartas.` : `La decisión sigue en tus manos.`),
  ],
  thread: {
    three_cards: [
      ({ cards: [past, present, future] }) => `La historia va desde ${past.el}, a tu espalda, pasando por ${present.el} en el presente, hasta ${future.el} por delante.`,
      ({ cards: [past, present, future] }) => `Lo que empezó con ${past.el} se está resolviendo a través ${present.del}, y ${future.el} ${v(future, "muestra", "muestran")} adónde puede llevar ese trabajo.`,
    ],
    tarot: [
      ({ cards: [situation, challenge, hidden, advice, outcome] }) =>
        `En el centro ${v(situation, "está", "están")} ${situation.el}, ${agree(situation, "cruzad")} por ${challenge.el}, con ${hidden.el} obrando por debajo y ${advice.el} señalando el camino hacia ${outcome.el}.`,
      ({ cards: [situation, challenge, , advice, outcome] }) => `La situación ${situation.del} se encuentra con el desafío ${challenge.del}, y el consejo ${advice.del} es lo que lleva hacia ${outcome.el}.`,
    ],
    generic: [
      ({ cards }) => `Leída en orden, la tirada va desde ${cards[0].el} hasta ${cards[cards.length - 1].el}.`,
      ({ cards }) => `La tirada se abre con ${cards[0].el} y se cierra con ${cards[cards.length - 1].el}, y cada carta intermedia añade su propia nota.`,
    ],
  },
  noRuling: {
    others_health: [
      ({ cards, f }) => `Ninguna carta puede decir si ${f.ella} se ${f.pl ? "recuperarán" : "recuperará"}: eso les corresponde a quienes ${f.la} cuidan, y lo que ${names(cards)} ${v(cards, "puede", "pueden")} iluminar es cómo vives tú este tiempo a su lado.`,
      ({ cards, f }) => `Las cartas no pueden juzgar cómo ${f.pl ? "evolucionarán" : "evolucionará"} ${f.ella}, y el equipo médico que ${f.la} atiende es quien puede responder a eso; ${names(cards)} ${v(cards, "habla", "hablan")} en cambio de tu parte: tu preocupación, tu fuerza y cómo estar a su lado.`,
      ({ cards, f }) => `Cómo ${f.pl ? "van" : "va"} a estar ${f.who} es una pregunta para quienes ${f.la} cuidan, no para las cartas, así que ${names(cards)} se ${v(cards, "lee", "leen")} aquí pensando en ti.`,
    ],
    own_health: [
      ({ cards }) => `Ninguna carta puede decir cómo evolucionará tu salud; tu médico sí puede, y ${names(cards)} ${v(cards, "habla", "hablan")} en cambio de tu energía, tu descanso y tus hábitos.`,
      ({ cards }) => `Si las cosas mejorarán es una pregunta para tu médico más que para las cartas, así que ${names(cards)} se ${v(cards, "lee", "leen")} aquí para ver cómo cuidarte mientras tanto.`,
    ],
    death: [
      ({ cards, f }) => `Ninguna carta anuncia cuándo ni si alguien va a morir, y ${names(cards)} tampoco; lo que las cartas pueden iluminar es cómo llevas ${f.topic.el}.`,
      ({ cards }) => `Las cartas no dicen nada sobre cuánto vivirá nadie; ${names(cards)} ${v(cards, "habla", "hablan")} del amor y de la preocupación que hay en tu pregunta.`,
    ],
    pregnancy: [
      ({ cards }) => `Ninguna carta puede decir si llegará un embarazo ni cuándo, y tu médico o tu matrona son quienes pueden orientarte; ${names(cards)} ${v(cards, "habla", "hablan")} de tus esperanzas y de cómo cuidarte.`,
      ({ cards }) => `Si viene un hijo no es algo que ${names(cards)} ${v(cards, "pueda", "puedan")} decir, así que aquí se ${v(cards, "lee", "leen")} pensando en lo que sientes mientras esperas.`,
    ],
    law: [
      ({ cards }) => `Ninguna carta puede decir cómo decidirá un tribunal o una administración; un abogado puede decirte en qué punto estás, y ${names(cards)} ${v(cards, "habla", "hablan")} de cómo afrontarlo.`,
      ({ cards, f }) => `Cómo terminará ${f.topic.el} no es algo que las cartas puedan dictar, así que ${names(cards)} se ${v(cards, "lee", "leen")} aquí pensando en cómo lo llevas.`,
    ],
  },
  care: {
    others_health: [
      ({ f }) => `Esperar mientras ${f.who} no ${f.pl ? "están" : "está"} bien es duro, y es natural querer una respuesta clara.`,
      ({ f }) => `Preguntar por la salud de ${f.who} pesa mucho, y esta lectura trata esa pregunta con cuidado.`,
      ({ f }) => `En tu pregunta se nota la preocupación por ${f.who}, y merece una respuesta delicada.`,
    ],
    own_health: [
      ({ cards }) => `Las preguntas sobre tu cuerpo merecen una respuesta cuidadosa, y ${names(cards)} ${v(cards, "ofrece", "ofrecen")} reflexión, nunca un diagnóstico.`,
      ({ cards }) => `En lo que toca a tu salud, ${names(cards)} se ${v(cards, "lee", "leen")} para reflexionar, nunca para diagnosticar.`,
    ],
    death: [
      ({ cards }) => `Una pregunta que roza la muerte es de las más difíciles de hacer, y ${names(cards)} se ${v(cards, "lee", "leen")} aquí con cuidado.`,
      ({ cards }) => `El miedo a perder a alguien, o a morir, merece delicadeza, y así se ${v(cards, "lee", "leen")} aquí ${names(cards)}.`,
    ],
    pregnancy: [
      ({ cards }) => `Desear un hijo, o preocuparse por un embarazo, toca algo muy hondo, y ${names(cards)} se ${v(cards, "lee", "leen")} aquí con delicadeza.`,
      ({ cards }) => `Una pregunta sobre un embarazo lleva mucha esperanza dentro, y ${names(cards)} se ${v(cards, "lee", "leen")} teniéndolo presente.`,
    ],
    money: [
      ({ cards }) => `Las preocupaciones por el dinero pesan en todo, y ${names(cards)} ${v(cards, "puede", "pueden")} ayudarte a pensar, no predecir tu economía.`,
      ({ cards, f }) => `Ninguna carta puede prometer cómo irá ${f.topic.el}, y ${names(cards)} no lo ${v(cards, "intenta", "intentan")}.`,
    ],
    debt: [
      ({ cards }) => `Las deudas generan mucho estrés, y no tienes por qué cargar con ellas a solas; ${names(cards)} se ${v(cards, "lee", "leen")} aquí para ayudarte a pensar con claridad, no para decirte qué pagar.`,
      ({ cards }) => `Deber dinero puede resultar agobiante, pero existe ayuda real, y ${names(cards)} ${v(cards, "puede", "pueden")} ayudarte a afrontarlo con calma.`,
    ],
    law: [
      ({ cards }) => `Un problema legal pesa mucho, y ${names(cards)} no ${v(cards, "puede", "pueden")} decirte cómo terminará.`,
      ({ cards }) => `Una cuestión legal tiene consecuencias reales, y ${names(cards)} se ${v(cards, "lee", "leen")} aquí solo para reflexionar.`,
    ],
    wellbeing: [
      () => `Lo que cuentas pesa mucho, e importa más que cualquier carta: mereces un apoyo de verdad, no solo una lectura.`,
      () => `Los días que describes son duros, y esta lectura se hace con cuidado, junto a la ayuda que puede darte una persona.`,
    ],
  },
  when: [
    ({ f, frame }) => `Las cartas no dan fechas; léelas como el clima que rodea ${f.topic.el} durante ${FRAMES[frame]}, no como un plazo.`,
    ({ frame }) => `Has preguntado por ${FRAMES[frame]}, y las cartas hablan del momento oportuno más que de un calendario.`,
  ],
};
