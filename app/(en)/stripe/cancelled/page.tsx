import type { Metadata } from "next";
import prose from "@/components/content/prose.module.css";
import { GoHomeActions } from "@/components/content/go-home-actions";
import { pageMetadata } from "@/lib/seo";

export function generateMetadata(): Metadata {
  return pageMetadata({
    title: "Checkout Cancelled",
    description: "You left checkout before paying. Nothing was charged.",
    path: "/stripe/cancelled",
    indexable: false,
  });
}

/** Where checkout's Cancel leads: leaving is no failure, so this is not 'Payment Failed' (/stripe/error stays for real failures: docs/product.md#payment-pages). */
export default function CheckoutCancelledPage() {
  return (
    <article className={`${prose.page} ${prose.centered}`} aria-labelledby="checkout-cancelled-title">
      <h1 id="checkout-cancelled-title">Checkout Cancelled</h1>
      <p className={prose.lead}>Nothing was charged. You left checkout before paying.</p>
      <p>Whenever you like, you can subscribe again from your profile.</p>
      <GoHomeActions />
    </article>
  );
}
