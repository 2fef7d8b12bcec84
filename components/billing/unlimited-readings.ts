import type { Messages } from "@/languages";
import { fill } from "@/lib/i18n/fill";
import { FAIR_USE_READINGS_PER_DAY } from "@/lib/tarot/entitlements";

/**
 * What a subscription gives in readings, in the account catalog's words with the day's fair use filled in:
 * inside a sentence (`phrase`) or opening a line (`perk`).
 */
export function unlimitedReadings(account: Pick<Messages["account"], "unlimited">, form: "phrase" | "perk"): string {
  return fill(account.unlimited[form], { fairUse: FAIR_USE_READINGS_PER_DAY });
}
