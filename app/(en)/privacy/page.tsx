import type { Metadata } from "next";
import { PRIVACY_PAGES } from "@/components/content/pages/privacy";
import { getConfig } from "@/lib/config";
import { fill } from "@/lib/i18n/fill";
import { pageMetadata } from "@/lib/seo";

const { title, description, Content } = PRIVACY_PAGES.en;

export function generateMetadata(): Metadata {
  const { appName } = getConfig();
  return pageMetadata({ title, description: fill(description, { appName }), path: "/privacy" });
}

export default function PrivacyPage() {
  return <Content appName={getConfig().appName} />;
}
