import { accountEn } from "./account";
import { errorsEn } from "./errors";
import { pagesEn } from "./pages";
import { journalEn } from "./journal";
import { mailEn } from "./mail";
import { readingEn } from "./reading";
import { languagesEn } from "./languages";
import type { Strings } from "../../strings";

/**
 * Arcana's English words, outside the static pages' prose (languages/en/pages). This catalog is the
 * source: `Messages` is its shape, and every other language's catalog must have exactly these keys, or the
 * build's type check fails (tests/unit/catalogs.test.ts also compares them). `{name}` marks a place filled
 * at render (lib/i18n/fill.ts). The English words are the specification's, exactly.
 */
export const en = {
  // The words of the client's screens, by area (handed to the browser: components/i18n/messages-provider.tsx).
  reading: readingEn,
  account: accountEn,
  journal: journalEn,
  errors: errorsEn,
  pages: pagesEn, // Server-rendered pages outside the screens (the sign-in popup, the local checkout).
  mail: mailEn, // Server only: the words of e-mail and push (lib/notifications), never handed to the browser.
  // The site's description where a page has none of its own (the home page): server only.
  site: { description: "AI-written tarot readings from the 22 Major Arcana: ask a question, draw your cards, reflect." },
  // The journal's Markdown export (lib/readings/journal-markdown.ts): server only.
  journalExport: {
    title: "My {appName} readings",
    exported: "Exported on {date} UTC: {contents}.",
    readings: { one: "{count} reading", other: "{count} readings" },
    cardsOfTheDay: { one: "{count} card of the day", other: "{count} cards of the day" },
    both: "{readings} and {cards}",
    followUp: "Follow-up: {question}",
    checkIn: "Check-in, {date}:",
    checkInLine: "{outcome}; {helped}",
    helped: "the reading helped",
    notHelped: "the reading did not help",
    cardsOfTheDayHeading: "Cards of the day",
  },
  shell: {
    skipToContent: "Skip to content",
    homeLabel: "{appName} home",
    mainNavigation: "Main",
    nav: { home: "Home", about: "About", faq: "FAQ" },
    premium: "Premium",
    free: "Free",
    profile: "Profile",
    signIn: "Sign In",
  },
  footer: {
    about: "About",
    aboutText:
      "{appName} gives thoughtful tarot readings written by AI from the 22 Major Arcana. Ask a question, draw your cards and reflect on what they say. Your readings stay private.",
    quickLinks: "Quick Links",
    howToUse: "How to Use",
    aboutUs: "About Us",
    faq: "FAQ",
    legal: "Legal",
    privacy: "Privacy Policy",
    terms: "Terms of Service",
    contact: "Contact",
    contactText: "Questions or billing issues? Write to {email}.",
    majorArcana: "The Major Arcana",
    copyright: "© {year} {appName}. Card art: Pamela Colman Smith's 1909 illustrations (public domain).",
  },
  languages: languagesEn,
  categories: {
    general: "General question",
    love: "Love and relationships",
    career: "Career and finances",
    health: "Health and wellness",
    personal_development: "Personal development",
    spirituality: "Spirituality",
    projects: "Projects and planning",
    emotions: "Personal emotions",
    creativity: "Personal creativity",
  },
  cardPage: {
    title: "{card} Tarot Card Meaning",
    breadcrumb: "Breadcrumb",
    howToUse: "How to Use",
    caption: "Pamela Colman Smith, 1909 (public domain)",
    numeral: "Major Arcana {numeral}",
    number: "Number",
    element: "Element",
    astrology: "Astrology",
    yesOrNo: "Yes or no",
    yesNo: { yes: "Leans yes", no: "Leans no", maybe: "Maybe" },
    keywords: "Keywords",
    upright: "Upright",
    reversed: "Reversed",
    uprightMeaning: "Upright meaning",
    reversedMeaning: "Reversed meaning",
    uprightOnly:
      "{appName} reads every card upright. The reversed meaning is here as knowledge of the card; it is not part of your readings.",
    inAReading: "{card} in a reading",
    advice: "Advice",
    cards: "Cards",
    previousCard: "Previous card",
    nextCard: "Next card",
    allCards: "All cards",
    journeyComplete: "The journey complete",
    beginAgain: "Begin again",
    tarotCard: "{card} (tarot card)",
  },
  notFound: {
    title: "Page not found",
    description: "The page you were looking for does not exist.",
    lead: "This page is not in the cards. It may have moved, or the address may be mistyped.",
    goHome: "Go to Home",
    browseCards: "Browse the cards",
  },
  crash: {
    message: "Something went wrong. Please try again later.",
    tryAgain: "Try again",
  },
};

/** Every catalog's shape: the English catalog's keys, each holding a string. */
export type Messages = Strings<typeof en>;
