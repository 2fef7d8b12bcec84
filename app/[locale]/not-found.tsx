"use client";

import { useParams } from "next/navigation";
import { NotFoundContent } from "@/components/content/not-found-content";
import { DEFAULT_LOCALE, isPrefixedLocale } from "@/lib/i18n/locales";

/** A page of another language that calls notFound() (a card that does not exist): the not-found page in its language. */
export default function LocaleNotFound() {
  const { locale } = useParams<{ locale: string }>();
  return <NotFoundContent locale={isPrefixedLocale(locale) ? locale : DEFAULT_LOCALE} />;
}
