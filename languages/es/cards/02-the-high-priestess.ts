import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "La Sacerdotisa",
  keywords: {
    upright: ["intuición", "conocimiento oculto", "quietud", "el subconsciente", "misterio", "voz interior"],
    reversed: ["intuición ignorada", "secretos", "aislamiento", "pensamiento superficial", "confusión", "desconexión de uno mismo"],
  },
  summary:
    "Sentada entre una columna oscura y otra clara, la Sacerdotisa custodia el velo de lo invisible y te pide que escuches bajo la superficie antes de actuar.",
  upright:
    "La Sacerdotisa no tiene prisa. Está sentada en un umbral, entre la columna negra marcada con la B y la columna blanca marcada con la J, con un pergamino medio oculto en el regazo y una luna creciente a sus pies. Detrás de ella cuelga un velo bordado con granadas que oculta lo que hay más allá. Representa lo que se sabe sin necesidad de explicarlo: la certeza serena de la intuición, los sueños y las pequeñas señales del cuerpo." +
    "\n\n" +
    "Cuando sale en una tirada, sugiere que la respuesta que necesitas no vendrá de más información ni de opiniones más ruidosas. Da un paso atrás, guarda silencio y observa lo que ya percibes. Algunas cosas deben permanecer en privado durante un tiempo, y no toda verdad tiene que decirse para comprenderse. Aquí la paciencia no es pasividad; es la manera en que el panorama profundo se vuelve nítido.",
  reversed:
    "Invertida, el velo se convierte en muro. Quizá estás pasando por encima de tu corazonada porque resulta incómoda, llenando de ruido cada momento de calma o apoyándote en el veredicto de los demás en lugar de en tu propio sentir. Puede haber información importante oculta, ya sea porque te la ocultan o porque la ocultas tú. Los chismes y las medias verdades pueden estar ocupando el silencio donde debería estar la comprensión real." +
    "\n\n" +
    "Esta posición también puede señalar secretos que empiezan a pesar sobre una situación, o un retiro que ha pasado de ser una intimidad sana a convertirse en aislamiento. Haz un pequeño espacio para reconectar contigo: un paseo sin auriculares, una página de diario, una noche con las pantallas apagadas, un sueño anotado antes de que se desvanezca. La Sacerdotisa no ha abandonado su asiento; simplemente espera a que vuelvas a escuchar.",
  categories: {
    general:
      "Todavía no todo está a la vista, y forzar una decisión ahora podría significar actuar con la mitad de la historia. Observa, espera y confía en las impresiones que vuelven una y otra vez en silencio.",
    love:
      "Puede haber sentimientos no expresados, una atracción que se intuye más de lo que se declara, o una pareja que necesita espacio antes de abrirse. Deja que la intimidad crezca a través de la escucha atenta, y confía más en lo que tu instinto percibe del carácter de alguien que en lo que simplemente dice.",
    career:
      "En el trabajo ahora te conviene la discreción: mantén tus planes en reserva hasta que estén listos y lee el ambiente antes de hablar. Se ven favorecidas la investigación, la orientación, la enseñanza y cualquier función que dependa de la perspicacia, y una corazonada sobre un colega o un trato merece atención.",
    health:
      "Esta carta te invita a sintonizar con señales sutiles como el cansancio, la inquietud o los cambios en el sueño y el ánimo. Las rutinas tranquilas y el descanso sin prisas te ayudan a oírlas, y si algo persiste, hablar con un profesional es una buena manera de honrar lo que notas.",
    personal_development:
      "El crecimiento llega a través de la escucha interior: notas de sueños, meditación o simplemente tiempo a solas sin prisa. Aprende a distinguir la ansiedad de la intuición; la segunda suele hablar con más calma y no grita.",
    spirituality:
      "Pocas cartas son tan abiertamente místicas como esta. La Sacerdotisa apunta a la práctica contemplativa, el estudio esotérico y el conocimiento interior directo; el velo parece fino, y lo que recibas ahora puede ser difícil de poner en palabras.",
    projects:
      "Aplaza el gran anuncio y sigue reuniendo información, porque todavía no es el momento de un lanzamiento público. Aprovecha esta fase para investigar con discreción, afinar el concepto y captar los detalles que otros pasan por alto.",
    emotions:
      "Los sentimientos pueden ser profundos y quietos, como el agua bajo una superficie helada. Dales espacio sin apresurarte a ponerles nombre o a arreglarlos, y permítete intimidad si te parece bien.",
    creativity:
      "La inspiración llega desde los sueños, los símbolos y la mente entre dormida y despierta. Ten un cuaderno junto a la cama, sigue las imágenes extrañas adonde te lleven y deja que una obra conserve su misterio en lugar de explicarlo todo.",
  },
  advice: "Permanece en quietud el tiempo suficiente para oír lo que tu intuición ya sabe.",
  yesNoReason:
    "Su velo todavía oculta parte de la respuesta, así que es un quizá que debería aclararse con el tiempo y la reflexión.",
  element: "Agua",
  astrology: "Luna",
  imageAlt:
    "Una mujer con amplias vestiduras azules y blancas, con una corona de cuernos en torno a un disco lunar y una cruz sobre el pecho, está sentada entre una columna negra marcada con la B y una columna blanca marcada con la J, y sostiene un pergamino con la palabra TORA. A sus pies descansa una luna creciente y detrás de ella cuelga un velo estampado con granadas y hojas de palma.",
};
