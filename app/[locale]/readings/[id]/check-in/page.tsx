import type { Metadata } from "next";
import { CheckInView } from "@/components/notifications/check-in-view";
import { messagesFor } from "@/languages";
import { pageMetadata } from "@/lib/seo";
import { prefixedLocaleOf } from "@/components/i18n/route-locale";
import { ScreenMessages } from "@/components/i18n/screen-messages";

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await prefixedLocaleOf(params);
  const { id } = await params;
  return pageMetadata({
    ...messagesFor(locale).journal.meta.checkIn,
    path: `/readings/${encodeURIComponent(id)}/check-in`,
    indexable: false,
    locale,
  });
}

/** The check-in's form in another language than English (app/(en)/readings/[id]/check-in/page.tsx). */
export default async function TranslatedCheckInPage({ params }: Props) {
  const locale = await prefixedLocaleOf(params);
  const { id } = await params;
  return (
    <ScreenMessages locale={locale}>
      <CheckInView id={id} />
    </ScreenMessages>
  );
}
