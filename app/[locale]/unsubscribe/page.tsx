import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { UnsubscribeContent, unsubscribeMetadata } from "@/components/notifications/unsubscribe-page";
import { isPrefixedLocale, type PrefixedLocale } from "@/lib/i18n/locales";

export const dynamicParams = false;

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

async function localeOf(params: Props["params"]): Promise<PrefixedLocale> {
  const { locale } = await params;
  if (!isPrefixedLocale(locale)) notFound();
  return locale;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return unsubscribeMetadata(await localeOf(params));
}

/** An optional mail's unsubscribe link in another language than English. */
export default async function TranslatedUnsubscribePage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  const { token } = await searchParams;
  return <UnsubscribeContent locale={locale} token={token} />;
}
