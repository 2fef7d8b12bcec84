import type { Metadata } from "next";
import prose from "@/components/content/prose.module.css";
import { pageMetadata } from "@/lib/seo";
import { GoHomeActions } from "@/components/content/go-home-actions";

export function generateMetadata(): Metadata {
  return pageMetadata({
    title: "Payment Successful",
    description: "Your subscription is active: enjoy unlimited tarot readings.",
    path: "/stripe/success",
    indexable: false,
  });
}

export default function PaymentSuccessPage() {
  return (
    <article className={`${prose.page} ${prose.centered}`} aria-labelledby="payment-success-title">
      <h1 id="payment-success-title">Payment Successful!</h1>
      <p className={prose.lead}>Thank you for subscribing. Your subscription is now active.</p>
      <p>
        You have unlimited readings, with every spread and every category open to you. Your next question is waiting.
      </p>
      <GoHomeActions />
    </article>
  );
}
