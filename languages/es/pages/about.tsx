import type { ProseTools, StaticPageWords, AboutWords } from "../../prose";

const freeReadings = ({ figures, plural }: ProseTools) => plural(figures.freeReadingsPerMonth, { one: "{count} lectura gratuita", other: "{count} lecturas gratuitas" });

function AboutEs(tools: ProseTools): AboutWords {
  const { appName } = tools;
  return {
    title: "Acerca de",
    lead: <>{appName} es un lugar tranquilo al que traer una pregunta y mirarla desde otro ángulo.</>,
    body: (
      <>
        <p>
          Escribimos lecturas de tarot con IA a partir de los 22 Arcanos Mayores: las cartas que hablan de los
          grandes giros de la vida, desde los nuevos comienzos y las decisiones difíciles hasta los finales y la
          renovación. Tú traes la pregunta; las cartas que sacas dan forma a la historia, y nuestra IA la pone en
          palabras.
        </p>
        <p>
          Para nosotros, el tarot es una herramienta de reflexión, no una profecía. Una lectura no va a decidir por
          ti, pero puede ayudarte a darte cuenta de lo que ya sientes y a pensar tu siguiente paso con la cabeza más
          despejada.
        </p>
        <p>
          Aquí el tarot es para todo el mundo. No hay nada que memorizar, tus lecturas son privadas y cada cuenta
          tiene {freeReadings(tools)} al mes.
        </p>
      </>
    ),
    featuresTitle: "Lo que encontrarás aquí",
    features: [
      {
        title: "Mensajes divinos",
        text: "Cada lectura se escribe para tu pregunta y las cartas que has sacado, y relaciona cada carta con su lugar en la tirada.",
      },
      {
        title: "Mística para todos",
        text: "No necesitas experiencia. Un lenguaje claro y cercano hace que el tarot sea acogedor, tanto si es tu primera lectura como si es la número cien.",
      },
      {
        title: "Magia al instante",
        text: "Saca tus cartas y recibe tu interpretación en un momento, siempre que una pregunta te ronde la cabeza.",
      },
      {
        title: "Sagrado y privado",
        text: "Tus preguntas y tus lecturas te pertenecen. Nunca se comparten, y nunca vendemos tus datos.",
      },
    ],
    startReading: "Empieza una lectura",
    howToUse: "Cómo usarlo",
  };
}

export const about: StaticPageWords<AboutWords> = {
  title: "Acerca de",
  description: (appName) =>
    `${appName} escribe con IA lecturas de tarot privadas y cuidadas a partir de los 22 Arcanos Mayores: una herramienta de reflexión al alcance de cualquiera.`,
  body: AboutEs,
};
