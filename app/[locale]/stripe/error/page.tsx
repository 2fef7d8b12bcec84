import type { Metadata } from "next";
import { PaymentFailed, paymentFailedMetadata } from "@/components/billing/payment-pages";
import { prefixedLocaleOf } from "@/components/i18n/route-locale";

export const dynamicParams = false;

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return paymentFailedMetadata(await prefixedLocaleOf(params));
}

/** A failed payment in another language than English. */
export default async function TranslatedPaymentErrorPage({ params }: Props) {
  return <PaymentFailed locale={await prefixedLocaleOf(params)} />;
}
