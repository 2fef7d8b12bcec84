import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { TERMS_PAGES } from "@/components/content/pages/terms";
import { getConfig } from "@/lib/config";
import { fill } from "@/lib/i18n/fill";
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
  const { title, description } = TERMS_PAGES[locale];
  return pageMetadata({ title, description: fill(description, { appName: getConfig().appName }), path: "/terms", locale });
}

/** The Terms of Service in a language other than English, prerendered for each (the layout's params). */
export default async function TranslatedTermsPage({ params }: Props) {
  const { Content } = TERMS_PAGES[await localeFrom(params)];
  return <Content appName={getConfig().appName} />;
}
