import type { ComponentType } from "react";
import type { Locale } from "@/lib/i18n/locales";

/** What a static page's content needs from the page that renders it. */
export type StaticPageProps = { appName: string };

/**
 * One static page (About, FAQ, How to Use) in one language: the words of its metadata and its content.
 * The route renders `Content` and hands `title` and `description` to `pageMetadata`.
 */
export type StaticPage = {
  title: string;
  description: (appName: string) => string;
  Content: ComponentType<StaticPageProps>;
};

/** A static page in every language: a language left out fails the type check. */
export type StaticPages = Record<Locale, StaticPage>;
