import { expect, type APIRequestContext, type Page } from "@playwright/test";

export function uniqueEmail(prefix = "journey"): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/**
 * Signs a user in through the API (local issuer token → session) and stores the session the way the
 * app does, so journeys other than the sign-in one skip the popup (STYLE.md "Tests").
 */
export async function signInByApi(page: Page, request: APIRequestContext, email = uniqueEmail()): Promise<string> {
  const issued = await request.post("/api/dev/identity/token", { data: { email } });
  const { idToken } = (await issued.json()) as { idToken: string };
  const signedIn = await request.post("/api/auth/google", { data: { idToken } });
  expect(signedIn.status()).toBe(200);
  const { token } = (await signedIn.json()) as { token: string };
  await page.addInitScript((value) => window.localStorage.setItem("auth.token", value), token);
  return token;
}
