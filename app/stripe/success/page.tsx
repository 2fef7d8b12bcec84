import type { Metadata } from "next";
import { cache } from "react";
import { ConfirmingPayment, RefreshSignedInUser } from "@/components/billing/payment-confirmation";
import prose from "@/components/content/prose.module.css";
import { GoHomeActions } from "@/components/content/go-home-actions";
import { confirmCheckout } from "@/lib/billing/account";
import { getConfig } from "@/lib/config";
import { pageMetadata } from "@/lib/seo";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** One confirmation per request, shared by the title and the page. */
const confirmationFor = cache(async (sessionId: string | string[] | undefined) =>
  confirmCheckout(typeof sessionId === "string" ? sessionId : undefined),
);

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const confirmed = (await confirmationFor((await searchParams).session_id)) === "confirmed";
  return pageMetadata({
    title: confirmed ? "Payment Successful" : "Confirming Payment",
    description: confirmed ? "Your subscription is active: enjoy unlimited tarot readings." : "We are confirming your payment.",
    path: "/stripe/success",
    indexable: false,
  });
}

/**
 * The return from checkout: the Checkout Session named by `session_id` is confirmed with the billing
 * provider and its customer synced before success is claimed, so a user who is back before the
 * webhook sees Premium at once. Anything else shows a calm 'confirming' state, never a false success.
 */
export default async function PaymentSuccessPage({ searchParams }: Props) {
  const confirmation = await confirmationFor((await searchParams).session_id);

  if (confirmation === "pending") {
    return (
      <article className={`${prose.page} ${prose.centered}`} aria-labelledby="payment-pending-title">
        <h1 id="payment-pending-title">Confirming your payment</h1>
        <p className={prose.lead}>We are confirming your payment with our payment provider. This usually takes a few seconds.</p>
        <p>This page checks again by itself. You can also go home: Premium appears as soon as the payment is confirmed.</p>
        <ConfirmingPayment supportEmail={getConfig().supportEmail} />
        <GoHomeActions />
      </article>
    );
  }

  return (
    <article className={`${prose.page} ${prose.centered}`} aria-labelledby="payment-success-title">
      <RefreshSignedInUser />
      <h1 id="payment-success-title">Payment Successful!</h1>
      <p className={prose.lead}>Thank you for subscribing. Your subscription is now active.</p>
      <p>
        You have unlimited readings, with every spread and every category open to you. Your next question is waiting.
      </p>
      <GoHomeActions />
    </article>
  );
}
