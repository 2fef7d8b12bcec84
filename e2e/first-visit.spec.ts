import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe";
import { completePopupSignIn, installLayoutShiftMeter, layoutShift, signInByApi, uniqueEmail } from "./fixtures";

/**
 * Issue #13: the first visit as a person meets it, at 1280×800 and 375×812. Every journey starts from a
 * fresh user (or none), arms its waits before the action that triggers them, and waits for states.
 */

const deck = (page: Page) => page.getByRole("group", { name: "Deck" });
const fanCards = (page: Page) => deck(page).getByRole("button", { name: /^Card \d+ of 22/ });
const questionBox = (page: Page) => page.getByRole("textbox", { name: "What do you want to ask?" });

type Box = { top: number; bottom: number; left: number; right: number };

async function rectOf(locator: Locator): Promise<Box> {
  return locator.evaluate((element) => {
    const { top, bottom, left, right } = element.getBoundingClientRect();
    return { top, bottom, left, right };
  });
}

/** The bottom edge of the sticky header, in viewport coordinates. */
async function headerBottom(page: Page): Promise<number> {
  return (await rectOf(page.getByRole("banner"))).bottom;
}

/** Whether the element lies wholly inside the viewport. */
async function isWhollyInViewport(page: Page, locator: Locator): Promise<boolean> {
  const box = await rectOf(locator);
  const { width, height } = page.viewportSize()!;
  return box.top >= 0 && box.left >= 0 && box.bottom <= height && box.right <= width;
}

/** The page as the app shows it once the session check and the toast layer have arrived (the dialogs load when first opened). */
async function waitForSettledHome(page: Page, signedIn: boolean) {
  const header = page.getByRole("banner");
  await expect(header.getByRole("button", { name: signedIn ? "Profile" : "Sign In" })).toBeVisible();
  await expect(page.getByTestId("toast-layer")).toBeAttached();
  await expect(fanCards(page).first()).toBeEnabled();
}

/** Readings spent through the API, so a journey can start at the end of the month's allowance. */
async function spendReadings(request: APIRequestContext, token: string, count: number) {
  for (let i = 0; i < count; i++) {
    const response = await request.post("/api/tarot/interpret", {
      headers: { Authorization: `Bearer ${token}` },
      data: { question: `Spent reading ${i + 1}?`, type: "one_card", category: "general", cards: ["The Star"] },
    });
    expect(response.status()).toBe(200);
  }
}

/** Counts the page's interpret calls from now on. */
function countInterpretCalls(page: Page): { count: number; bodies: unknown[] } {
  const calls = { count: 0, bodies: [] as unknown[] };
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/tarot/interpret") {
      calls.count += 1;
      calls.bodies.push(request.postDataJSON());
    }
  });
  return calls;
}

test.describe("first visit", () => {
  test("the deck is on the first screen at 1280×800, nothing moves as the page settles, and the screen is saved", async ({ page }, testInfo) => {
    await installLayoutShiftMeter(page);
    await page.goto("/");
    await waitForSettledHome(page, false);

    const first = fanCards(page).first();
    const last = fanCards(page).last();
    if (testInfo.project.name === "desktop") {
      // The whole arc, both ends included, without scrolling.
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect(await isWhollyInViewport(page, first)).toBe(true);
      expect(await isWhollyInViewport(page, last)).toBe(true);
      expect((await rectOf(first)).top).toBeGreaterThan(await headerBottom(page));
      await expect(page.getByRole("button", { name: "Unlock Premium" })).toBeInViewport();
    }
    expect(await layoutShift(page)).toBeLessThan(0.01);

    const shot = testInfo.outputPath(`home-${testInfo.project.name}.png`);
    await page.screenshot({ path: shot });
    await testInfo.attach(`home page first screen (${testInfo.project.name})`, { path: shot, contentType: "image/png" });
    await expectNoSeriousA11yViolations(page);
  });

  test("a signed-in visitor's first screen does not move as the session arrives", async ({ page, request }, testInfo) => {
    await signInByApi(page, request);
    await installLayoutShiftMeter(page);
    await page.goto("/");
    await waitForSettledHome(page, true);
    await expect(page.getByRole("banner").getByRole("button", { name: "Free" })).toBeVisible();
    if (testInfo.project.name === "desktop") expect(await isWhollyInViewport(page, fanCards(page).first())).toBe(true);
    expect(await layoutShift(page)).toBeLessThan(0.01);
  });

  test("one step leads from the written question to the deck: Enter on the keyboard or 'Choose your card'", async ({ page }, testInfo) => {
    await page.goto("/");
    await waitForSettledHome(page, false);
    await questionBox(page).fill("What should I focus on this week?");
    await questionBox(page).press("Enter");
    // Enter is not a line break here; focus goes to the deck's one tab stop, which is in view.
    await expect(questionBox(page)).toHaveValue("What should I focus on this week?");
    await expect(deck(page).locator('button[tabindex="0"]')).toBeFocused();
    await expect.poll(() => isWhollyInViewport(page, fanCards(page).first())).toBe(true);
    expect((await rectOf(page.getByRole("heading", { name: "Thinking about your question" }))).top).toBeGreaterThanOrEqual(await headerBottom(page));

    if (testInfo.project.name === "mobile") {
      // The visible way for a thumb: back to the top, then the button under the choices.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await page.getByRole("button", { name: "Choose your card" }).click();
      await expect(deck(page).locator('button[tabindex="0"]')).toBeFocused();
      await expect.poll(() => isWhollyInViewport(page, fanCards(page).first())).toBe(true);
    }
  });

  test("the locked options say why, and their button leads to sign-in first", async ({ page }) => {
    await page.goto("/");
    await waitForSettledHome(page, false);
    await expect(page.getByText("Three Cards, Full Tarot and 8 more categories come with Premium")).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Type" })).toHaveAccessibleDescription("Three Cards, Full Tarot and 8 more categories come with Premium");
    await page.getByRole("button", { name: "Unlock Premium" }).click();
    await expect(page.getByRole("dialog", { name: "Sign in to Continue" })).toBeVisible();
  });

  test("for a signed-in free user, the locked options' button opens the subscribe dialog", async ({ page, request }) => {
    await signInByApi(page, request);
    await page.goto("/");
    await waitForSettledHome(page, true);
    await page.getByRole("button", { name: "Unlock Premium" }).click();
    await expect(page.getByRole("dialog", { name: "Subscribe to Arcana" })).toBeVisible();
  });

  test("a toast raised while the profile dialog is open is on top of it and announced once", async ({ page, request }) => {
    await signInByApi(page, request);
    await page.route("**/api/auth/google", (route) =>
      route.request().method() === "DELETE"
        ? route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: "Failed to delete account" }) })
        : route.fallback(),
    );
    await page.goto("/");
    await waitForSettledHome(page, true);
    await page.getByRole("banner").getByRole("button", { name: "Profile" }).click();
    const profile = page.getByRole("dialog", { name: "Profile" });
    await expect(profile).toBeVisible();

    // The confirmation is the profile dialog's own (issue 34): the same dialog, named after what it asks.
    await profile.getByRole("button", { name: "Delete Account" }).click();
    const confirmation = page.getByRole("dialog", { name: "Delete Account" });
    await confirmation.getByRole("button", { name: "Delete Account" }).click();
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Failed to delete account" });
    await expect(toast).toBeVisible();
    await expect(confirmation).toBeVisible();
    await expect(confirmation.getByRole("button", { name: "Delete Account" })).toBeEnabled();

    // The element at the toast's centre is the toast, not the dialog or its dimmed backdrop.
    await expect
      .poll(() =>
        toast.evaluate((element) => {
          const { left, top, width, height } = element.getBoundingClientRect();
          const hit = document.elementFromPoint(left + width / 2, top + height / 2);
          return hit !== null && element.contains(hit);
        }),
      )
      .toBe(true);
    // One live region holds it, so screen readers hear it once.
    await expect(page.locator("[aria-live], [role=status], [role=alert]").filter({ hasText: "Failed to delete account" })).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);

    // Once the dialog closes, the toast layer goes back to the page.
    await page.keyboard.press("Escape");
    await expect(confirmation).toBeHidden();
    await expect.poll(() => page.getByTestId("toast-layer").evaluate((layer) => layer.parentElement === document.body)).toBe(true);
  });

  test("the toast of a closed sign-in window is on top of the sign-in dialog", async ({ page }) => {
    await page.goto("/");
    await waitForSettledHome(page, false);
    await page.getByRole("banner").getByRole("button", { name: "Sign In" }).click();
    const dialog = page.getByRole("dialog", { name: "Sign in to Continue" });
    await expect(dialog).toBeVisible();
    const popupOpened = page.waitForEvent("popup");
    await dialog.getByRole("button", { name: "Sign in with Google" }).click();
    const popup = await popupOpened;
    await popup.close();
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "The sign-in window was closed before you finished signing in." });
    await expect(toast).toBeVisible();
    await expect
      .poll(() =>
        toast.evaluate((element) => {
          const { left, top, width, height } = element.getBoundingClientRect();
          const hit = document.elementFromPoint(left + width / 2, top + height / 2);
          return hit !== null && element.contains(hit);
        }),
      )
      .toBe(true);
  });

  test("signing in from 'Reveal and interpret' carries the reading on without a second press", async ({ page }) => {
    test.setTimeout(90_000);
    const calls = countInterpretCalls(page);
    await page.goto("/");
    await waitForSettledHome(page, false);
    const question = "Will the new flat feel like home?";
    await questionBox(page).fill(question);
    await fanCards(page).nth(4).click();
    await page.getByRole("button", { name: "Continue..." }).click();
    await page.getByRole("button", { name: "Reveal and interpret" }).click();

    await completePopupSignIn(page, uniqueEmail("carry-on"));
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page.getByRole("heading", { name: "Your Reading" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Summary" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("button", { name: "Profile" })).toBeVisible();
    expect(calls.count).toBe(1);
    expect(calls.bodies[0]).toMatchObject({ question, type: "one_card", category: "general" });
    expect((calls.bodies[0] as { cards: string[] }).cards).toHaveLength(1);
    // The dealt card is in view below the sticky header, and focus is on the result.
    expect((await rectOf(page.getByRole("list", { name: "Your cards" }))).top).toBeGreaterThanOrEqual(await headerBottom(page));
    await expect(page.getByRole("heading", { name: "Your Reading" })).toBeFocused();
  });

  test("closing the sign-in dialog instead of signing in leaves the reading waiting for a press", async ({ page }) => {
    const calls = countInterpretCalls(page);
    await page.goto("/");
    await waitForSettledHome(page, false);
    await questionBox(page).fill("Is it time to move on?");
    await fanCards(page).nth(2).click();
    await page.getByRole("button", { name: "Continue..." }).click();
    await page.getByRole("button", { name: "Reveal and interpret" }).click();
    const dialog = page.getByRole("dialog", { name: "Sign in to Continue" });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    // Signing in later, from the header, does not start the reading by itself.
    await page.getByRole("banner").getByRole("button", { name: "Sign In" }).click();
    await completePopupSignIn(page, uniqueEmail("later"));
    await expect(page.getByRole("banner").getByRole("button", { name: "Profile" })).toBeVisible();
    await expect(page.getByText("Signed in with Google!")).toBeVisible();
    await expect(page.getByRole("button", { name: "Reveal and interpret" })).toBeEnabled();
    await expect(page.getByRole("heading", { name: "Your Reading" })).toHaveCount(0);
    expect(calls.count).toBe(0);
  });

  test("after Continue the dealt cards sit below the sticky header, with the reveal button in view", async ({ page }) => {
    await page.goto("/");
    await waitForSettledHome(page, false);
    await page.getByRole("combobox", { name: "Type" }).selectOption("yes_no");
    await expect(page.getByText("Choose 3 cards")).toBeVisible();
    await questionBox(page).fill("Should I take the job?");
    for (const position of [3, 9, 15]) await fanCards(page).nth(position).click();
    const continueButton = page.getByRole("button", { name: "Continue..." });
    // Scrolled as far as a person reaching for Continue might be: the button at the top of the window.
    await continueButton.evaluate((button) => button.scrollIntoView({ block: "start" }));
    await continueButton.click();

    const reveal = page.getByRole("button", { name: "Reveal and interpret" });
    await expect(reveal).toBeFocused();
    const cards = page.getByRole("list", { name: "Your cards" });
    await expect.poll(async () => (await rectOf(cards)).top - (await headerBottom(page))).toBeGreaterThanOrEqual(0);
    await expect(reveal).toBeInViewport({ ratio: 1 });
  });

  test("a free user with no reading left sees so before the fan, and no interpret call is sent", async ({ page, request }, testInfo) => {
    const token = await signInByApi(page, request);
    await spendReadings(request, token, 3);
    const calls = countInterpretCalls(page);
    await page.goto("/");
    const wall = page.getByRole("region", { name: "No free readings left this month" });
    await expect(wall).toBeVisible();
    await expect(wall).toBeInViewport();
    // On a phone it comes before the question, so nobody writes one for nothing.
    if (testInfo.project.name === "mobile") expect((await rectOf(wall)).bottom).toBeLessThan((await rectOf(questionBox(page))).top);
    await expect(wall.getByText(/You have used your 3 free readings for [A-Z][a-z]+ \d{4}\./)).toBeVisible();
    await expect(deck(page)).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^Choose your card/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // The two ways out: the subscribe dialog, and the referral dialog.
    await wall.getByRole("button", { name: "Get unlimited readings" }).click();
    const subscribe = page.getByRole("dialog", { name: "Subscribe to Arcana" });
    await expect(subscribe).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(subscribe).toBeHidden();
    await wall.getByRole("button", { name: "Invite friends" }).click();
    await expect(page.getByRole("dialog", { name: "Your Referrals" })).toBeVisible();
    expect(calls.count).toBe(0);
  });
});
