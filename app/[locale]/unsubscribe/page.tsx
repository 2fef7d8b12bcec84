import type { Metadata } from "next";
import { UnsubscribeContent, unsubscribeMetadata } from "@/components/notifications/unsubscribe-page";
import { prefixedLocaleOf } from "@/components/i18n/route-locale";

export const dynamicParams = false;

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return unsubscribeMetadata(await prefixedLocaleOf(params));
}

/** An optional mail's unsubscribe link in another language than English. */
export default async function TranslatedUnsubscribePage({ params, searchParams }: Props) {
  const locale = await prefixedLocaleOf(params);
  const { token } = await searchParams;
  return <UnsubscribeContent locale={locale} token={token} />;
}
