import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe";
import { drawOneCard, signInByApi, subscribeByApi } from "./fixtures";

const SWITCH = "Let readings remember my recent readings";
const QUESTION = "What keeps coming back in my life?";

/** Three earlier Tower readings through the API, as a reader who kept drawing it would have. */
async function threeTowerReadings(request: APIRequestContext, token: string) {
  for (const question of ["Will the move work out?", "Is my job safe?", "What is ending?"]) {
    const response = await request.post("/api/tarot/interpret", {
      headers: { Authorization: `Bearer ${token}` },
      data: { question, type: "one_card", category: "general", cards: ["The Tower"] },
    });
    expect(response.status()).toBe(200);
  }
}

async function openProfile(page: Page) {
  await page.getByRole("banner").getByRole("button", { name: "Profile" }).click();
  const profile = page.getByRole("dialog", { name: "Profile" });
  await expect(profile).toBeVisible();
  return profile;
}

test.describe("readings that remember", () => {
  test("a subscriber's reading says what it remembered, in the journal too, and the profile's switch turns it off", async ({ page, request }) => {
    test.setTimeout(150_000);
    const token = await signInByApi(page, request);
    await subscribeByApi(request, token);
    await threeTowerReadings(request, token);

    await page.goto("/");
    await drawOneCard(page, QUESTION);
    const line = "This reading remembered: The Tower (3) and your last 3 questions.";
    await expect(page.getByTestId("remembered")).toHaveText(line);
    await expectNoSeriousA11yViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // The journal's reading shows the same line.
    const profile = await openProfile(page);
    await profile.getByRole("link", { name: "My Readings" }).click();
    await expect(page).toHaveURL(/\/readings$/);
    await page.getByRole("button", { name: `Open the reading: ${QUESTION}` }).click();
    await expect(page.getByRole("region", { name: QUESTION }).getByTestId("remembered")).toHaveText(line);

    // The switch: on by default for a subscriber; off, and the next reading remembers nothing.
    const switchedProfile = await openProfile(page);
    const remember = switchedProfile.getByRole("switch", { name: SWITCH });
    await expect(remember).toBeChecked();
    await expectNoSeriousA11yViolations(page);
    await remember.click();
    await expect(remember).not.toBeChecked();
    await expect
      .poll(async () => ((await (await request.get("/api/auth/user", { headers: { Authorization: `Bearer ${token}` } })).json()) as { remember_readings: boolean }).remember_readings)
      .toBe(false);
    await page.keyboard.press("Escape");

    await page.goto("/");
    await drawOneCard(page, "And now, without memory?");
    await expect(page.getByTestId("remembered")).toHaveCount(0);
  });

  test("a free user sees the switch locked, offered with the way to subscribe", async ({ page, request }) => {
    await signInByApi(page, request);
    await page.goto("/");
    const profile = await openProfile(page);
    const remember = profile.getByRole("switch", { name: SWITCH });
    await expect(remember).toBeDisabled();
    await expect(remember).not.toBeChecked();
    await expect(profile.getByText("Premium: readings that notice your recurring cards and recent questions.")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await profile.getByRole("button", { name: "Unlock Premium" }).click();
    await expect(page.getByRole("dialog", { name: "Subscribe to Arcana" })).toBeVisible();
  });
});
