import { accountDe } from "./account";
import { errorsDe } from "./errors";
import { pagesDe } from "./pages";
import { journalDe } from "./journal";
import { mailDe } from "./mail";
import { readingDe } from "./reading";
import { languagesDe } from "./languages";
import type { Messages } from "../../en/messages";

export const de: Messages = {
  reading: readingDe,
  account: accountDe,
  journal: journalDe,
  errors: errorsDe,
  pages: pagesDe,
  mail: mailDe,
  site: { description: "Tarot-Legungen aus den 22 Großen Arkana, von einer KI gedeutet: Stell eine Frage, zieh deine Karten, denk darüber nach." },
  // The journal's Markdown export (lib/readings/journal-markdown.ts): server only.
  journalExport: {
    title: "Meine {appName}-Legungen",
    exported: "Exportiert am {date} UTC: {contents}.",
    readings: { one: "{count} Legung", other: "{count} Legungen" },
    cardsOfTheDay: { one: "{count} Tageskarte", other: "{count} Tageskarten" },
    both: "{readings} und {cards}",
    followUp: "Folgefrage: {question}",
    checkIn: "Rückblick, {date}:",
    checkInLine: "{outcome}; {helped}",
    helped: "die Legung hat geholfen",
    notHelped: "die Legung hat nicht geholfen",
    cardsOfTheDayHeading: "Tageskarten",
  },
  shell: {
    skipToContent: "Zum Inhalt springen",
    homeLabel: "{appName}-Startseite",
    mainNavigation: "Hauptmenü",
    nav: { home: "Start", about: "Über uns", faq: "FAQ" },
    premium: "Premium",
    free: "Kostenlos",
    profile: "Profil",
    signIn: "Anmelden",
  },
  footer: {
    about: "Über Arcana",
    aboutText:
      "{appName} bietet durchdachte Tarot-Legungen aus den 22 Großen Arkana, von einer KI gedeutet. Stell eine Frage, zieh deine Karten und denk darüber nach, was sie dir sagen. Deine Legungen bleiben privat.",
    quickLinks: "Schnellzugriff",
    howToUse: "So funktioniert es",
    aboutUs: "Über uns",
    faq: "Häufige Fragen",
    legal: "Rechtliches",
    privacy: "Datenschutz",
    terms: "Nutzungsbedingungen",
    contact: "Kontakt",
    contactText: "Fragen oder Probleme mit einer Zahlung? Schreib an {email}.",
    majorArcana: "Die Großen Arkana",
    copyright: "© {year} {appName}. Kartenbilder: Pamela Colman Smiths Illustrationen von 1909 (gemeinfrei).",
  },
  languages: languagesDe,
  categories: {
    general: "Allgemeine Frage",
    love: "Liebe und Beziehungen",
    career: "Beruf und Finanzen",
    health: "Gesundheit und Wohlbefinden",
    personal_development: "Persönliche Entwicklung",
    spirituality: "Spiritualität",
    projects: "Projekte und Planung",
    emotions: "Gefühle",
    creativity: "Kreativität",
  },
  cardPage: {
    title: "{card}: Bedeutung der Tarotkarte",
    breadcrumb: "Brotkrümelnavigation",
    howToUse: "So funktioniert es",
    caption: "Pamela Colman Smith, 1909 (gemeinfrei)",
    numeral: "Großes Arkanum {numeral}",
    number: "Nummer",
    element: "Element",
    astrology: "Astrologie",
    yesOrNo: "Ja oder nein",
    yesNo: { yes: "Eher ja", no: "Eher nein", maybe: "Vielleicht" },
    keywords: "Schlüsselwörter",
    upright: "Aufrecht",
    reversed: "Umgekehrt",
    uprightMeaning: "Aufrechte Bedeutung",
    reversedMeaning: "Umgekehrte Bedeutung",
    uprightOnly:
      "{appName} liest jede Karte aufrecht. Die umgekehrte Bedeutung steht hier als Wissen über die Karte; in deinen Legungen spielt sie keine Rolle.",
    inAReading: "{card} in einer Legung",
    advice: "Rat",
    cards: "Karten",
    previousCard: "Vorige Karte",
    nextCard: "Nächste Karte",
    allCards: "Alle Karten",
    journeyComplete: "Die Reise ist vollendet",
    beginAgain: "Von vorn beginnen",
    tarotCard: "{card} (Tarotkarte)",
  },
  notFound: {
    title: "Seite nicht gefunden",
    description: "Die gesuchte Seite gibt es nicht.",
    lead: "Diese Seite steht nicht in den Karten. Vielleicht ist sie umgezogen, oder die Adresse hat einen Tippfehler.",
    goHome: "Zur Startseite",
    browseCards: "Die Karten ansehen",
  },
  crash: {
    message: "Etwas ist schiefgelaufen. Bitte versuch es später noch einmal.",
    tryAgain: "Noch einmal versuchen",
  },
};
