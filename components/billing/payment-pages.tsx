import type { Metadata } from "next";
import Link from "next/link";
import { cache, type ReactNode } from "react";
import buttonStyles from "@/components/button.module.css";
import prose from "@/components/content/prose.module.css";
import { SupportEmailLink } from "@/components/content/support-email-link";
import { confirmCheckout, type CheckoutConfirmation } from "@/lib/billing/account";
import { getConfig } from "@/lib/config";
import { fill } from "@/lib/i18n/fill";
import type { Locale } from "@/lib/i18n/locales";
import { messagesFor, type Messages } from "@/languages";
import { localePath } from "@/lib/i18n/paths";
import { pageMetadata } from "@/lib/seo";
import { ConfirmingPayment, RefreshSignedInUser } from "./payment-confirmation";
import { unlimitedReadings } from "./unlimited-readings";

/**
 * The pages checkout returns to (docs/product.md#payment-pages), in one language: the English pages under
 * /stripe and the other languages' under /{locale}/stripe render these.
 */

type PaymentWords = Messages["account"]["payment"];

const paymentWords = (locale: Locale): PaymentWords => messagesFor(locale).account.payment;

/** A sentence of the catalog with the support address, as a link, in its `{email}` place. */
function withSupportEmail(sentence: string): ReactNode {
  const [before, after = ""] = sentence.split("{email}");
  return (
    <>
      {before}
      <SupportEmailLink />
      {after}
    </>
  );
}

/** The 'Go to Home' button result pages end with, to the home page of their language. */
function GoHome({ locale, words }: { locale: Locale; words: PaymentWords }) {
  return (
    <div className={prose.actions}>
      <Link href={localePath(locale, "/")} className={`${buttonStyles.button} ${buttonStyles.primary}`}>
        {words.goHome}
      </Link>
    </div>
  );
}

export function checkoutCancelledMetadata(locale: Locale): Metadata {
  const { cancelled } = paymentWords(locale);
  return pageMetadata({ title: cancelled.title, description: cancelled.description, path: "/stripe/cancelled", indexable: false, locale });
}

/** Where checkout's Cancel leads: leaving is no failure, so this is not 'Payment Failed' (/stripe/error stays for real failures: docs/product.md#payment-pages). */
export function CheckoutCancelled({ locale }: { locale: Locale }) {
  const words = paymentWords(locale);
  return (
    <article className={`${prose.page} ${prose.centered}`} aria-labelledby="checkout-cancelled-title">
      <h1 id="checkout-cancelled-title">{words.cancelled.title}</h1>
      <p className={prose.lead}>{words.cancelled.lead}</p>
      <p>{words.cancelled.again}</p>
      <GoHome locale={locale} words={words} />
    </article>
  );
}

export function paymentFailedMetadata(locale: Locale): Metadata {
  const { failed } = paymentWords(locale);
  return pageMetadata({ title: failed.title, description: failed.description, path: "/stripe/error", indexable: false, locale });
}

export function PaymentFailed({ locale }: { locale: Locale }) {
  const words = paymentWords(locale);
  return (
    <article className={`${prose.page} ${prose.centered}`} aria-labelledby="payment-error-title">
      <h1 id="payment-error-title">{words.failed.title}</h1>
      {/* docs/product.md#payment-pages: the sentence must read exactly so, with the address as the link text. */}
      <p>{withSupportEmail(words.failed.text)}</p>
      <GoHome locale={locale} words={words} />
    </article>
  );
}

/** One confirmation per request, shared by the title and the page. */
export const checkoutConfirmationFor = cache(async (sessionId: string | string[] | undefined) =>
  confirmCheckout(typeof sessionId === "string" ? sessionId : undefined),
);


type Success = { locale: Locale; confirmation: CheckoutConfirmation };

export function paymentSuccessMetadata({ locale, confirmation }: Success): Metadata {
  const words = paymentWords(locale);
  const titles: Record<CheckoutConfirmation, { title: string; description: string }> = {
    confirmed: { title: words.success.title, description: fill(words.success.description, { unlimited: unlimitedReadings(messagesFor(locale).account, "phrase") }) },
    pending: { title: words.pending.title, description: words.pending.description },
    unknown: { title: words.unknown.title, description: words.unknown.description },
  };
  return pageMetadata({ ...titles[confirmation], path: "/stripe/success", indexable: false, locale });
}

/**
 * The return from checkout: the Checkout Session named by `session_id` is confirmed with the billing
 * provider and its customer synced before success is claimed, so a user who is back before the
 * webhook sees Premium at once. A session that is not paid yet shows a calm 'confirming' state that
 * checks again; no session, or one the provider does not know, says at once that there is nothing
 * to confirm. Never a false success.
 */
export function PaymentSuccess({ locale, confirmation }: Success) {
  const words = paymentWords(locale);

  if (confirmation === "unknown") {
    return (
      <article className={`${prose.page} ${prose.centered}`} aria-labelledby="payment-unknown-title">
        <h1 id="payment-unknown-title">{words.unknown.heading}</h1>
        <p className={prose.lead}>{words.unknown.lead}</p>
        <p>{withSupportEmail(words.unknown.text)}</p>
        <GoHome locale={locale} words={words} />
      </article>
    );
  }

  if (confirmation === "pending") {
    return (
      <article className={`${prose.page} ${prose.centered}`} aria-labelledby="payment-pending-title">
        <h1 id="payment-pending-title">{words.pending.heading}</h1>
        <p className={prose.lead}>{words.pending.lead}</p>
        <p>{words.pending.text}</p>
        <ConfirmingPayment slow={fill(words.pending.slow, { email: getConfig().supportEmail })} />
        <GoHome locale={locale} words={words} />
      </article>
    );
  }

  return (
    <article className={`${prose.page} ${prose.centered}`} aria-labelledby="payment-success-title">
      <RefreshSignedInUser />
      <h1 id="payment-success-title">{words.success.heading}</h1>
      <p className={prose.lead}>{words.success.lead}</p>
      <p>{fill(words.success.text, { unlimited: unlimitedReadings(messagesFor(locale).account, "phrase") })}</p>
      <GoHome locale={locale} words={words} />
    </article>
  );
}
