import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { FAQ } from "@/components/content/pages/faq";
import { getConfig } from "@/lib/config";
import { isPrefixedLocale, type PrefixedLocale } from "@/lib/i18n/locales";
import { pageMetadata } from "@/lib/seo";

// Prerendered for the layout's five languages; any other first segment is not a page.
export const dynamicParams = false;

type Props = { params: Promise<{ locale: string }> };

async function localeFrom(params: Props["params"]): Promise<PrefixedLocale> {
  const { locale } = await params;
  if (!isPrefixedLocale(locale)) notFound();
  return locale;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeFrom(params);
  const { title, description } = FAQ[locale];
  return pageMetadata({ title, description: description(getConfig().appName), path: "/faq", locale });
}

export default async function TranslatedFaqPage({ params }: Props) {
  const { Content } = FAQ[await localeFrom(params)];
  return <Content appName={getConfig().appName} />;
}
