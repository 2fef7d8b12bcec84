import type { Metadata } from "next";
import { UnsubscribeContent, unsubscribeMetadata } from "@/components/notifications/unsubscribe-page";
import { localeOf } from "@/components/i18n/route-locale";

export const dynamicParams = false;

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return unsubscribeMetadata(await localeOf(params));
}

/** Where an optional mail's unsubscribe link leads (components/notifications/unsubscribe-page.tsx). */
export default async function UnsubscribePage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  const { token } = await searchParams;
  return <UnsubscribeContent locale={locale} token={token} />;
}
