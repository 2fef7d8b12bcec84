import { SUBSCRIPTION_PRICE } from "@/components/billing/price";
import type { PrefixedLocale } from "@/lib/i18n/locales";

/** The subscription's euros, read from the one plan's price ("EUR 3.99/month"). */
const EUROS = Number(/^EUR (\d+(?:\.\d+)?)\//.exec(SUBSCRIPTION_PRICE)?.[1]);
if (!Number.isFinite(EUROS)) throw new Error(`No price in euros in "${SUBSCRIPTION_PRICE}"`);

/**
 * The monthly price as a language writes euros ("3,99 €", "€ 3,99"), for the translated terms; the English
 * page keeps the specification's "EUR 3.99".
 */
export function subscriptionPrice(locale: PrefixedLocale): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency: "EUR" }).format(EUROS);
}
