import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe";
import { signInThroughPopup, uniqueEmail } from "./fixtures";

test.describe("accounts", () => {
  test("sign in by popup, stay signed in, log out, sign in again and delete the account", async ({ page, request }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail();
    await page.goto("/");
    await signInThroughPopup(page, email);

    const header = page.getByRole("banner");
    await expect(header.getByRole("button", { name: "Free" })).toBeVisible();
    await expect(header.getByRole("button", { name: "Profile" })).toBeVisible();

    await page.reload();
    await expect(header.getByRole("button", { name: "Profile" })).toBeVisible();
    await header.getByRole("button", { name: "Profile" }).click();
    const profile = page.getByRole("dialog", { name: "Profile" });
    await expect(profile).toBeVisible();
    await expect(profile.getByText(email)).toBeVisible();
    await expect(profile.getByText("Tarot Reading Stats")).toBeVisible();
    await expect(profile.getByText(/^This Month \([A-Z][a-z]+ \d{4}\)$/)).toBeVisible();
    await expect(profile.getByText("0 / 3")).toBeVisible();
    await expect(profile.getByText("3 free readings left this month")).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const firstToken = await page.evaluate(() => localStorage.getItem("auth.token"));
    const loggedOut = page.waitForResponse((response) => response.url().endsWith("/api/auth/logout"));
    await profile.getByRole("button", { name: "Log Out" }).click();
    expect((await loggedOut).status()).toBe(200);
    await expect(page.getByText("Logged out successfully")).toBeVisible();
    await expect(header.getByRole("button", { name: "Sign In" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("auth.token"))).toBeNull();
    // The server revoked the session: the old token is refused at once, not in 30 days.
    const revoked = await request.get("/api/auth/user", { headers: { Authorization: `Bearer ${firstToken}` } });
    expect(revoked.status()).toBe(401);

    await signInThroughPopup(page, email);
    const token = await page.evaluate(() => localStorage.getItem("auth.token"));
    expect(token).toBeTruthy();
    const before = await request.get("/api/auth/user", { headers: { Authorization: `Bearer ${token}` } });
    expect(before.status()).toBe(200);

    await header.getByRole("button", { name: "Profile" }).click();
    // The confirmation is the profile dialog's own, not the browser's confirm() (issue 34).
    await page.getByRole("dialog", { name: "Profile" }).getByRole("button", { name: "Delete Account" }).click();
    const confirmation = page.getByRole("dialog", { name: "Delete Account" });
    await expect(confirmation.getByText("Are you sure you want to delete your account? This action cannot be undone.")).toBeVisible();
    await confirmation.getByRole("button", { name: "Delete Account" }).click();
    await expect(page.getByText("Account deleted successfully")).toBeVisible();
    await expect(header.getByRole("button", { name: "Sign In" })).toBeVisible();

    // The account and its sessions are gone: the token that was valid a moment ago is refused.
    const after = await request.get("/api/auth/user", { headers: { Authorization: `Bearer ${token}` } });
    expect(after.status()).toBe(401);
    expect((await after.json()).error).toMatch(/session has ended/);
  });

  test("the sign-in dialog traps focus, closes on Escape and gives focus back", async ({ page }) => {
    await page.goto("/");
    const signIn = page.getByRole("banner").getByRole("button", { name: "Sign In" });
    await signIn.click();
    const dialog = page.getByRole("dialog", { name: "Sign in to Continue" });
    await expect(dialog).toBeVisible();
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(signIn).toBeFocused();
  });

  test("a closed sign-in window leaves the button usable with a clear message", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("banner").getByRole("button", { name: "Sign In" }).click();
    const dialog = page.getByRole("dialog", { name: "Sign in to Continue" });
    const [popup] = await Promise.all([page.waitForEvent("popup"), dialog.getByRole("button", { name: "Sign in with Google" }).click()]);
    await expect(dialog.getByRole("button", { name: "Signing in..." })).toBeDisabled();
    await popup.close();
    await expect(page.getByText("The sign-in window was closed before you finished signing in.")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Sign in with Google" })).toBeEnabled();
  });

  test("a blocked sign-in window says so", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => {
      window.open = () => null;
    });
    await page.getByRole("banner").getByRole("button", { name: "Sign In" }).click();
    const dialog = page.getByRole("dialog", { name: "Sign in to Continue" });
    await dialog.getByRole("button", { name: "Sign in with Google" }).click();
    await expect(page.getByText("The sign-in window was blocked. Allow pop-ups for this site and try again.")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Sign in with Google" })).toBeEnabled();
  });

  test("a stored token that no longer works is dropped quietly at start-up", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => localStorage.setItem("auth.token", "not-a-real-token"));
    await page.reload();
    await expect(page.getByRole("banner").getByRole("button", { name: "Sign In" })).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem("auth.token"))).toBeNull();
  });

  test("keeps a good session through an outage: shown signed out for now, signed in again on the next visit", async ({ page, request }) => {
    const issued = await request.post("/api/dev/identity/token", { data: { email: uniqueEmail("outage") } });
    const signedIn = await request.post("/api/auth/google", { data: { idToken: ((await issued.json()) as { idToken: string }).idToken } });
    const { token } = (await signedIn.json()) as { token: string };
    // Stored once, as a sign-in stores it (not on every load, which would hide whether the page drops it).
    await page.goto("/");
    await page.evaluate((value) => localStorage.setItem("auth.token", value), token);
    await page.reload();
    await expect(page.getByRole("banner").getByRole("button", { name: "Profile" })).toBeVisible();
    // The database restarting: the app (or nginx in front of it) answers 503 { code: "unavailable" }.
    await page.route("**/api/auth/user", (route) =>
      route.fulfill({ status: 503, headers: { "Retry-After": "5", "Cache-Control": "no-store" }, json: { error: "We can't reach our database.", code: "unavailable" } }),
    );
    const userFetched = page.waitForResponse("**/api/auth/user");
    await page.reload();
    await userFetched;
    await expect(page.getByRole("banner").getByRole("button", { name: "Sign In" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("auth.token"))).toBe(token);
    await page.unroute("**/api/auth/user");
    await page.reload();
    await expect(page.getByRole("banner").getByRole("button", { name: "Profile" })).toBeVisible();
  });
});

test.describe("local identity provider", () => {
  test("refuses a request for a callback that is not ours", async ({ page }) => {
    await page.goto("/dev/identity/authorize?client_id=arcana-local-client&nonce=abc&redirect_uri=https://evil.example/cb");
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(/not valid/);
    await expect(page.getByLabel("E-mail")).toHaveCount(0);
  });
});
