import type { ReactNode } from "react";
import { notFound } from "next/navigation";
import { SiteShell, shellMetadata, shellViewport } from "@/components/site-shell";
import { PREFIXED_LOCALES, isPrefixedLocale } from "@/lib/i18n/locales";
import "../globals.css";

// No `dynamicParams = false` here: it would hold every segment below to prerendered params too, and a
// reading's page (`/de/readings/{id}`) has none. A first segment that is not a language never gets here:
// the proxy answers it as not found (lib/i18n/paths.ts, isUnknownFirstSegment).
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
