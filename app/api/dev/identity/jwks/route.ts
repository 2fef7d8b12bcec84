import { localIssuerEnabled, localJwks } from "@/lib/auth/local-issuer";
import { jsonResponse } from "@/lib/http/respond";
import { localProviderRoute } from "@/lib/http/local-provider";

export const dynamic = "force-dynamic";

/** Local issuer only: its public signing key as a JWKS document. */
export const GET = localProviderRoute(localIssuerEnabled, async () => {
  return jsonResponse(await localJwks());
});
