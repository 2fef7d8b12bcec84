import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { MAINTENANCE_PAGES } from "@/components/content/pages/maintenance";
import { isPrefixedLocale, type PrefixedLocale } from "@/lib/i18n/locales";
import { pageMetadata } from "@/lib/seo";

type Props = { params: Promise<{ locale: string }> };

async function localeFrom(params: Props["params"]): Promise<PrefixedLocale> {
  const { locale } = await params;
  if (!isPrefixedLocale(locale)) notFound();
  return locale;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeFrom(params);
  const { title, description } = MAINTENANCE_PAGES[locale];
  return pageMetadata({ title, description, path: "/maintenance", locale, indexable: false });
}

/**
 * The maintenance page in a language other than English, prerendered for each (the layout's params): the
 * maintenance switch sends every page under `/{locale}` here (proxy.ts).
 */
export default async function TranslatedMaintenancePage({ params }: Props) {
  const { Content } = MAINTENANCE_PAGES[await localeFrom(params)];
  return <Content />;
}
