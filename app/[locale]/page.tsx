import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { HomePage } from "@/components/reading/home-page";
import { getConfig } from "@/lib/config";
import { isPrefixedLocale, type PrefixedLocale } from "@/lib/i18n/locales";
import { messagesFor } from "@/lib/i18n/messages";

type Props = { params: Promise<{ locale: string }> };

async function localeOf(params: Props["params"]): Promise<PrefixedLocale> {
  const { locale } = await params;
  if (!isPrefixedLocale(locale)) notFound();
  return locale;
}

// The root layout's title template applies only below it, so Home spells its title out, as in English.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  return { title: { absolute: `${messagesFor(locale).shell.nav.home} - ${getConfig().appName}` } };
}

/** The home page in another language than English (`/{locale}`). */
export default async function TranslatedHomePage({ params }: Props) {
  const locale = await localeOf(params);
  // Rendered per request, as the English home page is, so that every script carries this response's CSP nonce.
  await connection();
  return <HomePage locale={locale} />;
}
