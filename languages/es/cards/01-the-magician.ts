import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "El Mago",
  keywords: {
    upright: ["fuerza de voluntad", "habilidad", "manifestación", "ingenio", "intención enfocada", "palabra persuasiva"],
    reversed: ["manipulación", "talento desaprovechado", "falta de concentración", "engaño", "inseguridad", "promesas vacías"],
  },
  summary:
    "Con la varita en alto y todas sus herramientas sobre la mesa, el Mago convierte la intención en acción: ya tienes lo que necesitas para hacer algo real.",
  upright:
    "Sobre la cabeza del Mago flota el signo del infinito, y en la mesa que tiene delante están los emblemas de los cuatro palos: copa, pentáculo, espada y basto. Con una mano eleva una varita blanca hacia el cielo y con la otra señala la tierra, convertido en un puente vivo entre una idea y su resultado. Cuando llega esta carta, los ingredientes ya están ahí; lo que falta es tu decisión firme de usarlos." +
    "\n\n" +
    "Es una carta de talento puesto a trabajar. Favorece la palabra clara, la presentación segura de una propuesta y el saber práctico que convierte los planes en algo que la gente puede tocar. Nombra con precisión lo que quieres, reúne tus recursos y actúa mientras la energía está encendida. Las rosas y los lirios que crecen a su alrededor sugieren que un esfuerzo bien dirigido ahora puede dar frutos reales.",
  reversed:
    "Cuando se invierte, las herramientas del Mago siguen sobre la mesa, pero se ignoran o se usan mal. Quizá dudas de capacidades que claramente tienes, repartes tu esfuerzo entre demasiados planes a medio empezar o esperas un permiso que nadie te va a dar. A veces la trampa consiste simplemente en hablar tanto de un proyecto que nunca se llega a hacer." +
    "\n\n" +
    "En esta inversión hay también una advertencia más antigua: la del prestidigitador que deslumbra con sus trucos de manos. Mira con atención las ofertas que suenan demasiado pulidas, incluidas las historias que te cuentas a ti. Si te sorprendes torciendo la verdad para impresionar, o dejándote torcer por la actuación de otra persona, dilo sin rodeos. Vuelve a alinear intención y acción, elige una herramienta y un objetivo, y deja que hablen por ti los resultados y no el encanto.",
  categories: {
    general:
      "El momento premia la iniciativa: tus habilidades, tus contactos y tus materiales bastan para avanzar. Decide un objetivo claro y dirige tu energía hacia él en lugar de esperar condiciones perfectas.",
    love:
      "El Mago trae encanto, conversación animada y la seguridad de decir lo que sientes. Si esperas conocer a alguien, da un paso activo en vez de esperar a que se fijen en ti; en pareja, usa tus palabras de forma consciente para crear la cercanía que deseas, y asegúrate de que el encanto vaya acompañado de sinceridad.",
    career:
      "Aquí el talento se encuentra con la oportunidad, lo que la convierte en una carta muy favorable para presentaciones, negociaciones, entrevistas y el lanzamiento de un negocio. Muestra tus capacidades con convicción y pon sobre la mesa cada habilidad que importe, igual que el Mago exhibe sus herramientas.",
    health:
      "Piensa en cómo la intención da forma a tu energía diaria, ya que las pequeñas decisiones conscientes sobre el sueño, la comida y el movimiento se van sumando. El Mago une mente y cuerpo, así que observa si el exceso de actividad mental está dejando atrás a tu cuerpo, y consulta a un profesional cuando algo necesite más que buenos hábitos.",
    personal_development:
      "Se te pide que reconozcas tu propia capacidad de actuar. Practica convertir un pensamiento en una acción el mismo día, aunque sea en detalles mínimos, para que tu confianza descanse en hechos y no en esperanzas.",
    spirituality:
      "Como es arriba, es abajo: la varita alzada y el dedo que señala describen el espíritu expresado a través de actos cotidianos. El ritual, la visualización y la meditación enfocada tienen ahora una fuerza especial, siempre que te devuelvan a la manera en que vives de verdad.",
    projects:
      "Todo lo necesario para un buen comienzo está a tu alcance. Escribe el objetivo, haz una lista de los recursos que ya tienes y empieza por la tarea que aprovecha tu mejor habilidad; el impulso suele atraer lo que todavía falta.",
    emotions:
      "Puede que te sientas capaz, ágil y con ganas, con la sensación de que la vida te responde. Disfruta de esa chispa y comprueba de vez en cuando que la seguridad nace de un sentimiento sincero y no de una pose.",
    creativity:
      "La mesa del Mago es un banco de trabajo: palabras, colores, sonidos y materiales esperan a que les des forma. Comprométete con una sola obra y termínala, porque la destreza crece más rápido cuando las herramientas están de verdad en tus manos.",
  },
  advice: "Reúne las herramientas que ya tienes, di tu objetivo en voz alta y actúa hoy mismo.",
  yesNoReason:
    "Aquí el sí tiene ventaja: la capacidad y los recursos ya están sobre la mesa, siempre que actúes con determinación.",
  element: "Aire",
  astrology: "Mercurio",
  imageAlt:
    "Un joven de cabello oscuro, con túnica blanca y manto rojo, alza una varita blanca hacia el cielo con una mano y señala el suelo con la otra, con el signo del infinito sobre la cabeza. Ante él, una mesa sostiene una copa, un pentáculo, una espada y un basto, y rosas rojas y lirios blancos enmarcan el fondo amarillo.",
};
