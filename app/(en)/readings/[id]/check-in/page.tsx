import type { Metadata } from "next";
import { CheckInView } from "@/components/notifications/check-in-view";
import { pageMetadata } from "@/lib/seo";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata({
    title: "What happened?",
    description: "Your check-in on a past reading: what happened, and whether the reading helped.",
    path: `/readings/${encodeURIComponent((await params).id)}/check-in`,
    indexable: false,
  });
}

/** The hindsight check-in's form for one reading (private: the reading is fetched with its owner's token). */
export default async function CheckInPage({ params }: Props) {
  return <CheckInView id={(await params).id} />;
}
