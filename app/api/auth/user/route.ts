import { jsonResponse } from "@/lib/http/respond";
import { signedInRoute } from "@/lib/http/route";
import { toPublicUser } from "@/lib/users/users";

/** The signed-in user with this month's count (docs/product.md#sign-in-and-account-routes). */
export const GET = signedInRoute("/api/auth/user", async ({ user }) => jsonResponse(await toPublicUser(user)));
