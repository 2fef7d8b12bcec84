import type { Metadata } from "next";
import { FAQ } from "@/components/content/pages/faq";
import { getConfig } from "@/lib/config";
import { pageMetadata } from "@/lib/seo";

export function generateMetadata(): Metadata {
  const { title, description } = FAQ.en;
  return pageMetadata({ title, description: description(getConfig().appName), path: "/faq" });
}

export default function FaqPage() {
  const { Content } = FAQ.en;
  return <Content appName={getConfig().appName} />;
}
