import type { Metadata } from "next";
import { JournalView } from "@/components/journal/journal-view";
import { messagesFor } from "@/languages";
import { pageMetadata } from "@/lib/seo";
import { prefixedLocaleOf } from "@/components/i18n/route-locale";
import { ScreenMessages } from "@/components/i18n/screen-messages";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await prefixedLocaleOf(params);
  return pageMetadata({ ...messagesFor(locale).journal.meta.readings, path: "/readings", indexable: false, locale });
}

/** 'My Readings' in another language than English (app/(en)/readings/page.tsx). */
export default async function TranslatedMyReadingsPage({ params }: Props) {
  const locale = await prefixedLocaleOf(params);
  return (
    <ScreenMessages locale={locale}>
      <JournalView />
    </ScreenMessages>
  );
}
