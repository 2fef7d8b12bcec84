import type { Metadata } from "next";
import { JournalView } from "@/components/journal/journal-view";
import { messagesFor } from "@/languages";
import { pageMetadata } from "@/lib/seo";
import { localeOf } from "@/components/i18n/route-locale";
import { ScreenMessages } from "@/components/i18n/screen-messages";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  return pageMetadata({ ...messagesFor(locale).journal.meta.readings, path: "/readings", indexable: false, locale });
}

/** The signed-in user's journal of past readings (private: everything is fetched with their token). */
export default async function MyReadingsPage({ params }: Props) {
  const locale = await localeOf(params);
  return (
    <ScreenMessages locale={locale}>
      <JournalView />
    </ScreenMessages>
  );
}
