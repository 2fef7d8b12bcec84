import type { Metadata } from "next";
import { PaymentSuccess, checkoutConfirmationFor, paymentSuccessMetadata } from "@/components/billing/payment-pages";
import { localeOf } from "@/components/i18n/route-locale";

export const dynamicParams = false;

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  const confirmation = await checkoutConfirmationFor((await searchParams).session_id);
  return paymentSuccessMetadata({ locale, confirmation });
}

/** The return from checkout, confirmed with the billing provider before success is claimed (components/billing/payment-pages.tsx). */
export default async function PaymentSuccessPage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  const confirmation = await checkoutConfirmationFor((await searchParams).session_id);
  return <PaymentSuccess locale={locale} confirmation={confirmation} />;
}
