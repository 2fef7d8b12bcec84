import type { Metadata } from "next";
import { PaymentSuccess, checkoutConfirmationFor, paymentSuccessMetadata } from "@/components/billing/payment-pages";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const confirmation = await checkoutConfirmationFor((await searchParams).session_id);
  return paymentSuccessMetadata({ locale: "en", confirmation });
}

/** The return from checkout, confirmed with the billing provider before success is claimed (components/billing/payment-pages.tsx). */
export default async function PaymentSuccessPage({ searchParams }: Props) {
  const confirmation = await checkoutConfirmationFor((await searchParams).session_id);
  return <PaymentSuccess locale="en" confirmation={confirmation} />;
}
