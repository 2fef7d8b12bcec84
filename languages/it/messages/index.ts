import { accountIt } from "./account";
import { errorsIt } from "./errors";
import { pagesIt } from "./pages";
import { journalIt } from "./journal";
import { mailIt } from "./mail";
import { readingIt } from "./reading";
import { languagesIt } from "./languages";
import type { Messages } from "../../en/messages";

export const it: Messages = {
  reading: readingIt,
  account: accountIt,
  journal: journalIt,
  errors: errorsIt,
  pages: pagesIt,
  mail: mailIt,
  site: { description: "Letture dei tarocchi scritte dall'IA a partire dai 22 Arcani Maggiori: fai una domanda, pesca le tue carte, rifletti." },
  // The journal's Markdown export (lib/readings/journal-markdown.ts): server only.
  journalExport: {
    title: "Le mie letture di {appName}",
    exported: "Esportato il {date} UTC: {contents}.",
    readings: { one: "{count} lettura", other: "{count} letture" },
    cardsOfTheDay: { one: "{count} carta del giorno", other: "{count} carte del giorno" },
    both: "{readings} e {cards}",
    followUp: "Domanda di approfondimento: {question}",
    checkIn: "Riscontro, {date}:",
    checkInLine: "{outcome}; {helped}",
    helped: "la lettura mi è stata utile",
    notHelped: "la lettura non mi è stata utile",
    cardsOfTheDayHeading: "Carte del giorno",
  },
  shell: {
    skipToContent: "Vai al contenuto",
    homeLabel: "Home di {appName}",
    mainNavigation: "Principale",
    nav: { home: "Home", about: "Chi siamo", faq: "FAQ" },
    premium: "Premium",
    free: "Gratis",
    profile: "Profilo",
    signIn: "Accedi",
  },
  footer: {
    about: "Informazioni",
    aboutText:
      "{appName} offre letture dei tarocchi curate, scritte dall'IA a partire dai 22 Arcani Maggiori. Fai una domanda, pesca le tue carte e rifletti su ciò che dicono. Le tue letture restano private.",
    quickLinks: "Link rapidi",
    howToUse: "Come si usa",
    aboutUs: "Chi siamo",
    faq: "Domande frequenti",
    legal: "Note legali",
    privacy: "Informativa sulla privacy",
    terms: "Termini di servizio",
    contact: "Contatti",
    contactText: "Domande o problemi con un pagamento? Scrivi a {email}.",
    majorArcana: "Gli Arcani Maggiori",
    copyright: "© {year} {appName}. Illustrazioni delle carte: Pamela Colman Smith, 1909 (pubblico dominio).",
  },
  languages: languagesIt,
  categories: {
    general: "Domanda generale",
    love: "Amore e relazioni",
    career: "Lavoro e finanze",
    health: "Salute e benessere",
    personal_development: "Crescita personale",
    spirituality: "Spiritualità",
    projects: "Progetti e pianificazione",
    emotions: "Emozioni",
    creativity: "Creatività",
  },
  cardPage: {
    title: "{card}: significato della carta dei tarocchi",
    breadcrumb: "Percorso",
    howToUse: "Come si usa",
    caption: "Pamela Colman Smith, 1909 (pubblico dominio)",
    numeral: "Arcano Maggiore {numeral}",
    number: "Numero",
    element: "Elemento",
    astrology: "Astrologia",
    yesOrNo: "Sì o no",
    yesNo: { yes: "Tende al sì", no: "Tende al no", maybe: "Forse" },
    keywords: "Parole chiave",
    upright: "Dritta",
    reversed: "Capovolta",
    uprightMeaning: "Significato della carta dritta",
    reversedMeaning: "Significato della carta capovolta",
    uprightOnly:
      "{appName} legge ogni carta dritta. Il significato della carta capovolta è qui per conoscerla meglio; non fa parte delle tue letture.",
    inAReading: "{card} in una lettura",
    advice: "Consiglio",
    cards: "Carte",
    previousCard: "Carta precedente",
    nextCard: "Carta successiva",
    allCards: "Tutte le carte",
    journeyComplete: "Viaggio compiuto",
    beginAgain: "Ricomincia",
    tarotCard: "{card} (carta dei tarocchi)",
  },
  notFound: {
    title: "Pagina non trovata",
    description: "La pagina che cercavi non esiste.",
    lead: "Questa pagina non è nelle carte. Forse è stata spostata, o l'indirizzo contiene un errore.",
    goHome: "Vai alla home",
    browseCards: "Sfoglia le carte",
  },
  crash: {
    message: "Qualcosa è andato storto. Riprova più tardi.",
    tryAgain: "Riprova",
  },
};
