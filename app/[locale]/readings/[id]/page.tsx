import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CardNames } from "@/components/journal/card-names";
import { JournalView } from "@/components/journal/journal-view";
import { localCardNames } from "@/components/journal/local-card-names";
import { isPrefixedLocale, type PrefixedLocale } from "@/lib/i18n/locales";
import { messagesFor } from "@/lib/i18n/messages";
import { pageMetadata } from "@/lib/seo";
import { ScreenMessages } from "@/components/i18n/screen-messages";

type Props = { params: Promise<{ locale: string; id: string }> };

async function pageFrom(params: Props["params"]): Promise<{ locale: PrefixedLocale; id: string }> {
  const { locale, id } = await params;
  if (!isPrefixedLocale(locale)) notFound();
  return { locale, id };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await pageFrom(params);
  return pageMetadata({ ...messagesFor(locale).journal.meta.reading, path: `/readings/${encodeURIComponent(id)}`, indexable: false, locale });
}

/** One reading of the journal in another language than English (app/(en)/readings/[id]/page.tsx). */
export default async function TranslatedReadingPage({ params }: Props) {
  const { locale } = await pageFrom(params);
  return (
    <ScreenMessages locale={locale}>
      <CardNames names={localCardNames(locale)}>
        <JournalView />
      </CardNames>
    </ScreenMessages>
  );
}
