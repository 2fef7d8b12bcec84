import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { HOW_TO_USE } from "@/components/content/pages/how-to-use";
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
  const { title, description } = HOW_TO_USE[locale];
  return pageMetadata({ title, description: description(getConfig().appName), path: "/how-to-use", locale });
}

export default async function TranslatedHowToUsePage({ params }: Props) {
  const { Content } = HOW_TO_USE[await localeFrom(params)];
  return <Content appName={getConfig().appName} />;
}
