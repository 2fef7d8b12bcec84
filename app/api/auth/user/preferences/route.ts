import { readJsonBody } from "@/lib/http/body";
import { jsonResponse } from "@/lib/http/respond";
import { signedInRoute } from "@/lib/http/route";
import { savePreferences } from "@/lib/users/preferences";
import { preferencesRequestSchema } from "@/lib/users/preferences-request";
import { toPublicUser } from "@/lib/users/users";

/** The reader's preferences (docs/product.md#sign-in-and-account-routes): `{ rememberReadings }`; answers the user JSON. */
export const PUT = signedInRoute("/api/auth/user/preferences", async ({ request, user }) => {
  const body = await readJsonBody(request, preferencesRequestSchema);
  return jsonResponse(await toPublicUser(await savePreferences(user, body)));
});
