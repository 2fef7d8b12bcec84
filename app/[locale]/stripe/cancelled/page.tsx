import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CheckoutCancelled, checkoutCancelledMetadata } from "@/components/billing/payment-pages";
import { isPrefixedLocale, type PrefixedLocale } from "@/lib/i18n/locales";

export const dynamicParams = false;

type Props = { params: Promise<{ locale: string }> };

async function localeOf(params: Props["params"]): Promise<PrefixedLocale> {
  const { locale } = await params;
  if (!isPrefixedLocale(locale)) notFound();
  return locale;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return checkoutCancelledMetadata(await localeOf(params));
}

/** Checkout's Cancel in another language than English. */
export default async function TranslatedCheckoutCancelledPage({ params }: Props) {
  return <CheckoutCancelled locale={await localeOf(params)} />;
}
