import type { Metadata } from "next";
import { CheckoutCancelled, checkoutCancelledMetadata } from "@/components/billing/payment-pages";
import { prefixedLocaleOf } from "@/components/i18n/route-locale";

export const dynamicParams = false;

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return checkoutCancelledMetadata(await prefixedLocaleOf(params));
}

/** Checkout's Cancel in another language than English. */
export default async function TranslatedCheckoutCancelledPage({ params }: Props) {
  return <CheckoutCancelled locale={await prefixedLocaleOf(params)} />;
}
