import { z } from "@/lib/zod";

/** One entry of GET /api/referrals (docs/product.md#referrals-route), as the server sends it and the browser parses it. */
const referralEntrySchema = z.object({
  /** Masked, e.g. "al•••@example.com"; null once the referred account is deleted ('Unknown'). */
  email: z.string().nullable(),
  createdAt: z.string(),
  /** The referral earned its referrer the bonus. */
  credited: z.boolean(),
  /** The referred user has not completed a first reading yet. */
  pending: z.boolean(),
});
export const referralsResponseSchema = z.object({ referrals: z.array(referralEntrySchema) });

export type ReferralEntry = z.infer<typeof referralEntrySchema>;
