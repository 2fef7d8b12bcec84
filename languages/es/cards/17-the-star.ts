import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "La Estrella",
  keywords: {
    upright: ["esperanza", "sanación", "renovación", "inspiración", "serenidad", "fe en el futuro", "generosidad"],
    reversed: ["desánimo", "pérdida de la fe", "desconexión", "dudas sobre uno mismo", "reservas agotadas", "falta de rumbo"],
  },
  summary:
    "Bajo una gran estrella de ocho puntas, una mujer arrodillada vierte agua sobre la tierra y sobre un estanque. Después de la tormenta llegan la calma, la esperanza y una renovación serena.",
  upright:
    "Tras la conmoción de la Torre, la Estrella llega como el aire limpio de la noche. Una mujer se arrodilla al borde de un estanque, con un pie apoyado sobre el agua y una rodilla en la tierra. Vierte con generosidad el contenido de dos jarras: un chorro vuelve al estanque y el otro cae sobre la tierra, donde se divide en pequeños arroyos. Sobre ella arde una gran estrella de ocho puntas rodeada de otras siete más pequeñas, y un pájaro se posa en un árbol a su espalda." +
    "\n\n" +
    "Esta carta trae una esperanza callada, no ruidosa. Te estás llenando de nuevo, despacio y sin pausa, después de una etapa de tensión. La apertura de la mujer sugiere que puedes bajar un poco la guardia y confiar en que la renovación ya está en marcha. La inspiración fluye cuando dejas de racionarla. Comparte lo que tienes, cuida tus heridas con paciencia y deja que un sentido de propósito te guíe como una estrella brillante guía de noche a quien viaja.",
  reversed:
    "Cuando la Estrella sale invertida, su luz parece más tenue. Puede que sientas cansancio o desánimo, o que dudes de que las cosas puedan mejorar. Quizá has estado vaciando tus jarras para los demás sin volver a llenarlas, o has perdido el contacto con el sentido que normalmente te sostiene." +
    "\n\n" +
    "Sin embargo, las estrellas no desaparecen cuando las nubes las cubren. Esta carta invertida te pide que vuelvas a conectar con pequeñas fuentes de esperanza en lugar de esperar una gran señal: una conversación con alguien que te entienda, un rato al aire libre, una meta modesta que de verdad puedas alcanzar. Fíjate en las historias que te cuentas sobre el futuro y cuestiona las que no dejan espacio al cambio. Si el peso persiste, buscar apoyo es una decisión sabia. La fe suele volver poco a poco, a menudo a través de sencillos gestos de cuidado.",
  categories: {
    general:
      "La Estrella trae una esperanza renovada y la sensación de que las cosas mejoran en silencio. Confía en la dirección en la que avanzas y deja que te guíe lo que de verdad te inspira.",
    love:
      "En las relaciones, esta carta sugiere sanación, apertura y una suave renovación de la confianza. Quienes no tienen pareja pueden descubrir que mostrarse tal como son atrae la atención adecuada, y las parejas pueden redescubrir una visión compartida después de una etapa difícil.",
    career:
      "En lo profesional, la Estrella favorece el trabajo alineado con tus ideales y tus esperanzas a largo plazo. El reconocimiento puede llegar poco a poco, así que sigue mostrando tus verdaderos talentos y piensa en cómo tu trabajo puede servir a algo más allá de ti.",
    health:
      "Piensa en reponerte: descanso, aire fresco, agua y todo aquello que de verdad te devuelva la energía. Cualquier recuperación es un proceso suave y continuo, y apoyarte en la orientación de un profesional cuando lo necesites forma parte de cuidarte bien.",
    personal_development:
      "El crecimiento llega al reconectar con tus esperanzas más profundas y dejar que den forma a tus decisiones. La compasión hacia ti y una mirada a largo plazo te llevarán más lejos que la presión o las comparaciones.",
    spirituality:
      "En lo espiritual, la Estrella es una carta de gracia y de fe serena. La contemplación bajo el cielo abierto, la oración o la meditación pueden ayudarte a sentirte en conexión con algo más grande y benévolo.",
    projects:
      "Se ven favorecidos los planes guiados por una visión clara. No pierdas de vista la meta a largo plazo, comparte tus ideas abiertamente y deja que las primeras señales prometedoras te animen sin apresurarte a terminar.",
    emotions:
      "Puede que sientas más calma y más esperanza después de una etapa dura. Deja entrar esa suavidad; tus reservas emocionales se están recuperando aunque el proceso parezca lento.",
    creativity:
      "En lo creativo, la inspiración fluye con la misma libertad que el agua de las jarras de la Estrella. Sigue las ideas que te parezcan luminosas, crea por el puro placer de hacerlo y deja que tu obra lleve esperanza a los demás.",
  },
  advice: "Deja que la esperanza te llene poco a poco y comparte tu luz sin racionarla.",
  yesNoReason:
    "La Estrella se inclina hacia el sí y promete un desenlace esperanzador que suele desplegarse poco a poco y no de golpe.",
  element: "Aire",
  astrology: "Acuario",
  imageAlt:
    "Una mujer desnuda se arrodilla al borde de un estanque, con un pie sobre el agua, y vierte el contenido de dos jarras rojas: un chorro cae en el estanque y el otro sobre la tierra verde. Una gran estrella amarilla de ocho puntas brilla en el cielo azul entre siete estrellas blancas más pequeñas, y un pájaro se posa en un árbol detrás de ella.",
};
