import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe";
import { signInByApi } from "./fixtures";

const QUESTION = "Is this the year to start my own studio?";

/** Tab onwards until the focused element is `target`. */
async function tabTo(page: Page, target: ReturnType<Page["locator"]>, most = 15) {
  for (let i = 0; i < most; i++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  await expect(target).toBeFocused();
}

test.describe("I drew my own cards", () => {
  test("a keyboard-only reader names the cards of their own draw and gets the reading, marked in the journal", async ({ page, request }) => {
    test.setTimeout(90_000);
    await signInByApi(page, request);
    await page.goto("/");
    await expect(page.getByRole("banner").getByRole("button", { name: "Profile" })).toBeVisible();
    await page.getByRole("textbox", { name: "What do you want to ask?" }).focus();
    await page.keyboard.type(QUESTION);

    // Yes or No takes three cards: choose it with the keyboard.
    const type = page.getByRole("combobox", { name: "Type" });
    await tabTo(page, type);
    await page.keyboard.press("ArrowDown");
    await expect(type).toHaveValue("yes_no");

    const ownDraw = page.getByRole("checkbox", { name: "I drew my own cards" });
    await tabTo(page, ownDraw);
    await page.keyboard.press("Space");
    await expect(ownDraw).toBeChecked();
    await expect(page.getByRole("group", { name: "Deck" })).toHaveCount(0);
    await expect(page.getByText("Name the 3 cards you drew, in the order you drew them")).toBeVisible();

    // Type to filter, Enter takes the first match.
    const search = page.getByRole("searchbox", { name: "Find a card" });
    await page.keyboard.press("Tab");
    await expect(search).toBeFocused();
    await page.keyboard.type("tower");
    await expect(page.getByRole("checkbox", { name: /^The/ })).toHaveCount(1);
    await page.keyboard.press("Enter");
    await expect(search).toHaveValue("");
    await expect(page.getByRole("heading", { name: "Your draw: 1 of 3" })).toBeVisible();

    // Arrows into the list, Enter ticks a box; the same card cannot be drawn twice.
    await page.keyboard.type("the m");
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("checkbox", { name: "The Magician" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("checkbox", { name: "The Moon" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("checkbox", { name: "The Moon" })).toBeChecked();
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    await expect(search).toBeFocused();
    await page.keyboard.press("Control+A");
    await page.keyboard.type("the tow");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Your draw: 2 of 3" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await page.keyboard.press("Control+A");
    await page.keyboard.type("star");
    await page.keyboard.press("Enter");
    const reveal = page.getByRole("button", { name: "Reveal and interpret" });
    await expect(reveal).toBeFocused();
    await expect(page.getByRole("listitem").filter({ hasText: "First card: The Tower" })).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: "Second card: The Moon" })).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: "Third card: The Star" })).toBeVisible();
    // Every other card is out of reach once the draw is whole.
    await expect(page.getByRole("checkbox", { name: "The Sun" })).toBeDisabled();

    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Summary" })).toBeVisible({ timeout: 30_000 });
    const dealt = page.getByRole("list", { name: "Your cards" });
    await expect(dealt.getByRole("listitem")).toHaveText([/The Tower/, /The Moon/, /The Star/]);
    await expect(page.getByTestId("interpretation")).toHaveAttribute("aria-busy", "false");

    await page.goto("/readings");
    await page.getByRole("button", { name: `Open the reading: ${QUESTION}` }).click();
    const detail = page.getByRole("region", { name: QUESTION });
    await expect(detail.getByText(/Yes or No · General question · Your own draw/)).toBeVisible();
    await expect(detail.getByRole("listitem").filter({ hasText: "First card: The Tower" })).toBeVisible();
  });
});
