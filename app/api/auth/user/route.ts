import { jsonResponse } from "@/lib/http/respond";
import { userRoute } from "@/lib/http/route";
import { toPublicUser } from "@/lib/users/users";

/** The signed-in user (spec §3), with this month's completed readings. */
export const GET = userRoute(async (_request, user) => jsonResponse(await toPublicUser(user)));
