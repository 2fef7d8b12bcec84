import type { Metadata } from "next";
import { HOW_TO_USE } from "@/components/content/pages/how-to-use";
import { getConfig } from "@/lib/config";
import { pageMetadata } from "@/lib/seo";

export function generateMetadata(): Metadata {
  const { title, description } = HOW_TO_USE.en;
  return pageMetadata({ title, description: description(getConfig().appName), path: "/how-to-use" });
}

export default function HowToUsePage() {
  const { Content } = HOW_TO_USE.en;
  return <Content appName={getConfig().appName} />;
}
