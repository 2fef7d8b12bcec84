import "server-only";
import { firstSentence, longDate } from "@/lib/daily/share-text";
import type { AccountMail, NotificationContent, PushMessage } from "../types";

/**
 * What a push notification says (pure): the card of the day by its name with its message's first sentence,
 * a check-in as a plain 'What happened?' (never the reading's question), an account event as a short title.
 * `tag` names the message, so a resend replaces the shown notification rather than adding a second.
 */
export function composePush(content: NotificationContent): PushMessage {
  switch (content.kind) {
    case "daily_card":
      return {
        title: `Your card of the day: ${content.cardName}`,
        body: firstSentence(content.firstSentence),
        url: content.url,
        tag: `daily_card:${content.date}`,
      };
    case "check_in":
      return {
        title: "What happened?",
        body: `It has been ${content.days} days since your reading of ${dayInWords(content.readingDate)}. Note how it turned out.`,
        url: content.url,
        tag: `check_in:${content.url}`,
      };
    case "account":
      return { ...ACCOUNT_WORDS[content.mail](content.periodEnd), url: content.url, tag: `account:${content.mail}` };
  }
}

const ACCOUNT_WORDS: Record<AccountMail, (periodEnd: string | undefined) => { title: string; body: string }> = {
  subscription_started: () => ({ title: "Premium has started", body: "Thank you for subscribing: every spread, category and voice is yours." }),
  cancellation_scheduled: (periodEnd) => ({
    title: "Your cancellation is scheduled",
    body: periodEnd ? `Premium stays on until ${dayInWords(periodEnd)}.` : "Premium stays on until the end of the period you paid for.",
  }),
  premium_ended: () => ({ title: "Premium has ended", body: "Your readings and journal are still here." }),
  payment_failed: () => ({ title: "A renewal payment failed", body: "Update your payment method to keep Premium." }),
  account_deleted: () => ({ title: "Your account is deleted", body: "Your readings and data are gone." }),
};

/** "12 November 2026" for a day or a timestamp; anything else as it came. */
function dayInWords(date: string): string {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(date)?.[0];
  return day ? longDate(day) : date;
}
