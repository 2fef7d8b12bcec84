import type { Metadata } from "next";
import { createElement, type ComponentType } from "react";
import { prefixedLocaleOf } from "@/components/i18n/route-locale";
import { getConfig } from "@/lib/config";
import { fill } from "@/lib/i18n/fill";
import type { Locale } from "@/lib/i18n/locales";
import { pageMetadata } from "@/lib/seo";

/** What a static page's content needs from the page that renders it. */
export type StaticPageProps = { appName: string };

/**
 * One static page (About, FAQ, How to Use, Privacy, Terms, maintenance) in one language: the words of its
 * metadata (a description may name the app: a function of its name, or `{appName}` in the text) and its content.
 */
export type StaticPage = {
  title: string;
  description: string | ((appName: string) => string);
  Content: ComponentType<StaticPageProps>;
};

/** A static page in every language: a language left out fails the type check. */
export type StaticPages = Record<Locale, StaticPage>;

/** A page's description with the app's name in it. */
export function pageDescription({ description }: StaticPage, appName: string): string {
  return typeof description === "string" ? fill(description, { appName }) : description(appName);
}

/**
 * The route of a static page, in English (`app/(en)/{path}`) and under a language (`app/[locale]/{path}`):
 * the metadata with the page's English path (hreflang, canonical) and the content, both from `pages`.
 */
export function staticPageRoute(pages: StaticPages, path: string, { indexable = true }: { indexable?: boolean } = {}) {
  const metadataOf = (locale: Locale): Metadata => {
    const { appName } = getConfig();
    return pageMetadata({ title: pages[locale].title, description: pageDescription(pages[locale], appName), path, locale, indexable });
  };
  const render = (locale: Locale) => createElement(pages[locale].Content, { appName: getConfig().appName });
  return {
    englishMetadata: () => metadataOf("en"),
    EnglishPage: () => render("en"),
    translatedMetadata: async ({ params }: { params: Promise<{ locale: string }> }) => metadataOf(await prefixedLocaleOf(params)),
    TranslatedPage: async ({ params }: { params: Promise<{ locale: string }> }) => render(await prefixedLocaleOf(params)),
  };
}
