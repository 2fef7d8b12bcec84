import { READING_PAYMENTS, USER_ROLES } from "@/lib/domain/vocabularies";
import { FREE_CATEGORY, getCategory, type CategoryId } from "./categories";
import { FREE_SPREADS, getSpread, type SpreadId } from "./spreads";
import { FREE_VOICE, getVoice, type Voice } from "./voices";

export { USER_ROLES };
/** The role stored on a user (docs/product.md#roles). */
export type UserRole = (typeof USER_ROLES)[number];
/** Who is looking at the reading screen: a signed-in role, or nobody. */
export type Viewer = UserRole | "anonymous";

/** What paid for a reading: a subscription, one of the month's free readings, or a referral bonus credit. */
export type PaidWith = (typeof READING_PAYMENTS)[number];

/** Free readings per UTC calendar month (docs/product.md#free-readings-per-month). */
export const FREE_READINGS_PER_MONTH = 3;
/** Bonus readings a referrer earns per credited referral, shown as '+3 credits' (docs/product.md#referral-bonus-readings). */
export const REFERRAL_BONUS_READINGS = 3;

/**
 * Fair use of a subscriber's "unlimited" readings per UTC day (docs/product.md#roles): the default of
 * SUBSCRIBER_READINGS_PER_DAY, which only benches and tests change.
 */
export const FAIR_USE_READINGS_PER_DAY = 50;

/** Follow-up questions per reading, by role (docs/product.md#follow-up-questions): a premium feature, 3 instead of 1. */
export const FOLLOW_UPS_PER_READING: Record<UserRole, number> = { free: 1, subscribed: 3 };

export function followUpsPerReading(role: UserRole): number {
  return FOLLOW_UPS_PER_READING[role];
}

export function hasPremiumAccess(viewer: Viewer): boolean {
  return viewer === "subscribed";
}

export function canUseSpread(viewer: Viewer, spread: SpreadId): boolean {
  return hasPremiumAccess(viewer) || !getSpread(spread).premium;
}

export function canUseCategory(viewer: Viewer, category: CategoryId): boolean {
  return hasPremiumAccess(viewer) || !getCategory(category).premium;
}

/** Gentle is everyone's voice; Direct, Practical and Mystic come with Premium (docs/product.md#reader-voices). */
export function canUseVoice(viewer: Viewer, voice: Voice): boolean {
  return hasPremiumAccess(viewer) || !getVoice(voice).premium;
}

/** What a reading is asked in: its spread, its category and, when one is chosen, its voice (gentle when absent). */
export type Selection = { type: SpreadId; category: CategoryId; voice?: Voice };

/** The roles whose readings are unlimited (within the day's fair use): they pay with their subscription. */
export const UNLIMITED_ROLES: readonly UserRole[] = USER_ROLES.filter(hasPremiumAccess);

/** The roles that may have a reading of this spread and category. */
export function rolesEntitledTo({ type, category, voice = FREE_VOICE }: Selection): UserRole[] {
  return USER_ROLES.filter((role) => canUseSpread(role, type) && canUseCategory(role, category) && canUseVoice(role, voice));
}

/**
 * docs/product.md#roles: with no user or role free, a premium spread becomes one_card and
 * a premium category becomes General question, and a premium voice Gentle. Subscribers keep their choice.
 */
export function coerceSelection(viewer: Viewer, selection: Selection): Selection {
  const { voice } = selection;
  return {
    type: canUseSpread(viewer, selection.type) ? selection.type : FREE_SPREADS[0],
    category: canUseCategory(viewer, selection.category) ? selection.category : FREE_CATEGORY,
    ...(voice === undefined ? {} : { voice: canUseVoice(viewer, voice) ? voice : FREE_VOICE }),
  };
}

/** Free readings left this month, never negative (the profile's '{3-N} free reading(s) left'). */
export function freeReadingsLeft(readingsThisMonth: number): number {
  return Math.max(0, FREE_READINGS_PER_MONTH - readingsThisMonth);
}

type Allowance = { role: UserRole; readingsThisMonth: number; bonusCredits: number };

/**
 * Readings a signed-in user may still start this month: the monthly free ones, then referral bonus
 * credits (docs/product.md#referral-bonus-readings). null for subscribers, who have no limit. The server's 402 stays the authority.
 */
export function readingsLeft({ role, readingsThisMonth, bonusCredits }: Allowance): number | null {
  if (hasPremiumAccess(role)) return null;
  return freeReadingsLeft(readingsThisMonth) + bonusCredits;
}
