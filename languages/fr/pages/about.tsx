import type { ProseTools, StaticPageWords, AboutWords } from "../../prose";

// French typography, as in the French catalogs: straight apostrophes (&apos; in JSX text), a no-break space before
// ? ! : ; and inside « » (&nbsp; in JSX text, \u00a0 in strings).
const freeReadings = ({ figures, plural }: ProseTools) => plural(figures.freeReadingsPerMonth, { one: "{count} tirage gratuit", other: "{count} tirages gratuits" });

function AboutFr(tools: ProseTools): AboutWords {
  const { appName } = tools;
  return {
    title: "À propos",
    lead: <>{appName} est un lieu calme où apporter une question et la regarder sous un nouvel angle.</>,
    body: (
      <>
        <p>
          Nos tirages de tarot sont écrits par une IA, à partir des 22 arcanes majeurs&nbsp;: les cartes qui parlent
          des grands tournants de la vie, des nouveaux départs et des choix difficiles jusqu&apos;aux fins et aux
          renouveaux. Vous apportez la question&nbsp;; les cartes que vous tirez façonnent l&apos;histoire, et notre IA
          la met en mots.
        </p>
        <p>
          Pour nous, le tarot est un outil de réflexion, pas une prophétie. Un tirage ne décidera pas à votre place,
          mais il peut vous aider à percevoir ce que vous ressentez déjà et à envisager la suite l&apos;esprit plus
          clair.
        </p>
        <p>
          Ici, le tarot est pour tout le monde. Rien à apprendre par cœur, vos tirages restent privés, et chaque
          compte a droit à {freeReadings(tools)} par mois.
        </p>
      </>
    ),
    featuresTitle: "Ce que vous trouverez ici",
    features: [
      {
        title: "Messages divins",
        text: "Chaque interprétation est écrite pour votre question et les cartes que vous avez tirées, et relie chaque carte à sa place dans le tirage.",
      },
      {
        title: "Le mystère pour tous",
        text: "Aucune expérience requise. Un langage simple et chaleureux rend le tarot accueillant, que ce soit votre premier tirage ou votre centième.",
      },
      {
        title: "La magie en un instant",
        text: "Tirez vos cartes et recevez votre interprétation en quelques instants, dès qu'une question vous trotte dans la tête.",
      },
      {
        title: "Sacré et privé",
        text: "Vos questions et vos tirages vous appartiennent. Ils ne sont jamais partagés, et nous ne vendons jamais vos données.",
      },
    ],
    startReading: "Commencer un tirage",
    howToUse: "Mode d'emploi",
  };
}

export const about: StaticPageWords<AboutWords> = {
  title: "À propos",
  description: (appName) =>
    `${appName} écrit avec l'IA des tirages de tarot privés et réfléchis à partir des 22 arcanes majeurs, comme un outil de réflexion accessible à tous.`,
  body: AboutFr,
};
