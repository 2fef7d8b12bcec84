import { ADMIN_ACTIONS } from "@/lib/domain/vocabularies";
import { writtenText } from "@/lib/text";
import { z } from "@/lib/zod";

/** What an operator can do to a customer's account through the console, each leaving one audit row. */
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

/** The most bonus readings one grant may give: a support gesture, not a subscription. */
export const MAX_GRANTED_READINGS = 50;
const REASON_MAX_LENGTH = 500;

const reason = writtenText().trim().max(REASON_MAX_LENGTH);

/** POST /api/admin/users/:id/grant: how many bonus readings, and why (the audit row keeps it). */
export const grantRequestSchema = z.object({
  readings: z.number().int().min(1).max(MAX_GRANTED_READINGS),
  reason: reason.min(1, "say why the readings are granted"),
});

/** POST .../resync and .../revoke-sessions: why, optionally. */
export const actionRequestSchema = z.object({ reason: reason.optional() });

/** One row of the audit list, as the console and `GET /api/admin/users` show it. */
export const adminActionEntrySchema = z.object({
  id: z.string(),
  createdAt: z.iso.datetime(),
  adminEmail: z.string(),
  action: z.enum(ADMIN_ACTIONS),
  /** The customer's id and e-mail; null once their account was deleted. */
  target: z.object({ userId: z.string(), email: z.string() }).nullable(),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
});
export type AdminActionEntry = z.infer<typeof adminActionEntrySchema>;
