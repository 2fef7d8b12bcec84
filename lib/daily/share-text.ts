import { readerDay } from "@/lib/time/format";

/**
 * The words of a shared card of the day (docs/product.md#card-of-the-day): where its page lives, its date
 * in words, and the first sentence of its message. Pure, shared by the page, its pictures and the panel.
 */

/** The public page of a card of the day; `referralCode` makes a signed-in sharer's link feed the referral scheme. */
export function sharePath(date: string, slug: string, referralCode?: string | null): string {
  const page = `/daily/${date}/${slug}`;
  return referralCode ? `${page}?ref=${encodeURIComponent(referralCode)}` : page;
}

/** "25 November 2026": the calendar day itself, in no time zone (a `YYYY-MM-DD` names one day everywhere). */
export function longDate(date: string): string {
  // Pages, pictures and messages made on the server, for anyone: the readers' style in en-GB.
  return readerDay(date, { locale: "en-GB" });
}

/** The message's first sentence as plain text (no markdown marks), cut at a word near `max` characters. */
export function firstSentence(markdown: string, max = 160): string {
  const plain = markdown.replace(/[*_`#>]+/g, "").replace(/\s+/g, " ").trim();
  const sentence = /^.+?[.!?](?=\s|$)/.exec(plain)?.[0] ?? plain;
  if (sentence.length <= max) return sentence;
  const cut = sentence.slice(0, max);
  return `${cut.slice(0, cut.lastIndexOf(" ")).replace(/[,;:]$/, "")}…`;
}
