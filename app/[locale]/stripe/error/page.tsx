import type { Metadata } from "next";
import { PaymentFailed, paymentFailedMetadata } from "@/components/billing/payment-pages";
import { localeOf } from "@/components/i18n/route-locale";

export const dynamicParams = false;

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return paymentFailedMetadata(await localeOf(params));
}

/** Where a failed payment leads (docs/product.md#payment-pages). */
export default async function PaymentErrorPage({ params }: Props) {
  return <PaymentFailed locale={await localeOf(params)} />;
}
