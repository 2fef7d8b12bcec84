import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PaymentSuccess, checkoutConfirmationFor, paymentSuccessMetadata } from "@/components/billing/payment-pages";
import { isPrefixedLocale, type PrefixedLocale } from "@/lib/i18n/locales";

export const dynamicParams = false;

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

async function localeOf(params: Props["params"]): Promise<PrefixedLocale> {
  const { locale } = await params;
  if (!isPrefixedLocale(locale)) notFound();
  return locale;
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  const confirmation = await checkoutConfirmationFor((await searchParams).session_id);
  return paymentSuccessMetadata({ locale, confirmation });
}

/** The return from checkout in another language than English (components/billing/payment-pages.tsx). */
export default async function TranslatedPaymentSuccessPage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  const confirmation = await checkoutConfirmationFor((await searchParams).session_id);
  return <PaymentSuccess locale={locale} confirmation={confirmation} />;
}
