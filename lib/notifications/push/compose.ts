import "server-only";
import { firstSentence } from "@/lib/daily/share-text";
import { fill, plural } from "@/lib/i18n/fill";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import { messagesFor } from "@/languages";
import { mailDate } from "../mail/compose";
import type { NotificationContent, PushMessage } from "../types";

/**
 * What a push notification says (pure), in the reader's language: the card of the day by its name with its
 * message's first sentence, a check-in as a plain 'What happened?' (never the reading's question), an account
 * event as a short title. `tag` names the message, so a resend replaces the shown notification rather than
 * adding a second. The words are the mail catalogs' `push` (languages/<locale>/messages/mail.ts); English is the specification's, exactly.
 */
export function composePush(content: NotificationContent, locale: Locale = DEFAULT_LOCALE): PushMessage {
  const words = messagesFor(locale).mail.push;
  switch (content.kind) {
    case "daily_card":
      return {
        title: fill(words.dailyCardTitle, { card: content.cardName }),
        body: firstSentence(content.firstSentence),
        url: content.url,
        tag: `daily_card:${content.date}`,
      };
    case "check_in":
      return {
        title: words.checkIn.title,
        body: fill(plural(locale, content.days, words.checkIn.body), { date: mailDate(content.readingDate, locale) }),
        url: content.url,
        tag: `check_in:${content.url}`,
      };
    case "account": {
      const said = words[content.mail];
      const body =
        content.mail === "cancellation_scheduled"
          ? content.periodEnd
            ? fill(words.cancellation_scheduled.body, { date: mailDate(content.periodEnd, locale) })
            : words.cancellation_scheduled.bodyUndated
          : said.body;
      return { title: said.title, body, url: content.url, tag: `account:${content.mail}` };
    }
  }
}
