import { localIssuerEnabled, localJwks } from "@/lib/auth/local-issuer";
import { AppError } from "@/lib/errors";
import { jsonResponse } from "@/lib/http/respond";
import { publicRoute } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** Local issuer only: its public signing key as a JWKS document. */
export const GET = publicRoute(async () => {
  if (!localIssuerEnabled()) throw new AppError("not_found", "Not found");
  return jsonResponse(await localJwks());
});
