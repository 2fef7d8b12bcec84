import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe";
import { drawOneCard, signInByApi } from "./fixtures";

const QUESTION = "What should I carry into the new season?";

test.describe("My Readings", () => {
  test("a reading appears in the journal, opens, exports, and is deleted", async ({ page, request }) => {
    test.setTimeout(90_000);
    await signInByApi(page, request);
    await page.goto("/");
    await drawOneCard(page, QUESTION);

    await page.getByRole("banner").getByRole("button", { name: "Profile" }).click();
    await page.getByRole("dialog", { name: "Profile" }).getByRole("link", { name: "My Readings" }).click();
    await expect(page).toHaveURL(/\/readings$/);
    await expect(page.getByRole("heading", { level: 1, name: "My Readings" })).toBeVisible();
    const entry = page.getByRole("list", { name: "Past readings" }).getByRole("listitem").filter({ hasText: QUESTION });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText("One Card · General question");
    await expect(entry.getByRole("img")).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await entry.getByRole("button", { name: `Open the reading: ${QUESTION}` }).click();
    const detail = page.getByRole("region", { name: QUESTION });
    await expect(detail.getByRole("heading", { name: QUESTION })).toBeFocused();
    await expect(detail.getByRole("heading", { name: "Summary" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await detail.getByRole("button", { name: "Back to all readings" }).click();
    await expect(page.getByRole("button", { name: `Open the reading: ${QUESTION}` })).toBeFocused();

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export", exact: true }).click()]);
    expect(download.suggestedFilename()).toMatch(/^arcana-readings-\d{4}-\d{2}-\d{2}\.md$/);
    const stream = await download.createReadStream();
    let markdown = "";
    for await (const chunk of stream) markdown += chunk;
    expect(markdown).toContain(`## ${QUESTION}`);
    expect(markdown).toContain("### Summary");

    page.once("dialog", (confirm) => {
      expect(confirm.message()).toBe("Delete this reading? This cannot be undone.");
      void confirm.accept();
    });
    await entry.getByRole("button", { name: `Delete the reading: ${QUESTION}` }).click();
    await expect(page.getByText("No readings yet. Your readings will appear here after you draw your first one.")).toBeVisible();

    // Deleting gave nothing back: the month still counts the reading.
    await page.getByRole("banner").getByRole("button", { name: "Profile" }).click();
    await expect(page.getByRole("dialog", { name: "Profile" }).getByText("1 / 3")).toBeVisible();
  });

  test("signed out, the page asks to sign in", async ({ page }) => {
    await page.goto("/readings");
    await expect(page.getByText("Your readings are private: sign in to see the ones you have drawn.")).toBeVisible();
    await page.getByRole("main").getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("dialog", { name: "Sign in to Continue" })).toBeVisible();
  });
});
