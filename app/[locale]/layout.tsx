import type { ReactNode } from "react";
import { SiteShell, shellMetadata, shellViewport } from "@/components/site-shell";
import { localeOf } from "@/components/i18n/route-locale";
import { LOCALES } from "@/lib/i18n/locales";
import "../globals.css";

// Every page, in every language, is under this one root layout (docs/architecture.md#languages): English's
// at its unprefixed path, which proxy.ts rewrites to `/en/…`, the others at `/{locale}/…`. No
// `dynamicParams = false` here: it would hold every segment below to prerendered params too, and a
// reading's page (`/de/readings/{id}`) has none; proxy.ts lets only our languages reach it.
export function generateStaticParams(): { locale: string }[] {
  return LOCALES.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }) {
  return shellMetadata(await localeOf(params));
}
export const viewport = shellViewport;

/** The root layout: the document in the page's language, `<html lang>` in the prerendered HTML. */
export default async function RootLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  return <SiteShell locale={await localeOf(params)}>{children}</SiteShell>;
}
