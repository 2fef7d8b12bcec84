import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "El Colgado",
  keywords: {
    upright: ["entrega", "pausa", "nueva perspectiva", "soltar", "espera", "sacrificio", "suspensión"],
    reversed: ["estancamiento", "resistencia", "sacrificio innecesario", "indecisión", "victimismo", "retraso interminable"],
  },
  summary:
    "Colgada de un árbol vivo, boca abajo y en calma, una figura con aureola ve el mundo desde un ángulo nuevo. A veces detenerse es la manera de avanzar.",
  upright:
    "Un hombre cuelga por un pie de una viga de madera viva en forma de T, con la otra pierna cruzada por detrás de la rodilla y las manos escondidas a la espalda. No forcejea. Su rostro está sereno y una aureola dorada brilla alrededor de su cabeza: es una suspensión elegida, o al menos aceptada, y trae comprensión. La carta suele aparecer cuando empujar más fuerte ha dejado de funcionar y el verdadero avance está en hacer una pausa." +
    "\n\n" +
    "Puede que se te pida renunciar a algo, ya sea un plan fijo, la necesidad de control o una forma habitual de ver un problema. Lo que parece un retraso puede ser una etapa de gestación. Dale la vuelta a la situación, mírala desde abajo y observa lo que se vuelve visible cuando dejas de aferrarte a tu ángulo inicial. Aquí la paciencia es activa y no pasiva, y la comprensión suele llegar cuando permites que la quietud haga su trabajo.",
  reversed:
    "Cuando la carta sale invertida, la figura colgada vuelve a quedar de pie, y puede que la pausa se haya prolongado más allá de su propósito. La espera se ha convertido en estancamiento y la reflexión ha derivado en indecisión. Quizá estás aplazando una elección porque cada opción te pide soltar algo, o sacrificando tus propias necesidades de un modo que genera resentimiento en lugar de sentido." +
    "\n\n" +
    "La carta también muestra resistencia: retorcerse en la cuerda, intentar forzar unos plazos que no se dejan forzar. Pregúntate qué estás esperando de verdad y si alguna vez llegará por sí solo. A veces la respuesta es tomar una decisión, aunque sea imperfecta. Otras veces es dejar de hacer el papel de mártir y pedir ayuda. En cualquier caso, la carta invertida te pide que reconozcas con honestidad si tu quietud te nutre o simplemente te mantiene en punto muerto.",
  categories: {
    general:
      "El Colgado sugiere que ahora te conviene más una pausa que un empujón. Suelta la necesidad de respuestas inmediatas y mira la situación desde un ángulo completamente distinto.",
    love:
      "En el amor, esta carta puede describir una relación en fase de espera, o la necesidad de ver el punto de vista de tu pareja con otros ojos. Soltar las expectativas fijas sobre cómo deberían ir las cosas suele dejar espacio para una cercanía real, aunque conviene que observes si estás dando mucho más de lo que recibes.",
    career:
      "En lo profesional, el avance puede parecer en suspenso, con decisiones aplazadas o proyectos en pausa. Aprovecha la calma para revisar prioridades y habilidades; un movimiento que parece un paso lateral podría resultar la reorientación más sabia.",
    health:
      "Esta carta te pide reflexionar sobre el descanso y sobre bajar el ritmo en lugar de seguir adelante a pesar del cansancio. La quietud, los días más tranquilos y el tiempo lejos del ajetreo constante pueden devolverte más que otro arranque de esfuerzo; si algo te preocupa, hablar con un profesional es un paso sensato.",
    personal_development:
      "El crecimiento llega a través de la entrega: cuestionar suposiciones, convivir con la incertidumbre y dejar que una vieja identidad afloje su agarre. El cambio de mirada que logres ahora puede transformar tu manera de abordar muchas áreas de la vida.",
    spirituality:
      "La aureola alrededor de la cabeza del Colgado convierte a esta carta en una de las más contemplativas de la baraja. La meditación, un retiro o un simple rato de silencio pueden traer una comprensión que el esfuerzo no alcanza; confía en la sabiduría de no saber.",
    projects:
      "Para los planes, la carta aconseja una pausa deliberada antes de comprometerte más. Revisa la premisa del proyecto, da cabida a perspectivas inesperadas y muestra disposición a replantear el enfoque en lugar de forzar un plan estancado.",
    emotions:
      "Puede que sientas que estás en el limbo, a medio camino entre lo que fue y lo que será. En lugar de luchar contra esa sensación de suspenso, observa tus emociones sin apresurarte a resolverlas; la claridad suele llegar cuando baja la presión.",
    creativity:
      "En lo creativo, pon la obra boca abajo, literal o figuradamente. Los periodos de incubación, los puntos de vista extraños y las restricciones deliberadas pueden desbloquear ideas que el esfuerzo corriente pasaría por alto.",
  },
  advice: "Deja de forzar el resultado por ahora y mira la situación desde el ángulo que has estado evitando.",
  yesNoReason:
    "El Colgado describe una pausa y no un veredicto, así que la respuesta aún no está decidida y puede aclararse cuando esperes o veas las cosas de otra manera.",
  element: "Agua",
  astrology: "Neptuno",
  imageAlt:
    "Un hombre con túnica azul y calzas rojas cuelga boca abajo, sujeto por un pie, de una viga de madera en forma de T de la que brotan hojas verdes, con la pierna libre doblada detrás de la otra y las manos a la espalda. Su rostro está tranquilo y una aureola amarilla brilla alrededor de su cabeza.",
};
