import { accountFr } from "./account";
import { errorsFr } from "./errors";
import { pagesFr } from "./pages";
import { journalFr } from "./journal";
import { mailFr } from "./mail";
import { readingFr } from "./reading";
import { languagesFr } from "./languages";
import type { Messages } from "../../en/messages";

// French typography, as in every French catalog: straight apostrophes, a no-break space (U+00A0) before ? ! : ; and
// inside « », and the ellipsis character (…).
export const fr: Messages = {
  reading: readingFr,
  account: accountFr,
  journal: journalFr,
  errors: errorsFr,
  pages: pagesFr,
  mail: mailFr,
  site: { description: "Des tirages de tarot écrits par une IA à partir des 22 arcanes majeurs : posez une question, tirez vos cartes, réfléchissez." },
  // The journal's Markdown export (lib/readings/journal-markdown.ts): server only.
  journalExport: {
    title: "Mes tirages {appName}",
    exported: "Exporté le {date} UTC : {contents}.",
    readings: { one: "{count} tirage", other: "{count} tirages" },
    cardsOfTheDay: { one: "{count} carte du jour", other: "{count} cartes du jour" },
    both: "{readings} et {cards}",
    followUp: "Question complémentaire : {question}",
    checkIn: "Suivi, {date} :",
    checkInLine: "{outcome} ; {helped}",
    helped: "le tirage m'a aidé",
    notHelped: "le tirage ne m'a pas aidé",
    cardsOfTheDayHeading: "Cartes du jour",
  },
  shell: {
    skipToContent: "Aller au contenu",
    homeLabel: "Accueil de {appName}",
    mainNavigation: "Principal",
    nav: { home: "Accueil", about: "À propos", faq: "FAQ" },
    premium: "Premium",
    free: "Gratuit",
    profile: "Profil",
    signIn: "Se connecter",
  },
  footer: {
    about: "À propos",
    aboutText:
      "{appName} propose des tirages de tarot réfléchis, écrits par une IA à partir des 22 arcanes majeurs. Posez une question, tirez vos cartes et réfléchissez à ce qu'elles disent. Vos tirages restent privés.",
    quickLinks: "Liens rapides",
    howToUse: "Mode d'emploi",
    aboutUs: "Qui sommes-nous",
    faq: "Questions fréquentes",
    legal: "Informations légales",
    privacy: "Politique de confidentialité",
    terms: "Conditions d'utilisation",
    contact: "Contact",
    contactText: "Une question ou un souci de paiement ? Écrivez à {email}.",
    majorArcana: "Les arcanes majeurs",
    copyright: "© {year} {appName}. Illustrations : celles de Pamela Colman Smith, 1909 (domaine public).",
  },
  languages: languagesFr,
  categories: {
    general: "Question générale",
    love: "Amour et relations",
    career: "Carrière et finances",
    health: "Santé et bien-être",
    personal_development: "Développement personnel",
    spirituality: "Spiritualité",
    projects: "Projets et organisation",
    emotions: "Émotions",
    creativity: "Créativité",
  },
  cardPage: {
    title: "{card} : signification de la carte de tarot",
    breadcrumb: "Fil d'Ariane",
    howToUse: "Mode d'emploi",
    caption: "Pamela Colman Smith, 1909 (domaine public)",
    numeral: "Arcane majeur {numeral}",
    number: "Numéro",
    element: "Élément",
    astrology: "Astrologie",
    yesOrNo: "Oui ou non",
    yesNo: { yes: "Plutôt oui", no: "Plutôt non", maybe: "Peut-être" },
    keywords: "Mots-clés",
    upright: "À l'endroit",
    reversed: "À l'envers",
    uprightMeaning: "Signification à l'endroit",
    reversedMeaning: "Signification à l'envers",
    uprightOnly:
      "{appName} lit chaque carte à l'endroit. La signification à l'envers figure ici pour mieux connaître la carte ; elle n'entre pas dans vos tirages.",
    inAReading: "{card} dans un tirage",
    advice: "Conseil",
    cards: "Cartes",
    previousCard: "Carte précédente",
    nextCard: "Carte suivante",
    allCards: "Toutes les cartes",
    journeyComplete: "Le voyage accompli",
    beginAgain: "Recommencer",
    tarotCard: "{card} (carte de tarot)",
  },
  notFound: {
    title: "Page introuvable",
    description: "La page que vous cherchiez n'existe pas.",
    lead: "Les cartes ne connaissent pas cette page. Elle a peut-être changé d'adresse, ou l'adresse contient une faute de frappe.",
    goHome: "Retour à l'accueil",
    browseCards: "Parcourir les cartes",
  },
  crash: {
    message: "Un problème est survenu. Veuillez réessayer plus tard.",
    tryAgain: "Réessayer",
  },
};
