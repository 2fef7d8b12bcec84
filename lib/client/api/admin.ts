import { z } from "@/lib/zod";
import type { ApiResult } from "../api-result";
import { callApi } from "./call";

/** The operator console's actions on a customer (docs/product.md#operator-routes), as the browser calls them. */

const grantedSchema = z.object({ bonusCredits: z.number().int().nonnegative() });
const resyncedSchema = z.object({ role: z.string() });
const revokedSchema = z.object({ revoked: z.number().int().nonnegative() });

function customerAction<Data>(userId: string, action: string, body: object, answer: z.ZodType<Data>): Promise<ApiResult<{ data: Data }>> {
  return callApi(`/api/admin/users/${encodeURIComponent(userId)}/${action}`, { method: "POST", json: body, answer });
}

export const grantReadings = (userId: string, body: { readings: number; reason: string }) => customerAction(userId, "grant", body, grantedSchema);
export const resyncCustomer = (userId: string, body: { reason?: string }) => customerAction(userId, "resync", body, resyncedSchema);
export const revokeCustomerSessions = (userId: string, body: { reason?: string }) => customerAction(userId, "revoke-sessions", body, revokedSchema);
