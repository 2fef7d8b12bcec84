import type { Metadata } from "next";
import { PaymentSuccess, checkoutConfirmationFor, paymentSuccessMetadata } from "@/components/billing/payment-pages";
import { prefixedLocaleOf } from "@/components/i18n/route-locale";

export const dynamicParams = false;

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await prefixedLocaleOf(params);
  const confirmation = await checkoutConfirmationFor((await searchParams).session_id);
  return paymentSuccessMetadata({ locale, confirmation });
}

/** The return from checkout in another language than English (components/billing/payment-pages.tsx). */
export default async function TranslatedPaymentSuccessPage({ params, searchParams }: Props) {
  const locale = await prefixedLocaleOf(params);
  const confirmation = await checkoutConfirmationFor((await searchParams).session_id);
  return <PaymentSuccess locale={locale} confirmation={confirmation} />;
}
