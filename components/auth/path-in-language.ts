import type { Locale } from "@/lib/i18n/locales";
import { languagePaths, localePath, splitLocalePath } from "@/lib/i18n/paths";

/** Where choosing `locale` on the page at `pathname` leads: the same page in it when it has one, else its home. */
export function pathInLanguage(pathname: string, locale: Locale): string {
  const paths = languagePaths(splitLocalePath(pathname).path);
  return paths ? paths[locale] : localePath(locale, "/");
}
