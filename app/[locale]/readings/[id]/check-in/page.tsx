import type { Metadata } from "next";
import { CheckInView } from "@/components/notifications/check-in-view";
import { messagesFor } from "@/languages";
import { pageMetadata } from "@/lib/seo";
import { localeOf } from "@/components/i18n/route-locale";
import { ScreenMessages } from "@/components/i18n/screen-messages";

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  const { id } = await params;
  return pageMetadata({
    ...messagesFor(locale).journal.meta.checkIn,
    path: `/readings/${encodeURIComponent(id)}/check-in`,
    indexable: false,
    locale,
  });
}

/** The hindsight check-in's form for one reading (private: the reading is fetched with its owner's token). */
export default async function CheckInPage({ params }: Props) {
  const locale = await localeOf(params);
  const { id } = await params;
  return (
    <ScreenMessages locale={locale}>
      <CheckInView id={id} />
    </ScreenMessages>
  );
}
