import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PaymentFailed, paymentFailedMetadata } from "@/components/billing/payment-pages";
import { isPrefixedLocale, type PrefixedLocale } from "@/lib/i18n/locales";

export const dynamicParams = false;

type Props = { params: Promise<{ locale: string }> };

async function localeOf(params: Props["params"]): Promise<PrefixedLocale> {
  const { locale } = await params;
  if (!isPrefixedLocale(locale)) notFound();
  return locale;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return paymentFailedMetadata(await localeOf(params));
}

/** A failed payment in another language than English. */
export default async function TranslatedPaymentErrorPage({ params }: Props) {
  return <PaymentFailed locale={await localeOf(params)} />;
}
