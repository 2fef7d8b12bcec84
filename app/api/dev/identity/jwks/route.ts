import { localJwks } from "@/lib/auth/local-issuer";
import { localIssuerEnabled } from "@/lib/local-providers";
import { jsonResponse } from "@/lib/http/respond";
import { localProviderRoute, otherMethodsOfLocalProvider } from "@/lib/http/local-provider";

export const dynamic = "force-dynamic";

/** Local issuer only: its public signing key as a JWKS document. */
export const GET = localProviderRoute("/api/dev/identity/jwks", localIssuerEnabled, async () => {
  return jsonResponse(await localJwks());
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethodsOfLocalProvider("/api/dev/identity/jwks", localIssuerEnabled, ["GET", "HEAD"]);
