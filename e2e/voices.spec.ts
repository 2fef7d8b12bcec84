import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe";
import { drawOneCard, signInByApi, subscribeByApi } from "./fixtures";

/** Reader voices (issue 31): the 'Voice' choice beside Type and Category, premium voices locked for free readers. */

const voiceSelect = (page: Page) => page.getByRole("combobox", { name: "Voice" });

test.describe("reader voices", () => {
  test("a free reader sees the Voice choice with Gentle chosen and the other voices locked", async ({ page, request }) => {
    await signInByApi(page, request);
    await page.goto("/");
    await expect(page.getByRole("banner").getByRole("button", { name: "Profile" })).toBeVisible();
    const voice = voiceSelect(page);
    await expect(voice).toBeVisible();
    await expect(voice).toHaveValue("gentle");
    await expect(voice.locator("option", { hasText: "Gentle" })).toBeEnabled();
    for (const locked of ["Direct", "Practical", "Mystic"]) {
      const option = voice.locator("option", { hasText: locked });
      await expect(option).toBeDisabled();
      await expect(option).toHaveText(`🔒 ${locked}`);
      await expect(option).toHaveAttribute("aria-label", `${locked} (Premium)`);
    }
    // The same note as the locked spreads, and the same way to unlock them.
    await expect(voice).toHaveAccessibleDescription(/come with Premium$/);
    await expect(page.getByRole("button", { name: "Unlock Premium" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoSeriousA11yViolations(page);
  });

  test("a subscriber reads in the Direct voice, and the journal says so", async ({ page, request }) => {
    test.setTimeout(120_000);
    const token = await signInByApi(page, request);
    await subscribeByApi(request, token);
    const sent: { voice?: string }[] = [];
    page.on("request", (call) => {
      if (call.method() === "POST" && new URL(call.url()).pathname === "/api/tarot/interpret") sent.push(call.postDataJSON());
    });
    await page.goto("/");
    await expect(page.getByText("Premium: every spread and category is yours.")).toBeVisible();
    for (const name of ["Gentle", "Direct", "Practical", "Mystic"]) await expect(voiceSelect(page).locator("option", { hasText: name })).toBeEnabled();
    await voiceSelect(page).selectOption("direct");
    await expect(voiceSelect(page)).toHaveValue("direct");

    const question = "What should I do about my noisy neighbour?";
    await drawOneCard(page, question);
    expect(sent.map((body) => body.voice)).toEqual(["direct"]);
    // The local writer's Direct openings: short and plain, the question quoted once.
    const summary = page.getByTestId("interpretation").locator("p").first();
    await expect(summary).toHaveText(/^(You asked “.+”\.? The cards?: .+\.|To “.+”, .+ answers? plainly\.|Straight to “.+”: you drew .+\.)/);
    // The choice stays for the next reading.
    await expect(voiceSelect(page)).toHaveValue("direct");
    await expectNoSeriousA11yViolations(page);

    await page.goto("/readings");
    await page.getByRole("button", { name: `Open the reading: ${question}` }).click();
    const detail = page.getByRole("region", { name: question });
    await expect(detail.getByText("One Card · General question · Direct voice")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
