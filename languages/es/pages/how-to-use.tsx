import type { ProseTools, StaticPageWords, HowToUseWords } from "../../prose";

function HowToUseEs(tools: ProseTools): HowToUseWords {
  const { appName } = tools;
  return {
    title: "Cómo usarlo",
    lead: "Una lectura lleva un minuto o dos. Aquí tienes cómo sacarle el máximo partido, paso a paso.",
    stepsTitle: "Seis pasos hacia tu lectura",
    steps: [
      {
        title: "Plantea una pregunta",
        text: "Escribe lo que quieres preguntar en el cuadro de la pregunta o pulsa «Sugerir pregunta» si necesitas una idea. Las preguntas abiertas, como «¿Qué necesito entender sobre…?», funcionan mejor.",
      },
      {
        title: "Elige una tirada",
        text: "«Una carta» da un único mensaje centrado; «Sí o no» sopesa tres cartas hasta llegar a un veredicto; «Tres cartas» y «Tarot completo» profundizan más.",
      },
      {
        title: "Elige una categoría",
        text: "Cuéntales a las cartas sobre qué área de tu vida preguntas, por ejemplo Amor, Trabajo o Espiritualidad, o quédate con «Pregunta general».",
      },
      {
        title: "Baraja y saca tus cartas",
        text: "La baraja se mezcla y se abre en abanico boca abajo. Respira hondo y luego elige las cartas que necesita tu lectura.",
      },
      {
        title: "Pulsa «Revelar e interpretar»",
        text: "Pulsa «Continuar» para colocar tus cartas y luego «Revelar e interpretar» para darles la vuelta y escribir tu lectura.",
      },
      {
        title: "Lee la interpretación",
        text: "Cada carta se lee en su lugar dentro de la tirada, y al final llega una síntesis. Quédate con lo que resuene contigo y deja que guíe tu propia reflexión.",
      },
    ],
    startReading: "Empieza una lectura",
    exampleTitle: "Un ejemplo de lectura de tres cartas",
    question: "«¿Cómo puedo encontrar un mejor equilibrio entre el trabajo y el descanso?»",
    example: [
      {
        position: "Pasado",
        card: "The Hermit",
        reading: "Una temporada de retiro te enseñó a escucharte. Ya sabes que la calma no es tiempo perdido.",
      },
      {
        position: "Presente",
        card: "Temperance",
        reading: "El ángel vierte agua de una copa a otra: ahora el equilibrio nace de mezclar con constancia, no de semanas de todo o nada.",
      },
      {
        position: "Futuro",
        card: "The Star",
        reading: "Mantén ese ritmo y la esperanza volverá. El descanso vuelve a llenar la copa de la que das, y tu trabajo se aligera gracias a ello.",
      },
    ],
    together: "En conjunto: ya sabes descansar, y el presente te pide que lo conviertas en una medida diaria en lugar de una huida. Las pausas pequeñas y regulares son el puente entre el agotamiento y una esperanza renovada.",
    cardsTitle: "Los 22 Arcanos Mayores",
    cardsIntro: `Cada carta tiene su propia página con sus significados. ${appName} lee todas las cartas al derecho; cada página recoge también el significado invertido, como conocimiento de la carta.`,
    cardLabel: (numeral) => <>, carta {numeral}</>,
  };
}

export const howToUse: StaticPageWords<HowToUseWords> = {
  title: "Cómo usarlo",
  description: () =>
    "Seis pasos para una lectura de tarot: plantea una pregunta, elige la tirada y la categoría, saca tus cartas, revélalas y lee.",
  body: HowToUseEs,
};
