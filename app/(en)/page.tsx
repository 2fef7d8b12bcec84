import type { Metadata } from "next";
import { connection } from "next/server";
import { HomePage } from "@/components/reading/home-page";
import { getConfig } from "@/lib/config";
import { messagesFor } from "@/languages";

// The root layout's title template applies only below it, so Home spells its title out.
export function generateMetadata(): Metadata {
  return { title: { absolute: `${messagesFor("en").shell.nav.home} - ${getConfig().appName}` } };
}

export default async function EnglishHomePage() {
  // Rendered per request so that every script carries this response's CSP nonce (proxy.ts):
  // this page shows the user's question and the AI's reading.
  await connection();
  return <HomePage locale="en" />;
}
