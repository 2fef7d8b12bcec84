import { LOCALES } from "@/lib/domain/vocabularies";
import { z } from "@/lib/zod";
import { userRoleSchema } from "@/lib/tarot/schemas";

/** A subscriber's plan as the profile shows it: "Premium until 12 March, then Free" while it is cancelling. */
const subscriptionSummarySchema = z.object({
  cancelAtPeriodEnd: z.boolean(),
  /** ISO 8601; null when the provider named no period end. */
  currentPeriodEnd: z.iso.datetime().nullable(),
});

/** The user JSON (docs/product.md#sign-in-and-account-routes) as the server sends it and the browser parses it (plus `subscription`, null unless subscribed). */
export const publicUserSchema = z.object({
  email: z.string(),
  role: userRoleSchema,
  referral_code: z.string(),
  bonus_credits: z.number().int().nonnegative(),
  /** While bonus readings are left: why support last granted some ('Given by support: …'), else null (null from a server that does not say). */
  bonus_grant_reason: z.string().nullable().default(null),
  stats: z.object({
    /** Month label, e.g. "November 2026". */
    month: z.string(),
    currentMonth: z.object({ total_count: z.number().int().nonnegative() }),
  }),
  subscription: subscriptionSummarySchema.nullable(),
  /** 'Let readings remember my recent readings', as it applies: on by default for a subscriber, never for a free reader (false from a server that does not say). */
  remember_readings: z.boolean().default(false),
  /** The language the reader chose, null until they choose (null from a server that does not say). */
  locale: z.enum(LOCALES).nullable().default(null),
});

export type PublicUser = z.infer<typeof publicUserSchema>;
