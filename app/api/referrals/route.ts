import { jsonResponse } from "@/lib/http/respond";
import { signedInRoute } from "@/lib/http/route";
import { listReferrals } from "@/lib/referrals/list";

/** The caller's referrals, newest first, e-mails masked (docs/product.md#referrals-route). */
export const GET = signedInRoute("/api/referrals", async ({ user }) => jsonResponse({ referrals: await listReferrals(user.id) }));
