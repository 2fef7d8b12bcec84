import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "El Mundo",
  keywords: {
    upright: ["culminación", "plenitud", "totalidad", "integración", "logro", "viajes", "pertenencia"],
    reversed: ["lo inconcluso", "cabos sueltos", "falta de cierre", "retrasos", "atajos", "éxito vacío"],
  },
  summary:
    "Una figura que baila envuelta en una banda violeta se mueve dentro de una corona de laurel, observada por cuatro criaturas desde las esquinas. Un ciclo se completa y todo encaja.",
  upright:
    "En el centro de una corona ovalada de laurel atada con cintas rojas, una figura baila, envuelta con ligereza en una banda violeta y con una vara blanca en cada mano. En las cuatro esquinas, entre nubes, aparecen una cabeza humana, un águila, un toro y un león, emblemas tradicionales de los cuatro signos fijos y de los cuatro elementos. La escena es equilibrada y completa: cada parte de la imagen está en su sitio, y la figura danza con libertad dentro del círculo." +
    "\n\n" +
    "Esta carta celebra la culminación de un largo viaje. El esfuerzo ha dado fruto, las lecciones se han asimilado y puedes sentir plenitud y pertenencia. Puede marcar una graduación, un proyecto terminado, una meta alcanzada o simplemente la sensación de estar en casa en el mundo. Tómate tiempo para honrar lo que has logrado antes de lanzarte a lo siguiente. Cada final de este tipo es también una puerta, y el próximo ciclo empezará sobre unos cimientos más sólidos.",
  reversed:
    "Un Mundo invertido sugiere que estás cerca de la culminación, pero todavía no has llegado. Puede faltar un último paso, queda algún cabo suelto o te resistes a cerrar un capítulo porque no sabes bien qué vendrá después. A veces la sensación de algo inacabado es interior: has alcanzado una meta y, sin embargo, no te resulta tan satisfactoria como esperabas." +
    "\n\n" +
    "Observa lo que queda sin terminar y pregúntate si de verdad necesita terminarse o si puedes soltarlo con elegancia. Quizá haya que revisar atajos que tomaste antes. Si esperas condiciones perfectas para dar algo por terminado, considera que terminado puede ser suficiente. La corona de la figura que baila no es una jaula, sino un marco. Remata lo que puedas, reconoce la distancia que has recorrido y deja que el círculo se cierre para que pueda abrirse uno nuevo.",
  categories: {
    general:
      "El Mundo señala culminación, logro y una satisfactoria sensación de plenitud. Un capítulo llega a un cierre pleno y ya tienes lo necesario para el ciclo más amplio que venga después.",
    love:
      "En el amor, esta carta apunta a una plenitud profunda, al compromiso y a la sensación de pertenecerse mutuamente. Puede marcar un hito como irse a vivir juntos, casarse o simplemente sentirse completos como pareja, y quienes no tienen pareja pueden sentir por su cuenta la plenitud suficiente para recibir a alguien con libertad.",
    career:
      "En lo profesional, el Mundo favorece los cierres exitosos, el reconocimiento bien ganado y las oportunidades que pueden cruzar fronteras. En lo económico, los esfuerzos a largo plazo están dando frutos; termina con esmero el trabajo actual antes de asumir el siguiente.",
    health:
      "La figura que baila te invita a apreciar los momentos en que el cuerpo, la mente y la vida diaria van al mismo paso. Reflexiona sobre los hábitos que te han ayudado a sentirte en plenitud y sigue dándoles un lugar en tu rutina.",
    personal_development:
      "El crecimiento llega a un punto de integración, en el que las lecciones de muchas experiencias se unen en una idea más clara de quién eres. Reconoce lo lejos que has llegado antes de fijar tu próxima intención.",
    spirituality:
      "En lo espiritual, el Mundo expresa unidad y la sensación de formar parte de un todo mayor. Los momentos de conexión con la naturaleza, la comunidad o lo sagrado se sienten ahora especialmente significativos.",
    projects:
      "Un plan está llegando a buen término. Ata los cabos sueltos, anota lo que funcionó y celebra con todas las personas que participaron antes de trazar la siguiente aventura.",
    emotions:
      "Puede que sientas satisfacción, equilibrio y paz con tu recorrido. Saborea esta plenitud en lugar de ponerte enseguida a buscar lo que falta.",
    creativity:
      "En lo creativo, es el momento de terminar, presentar o publicar. Tu visión ha tomado forma, así que compártela con el mundo y enorgullécete del conjunto.",
  },
  advice: "Termina lo que empezaste, celebra el círculo completo y entra en el siguiente ciclo desde la plenitud.",
  yesNoReason: "El Mundo se inclina hacia el sí y señala una culminación exitosa y un desenlace satisfactorio para la pregunta.",
  element: "Tierra",
  astrology: "Saturno",
  imageAlt:
    "Una figura que baila, envuelta en una banda violeta, sostiene una vara blanca en cada mano dentro de una corona ovalada de laurel verde atada con cintas rojas. Las cabezas de un hombre, un águila, un toro y un león asoman entre nubes en las cuatro esquinas, sobre un cielo azul.",
};
