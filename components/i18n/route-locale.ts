import { notFound } from "next/navigation";
import { isPrefixedLocale, type PrefixedLocale } from "@/lib/i18n/locales";

/** A page under `app/[locale]`'s language: one of ours, or the not-found page (`/nl/faq`). */
export async function prefixedLocaleOf(params: Promise<{ locale: string }>): Promise<PrefixedLocale> {
  const { locale } = await params;
  if (!isPrefixedLocale(locale)) notFound();
  return locale;
}
