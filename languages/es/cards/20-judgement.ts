import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "El Juicio",
  keywords: {
    upright: ["despertar", "llamada", "rendición de cuentas", "renovación", "absolución", "autoevaluación", "renacimiento"],
    reversed: ["dudas sobre uno mismo", "autocrítica severa", "ignorar una llamada", "miedo al cambio", "arrepentimiento", "decisiones aplazadas"],
  },
  summary:
    "Un ángel hace sonar una trompeta desde las nubes y unas figuras se levantan de sus ataúdes con los brazos abiertos. Una llamada a despertar, hacer balance y responder a tu propósito.",
  upright:
    "Un ángel de alas rojas se asoma entre las nubes y toca una trompeta dorada de la que cuelga un estandarte blanco con una cruz roja. Abajo, hombres, mujeres y niños se levantan de ataúdes abiertos que flotan sobre el agua, con los brazos alzados hacia el sonido y montañas nevadas detrás. No es un veredicto temible, sino una convocatoria: una invitación a despertar y a entrar en una vida más plena." +
    "\n\n" +
    "El Juicio suele aparecer cuando ha llegado tu momento de hacer balance con honestidad, perdonarte los errores del pasado y responder a una llamada que se ha ido haciendo cada vez más fuerte. Puede ser una vocación, una decisión que has ido aplazando o el reconocimiento de que un viejo capítulo ha terminado de verdad. Revisa el camino recorrido con mirada clara, quédate con las lecciones y suelta la culpa. Algo en ti se está levantando, y la carta te anima a responder con todo el corazón en lugar de quedarte inmóvil en la caja de quien solías ser.",
  reversed:
    "La trompeta sigue sonando en la posición invertida, pero quizá te estás tapando los oídos. Tal vez intuyes que hace falta un cambio y aun así dudas de merecerlo, o temes lo que te costaría responder a la llamada. En esta posición la autocrítica también puede dispararse y convertir una reflexión sana en un tribunal interior implacable." +
    "\n\n" +
    "Pregúntate de quién es el juicio que de verdad temes. A menudo es nuestra propia voz la que nos mantiene tendidos. Esta carta invertida te anima a revisar el pasado con compasión: reconoce lo que salió mal, repara lo que puedas y después déjalo descansar. También puede sugerir que estás aplazando una decisión importante mientras esperas una certeza que nunca llegará. Escucha la llamada por debajo del ruido y da un paso hacia ella. La renovación no exige perfección, solo voluntad.",
  categories: {
    general:
      "El Juicio señala un momento de despertar y de balance honesto. Reflexiona sobre el camino recorrido, haz las paces con él y responde a la llamada hacia lo que viene.",
    love:
      "En las relaciones, esta carta puede traer un punto de inflexión en el que ambas personas replantean lo que quieren. Las viejas heridas pueden perdonarse y la pareja renovarse, o puede tomarse una decisión lúcida sobre el futuro; en cualquier caso, la clave es la honestidad.",
    career:
      "En lo profesional, puede que sientas la llamada de un camino distinto o de un nuevo nivel de responsabilidad. Evalúa tu trabajo con honestidad, reconoce lo que has aprendido y prepárate para actuar cuando una oportunidad importante haga sonar su nota.",
    health:
      "Toma esta carta como una señal para hacer un inventario honesto y amable de tus rutinas, tu energía y tu descanso. Puede ser un momento adecuado para empezar de nuevo con hábitos que te sostengan, con la orientación de un profesional si la deseas.",
    personal_development:
      "El crecimiento llega a través de una autoevaluación que conduce al perdón y a la renovación. Integra las lecciones del pasado para que se conviertan en sabiduría y no en peso.",
    spirituality:
      "En lo espiritual, el Juicio marca un despertar, la sensación de recibir una llamada hacia un propósito más elevado o una práctica más profunda. Escucha con atención lo que conmueve tu alma y responde con valor.",
    projects:
      "Es el momento de revisar un plan a fondo, decidir qué conservar y qué descartar, y relanzarlo con un propósito renovado. Un proyecto que dejaste de lado también puede merecer una segunda vida.",
    emotions:
      "Puede que estés soltando una vieja culpa o un arrepentimiento y sintiendo más ligereza por ello. Acepta el perdón de los demás y también el tuyo propio, y observa la energía fresca que llega después.",
    creativity:
      "Una vieja idea puede volver pidiendo renacer, o puedes oír una llamada clara a trabajar en algo que de verdad te importa. Respóndela y vuelve a mirar tus obras anteriores con otros ojos.",
  },
  advice: "Responde a la llamada que llevas tiempo oyendo y deja atrás la culpa que te impide levantarte.",
  yesNoReason:
    "El Juicio se inclina hacia el sí, sobre todo cuando la pregunta trata de un nuevo comienzo o de una decisión que en el fondo ya sabes que es la correcta.",
  element: "Fuego",
  astrology: "Plutón",
  imageAlt:
    "Un ángel de alas rojas surge de unas nubes grises tocando una trompeta dorada de la que cuelga un estandarte blanco con una cruz roja. Abajo, hombres, mujeres y niños desnudos y pálidos se levantan de ataúdes abiertos con los brazos en alto, frente a un mar y unas montañas nevadas.",
};
