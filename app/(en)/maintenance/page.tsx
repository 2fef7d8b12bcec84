import type { Metadata } from "next";
import { MAINTENANCE_PAGES } from "@/components/content/pages/maintenance";
import { pageMetadata } from "@/lib/seo";

const { title, description, Content } = MAINTENANCE_PAGES.en;

export function generateMetadata(): Metadata {
  return pageMetadata({ title, description, path: "/maintenance", indexable: false });
}

export default function MaintenancePage() {
  return <Content />;
}
