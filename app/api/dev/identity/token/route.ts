import { z } from "@/lib/zod";
import { issueLocalIdToken } from "@/lib/auth/local-issuer";
import { localIssuerEnabled } from "@/lib/local-providers";
import { readJsonBody } from "@/lib/http/body";
import { jsonResponse } from "@/lib/http/respond";
import { localProviderRoute, otherMethodsOfLocalProvider } from "@/lib/http/local-provider";
import { lineText } from "@/lib/text";

const tokenRequest = z.object({ email: lineText().pipe(z.email().max(254)), nonce: lineText().max(256).optional() });

/** Local issuer only: an ID token for any e-mail, for the popup page, scripts and tests. */
export const POST = localProviderRoute("/api/dev/identity/token", localIssuerEnabled, async ({ request }) => {
  const { email, nonce } = await readJsonBody(request, tokenRequest);
  return jsonResponse({ idToken: await issueLocalIdToken({ email, nonce }) });
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethodsOfLocalProvider("/api/dev/identity/token", localIssuerEnabled, ["POST"]);
