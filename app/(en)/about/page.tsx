import type { Metadata } from "next";
import { ABOUT } from "@/components/content/pages/about";
import { getConfig } from "@/lib/config";
import { pageMetadata } from "@/lib/seo";

export function generateMetadata(): Metadata {
  const { title, description } = ABOUT.en;
  return pageMetadata({ title, description: description(getConfig().appName), path: "/about" });
}

export default function AboutPage() {
  const { Content } = ABOUT.en;
  return <Content appName={getConfig().appName} />;
}
