import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "El Emperador",
  keywords: {
    upright: ["estructura", "autoridad", "estabilidad", "liderazgo", "disciplina", "protección"],
    reversed: ["rigidez", "afán de control", "dominación", "falta de disciplina", "luchas de poder", "terquedad"],
  },
  summary:
    "Entronizado en piedra, con cabezas de carnero junto a los hombros, el Emperador representa el orden hecho para durar: reglas claras, un liderazgo firme y la disciplina para proteger lo que importa.",
  upright:
    "El trono del Emperador está tallado en piedra gris y adornado con los carneros de Aries, signo del empuje y de la primera iniciativa. Bajo su manto rojo lleva armadura, y sujeta en una mano un cetro rematado por un anj y en la otra un orbe. Detrás de él se alzan montañas anaranjadas y desnudas: allí no crece nada blando, pero tampoco nada se mueve con facilidad. Encarna la energía de la estructura, la responsabilidad y la calma segura de quien ha tomado las riendas." +
    "\n\n" +
    "Cuando sale en tu tirada, la situación pide orden. Pon límites, traza un plan con pasos claros y acepta que liderar a veces significa tomar la decisión que los demás siguen evitando. También puede representar a una figura protectora o a un mentor con experiencia que ofrece estabilidad. La autoridad bien ejercida crea un marco seguro dentro del cual otras personas pueden prosperar.",
  reversed:
    "Invertido, la fuerza del Emperador se endurece hasta volverse quebradiza. Puede que las reglas hayan pasado a importar más que las personas a las que debían servir, o que un jefe, un padre o una pareja se muestre controlador, inflexible o de mecha corta. También podrías ser tú quien aprieta demasiado, confundiendo control con seguridad. Observa dónde el miedo al caos está guiando decisiones que deberían nacer del cuidado." +
    "\n\n" +
    "La lectura opuesta es igual de frecuente: falta de estructura, con plazos que se incumplen, finanzas a la deriva y nadie dispuesto a hacerse cargo del resultado. Pregúntate con honestidad si este momento necesita más firmeza o menos. En cualquier caso, el remedio es una autoridad justa, transparente y abierta a las opiniones, incluidas las de esa parte de ti que está cansada de tener que mandar siempre.",
  categories: {
    general:
      "La estabilidad llega al asumir la responsabilidad y establecer estructuras sensatas. Lidera con claridad y coherencia, y es probable que la situación se asiente en torno al marco que construyas.",
    love:
      "El Emperador favorece el compromiso, la fiabilidad y los límites claros. Puede describir a una pareja protectora y estable, o pedirte que seas tú esa presencia firme; solo asegúrate de que la seguridad nunca se deslice hacia el control y de que ambas voces tengan el mismo peso.",
    career:
      "El liderazgo, los ascensos y el reconocimiento de tu competencia son temas destacados. Ordena tus finanzas, pon los acuerdos por escrito y aborda tus ambiciones con una estrategia; las instituciones consolidadas y las personas con más trayectoria pueden resultar aliados útiles.",
    health:
      "Piensa en la arquitectura de tus días: dormir con regularidad, moverte de forma constante y comer a horas fijas puede devolverte una sensación de suelo firme. Equilibra la disciplina con la flexibilidad, porque las reglas rígidas que se cumplen a costa del agotamiento no le sirven a nadie.",
    personal_development:
      "La lección es el dominio propio: cumplir las promesas que te haces, fijar metas y crear hábitos que duren más que un buen estado de ánimo. También vale la pena explorar tu relación con la autoridad, tanto la tuya como la de los demás.",
    spirituality:
      "El Emperador sugiere una práctica regular y estructurada, que no dependa de la inspiración. Reflexiona sobre dónde encuentras orden y sentido, y sobre cómo tus valores pueden convertirse en unos cimientos lo bastante sólidos para sostenerte.",
    projects:
      "Es el momento de los calendarios, los roles claros y un plan firme. Define quién se encarga de qué, fija hitos medibles y defiende el proyecto de las distracciones y de un alcance que crece sin control.",
    emotions:
      "Puede que te sientas firme, con el control y con ganas de tomar la iniciativa, o quizá estés guardando tus sentimientos detrás de una armadura. La verdadera fortaleza incluye dejar que las personas de confianza vean lo que hay bajo la coraza.",
    creativity:
      "La estructura puede liberar la creatividad: un horario diario, una forma definida o un plazo firme dan a las ideas un marco dentro del cual crecer. Trata tu arte como un oficio que se domina y constrúyelo ladrillo a ladrillo.",
  },
  advice: "Construye una estructura clara en torno a lo que más importa y guíala con una autoridad firme y justa.",
  yesNoReason:
    "Un plan sólido y la voluntad de responsabilizarte de él inclinan al Emperador hacia el sí.",
  element: "Fuego",
  astrology: "Aries",
  imageAlt:
    "Un soberano de barba blanca, con corona de oro, manto rojo y armadura de acero, está sentado en un trono de piedra gris tallado con cabezas de carnero; sostiene en una mano un cetro en forma de anj y en la otra un orbe dorado. Detrás de él se alzan montañas áridas contra un cielo de un rojo anaranjado intenso.",
};
