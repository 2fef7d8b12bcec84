import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe";
import { drawOneCard, signInByApi, signInThroughPopup, uniqueEmail } from "./fixtures";

async function openReferrals(page: Page) {
  await page.getByRole("banner").getByRole("button", { name: "Profile" }).click();
  const profile = page.getByRole("dialog", { name: "Profile" });
  await profile.getByRole("button", { name: "Invite friends" }).click();
  const referrals = page.getByRole("dialog", { name: "Your Referrals" });
  await expect(referrals).toBeVisible();
  return { profile, referrals };
}

test.describe("referrals", () => {
  test("A shares the link, B joins through it and reads, and A earns 3 bonus readings", async ({ page, request, browser, baseURL }) => {
    test.setTimeout(120_000);
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    await signInByApi(page, request);
    await page.goto("/");
    let { profile, referrals } = await openReferrals(page);
    await expect(referrals.getByText("No referrals yet. Share your link to start earning credits!")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // At 375 px the dialog fits: nothing scrolls sideways.
    expect(await referrals.evaluate((dialog) => dialog.scrollWidth <= dialog.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await referrals.getByRole("button", { name: "Copy" }).click();
    await expect(page.getByText("Referral link copied!")).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`^${baseURL}/\\?ref=[2-9A-HJKMNP-Z]{8}$`));
    await expect(referrals.getByLabel("Your referral link")).toHaveValue(link);

    const friendContext = await browser.newContext({ baseURL, viewport: page.viewportSize() ?? undefined, reducedMotion: "reduce" });
    try {
      const friend = await friendContext.newPage();
      await friend.goto(link);
      await expect(friend).toHaveURL(`${baseURL}/`);
      const friendEmail = uniqueEmail("bo");
      await signInThroughPopup(friend, friendEmail);
      await drawOneCard(friend, "What will this friendship bring?");

      await page.keyboard.press("Escape");
      await expect(referrals).toBeHidden();
      await expect(profile.getByRole("button", { name: "Invite friends" })).toBeFocused();
      await page.keyboard.press("Escape");
      await page.reload();
      ({ profile, referrals } = await openReferrals(page));
      const entry = referrals.getByRole("listitem");
      await expect(entry).toHaveCount(1);
      await expect(entry).toContainText(`bo•••@example.com`);
      await expect(entry).toContainText("+3 credits");
      expect(await referrals.evaluate((dialog) => dialog.scrollWidth <= dialog.clientWidth)).toBe(true);
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.press("Escape");
      await expect(profile.getByText("3 bonus readings")).toBeVisible();
    } finally {
      await friendContext.close();
    }
  });

  test("where the clipboard is refused, the link is selected for a manual copy", async ({ page, request }) => {
    await signInByApi(page, request);
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "clipboard", { value: { writeText: () => Promise.reject(new Error("denied")) } });
    });
    await page.goto("/");
    const { referrals } = await openReferrals(page);
    await referrals.getByRole("button", { name: "Copy" }).click();
    await expect(referrals.getByText(/The link is selected/)).toBeVisible();
    const link = referrals.getByLabel("Your referral link");
    await expect(link).toBeFocused();
    expect(await link.evaluate((input: HTMLInputElement) => input.value.slice(input.selectionStart ?? 0, input.selectionEnd ?? 0))).toMatch(/\?ref=/);
  });
});
