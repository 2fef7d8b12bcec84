import { z } from "@/lib/zod";
import { userRoleSchema } from "@/lib/tarot/schemas";

/** The user JSON of spec §3 as the server sends it and the browser parses it. */
export const publicUserSchema = z.object({
  email: z.string(),
  role: userRoleSchema,
  referral_code: z.string(),
  bonus_credits: z.number().int().nonnegative(),
  stats: z.object({
    /** Month label, e.g. "November 2026". */
    month: z.string(),
    currentMonth: z.object({ total_count: z.number().int().nonnegative() }),
  }),
});

export type PublicUser = z.infer<typeof publicUserSchema>;
