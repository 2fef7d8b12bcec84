import "server-only";
import { fill, plural } from "@/lib/i18n/fill";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import { messagesFor } from "@/languages";
import { readerDay } from "@/lib/time/format";
import type { AccountMail, NotificationContent, OutgoingMail } from "../types";
import { oneClickUnsubscribeUrl } from "./links";

/**
 * One message's e-mail (docs/architecture.md#notifications), pure: a plain text part and our own plain
 * HTML (inline styles, no remote image, no tracking pixel, every value escaped), the product's name, why
 * it was sent and a link to what it is about. Optional mail (the day's card, a check-in) carries a
 * one-click unsubscribe (RFC 8058) in its headers and its footer; account mail is part of the service
 * and carries none. Content never holds a reading's question or a check-in's note, so no mail can.
 * Every word is the reader's language's (languages/<locale>/messages/mail.ts); English is the specification's, exactly.
 */

const PRODUCT = "Arcana";

export type MailRecipient = {
  email: string;
  /** The signed-out unsubscribe page for optional mail; null for account mail. */
  unsubscribeUrl: string | null;
  messageId: string;
  /** The reader's language (`users.locale`, or the job's for a deleted account); English when absent. */
  locale?: Locale;
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

/** How a day reads in each language's mail: English keeps the en-GB style it always had ("25 December 2026"). */
const dateLocale = (locale: Locale) => (locale === DEFAULT_LOCALE ? "en-GB" : locale);

/**
 * "25 December 2026" ("25. Dezember 2026" in German…), from a `YYYY-MM-DD` date or an ISO timestamp (its
 * UTC day); anything else as it came. Push notifications write their days the same way.
 */
export function mailDate(value: string, locale: Locale = DEFAULT_LOCALE): string {
  const day = value.slice(0, 10);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? readerDay(day, { locale: dateLocale(locale) }) : value;
}

const product = { appName: PRODUCT };

function messageOf(content: NotificationContent, locale: Locale): Message {
  const words = messagesFor(locale).mail;
  switch (content.kind) {
    case "daily_card": {
      const card = { card: content.cardName, date: mailDate(content.date, locale) };
      return {
        subject: fill(words.dailyCard.subject, card),
        heading: fill(words.dailyCard.heading, card),
        paragraphs: [content.firstSentence],
        link: { label: words.dailyCard.link, url: content.url },
        why: fill(words.dailyCard.why, product),
      };
    }
    case "check_in":
      return {
        subject: words.checkIn.subject,
        heading: words.checkIn.heading,
        paragraphs: [fill(plural(locale, content.days, words.checkIn.asked), { date: mailDate(content.readingDate, locale) }), words.checkIn.writeItDown],
        link: { label: words.checkIn.link, url: content.url },
        why: fill(words.checkIn.why, product),
      };
    case "account":
      return accountMessage(content.mail, content, locale);
  }
}

function accountMessage(mail: AccountMail, content: { periodEnd?: string; portalUrl?: string; url: string }, locale: Locale): Message {
  const words = messagesFor(locale).mail.account;
  const why = fill(words.why, product);
  const profile = { label: words.profileLink, url: content.url };
  switch (mail) {
    case "subscription_started":
      return {
        subject: fill(words.subscription_started.subject, product),
        heading: words.subscription_started.heading,
        paragraphs: [words.subscription_started.body],
        link: profile,
        why,
      };
    case "cancellation_scheduled": {
      const said = words.cancellation_scheduled;
      const ends = content.periodEnd ? mailDate(content.periodEnd, locale) : undefined;
      return {
        subject: ends ? fill(said.subject, { ...product, date: ends }) : fill(said.subjectUndated, product),
        heading: said.heading,
        paragraphs: [ends ? fill(said.premiumUntil, { date: ends }) : said.notChargedAgain, said.renew],
        link: profile,
        why,
      };
    }
    case "premium_ended":
      return {
        subject: fill(words.premium_ended.subject, product),
        heading: words.premium_ended.heading,
        paragraphs: [words.premium_ended.body],
        link: profile,
        why,
      };
    case "payment_failed":
      return {
        subject: fill(words.payment_failed.subject, product),
        heading: words.payment_failed.heading,
        paragraphs: [words.payment_failed.body],
        link: { label: words.payment_failed.updateLink, url: content.portalUrl ?? content.url },
        extraLink: content.portalUrl ? profile : undefined,
        why,
      };
    case "account_deleted":
      return {
        subject: fill(words.account_deleted.subject, product),
        heading: words.account_deleted.heading,
        paragraphs: [words.account_deleted.body],
        link: { label: fill(words.account_deleted.link, product), url: content.url },
        why: fill(words.account_deleted.why, product),
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

function html(message: Message, unsubscribeUrl: string | null, locale: Locale): string {
  const paragraphs = message.paragraphs.map((text) => `<p style="${STYLE.paragraph}">${escapeHtml(text)}</p>`).join("");
  const links = [message.link, message.extraLink].filter((link) => link !== undefined).map((link) => `<p style="${STYLE.paragraph}">${anchor(link)}</p>`).join("");
  const unsubscribe = unsubscribeUrl ? ` ${anchor({ label: messagesFor(locale).mail.unsubscribe, url: unsubscribeUrl })}` : "";
  return [
    "<!doctype html>",
    `<html lang="${escapeHtml(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(message.subject)}</title></head>`,
    `<body style="${STYLE.body}"><div style="${STYLE.card}">`,
    `<p style="${STYLE.product}">${PRODUCT}</p>`,
    `<h1 style="${STYLE.heading}">${escapeHtml(message.heading)}</h1>`,
    paragraphs,
    links,
    `</div><p style="${STYLE.footer}">${escapeHtml(message.why)}${unsubscribe}</p>`,
    "</body></html>",
  ].join("\n");
}

function text(message: Message, unsubscribeUrl: string | null, locale: Locale): string {
  const words = messagesFor(locale).mail;
  const line = (link: { label: string; url: string }) => fill(words.linkLine, link);
  const links = [message.link, message.extraLink].filter((link) => link !== undefined).map(line);
  const footer = [message.why, ...(unsubscribeUrl ? [line({ label: words.unsubscribe, url: unsubscribeUrl })] : [])];
  return [PRODUCT, "", message.heading, "", ...message.paragraphs.flatMap((paragraph) => [paragraph, ""]), ...links, "", "--", ...footer, ""].join("\n");
}

/**
 * The e-mail of `content` to `to.email`, in `to.locale`; optional mail gets its unsubscribe link and headers,
 * account mail none. The links are the caller's: `content` and `to` already point to the reader's language.
 */
export function composeMail(content: NotificationContent, to: MailRecipient): OutgoingMail {
  const locale = to.locale ?? DEFAULT_LOCALE;
  const message = messageOf(content, locale);
  const unsubscribeUrl = content.kind === "account" ? null : to.unsubscribeUrl;
  const headers: Record<string, string> = unsubscribeUrl
    ? { "List-Unsubscribe": `<${oneClickUnsubscribeUrl(unsubscribeUrl)}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" }
    : {};
  return {
    to: to.email,
    subject: message.subject,
    text: text(message, unsubscribeUrl, locale),
    html: html(message, unsubscribeUrl, locale),
    headers,
    messageId: to.messageId,
  };
}
