import type { Metadata } from "next";
import { PaymentFailed, paymentFailedMetadata } from "@/components/billing/payment-pages";

export function generateMetadata(): Metadata {
  return paymentFailedMetadata("en");
}

export default function PaymentErrorPage() {
  return <PaymentFailed locale="en" />;
}
