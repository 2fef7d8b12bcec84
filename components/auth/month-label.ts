import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";

/** The server's label of its UTC month, in English as lib/time/period.ts writes it: "November 2026". */
const ENGLISH_MONTHS = Array.from({ length: 12 }, (_, month) =>
  new Intl.DateTimeFormat("en-US", { month: "long", timeZone: "UTC" }).format(new Date(Date.UTC(2000, month, 1))),
);

/**
 * The profile's month ("This Month (November 2026)") in the page's language: the server names its UTC
 * month in English, which an English page shows as it is and another language writes its own way
 * ("noviembre de 2026"). A label it cannot read is shown as it came.
 */
export function monthLabel(label: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return label;
  const match = /^([A-Za-z]+) (\d{4})$/.exec(label.trim());
  const month = match ? ENGLISH_MONTHS.indexOf(match[1]) : -1;
  if (!match || month < 0) return label;
  return new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(Date.UTC(Number(match[2]), month, 1)));
}
