import type { Metadata } from "next";
import { getConfig } from "./config";

/**
 * Per-page metadata: the title (the root layout adds " - Arcana"), description, canonical URL from
 * APP_URL, and the Open Graph and Twitter cards. `image` is a public path, e.g. a card illustration.
 */
export function pageMetadata({
  title,
  description,
  path,
  image,
  indexable = true,
}: {
  title: string;
  description: string;
  path: string;
  image?: { url: string; alt: string; width: number; height: number };
  /** False for pages search engines should not list (payment results, maintenance). */
  indexable?: boolean;
}): Metadata {
  const { appName, appUrl } = getConfig();
  const url = new URL(path, appUrl).toString();
  const images = image ? [{ ...image, url: new URL(image.url, appUrl).toString() }] : undefined;
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: { type: "website", siteName: appName, title: `${title} - ${appName}`, description, url, images },
    twitter: { card: image ? "summary_large_image" : "summary", title: `${title} - ${appName}`, description, images: images?.map((i) => i.url) },
    ...(indexable ? {} : { robots: { index: false } }),
  };
}
