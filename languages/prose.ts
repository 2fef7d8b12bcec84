import type { ComponentType, ReactNode } from "react";
import type { Locale } from "./languages";

/**
 * What a static page's prose is written with: the values and pieces the page hands it
 * (components/content/pages/static-page.ts), so that a language's folder imports nothing of the app.
 */
export type ProseTools = {
  appName: string;
  /** A link to one of our pages by its English path (`/faq`): to the page in this language, or in `hrefLang`'s. */
  Link: ComponentType<{ href: string; hrefLang?: Locale; className?: string; children?: ReactNode }>;
  /** The support address as a mailto link whose text is the address. */
  SupportEmailLink: ComponentType;
  /** The prose styles' class names (components/content/prose.module.css). */
  prose: Readonly<Record<"page" | "lead" | "meta" | "actions" | "centered", string>>;
  /** The figures the pages state, from the rules that apply them (lib/tarot/entitlements.ts). */
  figures: { freeReadingsPerMonth: number; fairUsePerDay: number; followUpsPerReading: { free: number; subscribed: number } };
  /** The monthly price as the language writes it: "EUR 3.99" in English (the specification's), "3,99 €" in German. */
  price: string;
  /** What a subscription gives in readings, the account catalog's `unlimited.phrase` with the day's fair use filled in. */
  unlimitedReadings: string;
  /** A count's form by the language's plural rules, `{count}` filled: `plural(3, { one: "{count} Legung", other: "{count} Legungen" })`. */
  plural: (count: number, forms: { one: string; other: string }) => string;
};

/** One static page in one language: the words of its metadata and its body, made from the tools. */
export type StaticPageWords<Body> = {
  title: string;
  /** The page's description; it may name the app: `{appName}` in the text, or a function of its name. */
  description: string | ((appName: string) => string);
  body: (tools: ProseTools) => Body;
};

type Feature = { title: string; text: string };

/** The About page's words (components/content/pages/about/about-article.tsx lays them out). */
export type AboutWords = {
  title: string;
  lead: ReactNode;
  /** The paragraphs between the lead and the features. */
  body: ReactNode;
  featuresTitle: string;
  features: readonly [Feature, Feature, Feature, Feature];
  startReading: string;
  howToUse: string;
};

/** One question of the FAQ and its answer. */
export type Faq = { question: string; answer: ReactNode };

/** The FAQ's words (components/content/pages/faq/faq-article.tsx). */
export type FaqWords = {
  title: string;
  lead: string;
  faqs: Faq[];
  moreTitle: string;
  /** The line under "Still have a question?", with the support address in it. */
  more: ReactNode;
};

type Step = { title: string; text: string };

/** One card of the guide's example reading: its position's label, the card by its English name and what it says there. */
export type ExampleCard = { position: string; card: string; reading: string };

/** The guide's words (components/content/pages/how-to-use/how-to-use-article.tsx); the cards' names come from their own texts. */
export type HowToUseWords = {
  title: string;
  lead: string;
  stepsTitle: string;
  steps: readonly [Step, Step, Step, Step, Step, Step];
  startReading: string;
  exampleTitle: string;
  /** The example's question, in the language's quotation marks. */
  question: ReactNode;
  example: readonly [ExampleCard, ExampleCard, ExampleCard];
  /** The example's synthesis. */
  together: string;
  cardsTitle: string;
  cardsIntro: string;
  /** What a screen reader hears after a card's name in the grid (", card XXI"). */
  cardLabel: (numeral: string) => ReactNode;
};

/**
 * A language's static pages: About, FAQ and How to Use as words their layouts place, the maintenance page,
 * Privacy and Terms as whole articles (their prose is the page).
 */
export type StaticPagesWords = {
  about: StaticPageWords<AboutWords>;
  faq: StaticPageWords<FaqWords>;
  howToUse: StaticPageWords<HowToUseWords>;
  maintenance: StaticPageWords<ReactNode>;
  privacy: StaticPageWords<ReactNode>;
  terms: StaticPageWords<ReactNode>;
};
