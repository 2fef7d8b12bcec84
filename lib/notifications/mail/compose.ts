import "server-only";
import { longDate } from "@/lib/daily/share-text";
import type { AccountMail, NotificationContent, OutgoingMail } from "../types";
import { oneClickUnsubscribeUrl } from "./links";

/**
 * One message's e-mail (docs/architecture.md#notifications), pure: a plain text part and our own plain
 * HTML (inline styles, no remote image, no tracking pixel, every value escaped), the product's name, why
 * it was sent and a link to what it is about. Optional mail (the day's card, a check-in) carries a
 * one-click unsubscribe (RFC 8058) in its headers and its footer; account mail is part of the service
 * and carries none. Content never holds a reading's question or a check-in's note, so no mail can.
 */

const PRODUCT = "Arcana";

export type MailRecipient = {
  email: string;
  /** The signed-out unsubscribe page for optional mail; null for account mail. */
  unsubscribeUrl: string | null;
  messageId: string;
};

/** What a mail says, before it is written out as text and HTML. */
type Message = {
  subject: string;
  heading: string;
  paragraphs: string[];
  link: { label: string; url: string };
  /** A second link (the billing portal of a failed renewal). */
  extraLink?: { label: string; url: string };
  why: string;
};

/** "25 December 2026", from a `YYYY-MM-DD` date or an ISO timestamp (its UTC day). */
export function mailDate(value: string): string {
  const day = value.slice(0, 10);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? longDate(day) : value;
}

function messageOf(content: NotificationContent): Message {
  switch (content.kind) {
    case "daily_card":
      return {
        subject: `Your card of the day: ${content.cardName}`,
        heading: `Your card of the day for ${mailDate(content.date)}: ${content.cardName}`,
        paragraphs: [content.firstSentence],
        link: { label: "See your card of the day", url: content.url },
        why: `You get this because you turned on the card of the day by e-mail in your ${PRODUCT} profile.`,
      };
    case "check_in":
      return {
        subject: "Your check-in: what happened after your reading",
        heading: "Time for your check-in",
        paragraphs: [
          `On ${mailDate(content.readingDate)} you asked us to check in with you ${content.days} days after a reading.`,
          "When you have a moment, write down what happened. It stays with the reading in your journal.",
        ],
        link: { label: "Check in on your reading", url: content.url },
        why: `You get this because you asked for a check-in after a reading in ${PRODUCT}.`,
      };
    case "account":
      return accountMessage(content.mail, content);
  }
}

function accountMessage(mail: AccountMail, content: { periodEnd?: string; portalUrl?: string; url: string }): Message {
  const why = `You get this because it is about your ${PRODUCT} account.`;
  switch (mail) {
    case "subscription_started":
      return {
        subject: `Your ${PRODUCT} subscription has started`,
        heading: "Thank you for subscribing",
        paragraphs: ["Your subscription has started and premium is yours. You can change or cancel it from your profile at any time."],
        link: { label: "Go to your profile", url: content.url },
        why,
      };
    case "cancellation_scheduled": {
      const ends = content.periodEnd ? mailDate(content.periodEnd) : undefined;
      return {
        subject: ends ? `Your ${PRODUCT} subscription is cancelled: premium ends on ${ends}` : `Your ${PRODUCT} subscription is cancelled`,
        heading: "Your subscription is cancelled",
        paragraphs: [
          ends ? `Premium stays yours until ${ends}; after that you will not be charged again.` : "You will not be charged again.",
          "Changed your mind? You can renew from your profile before then.",
        ],
        link: { label: "Go to your profile", url: content.url },
        why,
      };
    }
    case "premium_ended":
      return {
        subject: `Your ${PRODUCT} premium has ended`,
        heading: "Your premium has ended",
        paragraphs: ["Your subscription has ended. Your journal and readings are still yours, and you can subscribe again at any time."],
        link: { label: "Go to your profile", url: content.url },
        why,
      };
    case "payment_failed":
      return {
        subject: `Your ${PRODUCT} renewal payment failed`,
        heading: "Your renewal payment failed",
        paragraphs: ["We could not take the payment for your subscription's renewal. Update your payment method to keep premium."],
        link: { label: "Update your payment method", url: content.portalUrl ?? content.url },
        extraLink: content.portalUrl ? { label: "Go to your profile", url: content.url } : undefined,
        why,
      };
    case "account_deleted":
      return {
        subject: `Your ${PRODUCT} account is deleted`,
        heading: "Your account is deleted",
        paragraphs: ["Your account and everything in it (readings, journal, cards of the day and preferences) have been deleted, as you asked. Any subscription was cancelled."],
        link: { label: `Visit ${PRODUCT}`, url: content.url },
        why: `You get this once, as the receipt of your ${PRODUCT} account's deletion.`,
      };
  }
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

const STYLE = {
  body: "margin:0;padding:24px;background:#f6f3ee;color:#2b2233;font-family:Georgia,'Times New Roman',serif;font-size:16px;line-height:1.5",
  card: "max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px",
  product: "margin:0 0 16px;font-size:14px;letter-spacing:0.08em;text-transform:uppercase;color:#6b5a7a",
  heading: "margin:0 0 16px;font-size:22px;font-weight:normal",
  paragraph: "margin:0 0 16px",
  link: "color:#5b3a8c",
  footer: "max-width:560px;margin:16px auto 0;font-size:13px;color:#6b5a7a",
};

const anchor = (link: { label: string; url: string }) => `<a href="${escapeHtml(link.url)}" style="${STYLE.link}">${escapeHtml(link.label)}</a>`;

function html(message: Message, unsubscribeUrl: string | null): string {
  const paragraphs = message.paragraphs.map((text) => `<p style="${STYLE.paragraph}">${escapeHtml(text)}</p>`).join("");
  const links = [message.link, message.extraLink].filter((link) => link !== undefined).map((link) => `<p style="${STYLE.paragraph}">${anchor(link)}</p>`).join("");
  const unsubscribe = unsubscribeUrl ? ` ${anchor({ label: "Unsubscribe", url: unsubscribeUrl })}` : "";
  return [
    "<!doctype html>",
    `<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(message.subject)}</title></head>`,
    `<body style="${STYLE.body}"><div style="${STYLE.card}">`,
    `<p style="${STYLE.product}">${PRODUCT}</p>`,
    `<h1 style="${STYLE.heading}">${escapeHtml(message.heading)}</h1>`,
    paragraphs,
    links,
    `</div><p style="${STYLE.footer}">${escapeHtml(message.why)}${unsubscribe}</p>`,
    "</body></html>",
  ].join("\n");
}

function text(message: Message, unsubscribeUrl: string | null): string {
  const links = [message.link, message.extraLink].filter((link) => link !== undefined).map((link) => `${link.label}: ${link.url}`);
  const footer = [message.why, ...(unsubscribeUrl ? [`Unsubscribe: ${unsubscribeUrl}`] : [])];
  return [PRODUCT, "", message.heading, "", ...message.paragraphs.flatMap((paragraph) => [paragraph, ""]), ...links, "", "--", ...footer, ""].join("\n");
}

/** The e-mail of `content` to `to.email`; optional mail gets its unsubscribe link and headers, account mail none. */
export function composeMail(content: NotificationContent, to: MailRecipient): OutgoingMail {
  const message = messageOf(content);
  const unsubscribeUrl = content.kind === "account" ? null : to.unsubscribeUrl;
  const headers: Record<string, string> = unsubscribeUrl
    ? { "List-Unsubscribe": `<${oneClickUnsubscribeUrl(unsubscribeUrl)}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" }
    : {};
  return {
    to: to.email,
    subject: message.subject,
    text: text(message, unsubscribeUrl),
    html: html(message, unsubscribeUrl),
    headers,
    messageId: to.messageId,
  };
}
