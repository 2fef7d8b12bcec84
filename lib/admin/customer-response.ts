import "server-only";
import { z } from "@/lib/zod";
import { userRoleSchema } from "@/lib/tarot/schemas";
import { adminActionEntrySchema } from "./admin-action";

/**
 * What the console shows of a customer (docs/product.md#operator-console): their account, plan, counts
 * and sessions, and what operators did to it. Never their questions, readings or follow-ups.
 */
const customerEntrySchema = z.object({
  id: z.string(),
  email: z.string(),
  role: userRoleSchema,
  createdAt: z.iso.datetime(),
  /** The billing provider's customer id, to find them there; null before a first checkout. */
  billingCustomerId: z.string().nullable(),
  subscriptions: z.array(
    z.object({
      id: z.string(),
      status: z.string(),
      currentPeriodEnd: z.iso.datetime().nullable(),
      cancelAtPeriodEnd: z.boolean(),
    }),
  ),
  /** This UTC month: the account's readings kept (completed or in progress), and what its identity has used (it outlives a deleted account). */
  readingsThisMonth: z.number().int().nonnegative(),
  identityReadingsThisMonth: z.number().int().nonnegative(),
  bonusCredits: z.number().int().nonnegative(),
  referrals: z.object({ made: z.number().int().nonnegative(), credited: z.number().int().nonnegative(), referred: z.boolean() }),
  sessions: z.array(
    z.object({
      createdAt: z.iso.datetime(),
      lastUsedAt: z.iso.datetime(),
      expiresAt: z.iso.datetime(),
      revokedAt: z.iso.datetime().nullable(),
      live: z.boolean(),
    }),
  ),
  actions: z.array(adminActionEntrySchema),
});
export type CustomerEntry = z.infer<typeof customerEntrySchema>;

/** GET /api/admin/users?email=: every account with that e-mail (accounts are keyed by the provider's subject, so there may be more than one). */
export const customerLookupSchema = z.object({ customers: z.array(customerEntrySchema) });
