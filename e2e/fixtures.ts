import { expect, type APIRequestContext, type Page } from "@playwright/test";

export function uniqueEmail(prefix = "journey"): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/**
 * Signs a user in through the API (local issuer token → session) and stores the session the way the
 * app does, so journeys other than the sign-in one skip the popup.
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

/**
 * With the sign-in dialog open, signs in through the local identity provider's popup. Every wait is
 * armed before the action that ends it: a popup that opens or closes fast is never missed.
 */
export async function completePopupSignIn(page: Page, email: string): Promise<void> {
  const dialog = page.getByRole("dialog", { name: "Sign in to Continue" });
  await expect(dialog).toBeVisible();
  const [popup] = await Promise.all([page.waitForEvent("popup"), dialog.getByRole("button", { name: "Sign in with Google" }).click()]);
  // The provider's form works only once hydrated: a click before that submits the bare HTML form,
  // reloads the popup without its parameters, and the popup never closes. React marks hydrated nodes.
  await popup.waitForFunction(() => {
    const input = document.getElementById("local-email");
    return input !== null && Object.keys(input).some((key) => key.startsWith("__reactProps"));
  });
  await popup.getByLabel("E-mail").fill(email);
  await Promise.all([popup.waitForEvent("close"), popup.getByRole("button", { name: "Continue" }).click()]);
}

/** Signs in from the header through the real popup, as a person would. */
export async function signInThroughPopup(page: Page, email: string): Promise<void> {
  await page.getByRole("banner").getByRole("button", { name: "Sign In" }).click();
  await completePopupSignIn(page, email);
  await expect(page.getByText("Signed in with Google!")).toBeVisible();
}

/**
 * Sums the page's layout shifts from its first byte (CLS without session windows: the stricter figure).
 * Install before navigating; read with `layoutShift(page)`.
 */
export async function installLayoutShiftMeter(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const meter = { total: 0 };
    (window as unknown as { __layoutShift: typeof meter }).__layoutShift = meter;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) meter.total += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

export const layoutShift = (page: Page): Promise<number> => page.evaluate(() => (window as unknown as { __layoutShift: { total: number } }).__layoutShift.total);

/**
 * Makes the signed-in user a subscriber through the local checkout's own calls, as paying would, and
 * waits until the server says so (the local checkout delivers its events through an outbox).
 */
export async function subscribeByApi(request: APIRequestContext, token: string): Promise<void> {
  const headers = { Authorization: `Bearer ${token}` };
  const session = await request.post("/api/payments/create-checkout-session", { headers, data: {} });
  expect(session.status()).toBe(200);
  const { sessionId } = (await session.json()) as { sessionId: string };
  expect((await request.post(`/api/dev/checkout/${encodeURIComponent(sessionId)}`, { data: { outcome: "paid" } })).status()).toBe(200);
  await expect
    .poll(async () => ((await (await request.get("/api/auth/user", { headers })).json()) as { role: string }).role, { timeout: 15_000 })
    .toBe("subscribed");
}

/** Draws a one-card reading on the home page and waits for its interpretation to be whole. */
export async function drawOneCard(page: Page, question: string): Promise<void> {
  await page.getByRole("textbox", { name: "What do you want to ask?" }).fill(question);
  await page.getByRole("group", { name: "Deck" }).getByRole("button", { name: /^Card \d+ of 22/ }).nth(2).click();
  await page.getByRole("button", { name: "Continue..." }).click();
  await page.getByRole("button", { name: "Reveal and interpret" }).click();
  await expect(page.getByTestId("interpretation")).toHaveAttribute("aria-busy", "false");
  await expect(page.getByRole("heading", { name: "Summary" })).toBeVisible();
}
