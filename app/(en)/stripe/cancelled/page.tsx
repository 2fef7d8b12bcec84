import type { Metadata } from "next";
import { CheckoutCancelled, checkoutCancelledMetadata } from "@/components/billing/payment-pages";

export function generateMetadata(): Metadata {
  return checkoutCancelledMetadata("en");
}

/** Where checkout's Cancel leads (docs/product.md#payment-pages). */
export default function CheckoutCancelledPage() {
  return <CheckoutCancelled locale="en" />;
}
