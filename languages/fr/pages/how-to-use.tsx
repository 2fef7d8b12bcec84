import type { ProseTools, StaticPageWords, HowToUseWords } from "../../prose";

// French typography, as in the French catalogs: straight apostrophes (&apos; in JSX text), a no-break space before
// ? ! : ; and inside « » (&nbsp; in JSX text, \u00a0 in strings).
function HowToUseFr(tools: ProseTools): HowToUseWords {
  const { appName } = tools;
  return {
    title: "Mode d'emploi",
    lead: "Un tirage prend une minute ou deux. Voici comment en profiter pleinement, étape par étape.",
    stepsTitle: "Six étapes vers votre tirage",
    steps: [
      {
        title: "Posez une question",
        text: "Écrivez ce que vous voulez demander dans le champ de question, ou appuyez sur «\u00a0Suggérer une question\u00a0» pour trouver une idée. Les questions ouvertes, comme «\u00a0Que dois-je comprendre à propos de…\u00a0», donnent les meilleurs résultats.",
      },
      {
        title: "Choisissez un type de tirage",
        text: "«\u00a0Une carte\u00a0» donne un message unique et ciblé\u00a0; «\u00a0Oui ou non\u00a0» pèse trois cartes pour rendre un verdict\u00a0; «\u00a0Trois cartes\u00a0» et «\u00a0Tarot complet\u00a0» vont plus en profondeur.",
      },
      {
        title: "Choisissez une catégorie",
        text: "Indiquez aux cartes le domaine de votre vie qui vous occupe, par exemple «\u00a0Amour et relations\u00a0», «\u00a0Carrière et finances\u00a0» ou «\u00a0Spiritualité\u00a0», ou gardez «\u00a0Question générale\u00a0».",
      },
      {
        title: "Mélangez et tirez vos cartes",
        text: "Le jeu est mélangé puis étalé en éventail, face cachée. Prenez une inspiration, puis choisissez le nombre de cartes dont votre tirage a besoin.",
      },
      {
        title: "Appuyez sur «\u00a0Révéler et interpréter\u00a0»",
        text: "Appuyez sur «\u00a0Continuer…\u00a0» pour disposer vos cartes, puis sur «\u00a0Révéler et interpréter\u00a0» pour les retourner et obtenir l'interprétation de votre tirage.",
      },
      {
        title: "Lisez l'interprétation",
        text: "Chaque carte est lue à sa place dans le tirage, puis une synthèse vient conclure. Gardez ce qui résonne en vous et laissez-le guider votre propre réflexion.",
      },
    ],
    startReading: "Commencer un tirage",
    exampleTitle: "Un exemple de tirage en trois cartes",
    question: "«\u00a0Comment trouver un meilleur équilibre entre travail et repos\u00a0?\u00a0»",
    example: [
      {
        position: "Passé",
        card: "The Hermit",
        reading: "Une période de retrait vous a appris à vous écouter. Vous savez déjà que le calme n'est pas du temps perdu.",
      },
      {
        position: "Présent",
        card: "Temperance",
        reading: "L'ange verse l'eau d'une coupe à l'autre\u00a0: l'équilibre naît désormais d'un mélange régulier, pas de semaines en tout ou rien.",
      },
      {
        position: "Futur",
        card: "The Star",
        reading: "Gardez ce rythme et l'espoir revient. Le repos remplit la coupe où vous puisez, et votre travail s'en trouve allégé.",
      },
    ],
    together: "Ensemble, elles disent\u00a0: vous savez déjà vous reposer, et le présent vous demande d'en faire une mesure quotidienne plutôt qu'une échappatoire. De petites pauses régulières sont le pont entre l'épuisement et un espoir renouvelé.",
    cardsTitle: "Les 22 arcanes majeurs",
    cardsIntro: `Chaque carte a sa propre page, avec ses significations. ${appName} lit chaque carte à l'endroit\u00a0; chaque page garde aussi la signification à l'envers, pour mieux connaître la carte.`,
    cardLabel: (numeral) => <>, carte {numeral}</>,
  };
}

export const howToUse: StaticPageWords<HowToUseWords> = {
  title: "Mode d'emploi",
  description: () =>
    "Six étapes pour un tirage de tarot\u00a0: posez une question, choisissez un type de tirage et une catégorie, tirez vos cartes, révélez-les et lisez.",
  body: HowToUseFr,
};
