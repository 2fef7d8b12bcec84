/**
 * When the reader asked a question before, in their own time zone, for the similar-question offer
 * ('You asked this on Tuesday — …'): "today", "yesterday", or "on" and the weekday. The words around it are
 * English, so the weekday is too; the day is the reader's.
 */
export function askedWhen(askedAt: Date, now: Date, timeZone?: string): string {
  const days = dayNumber(now, timeZone) - dayNumber(askedAt, timeZone);
  if (days <= 0) return "today";
  if (days === 1) return "yesterday";
  return `on ${new Intl.DateTimeFormat("en-US", { weekday: "long", timeZone }).format(askedAt)}`;
}

/** The local calendar day of an instant, as a count of days, so two of them subtract. */
function dayNumber(instant: Date, timeZone: string | undefined): number {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "numeric", day: "numeric" }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((entry) => entry.type === type)?.value);
  return Date.UTC(part("year"), part("month") - 1, part("day")) / 86_400_000;
}

/** The offer's sentence before its link: 'You asked this on Tuesday — '. */
export function askedThisSentence(askedAt: Date, now: Date, timeZone?: string): string {
  return `You asked this ${askedWhen(askedAt, now, timeZone)} — `;
}
