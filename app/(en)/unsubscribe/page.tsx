import type { Metadata } from "next";
import { UnsubscribeContent, unsubscribeMetadata } from "@/components/notifications/unsubscribe-page";

export function generateMetadata(): Metadata {
  return unsubscribeMetadata("en");
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Where an optional mail's unsubscribe link leads (components/notifications/unsubscribe-page.tsx). */
export default async function UnsubscribePage({ searchParams }: Props) {
  const { token } = await searchParams;
  return <UnsubscribeContent locale="en" token={token} />;
}
