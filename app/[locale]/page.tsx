import type { Metadata } from "next";
import { connection } from "next/server";
import { HomePage } from "@/components/reading/home-page";
import { getConfig } from "@/lib/config";
import { messagesFor } from "@/languages";
import { prefixedLocaleOf } from "@/components/i18n/route-locale";

type Props = { params: Promise<{ locale: string }> };

// The root layout's title template applies only below it, so Home spells its title out, as in English.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await prefixedLocaleOf(params);
  return { title: { absolute: `${messagesFor(locale).shell.nav.home} - ${getConfig().appName}` } };
}

/** The home page in another language than English (`/{locale}`). */
export default async function TranslatedHomePage({ params }: Props) {
  const locale = await prefixedLocaleOf(params);
  // Rendered per request, as the English home page is, so that every script carries this response's CSP nonce.
  await connection();
  return <HomePage locale={locale} />;
}
