import type { Metadata } from "next";
import Link from "next/link";
import type { ComponentProps, ReactNode } from "react";
import { messagesFor, staticPagesFor } from "@/languages";
import type { ProseTools, StaticPageWords, StaticPagesWords } from "@/languages/prose";
import { monthlyPrice } from "@/components/billing/price";
import { unlimitedReadings } from "@/components/billing/unlimited-readings";
import prose from "@/components/content/prose.module.css";
import { SupportEmailLink } from "@/components/content/support-email-link";
import { localeOf } from "@/components/i18n/route-locale";
import { getConfig } from "@/lib/config";
import { fill, plural } from "@/lib/i18n/fill";
import type { Locale } from "@/lib/i18n/locales";
import { localePath } from "@/lib/i18n/paths";
import { pageMetadata } from "@/lib/seo";
import { FAIR_USE_READINGS_PER_DAY, FOLLOW_UPS_PER_READING, FREE_READINGS_PER_MONTH } from "@/lib/tarot/entitlements";
import { AboutArticle } from "./about/about-article";
import { FaqArticle } from "./faq/faq-article";
import { HowToUseArticle } from "./how-to-use/how-to-use-article";

/** One of the static pages every language has (languages/<locale>/pages/). */
export type StaticPageName = keyof StaticPagesWords;

type BodyOf<Name extends StaticPageName> = StaticPagesWords[Name] extends StaticPageWords<infer Body> ? Body : never;

/** How each page lays out its words: About, FAQ and How to Use by their layouts; the others are their prose. */
const LAYOUTS: { [Name in StaticPageName]: (props: { locale: Locale; words: BodyOf<Name> }) => ReactNode } = {
  about: AboutArticle,
  faq: FaqArticle,
  howToUse: HowToUseArticle,
  maintenance: ({ words }) => words,
  privacy: ({ words }) => words,
  terms: ({ words }) => words,
};

/** A page's description with the app's name in it. */
export function pageDescription({ description }: StaticPageWords<unknown>, appName: string): string {
  return typeof description === "string" ? fill(description, { appName }) : description(appName);
}

/** The links of one language's prose: a page's English path, in that language unless the link names another. */
const proseLinks = new Map<Locale, ProseTools["Link"]>();

function proseLink(locale: Locale): ProseTools["Link"] {
  let ProseLink = proseLinks.get(locale);
  if (!ProseLink) {
    ProseLink = function ProseLink({ href, hrefLang, ...rest }: Omit<ComponentProps<typeof Link>, "href"> & { href: string; hrefLang?: Locale }) {
      return <Link {...rest} hrefLang={hrefLang} href={localePath(hrefLang ?? locale, href)} />;
    };
    proseLinks.set(locale, ProseLink);
  }
  return ProseLink;
}

/** What a language's prose is written with (languages/prose.ts): the app's name, figures and price, its links and styles. */
export function proseTools(locale: Locale, appName: string): ProseTools {
  return {
    appName,
    Link: proseLink(locale),
    SupportEmailLink,
    // The prose module names exactly these classes (components/content/prose.module.css).
    prose: prose as ProseTools["prose"],
    figures: { freeReadingsPerMonth: FREE_READINGS_PER_MONTH, fairUsePerDay: FAIR_USE_READINGS_PER_DAY, followUpsPerReading: FOLLOW_UPS_PER_READING },
    price: monthlyPrice(locale),
    unlimitedReadings: unlimitedReadings(messagesFor(locale).account, "phrase"),
    plural: (count, forms) => plural(locale, count, forms),
  };
}

/** A static page's content in one language, as its layout places its words. */
export function StaticPageContent<Name extends StaticPageName>({ name, locale, appName }: { name: Name; locale: Locale; appName: string }) {
  const page = staticPagesFor(locale)[name] as StaticPageWords<BodyOf<Name>>;
  const Layout = LAYOUTS[name] as (props: { locale: Locale; words: BodyOf<Name> }) => ReactNode;
  return <Layout locale={locale} words={page.body(proseTools(locale, appName))} />;
}

/**
 * The route of a static page (`app/[locale]/{path}`) in every language: the metadata with the page's English
 * path (hreflang, canonical) and the content, both from the language's folder.
 */
export function staticPageRoute(name: StaticPageName, path: string, { indexable = true }: { indexable?: boolean } = {}) {
  const metadataOf = (locale: Locale): Metadata => {
    const { appName } = getConfig();
    const page = staticPagesFor(locale)[name];
    return pageMetadata({ title: page.title, description: pageDescription(page, appName), path, locale, indexable });
  };
  const render = (locale: Locale) => <StaticPageContent name={name} locale={locale} appName={getConfig().appName} />;
  return {
    metadata: async ({ params }: { params: Promise<{ locale: string }> }) => metadataOf(await localeOf(params)),
    Page: async ({ params }: { params: Promise<{ locale: string }> }) => render(await localeOf(params)),
  };
}
