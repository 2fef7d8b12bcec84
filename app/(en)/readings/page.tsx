import type { Metadata } from "next";
import { JournalView } from "@/components/journal/journal-view";
import { pageMetadata } from "@/lib/seo";

export function generateMetadata(): Metadata {
  return pageMetadata({
    title: "My Readings",
    description: "Your private journal of past tarot readings: reread, export or delete them.",
    path: "/readings",
    indexable: false,
  });
}

/** The signed-in user's journal of past readings (private: everything is fetched with their token). */
export default function MyReadingsPage() {
  return <JournalView />;
}
