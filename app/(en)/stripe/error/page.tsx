import type { Metadata } from "next";
import prose from "@/components/content/prose.module.css";
import { SupportEmailLink } from "@/components/content/support-email-link";
import { pageMetadata } from "@/lib/seo";
import { GoHomeActions } from "@/components/content/go-home-actions";

export function generateMetadata(): Metadata {
  return pageMetadata({
    title: "Payment Failed",
    description: "Your payment did not go through. Please try again or contact support.",
    path: "/stripe/error",
    indexable: false,
  });
}

export default function PaymentErrorPage() {
  return (
    <article className={`${prose.page} ${prose.centered}`} aria-labelledby="payment-error-title">
      <h1 id="payment-error-title">Payment Failed</h1>
      {/* docs/product.md#payment-pages: the sentence must read exactly so, with the address as the link text. */}
      <p>
        Something went wrong with your payment. Please try again or contact support at <SupportEmailLink />.
      </p>
      <GoHomeActions />
    </article>
  );
}
