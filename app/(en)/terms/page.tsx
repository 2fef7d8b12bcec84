import type { Metadata } from "next";
import { TERMS_PAGES } from "@/components/content/pages/terms";
import { getConfig } from "@/lib/config";
import { fill } from "@/lib/i18n/fill";
import { pageMetadata } from "@/lib/seo";

const { title, description, Content } = TERMS_PAGES.en;

export function generateMetadata(): Metadata {
  const { appName } = getConfig();
  return pageMetadata({ title, description: fill(description, { appName }), path: "/terms" });
}

export default function TermsPage() {
  return <Content appName={getConfig().appName} />;
}
