import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe";
import { signInByApi } from "./fixtures";

function deck(page: Page) {
  return page.getByRole("group", { name: "Deck" });
}

async function askAndPick(page: Page, question: string, count = 1) {
  await page.getByRole("textbox", { name: "What do you want to ask?" }).fill(question);
  const cards = deck(page).getByRole("button", { name: /^Card \d+ of 22/ });
  for (let i = 0; i < count; i++) await cards.nth(i * 3).click();
  await page.getByRole("button", { name: "Continue..." }).click();
}

async function openProfile(page: Page) {
  await page.getByRole("banner").getByRole("button", { name: "Profile" }).click();
  return page.getByRole("dialog", { name: "Profile" });
}

async function closeDialog(page: Page) {
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
}

test.describe("reading screen", () => {
  test("an anonymous visitor who presses reveal gets the sign-in dialog", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("banner").getByRole("button", { name: "Sign In" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Thinking about your question" })).toBeVisible();
    await expect(page.getByText("Choose 1 card")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await askAndPick(page, "Is today a good day to start?");
    await page.getByRole("button", { name: "Reveal and interpret" }).click();
    await expect(page.getByRole("dialog", { name: "Sign in to Continue" })).toBeVisible();
  });

  test("a blank question shows both messages, and typing clears them", async ({ page }) => {
    await page.goto("/");
    const box = page.getByRole("textbox", { name: "What do you want to ask?" });
    await box.fill("   ");
    await deck(page).getByRole("button", { name: /^Card \d+ of 22/ }).first().click();
    await page.getByRole("button", { name: "Continue..." }).click();
    await expect(page.getByText("Please enter your question above to continue.")).toBeVisible();
    await expect(page.getByText("Please enter your question before continuing.")).toBeVisible();
    await expect(box).toHaveAttribute("aria-invalid", "true");
    await box.fill("Now I have a question?");
    await expect(page.getByText("Please enter your question above to continue.")).toBeHidden();
    await expect(page.getByRole("button", { name: "Continue..." })).toBeVisible();
  });

  test("premium spreads and categories are locked for visitors", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("combobox", { name: "Type" }).locator("option", { hasText: "Tarot (Full Tarot)" })).toBeDisabled();
    await expect(page.getByRole("combobox", { name: "Category" }).locator("option", { hasText: "Love and relationships" })).toBeDisabled();
    await expect(page.getByRole("combobox", { name: "Type" }).locator("option", { hasText: "Yes or No" })).toBeEnabled();
  });

  test("suggest question offers a sample that fills the box", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Suggest question" }).click();
    const suggestion = page.getByRole("button", { name: /\?$/ }).first();
    const text = (await suggestion.textContent())!.trim();
    await suggestion.click();
    await expect(page.getByRole("textbox", { name: "What do you want to ask?" })).toHaveValue(text);
  });

  test("a free user does three readings, watches the counter, and is told before a fourth that none is left", async ({ page, request }) => {
    test.setTimeout(120_000);
    await signInByApi(page, request);
    await page.goto("/");
    await expect(page.getByRole("banner").getByRole("button", { name: "Profile" })).toBeVisible();

    const expectations = [
      { counter: "1 / 3", left: "2 free readings left this month" },
      { counter: "2 / 3", left: "1 free reading left this month" },
      { counter: "3 / 3", left: null },
    ];
    for (const [index, expected] of expectations.entries()) {
      await askAndPick(page, `Reading number ${index + 1}: what should I focus on?`);
      await page.getByRole("button", { name: "Reveal and interpret" }).click();
      await expect(page.getByRole("heading", { name: "Your Reading" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Summary" })).toBeVisible();
      if (index === 0) await expectNoSeriousA11yViolations(page);
      const profile = await openProfile(page);
      await expect(profile.getByText(expected.counter)).toBeVisible();
      if (expected.left) await expect(profile.getByText(expected.left)).toBeVisible();
      await closeDialog(page);
      await page.getByRole("button", { name: "New Reading" }).click();
      if (index < 2) await expect(page.getByRole("heading", { name: "Thinking about your question" })).toBeVisible();
    }

    // Issue #13: the fourth reading stops before the fan instead of after the cards are drawn.
    await expect(page.getByRole("heading", { name: "No free readings left this month" })).toBeVisible();
    await expect(deck(page)).toHaveCount(0);
    const profile = await openProfile(page);
    await expect(profile.getByText("3 / 3")).toBeVisible();
  });

  test("a keyboard-only user completes a reading", async ({ page, request }) => {
    await signInByApi(page, request);
    await page.goto("/");
    await expect(page.getByRole("banner").getByRole("button", { name: "Profile" })).toBeVisible();
    await page.getByRole("textbox", { name: "What do you want to ask?" }).focus();
    await page.keyboard.type("What does the week ahead hold?");

    // Tab onwards until focus reaches the deck, then move with the arrows and pick with Enter.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      if (await deck(page).evaluate((group) => group.contains(document.activeElement))) break;
    }
    expect(await deck(page).evaluate((group) => group.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Enter");
    await expect(deck(page).locator('[aria-pressed="true"]')).toHaveCount(1);

    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Continue..." })).toBeFocused();
    await page.keyboard.press("Enter");
    const reveal = page.getByRole("button", { name: "Reveal and interpret" });
    await expect(reveal).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Summary" })).toBeVisible();
  });

  test("the home page carries a per-request nonce policy", async ({ request }) => {
    const first = (await request.get("/")).headers()["content-security-policy"];
    const second = (await request.get("/")).headers()["content-security-policy"];
    expect(first).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
    expect(first).not.toBe(second);
  });
});
