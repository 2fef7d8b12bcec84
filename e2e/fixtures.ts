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

/** Signs in through the real popup of the local identity provider, as a person would. */
export async function signInThroughPopup(page: Page, email: string): Promise<void> {
  await page.getByRole("banner").getByRole("button", { name: "Sign In" }).click();
  const dialog = page.getByRole("dialog", { name: "Sign in to Continue" });
  await expect(dialog).toBeVisible();
  const [popup] = await Promise.all([page.waitForEvent("popup"), dialog.getByRole("button", { name: "Sign in with Google" }).click()]);
  await popup.getByLabel("E-mail").fill(email);
  // Armed before the click: the popup may close before a wait started afterwards could see it.
  await Promise.all([popup.waitForEvent("close"), popup.getByRole("button", { name: "Continue" }).click()]);
  await expect(page.getByText("Signed in with Google!")).toBeVisible();
}
