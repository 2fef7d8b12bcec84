import type { Metadata } from "next";
import { JournalView } from "@/components/journal/journal-view";
import { messagesFor } from "@/languages";
import { pageMetadata } from "@/lib/seo";
import { prefixedLocaleOf } from "@/components/i18n/route-locale";
import { ScreenMessages } from "@/components/i18n/screen-messages";

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await prefixedLocaleOf(params);
  const { id } = await params;
  return pageMetadata({ ...messagesFor(locale).journal.meta.reading, path: `/readings/${encodeURIComponent(id)}`, indexable: false, locale });
}

/** One reading of the journal in another language than English (app/(en)/readings/[id]/page.tsx). */
export default async function TranslatedReadingPage({ params }: Props) {
  const locale = await prefixedLocaleOf(params);
  return (
    <ScreenMessages locale={locale}>
      <JournalView />
    </ScreenMessages>
  );
}
