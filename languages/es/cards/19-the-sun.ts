import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "El Sol",
  keywords: {
    upright: ["alegría", "éxito", "vitalidad", "confianza", "claridad", "calidez", "celebración"],
    reversed: ["contratiempos pasajeros", "entusiasmo apagado", "exceso de confianza", "éxito que se retrasa", "espíritu juguetón bloqueado", "alegría forzada"],
  },
  summary:
    "Bajo un sol radiante, un niño monta a pelo un caballo blanco y lleva un estandarte rojo brillante junto a un muro de girasoles. Calidez, claridad y una alegría plena.",
  upright:
    "Un gran sol con un rostro humano sereno llena el cielo, y sus rayos, rectos y ondulados, se extienden en todas direcciones. Abajo, un niño desnudo, coronado de flores y con una pluma roja, monta un caballo blanco sin silla ni riendas, con un brazo abierto de par en par y el otro sujetando un estandarte rojo que ondea al viento. Detrás, unos girasoles se asoman por encima de un muro gris. Todo en esta carta habla de apertura: nada oculto, nada retenido." +
    "\n\n" +
    "El Sol es una de las cartas más positivas de la baraja. Trae claridad después de la confusión, energía después del cansancio y la sensación de que puedes ser plenamente tú sin pedir disculpas. El éxito está a tu alcance, sobre todo si abordas las cosas con confianza y el corazón ligero. Las relaciones se sienten más cálidas y los placeres sencillos brillan con más fuerza, así que permítete disfrutarlos. El niño no necesita aferrarse al caballo; la confianza y el gozo lo llevan. Comparte tu calidez con generosidad, porque esta luz crece cuando se comparte.",
  reversed:
    "Incluso boca abajo, el Sol sigue brillando, aunque algunas nubes puedan cruzar por delante. Quizá sientes menos entusiasmo de lo habitual, te encuentras con un pequeño retraso o descubres que el éxito llega más despacio de lo que esperabas. La energía de fondo sigue siendo buena; solo necesita un poco más de paciencia o de esfuerzo para abrirse paso." +
    "\n\n" +
    "A veces esta inversión insinúa un exceso de confianza, la suposición de que todo saldrá bien sin prestarle atención, o un brillo que se lleva como máscara sobre el cansancio o la duda. También puede señalar una desconexión de tu lado juguetón y espontáneo. Pregúntate qué te ayudaría a sentir una ligereza auténtica en lugar de limitarte a aparentar alegría. Pasa tiempo a la luz del día, con personas que te hagan reír o con pasatiempos que te encantaban en la infancia. La calidez vuelve con más facilidad cuando dejas de insistir en que ya debería estar aquí.",
  categories: {
    general:
      "El Sol es una señal luminosa y alentadora de claridad, éxito y felicidad genuina. Aborda la situación con apertura y confianza; es probable que las cosas pinten mejor de lo que temías.",
    love:
      "En el amor, esta carta trae calidez, complicidad juguetona y apertura en la pareja. Favorece el afecto sincero y la alegría compartida, a veces felices noticias familiares, y quienes no tienen pareja pueden brillar simplemente mostrándose tal como son.",
    career:
      "En lo profesional, el Sol apunta al reconocimiento, a los logros visibles y a la energía para asumir desafíos. En lo económico sugiere una etapa de estabilidad y recompensa, así que deja que se vean tus talentos.",
    health:
      "El Sol refleja vitalidad y te pide que observes lo que de verdad te renueva, como la luz del día, el juego, el movimiento y la buena compañía. Disfruta de lo que te sienta bien sin perder un ritmo equilibrado entre los días luminosos y ajetreados y el descanso necesario.",
    personal_development:
      "El crecimiento llega a través de aceptar quien eres y dejar ver tu yo auténtico. Una confianza construida sobre la honestidad y no sobre la apariencia te permite brillar sin esfuerzo.",
    spirituality:
      "En lo espiritual, el Sol habla de la alegría como experiencia sagrada y de la sensación de que la propia vida te sostiene. La gratitud y el simple asombro pueden ser prácticas poderosas en este momento.",
    projects:
      "Los planes se ven favorecidos, impulsados por objetivos claros y por el entusiasmo. Comparte los avances abiertamente, celebra los hitos y deja que el impulso te ayude a terminar lo que empezaste.",
    emotions:
      "Puede que sientas más ligereza, más felicidad y más tranquilidad contigo. Deja entrar ese brillo por completo y observa cómo se contagia a las personas que te rodean.",
    creativity:
      "En lo creativo, el Sol trae una energía juguetona y desbordante y la confianza para mostrar tu obra. Crea con libertad y alegría, como lo hace un niño, sin preocuparte por los juicios.",
  },
  advice: "Sal a la luz con el corazón abierto y permítete disfrutar de lo que va bien.",
  yesNoReason: "El Sol es una de las cartas que dicen sí con más claridad en toda la baraja y apunta a un desenlace luminoso y favorable.",
  element: "Fuego",
  astrology: "Sol",
  imageAlt:
    "Un gran sol con un rostro humano sereno irradia rayos rectos y ondulados sobre un niño desnudo, coronado de flores y con una pluma roja, que monta a pelo un caballo blanco y sostiene un estandarte rojo que ondea al viento. Detrás de un muro de piedra gris se alzan altos girasoles.",
};
