import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "La Fuerza",
  keywords: {
    upright: ["fuerza interior", "valor", "compasión", "paciencia", "influencia amable", "autocontrol"],
    reversed: ["dudas sobre uno mismo", "inseguridad", "emociones desbordadas", "poca confianza", "impaciencia", "falta de temple"],
  },
  summary:
    "Una mujer cierra con calma las fauces de un león con sus propias manos: la Fuerza es el valor sereno y la paciencia que doman una energía feroz sin recurrir a la violencia.",
  upright:
    "En esta carta, una mujer vestida de blanco, adornada con guirnaldas de flores y coronada por el signo del infinito, apoya las manos sobre la boca de un león. No hay lucha ni armas. El león, criatura de Leo y de la pasión en estado puro, se rinde a su contacto porque ella lo recibe con firmeza y no con miedo. La suavidad se convierte en una forma de poder. La fuerza, en este sentido, no es dominación, sino la confianza serena que nace de conocerte y aceptarte." +
    "\n\n" +
    "La carta te pide que afrontes los desafíos con paciencia, amabilidad y resiliencia. La ira, el deseo o el miedo no son enemigos que haya que aplastar; son energías poderosas a las que puedes acercarte y a las que puedes guiar. La compasión, hacia ti y hacia los demás, conseguirá más que el esfuerzo bruto. Confía en que una constancia suave, repetida día tras día, puede mover lo que los empujones nunca lograrían.",
  reversed:
    "Invertida, el león parece llevar la ventaja. Quizá te atrapan las dudas sobre ti, con la convicción de que te falta valor para lo que viene, o te arrastran sentimientos que estallan en arrebatos. Tus recursos interiores parecen fuera de tu alcance, aunque no se han ido a ninguna parte. Tal vez llevas tanto tiempo aparentando dureza que el valor más callado se ha quedado sin usar, o la impaciencia te empuja a forzar un resultado que solo el tiempo puede traer." +
    "\n\n" +
    "Esta posición te pide que reconstruyas la confianza con suavidad, porque la dureza contigo solo vuelve más salvaje al león. Recuerda otros momentos en los que pudiste con más de lo que esperabas y apóyate en esa prueba. Los pequeños actos de valor, el descanso sincero y una forma amable de hablarte restauran el vínculo entre tú y tu fuerza, para que puedas afrontar la situación con un pulso más firme.",
  categories: {
    general:
      "Tienes más resiliencia de la que quizá crees. Afronta la situación con paciencia y confianza serena; es probable que ceda ante un esfuerzo constante y suave más que ante la fuerza bruta.",
    love:
      "La Fuerza favorece un amor construido sobre la paciencia, la compasión y la madurez emocional. La pasión está presente, pero templada por la ternura, de modo que los momentos difíciles pueden resolverse con comprensión y no con luchas de poder.",
    career:
      "En el trabajo se imponen la constancia tranquila y la inteligencia emocional. Puede que estés tratando con personas exigentes o con mucha presión; mantener la elegancia bajo tensión te gana respeto, y el esfuerzo constante construye seguridad económica con el tiempo.",
    health:
      "Esta carta invita a reflexionar sobre la resiliencia y una disciplina amable: un descanso regular, rutinas que te nutran y la manera en que te hablas en los días difíciles. La energía suele volver con paciencia y no con extremos, y pedir apoyo es en sí mismo un acto de fortaleza.",
    personal_development:
      "La lección es el valor equilibrado con la compasión. Trabaja para reconciliarte con tus instintos en lugar de reprimirlos, y toma cada contratiempo como una ocasión para practicar la paciencia.",
    spirituality:
      "La fuerza espiritual reside en la unión del instinto y la voluntad superior, representada por el signo del infinito sobre la cabeza de la mujer. Las prácticas que cultivan la bondad amorosa y una presencia serena hacen más profunda esa unión.",
    projects:
      "El avance puede parecer lento, pero la perseverancia sacará adelante el proyecto. Mantén la calma bajo presión, lidera animando en lugar de dando órdenes y deja que la constancia haga el trabajo pesado.",
    emotions:
      "Estás aprendiendo a sostener sentimientos intensos sin que te gobiernen. Ofrécete calidez y paciencia, y llegará una confianza firme y sin alardes.",
    creativity:
      "La pasión creativa arde con fuerza ahora, así que canalízala con cuidado. Deja que el sentimiento en bruto alimente el primer borrador y luego dale forma con la misma mano suave y firme que la mujer ofrece a su león.",
  },
  advice: "Recibe lo que hay de salvaje en ti y a tu alrededor con paciencia y amabilidad, no con fuerza.",
  yesNoReason:
    "El valor sereno y la perseverancia hacen probable un buen resultado, así que la Fuerza responde que sí.",
  element: "Fuego",
  astrology: "Leo",
  imageAlt:
    "Una mujer con un vestido blanco, con flores entrelazadas en el cabello y alrededor de la cintura y el signo del infinito sobre la cabeza, cierra con suavidad las fauces de un gran león de color rojo anaranjado. Están sobre un suelo verde bajo un cielo amarillo, con una montaña azul a lo lejos.",
};
