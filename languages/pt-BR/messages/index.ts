import { accountPtBR } from "./account";
import { errorsPtBR } from "./errors";
import { pagesPtBR } from "./pages";
import { journalPtBR } from "./journal";
import { mailPtBR } from "./mail";
import { readingPtBR } from "./reading";
import { languagesPtBR } from "./languages";
import type { Messages } from "../../en/messages";

export const ptBR: Messages = {
  reading: readingPtBR,
  account: accountPtBR,
  journal: journalPtBR,
  errors: errorsPtBR,
  pages: pagesPtBR,
  mail: mailPtBR,
  site: { description: "Leituras de tarô escritas por IA a partir dos 22 Arcanos Maiores: faça uma pergunta, tire suas cartas, reflita." },
  // The journal's Markdown export (lib/readings/journal-markdown.ts): server only.
  journalExport: {
    title: "Minhas leituras do {appName}",
    exported: "Exportado em {date} UTC: {contents}.",
    readings: { one: "{count} leitura", other: "{count} leituras" },
    cardsOfTheDay: { one: "{count} carta do dia", other: "{count} cartas do dia" },
    both: "{readings} e {cards}",
    followUp: "Pergunta complementar: {question}",
    checkIn: "Acompanhamento, {date}:",
    checkInLine: "{outcome}; {helped}",
    helped: "a leitura ajudou",
    notHelped: "a leitura não ajudou",
    cardsOfTheDayHeading: "Cartas do dia",
  },
  shell: {
    skipToContent: "Pular para o conteúdo",
    homeLabel: "Início do {appName}",
    mainNavigation: "Principal",
    nav: { home: "Início", about: "Sobre", faq: "Perguntas" },
    premium: "Premium",
    free: "Grátis",
    profile: "Perfil",
    signIn: "Entrar",
  },
  footer: {
    about: "Sobre",
    aboutText:
      "O {appName} oferece leituras de tarô cuidadosas escritas por IA a partir dos 22 Arcanos Maiores. Faça uma pergunta, tire suas cartas e reflita sobre o que elas dizem. Suas leituras continuam privadas.",
    quickLinks: "Links rápidos",
    howToUse: "Como usar",
    aboutUs: "Quem somos",
    faq: "Perguntas frequentes",
    legal: "Informações legais",
    privacy: "Política de privacidade",
    terms: "Termos de serviço",
    contact: "Contato",
    contactText: "Dúvidas ou problemas com pagamento? Escreva para {email}.",
    majorArcana: "Os Arcanos Maiores",
    copyright: "© {year} {appName}. Ilustrações das cartas: Pamela Colman Smith, 1909 (domínio público).",
  },
  languages: languagesPtBR,
  categories: {
    general: "Pergunta geral",
    love: "Amor e relacionamentos",
    career: "Carreira e finanças",
    health: "Saúde e bem-estar",
    personal_development: "Desenvolvimento pessoal",
    spirituality: "Espiritualidade",
    projects: "Projetos e planejamento",
    emotions: "Emoções",
    creativity: "Criatividade",
  },
  cardPage: {
    title: "{card}: significado da carta de tarô",
    breadcrumb: "Trilha de navegação",
    howToUse: "Como usar",
    caption: "Pamela Colman Smith, 1909 (domínio público)",
    numeral: "Arcano Maior {numeral}",
    number: "Número",
    element: "Elemento",
    astrology: "Astrologia",
    yesOrNo: "Sim ou não",
    yesNo: { yes: "Tende ao sim", no: "Tende ao não", maybe: "Talvez" },
    keywords: "Palavras-chave",
    upright: "Na posição normal",
    reversed: "Na posição invertida",
    uprightMeaning: "Significado na posição normal",
    reversedMeaning: "Significado na posição invertida",
    uprightOnly:
      "O {appName} lê todas as cartas na posição normal. O significado na posição invertida está aqui para você conhecer melhor a carta; ele não entra nas suas leituras.",
    inAReading: "{card} em uma leitura",
    advice: "Conselho",
    cards: "Cartas",
    previousCard: "Carta anterior",
    nextCard: "Próxima carta",
    allCards: "Todas as cartas",
    journeyComplete: "A jornada se completa",
    beginAgain: "Recomeçar",
    tarotCard: "{card} (carta de tarô)",
  },
  notFound: {
    title: "Página não encontrada",
    description: "A página que você procurava não existe.",
    lead: "Esta página não está nas cartas. Talvez ela tenha mudado de lugar, ou o endereço foi digitado errado.",
    goHome: "Ir para o início",
    browseCards: "Ver as cartas",
  },
  crash: {
    message: "Algo deu errado. Tente de novo mais tarde.",
    tryAgain: "Tentar de novo",
  },
};
