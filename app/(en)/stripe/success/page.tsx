import type { Metadata } from "next";
import { cache } from "react";
import { ConfirmingPayment, RefreshSignedInUser } from "@/components/billing/payment-confirmation";
import prose from "@/components/content/prose.module.css";
import { GoHomeActions } from "@/components/content/go-home-actions";
import { SupportEmailLink } from "@/components/content/support-email-link";
import { confirmCheckout, type CheckoutConfirmation } from "@/lib/billing/account";
import { getConfig } from "@/lib/config";
import { UNLIMITED_READINGS } from "@/lib/tarot/entitlements";
import { pageMetadata } from "@/lib/seo";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** One confirmation per request, shared by the title and the page. */
const confirmationFor = cache(async (sessionId: string | string[] | undefined) =>
  confirmCheckout(typeof sessionId === "string" ? sessionId : undefined),
);

const TITLES: Record<CheckoutConfirmation, { title: string; description: string }> = {
  confirmed: { title: "Payment Successful", description: `Your subscription is active: enjoy ${UNLIMITED_READINGS}.` },
  pending: { title: "Confirming Payment", description: "We are confirming your payment." },
  unknown: { title: "No Payment to Confirm", description: "There is no payment to confirm here." },
};

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const confirmation = await confirmationFor((await searchParams).session_id);
  return pageMetadata({ ...TITLES[confirmation], path: "/stripe/success", indexable: false });
}

/**
 * The return from checkout: the Checkout Session named by `session_id` is confirmed with the billing
 * provider and its customer synced before success is claimed, so a user who is back before the
 * webhook sees Premium at once. A session that is not paid yet shows a calm 'confirming' state that
 * checks again; no session, or one the provider does not know, says at once that there is nothing
 * to confirm. Never a false success.
 */
export default async function PaymentSuccessPage({ searchParams }: Props) {
  const confirmation = await confirmationFor((await searchParams).session_id);

  if (confirmation === "unknown") {
    return (
      <article className={`${prose.page} ${prose.centered}`} aria-labelledby="payment-unknown-title">
        <h1 id="payment-unknown-title">No payment to confirm</h1>
        <p className={prose.lead}>This link names no checkout we know of, so there is no payment to confirm.</p>
        <p>
          If your card was charged, please write to <SupportEmailLink /> and we will sort it out.
        </p>
        <GoHomeActions />
      </article>
    );
  }

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
        {`You have ${UNLIMITED_READINGS}, with every spread and every category open to you. Your next question is waiting.`}
      </p>
      <GoHomeActions />
    </article>
  );
}
