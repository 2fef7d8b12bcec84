import { FOLLOW_UPS_PER_READING, followUpsPerReading, hasPremiumAccess, type UserRole } from "@/lib/tarot/entitlements";

/**
 * What a reader hears once a reading's follow-ups are used (docs/product.md#follow-up-questions): the
 * server's 403 `follow_up_limit` and the box that takes the question's place say the same. A free reader
 * is offered the subscription.
 */
export function followUpLimitMessage(role: UserRole): string {
  const limit = followUpsPerReading(role);
  return hasPremiumAccess(role)
    ? `You have asked the ${limit} follow-up questions this reading includes. Draw a new reading to ask about new cards.`
    : `A free reading includes ${limit} follow-up question, and you have asked it. Subscribe to ask ${FOLLOW_UPS_PER_READING.subscribed} follow-up questions on every reading.`;
}
