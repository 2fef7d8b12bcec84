import type { Metadata } from "next";
import { connection } from "next/server";
import { HomePage } from "@/components/reading/home-page";
import { getConfig } from "@/lib/config";
import { messagesFor } from "@/languages";
import { localeOf } from "@/components/i18n/route-locale";

type Props = { params: Promise<{ locale: string }> };

// The root layout's title template applies only below it, so Home spells its title out.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  return { title: { absolute: `${messagesFor(locale).shell.nav.home} - ${getConfig().appName}` } };
}

/** The home page (`/`, `/{locale}`): the reading screen. */
export default async function Home({ params }: Props) {
  const locale = await localeOf(params);
  // Rendered per request so that every script carries this response's CSP nonce (proxy.ts):
  // this page shows the user's question and the AI's reading.
  await connection();
  return <HomePage locale={locale} />;
}
