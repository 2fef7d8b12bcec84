import { localIssuerEnabled, localJwks } from "@/lib/auth/local-issuer";
import { HttpError, jsonResponse } from "@/lib/http/respond";
import { publicRoute } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** Local issuer only: its public signing key as a JWKS document. */
export const GET = publicRoute(async () => {
  if (!localIssuerEnabled()) throw new HttpError(404, "Not found", "not_found");
  return jsonResponse(await localJwks());
});
