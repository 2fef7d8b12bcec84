import type { Metadata } from "next";
import { CheckoutCancelled, checkoutCancelledMetadata } from "@/components/billing/payment-pages";
import { localeOf } from "@/components/i18n/route-locale";

export const dynamicParams = false;

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return checkoutCancelledMetadata(await localeOf(params));
}

/** Where checkout's Cancel leads (docs/product.md#payment-pages). */
export default async function CheckoutCancelledPage({ params }: Props) {
  return <CheckoutCancelled locale={await localeOf(params)} />;
}
