import { z } from "@/lib/zod";
import { issueLocalIdToken, localIssuerEnabled } from "@/lib/auth/local-issuer";
import { readJsonBody } from "@/lib/http/body";
import { AppError } from "@/lib/errors";
import { jsonResponse } from "@/lib/http/respond";
import { publicRoute } from "@/lib/http/route";

const tokenRequest = z.object({ email: z.email().max(254), nonce: z.string().max(256).optional() });

/** Local issuer only: an ID token for any e-mail, for the popup page, scripts and tests. */
export const POST = publicRoute(async (request) => {
  if (!localIssuerEnabled()) throw new AppError("not_found", "Not found");
  const { email, nonce } = await readJsonBody(request, tokenRequest);
  return jsonResponse({ idToken: await issueLocalIdToken({ email, nonce }) });
});
