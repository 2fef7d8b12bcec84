import { accountEs } from "./account";
import { errorsEs } from "./errors";
import { pagesEs } from "./pages";
import { journalEs } from "./journal";
import { mailEs } from "./mail";
import { readingEs } from "./reading";
import { languagesEs } from "./languages";
import type { Messages } from "../../en/messages";

export const es: Messages = {
  reading: readingEs,
  account: accountEs,
  journal: journalEs,
  errors: errorsEs,
  pages: pagesEs,
  mail: mailEs,
  site: { description: "Lecturas de tarot escritas por IA a partir de los 22 Arcanos Mayores: haz una pregunta, saca tus cartas, reflexiona." },
  // The journal's Markdown export (lib/readings/journal-markdown.ts): server only.
  journalExport: {
    title: "Mis lecturas de {appName}",
    exported: "Exportado el {date} UTC: {contents}.",
    readings: { one: "{count} lectura", other: "{count} lecturas" },
    cardsOfTheDay: { one: "{count} carta del día", other: "{count} cartas del día" },
    both: "{readings} y {cards}",
    followUp: "Pregunta adicional: {question}",
    checkIn: "Seguimiento, {date}:",
    checkInLine: "{outcome}; {helped}",
    helped: "la lectura me ayudó",
    notHelped: "la lectura no me ayudó",
    cardsOfTheDayHeading: "Cartas del día",
  },
  shell: {
    skipToContent: "Saltar al contenido",
    homeLabel: "Inicio de {appName}",
    mainNavigation: "Principal",
    nav: { home: "Inicio", about: "Acerca de", faq: "Preguntas" },
    premium: "Premium",
    free: "Gratis",
    profile: "Perfil",
    signIn: "Iniciar sesión",
  },
  footer: {
    about: "Acerca de",
    aboutText:
      "{appName} ofrece lecturas de tarot reflexivas escritas por IA a partir de los 22 Arcanos Mayores. Haz una pregunta, saca tus cartas y reflexiona sobre lo que dicen. Tus lecturas son privadas.",
    quickLinks: "Enlaces rápidos",
    howToUse: "Cómo usarlo",
    aboutUs: "Quiénes somos",
    faq: "Preguntas frecuentes",
    legal: "Legal",
    privacy: "Política de privacidad",
    terms: "Términos del servicio",
    contact: "Contacto",
    contactText: "¿Dudas o problemas con un pago? Escribe a {email}.",
    majorArcana: "Los Arcanos Mayores",
    copyright: "© {year} {appName}. Ilustraciones: las de Pamela Colman Smith de 1909 (dominio público).",
  },
  languages: languagesEs,
  categories: {
    general: "Pregunta general",
    love: "Amor y relaciones",
    career: "Trabajo y finanzas",
    health: "Salud y bienestar",
    personal_development: "Desarrollo personal",
    spirituality: "Espiritualidad",
    projects: "Proyectos y planes",
    emotions: "Emociones",
    creativity: "Creatividad",
  },
  cardPage: {
    title: "{card}: significado de la carta del tarot",
    breadcrumb: "Ruta de navegación",
    howToUse: "Cómo usarlo",
    caption: "Pamela Colman Smith, 1909 (dominio público)",
    numeral: "Arcano Mayor {numeral}",
    number: "Número",
    element: "Elemento",
    astrology: "Astrología",
    yesOrNo: "Sí o no",
    yesNo: { yes: "Tiende al sí", no: "Tiende al no", maybe: "Quizá" },
    keywords: "Palabras clave",
    upright: "Al derecho",
    reversed: "Invertida",
    uprightMeaning: "Significado al derecho",
    reversedMeaning: "Significado invertido",
    uprightOnly:
      "{appName} lee todas las cartas al derecho. El significado invertido está aquí como conocimiento de la carta; no forma parte de tus lecturas.",
    inAReading: "{card} en una lectura",
    advice: "Consejo",
    cards: "Cartas",
    previousCard: "Carta anterior",
    nextCard: "Carta siguiente",
    allCards: "Todas las cartas",
    journeyComplete: "Fin del viaje",
    beginAgain: "Volver a empezar",
    tarotCard: "{card} (carta del tarot)",
  },
  notFound: {
    title: "Página no encontrada",
    description: "La página que buscabas no existe.",
    lead: "Esta página no está en las cartas. Puede que se haya movido o que la dirección tenga un error.",
    goHome: "Ir al inicio",
    browseCards: "Ver las cartas",
  },
  crash: {
    message: "Algo ha salido mal. Vuelve a intentarlo más tarde.",
    tryAgain: "Reintentar",
  },
};
