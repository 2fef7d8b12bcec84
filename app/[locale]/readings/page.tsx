import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CardNames } from "@/components/journal/card-names";
import { JournalView } from "@/components/journal/journal-view";
import { localCardNames } from "@/components/journal/local-card-names";
import { isPrefixedLocale, type PrefixedLocale } from "@/lib/i18n/locales";
import { messagesFor } from "@/lib/i18n/messages";
import { pageMetadata } from "@/lib/seo";

type Props = { params: Promise<{ locale: string }> };

async function localeFrom(params: Props["params"]): Promise<PrefixedLocale> {
  const { locale } = await params;
  if (!isPrefixedLocale(locale)) notFound();
  return locale;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeFrom(params);
  return pageMetadata({ ...messagesFor(locale).journal.meta.readings, path: "/readings", indexable: false, locale });
}

/** 'My Readings' in another language than English (app/(en)/readings/page.tsx). */
export default async function TranslatedMyReadingsPage({ params }: Props) {
  const locale = await localeFrom(params);
  return (
    <CardNames names={localCardNames(locale)}>
      <JournalView />
    </CardNames>
  );
}
