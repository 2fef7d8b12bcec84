import type { MetadataRoute } from "next";
import { getConfig } from "@/lib/config";
import { LOCALES } from "@/lib/i18n/locales";
import { languagePaths, localePath } from "@/lib/i18n/paths";
import { publicPaths } from "@/lib/public-pages";

/** Every public page in every language it exists in, each naming its other languages (docs/architecture.md#languages). */
export default function sitemap(): MetadataRoute.Sitemap {
  const { appUrl } = getConfig();
  const url = (path: string) => `${appUrl}${path === "/" ? "" : path}`;
  return publicPaths().flatMap((path) => {
    const paths = languagePaths(path);
    const languages = paths ? Object.fromEntries(LOCALES.map((locale) => [locale, url(paths[locale])])) : undefined;
    return (paths ? LOCALES : (["en"] as const)).map((locale) => ({
      url: url(localePath(locale, path)),
      changeFrequency: path.startsWith("/cards/") ? ("yearly" as const) : ("monthly" as const),
      priority: path === "/" ? 1 : path.startsWith("/cards/") ? 0.8 : 0.5,
      ...(languages ? { alternates: { languages } } : {}),
    }));
  });
}
