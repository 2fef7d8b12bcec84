import type { Metadata } from "next";
import { getConfig } from "./config";
import { DEFAULT_LOCALE, LOCALES, OPEN_GRAPH_LOCALES, type Locale } from "./i18n/locales";
import { languagePaths, localePath } from "./i18n/paths";

/**
 * Per-page metadata: the title (the root layout adds " - Arcana"), description, canonical URL from
 * APP_URL, and the Open Graph and Twitter cards. `image` is a public path, e.g. a card illustration.
 * `path` is the page's English path; a page that exists in every language names each language's address
 * (hreflang, with English as `x-default`) and its Open Graph locale with the others as alternates.
 */
export function pageMetadata({
  title,
  description,
  path,
  image,
  indexable = true,
  locale = DEFAULT_LOCALE,
}: {
  title: string;
  description: string;
  path: string;
  image?: { url: string; alt: string; width: number; height: number };
  /** False for pages search engines should not list (payment results, maintenance). */
  indexable?: boolean;
  locale?: Locale;
}): Metadata {
  const { appName, appUrl } = getConfig();
  const url = new URL(localePath(locale, path), appUrl).toString();
  const paths = languagePaths(path);
  const languages = paths
    ? { ...Object.fromEntries(LOCALES.map((each) => [each, new URL(paths[each], appUrl).toString()])), "x-default": new URL(paths.en, appUrl).toString() }
    : undefined;
  const images = image ? [{ ...image, url: new URL(image.url, appUrl).toString() }] : undefined;
  return {
    title,
    description,
    alternates: { canonical: url, languages },
    openGraph: {
      type: "website",
      siteName: appName,
      title: `${title} - ${appName}`,
      description,
      url,
      images,
      locale: OPEN_GRAPH_LOCALES[locale],
      alternateLocale: paths ? LOCALES.filter((each) => each !== locale).map((each) => OPEN_GRAPH_LOCALES[each]) : undefined,
    },
    twitter: { card: image ? "summary_large_image" : "summary", title: `${title} - ${appName}`, description, images: images?.map((i) => i.url) },
    ...(indexable ? {} : { robots: { index: false } }),
  };
}
