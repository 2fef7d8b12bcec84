import { jsonResponse } from "@/lib/http/respond";
import { userRoute } from "@/lib/http/route";
import { toPublicUser } from "@/lib/users/users";

/** The signed-in user with this month's count (docs/product.md#sign-in-and-account-routes). */
export const GET = userRoute("/api/auth/user", async ({ user }) => jsonResponse(await toPublicUser(user)));
