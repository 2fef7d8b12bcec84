import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe";
import { signInByApi } from "./fixtures";

/** Spends the month's three free readings through the API, so the journey starts at 3/3. */
async function useFreeReadings(request: APIRequestContext, token: string, count = 3) {
  for (const card of ["The Sun", "The Moon", "The Star"].slice(0, count)) {
    const response = await request.post("/api/tarot/interpret", {
      headers: { Authorization: `Bearer ${token}` },
      data: { question: `What does ${card} say today?`, type: "one_card", category: "general", cards: [card] },
    });
    expect(response.status()).toBe(200);
  }
}

const banner = (page: Page) => page.getByRole("banner");

async function openProfile(page: Page) {
  await banner(page).getByRole("button", { name: "Profile" }).click();
  const profile = page.getByRole("dialog", { name: "Profile" });
  await expect(profile).toBeVisible();
  return profile;
}

/** From the profile of a subscriber to the local portal. */
async function openPortal(page: Page) {
  const profile = await openProfile(page);
  const portal = page.waitForURL(/\/dev\/portal\?customer=/);
  await profile.getByRole("button", { name: "Manage Subscription" }).click();
  await portal;
  await expect(page.getByRole("heading", { name: "Local customer portal" })).toBeVisible();
}

async function backToApp(page: Page) {
  const home = page.waitForURL((url) => url.pathname === "/");
  await page.getByRole("link", { name: "Back to Arcana" }).click();
  await home;
}

/** Opens the subscribe dialog's checkout and waits for the local checkout page. */
async function subscribeNow(page: Page) {
  const dialog = page.getByRole("dialog", { name: "Subscribe to Arcana" });
  const checkout = page.waitForURL(/\/dev\/checkout\/cs_local_/);
  await dialog.getByRole("button", { name: "Subscribe Now" }).click();
  await checkout;
  await expect(page.getByRole("heading", { name: "Local checkout" })).toBeVisible();
}

test.describe("subscription", () => {
  test("a free user at 3/3 subscribes, reads Three Cards on love, cancels at period end and ends the period", async ({ page, request }) => {
    // The longest journey (checkout, a reading, two visits to the portal, six axe scans): room for a loaded machine.
    test.setTimeout(180_000);
    const token = await signInByApi(page, request);
    await useFreeReadings(request, token);
    await page.goto("/");
    await expect(banner(page).getByRole("button", { name: "Free" })).toBeVisible();

    const profile = await openProfile(page);
    await expect(profile.getByText("3 / 3")).toBeVisible();
    await profile.getByRole("button", { name: "Unlock All Features" }).click();
    const dialog = page.getByRole("dialog", { name: "Subscribe to Arcana" });
    await expect(dialog).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Profile" })).toBeHidden();
    await expect(dialog.getByText("Get unlimited readings and access to all premium features, categories, and reading types.")).toBeVisible();
    await expect(dialog.getByText("EUR 3.99/month")).toBeVisible();
    await expect(dialog.getByText(/Cancel anytime/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await subscribeNow(page);
    await expect(page.getByText("EUR 3.99/month")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const success = page.waitForURL(/\/stripe\/success\?session_id=cs_local_/);
    await page.getByRole("button", { name: "Pay EUR 3.99" }).click();
    await success;
    await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
    await expect(banner(page).getByText("Premium", { exact: true })).toBeVisible();
    await expect(banner(page).getByRole("button", { name: "Free" })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("main").getByRole("link", { name: "Go to Home" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/");
    await expect(banner(page).getByText("Premium", { exact: true })).toBeVisible();
    await page.getByRole("combobox", { name: "Type" }).selectOption("three_cards");
    await page.getByRole("combobox", { name: "Category" }).selectOption("love");
    await page.getByRole("textbox", { name: "What do you want to ask?" }).fill("Where is my love life heading?");
    await expect(page.getByText("Choose 3 cards")).toBeVisible();
    const cards = page.getByRole("group", { name: "Deck" }).getByRole("button", { name: /^Card \d+ of 22/ });
    for (const index of [1, 6, 11]) await cards.nth(index).click();
    await page.getByRole("button", { name: "Continue..." }).click();
    await page.getByRole("button", { name: "Reveal and interpret" }).click();
    await expect(page.getByRole("heading", { name: "Summary" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Your cards" }).getByRole("listitem")).toHaveCount(3);
    for (const [index, badge] of ["Past", "Present", "Future"].entries()) {
      await expect(page.getByRole("list", { name: "Your cards" }).getByRole("listitem").nth(index)).toContainText(badge);
    }

    await openPortal(page);
    await expect(page.getByTestId("subscription-status")).toHaveText(/^Active\. Renews on/);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Cancel subscription" }).click();
    await expect(page.getByTestId("subscription-status")).toHaveText(/^Cancels on .*Premium stays until then\.$/);
    const cancelsOn = /^Cancels on (\d{1,2} [A-Z][a-z]+ \d{4})\./.exec((await page.getByTestId("subscription-status").textContent()) ?? "")![1];
    // The profile writes that day in the reader's own date style and locale (lib/time/format.ts).
    const cancelsOnInReaderStyle = await page.evaluate(
      (day) => new Intl.DateTimeFormat(undefined, { dateStyle: "long", timeZone: "UTC" }).format(new Date(day)),
      new Date(`${cancelsOn} UTC`).toISOString(),
    );
    await backToApp(page);
    await expect(banner(page).getByText("Premium", { exact: true })).toBeVisible();
    // The profile says when Premium ends, the day the portal named.
    const cancelling = await openProfile(page);
    await expect(cancelling.getByText(`Premium until ${cancelsOnInReaderStyle}, then Free`, { exact: true })).toBeVisible();
    await expect(cancelling.getByRole("button", { name: "Manage Subscription" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press("Escape");
    await expect(cancelling).toBeHidden();

    await openPortal(page);
    await page.getByRole("button", { name: "End period now" }).click();
    await expect(page.getByTestId("subscription-status")).toHaveText(/^Ended on/);
    await backToApp(page);
    await expect(banner(page).getByRole("button", { name: "Free" })).toBeVisible();
    const freeAgain = await openProfile(page);
    // Free again at 3/3 this month: 'Unlock All Features' is the one way to subscribe (issue 34).
    await expect(freeAgain.getByRole("button", { name: "Unlock All Features" })).toBeVisible();
    await expect(freeAgain.getByRole("button", { name: "Subscribe Now" })).toHaveCount(0);
  });

  test("cancelling at checkout says nothing was charged and leads home", async ({ page, request }) => {
    await signInByApi(page, request);
    await page.goto("/");
    await banner(page).getByRole("button", { name: "Free" }).click();
    await subscribeNow(page);
    const cancelled = page.waitForURL((url) => url.pathname === "/stripe/cancelled");
    await page.getByRole("button", { name: "Cancel", exact: true }).click();
    await cancelled;
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Checkout Cancelled");
    await expect(page.getByRole("main").getByText(/^Nothing was charged\./)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Payment Failed" })).toHaveCount(0);
    await expect(banner(page).getByRole("button", { name: "Free" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("main").getByRole("link", { name: "Go to Home" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/");
  });

  test("an earlier checkout expires when a new one opens, and its page says so", async ({ page, request }) => {
    const token = await signInByApi(page, request);
    const open = async () => {
      const response = await request.post("/api/payments/create-checkout-session", { headers: { Authorization: `Bearer ${token}` }, data: {} });
      expect(response.status()).toBe(200);
      return ((await response.json()) as { url: string }).url;
    };
    const earlier = await open();
    await open();
    await page.goto(new URL(earlier).pathname);
    await expect(page.getByRole("main").getByText(/^This checkout has expired because a newer one was opened\. Nothing was charged/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Pay EUR 3.99" })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test("the success page without a checkout it knows says at once that there is nothing to confirm", async ({ page }) => {
    for (const path of ["/stripe/success", "/stripe/success?session_id=cs_local_nobody_knows"]) {
      await page.goto(path);
      // At once: no 30 seconds of 'Confirming your payment'.
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("No payment to confirm", { timeout: 3_000 });
      await expect(page.getByRole("main").getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
      await expect(page.getByRole("main").getByRole("link", { name: "Go to Home" })).toHaveAttribute("href", "/");
    }
    await expectNoSeriousA11yViolations(page);
  });

  test("a reading refused with 402 offers the subscribe dialog", async ({ page, request }) => {
    const token = await signInByApi(page, request);
    await useFreeReadings(request, token, 2);
    await page.goto("/");
    await expect(banner(page).getByRole("button", { name: "Free" })).toBeVisible();
    await page.getByRole("textbox", { name: "What do you want to ask?" }).fill("One more reading, please?");
    await page.getByRole("group", { name: "Deck" }).getByRole("button", { name: /^Card \d+ of 22/ }).first().click();
    await page.getByRole("button", { name: "Continue..." }).click();
    // Meanwhile the last free reading goes elsewhere (another tab, another device): the server's 402 decides.
    const lastFree = await request.post("/api/tarot/interpret", {
      headers: { Authorization: `Bearer ${token}` },
      data: { question: "Elsewhere?", type: "one_card", category: "general", cards: ["Judgement"] },
    });
    expect(lastFree.status()).toBe(200);
    await page.getByRole("button", { name: "Reveal and interpret" }).click();
    const refusal = page.getByRole("alert").filter({ hasText: /free readings this month/ });
    await expect(refusal).toBeVisible();
    await refusal.getByRole("button", { name: "Subscribe Now" }).click();
    await expect(page.getByRole("dialog", { name: "Subscribe to Arcana" })).toBeVisible();
  });

  test("the 'Free' badge opens the upgrade modal; Escape and its close button close it", async ({ page, request }) => {
    await signInByApi(page, request);
    await page.goto("/");
    const free = banner(page).getByRole("button", { name: "Free" });
    const dialog = page.getByRole("dialog", { name: "Subscribe to Arcana" });

    await free.click();
    await expect(dialog).toBeVisible();
    // Only the upgrade content's own close button: the modal's is hidden.
    await expect(dialog.getByRole("button", { name: "Close" })).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(free).toBeFocused();

    await free.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
  });
});
