import type { Metadata } from "next";
import { JournalView } from "@/components/journal/journal-view";
import { messagesFor } from "@/languages";
import { pageMetadata } from "@/lib/seo";
import { ScreenMessages } from "@/components/i18n/screen-messages";

export function generateMetadata(): Metadata {
  return pageMetadata({ ...messagesFor("en").journal.meta.readings, path: "/readings", indexable: false });
}

/** The signed-in user's journal of past readings (private: everything is fetched with their token). */
export default function MyReadingsPage() {
  return (
    <ScreenMessages locale="en">
      <JournalView />
    </ScreenMessages>
  );
}
