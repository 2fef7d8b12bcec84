import type { Metadata } from "next";
import { JournalView } from "@/components/journal/journal-view";
import { messagesFor } from "@/languages";
import { pageMetadata } from "@/lib/seo";
import { ScreenMessages } from "@/components/i18n/screen-messages";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata({
    ...messagesFor("en").journal.meta.reading,
    path: `/readings/${encodeURIComponent((await params).id)}`,
    indexable: false,
  });
}

/**
 * One reading of the signed-in user's journal, with the list behind it (Back shows it). Its owner is known
 * in the browser only: anyone else's reading, or none, shows the not-found page there.
 */
export default function ReadingPage() {
  return (
    <ScreenMessages locale="en">
      <JournalView />
    </ScreenMessages>
  );
}
