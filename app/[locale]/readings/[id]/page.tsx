import type { Metadata } from "next";
import { JournalView } from "@/components/journal/journal-view";
import { messagesFor } from "@/languages";
import { pageMetadata } from "@/lib/seo";
import { localeOf } from "@/components/i18n/route-locale";
import { ScreenMessages } from "@/components/i18n/screen-messages";

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  const { id } = await params;
  return pageMetadata({ ...messagesFor(locale).journal.meta.reading, path: `/readings/${encodeURIComponent(id)}`, indexable: false, locale });
}

/**
 * One reading of the signed-in user's journal, with the list behind it (Back shows it). Its owner is known
 * in the browser only: anyone else's reading, or none, shows the not-found page there.
 */
export default async function ReadingPage({ params }: Props) {
  const locale = await localeOf(params);
  return (
    <ScreenMessages locale={locale}>
      <JournalView />
    </ScreenMessages>
  );
}
