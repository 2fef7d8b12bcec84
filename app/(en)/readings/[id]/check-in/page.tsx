import type { Metadata } from "next";
import { CheckInView } from "@/components/notifications/check-in-view";
import { messagesFor } from "@/languages";
import { pageMetadata } from "@/lib/seo";
import { ScreenMessages } from "@/components/i18n/screen-messages";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata({
    ...messagesFor("en").journal.meta.checkIn,
    path: `/readings/${encodeURIComponent((await params).id)}/check-in`,
    indexable: false,
  });
}

/** The hindsight check-in's form for one reading (private: the reading is fetched with its owner's token). */
export default async function CheckInPage({ params }: Props) {
  return (
    <ScreenMessages locale="en">
      <CheckInView id={(await params).id} />
    </ScreenMessages>
  );
}
