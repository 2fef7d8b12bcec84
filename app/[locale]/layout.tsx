import type { ReactNode } from "react";
import { notFound } from "next/navigation";
import { SiteShell, shellMetadata, shellViewport } from "@/components/site-shell";
import { PREFIXED_LOCALES, isPrefixedLocale } from "@/lib/i18n/locales";
import "../globals.css";

// Only our five languages: any other first segment is answered as not found before anything renders (or is
// kept). A reading's pages below, whose ids cannot be listed, say `dynamicParams = true` for their own segment.
export const dynamicParams = false;

export function generateStaticParams(): { locale: string }[] {
  return PREFIXED_LOCALES.map((locale) => ({ locale }));
}

export const generateMetadata = shellMetadata;
export const viewport = shellViewport;

/** The root layout of the pages in another language than English, under `/{locale}`. */
export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isPrefixedLocale(locale)) notFound();
  return <SiteShell locale={locale}>{children}</SiteShell>;
}
