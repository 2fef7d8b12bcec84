import { notFound } from "next/navigation";
import { isLocale, type Locale } from "@/lib/i18n/locales";

/**
 * A page's language, from the `[locale]` segment every page lives under (app/[locale]): English's pages come
 * here through proxy.ts's rewrite of their unprefixed paths to `/en/…`, the others under their prefix.
 * Anything else is the not-found page.
 */
export async function localeOf(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return locale;
}
