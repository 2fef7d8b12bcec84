import { expect, test, type Page } from "@playwright/test";
import { DECK } from "../lib/tarot/deck";
import { expectNoSeriousA11yViolations } from "./axe";

function cardsNav(page: Page) {
  return page.getByRole("navigation", { name: "Cards" });
}

test.describe("card pages", () => {
  test("walk The Fool to The World by the next links, and back by the previous links", async ({ page }) => {
    test.setTimeout(240_000);
    await page.goto("/cards/the-fool");
    for (const [index, card] of DECK.entries()) {
      await expect(page).toHaveURL(new RegExp(`/cards/${card.slug}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(card.name);
      await expect(page).toHaveTitle(`${card.name} Tarot Card Meaning - Arcana`);
      const image = page.getByRole("main").getByRole("img").first();
      await expect(image).toHaveAttribute("alt", /.{40,}/);
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await expect(cardsNav(page).getByRole("link", { name: /How to Use/ })).toHaveAttribute("href", "/how-to-use");
      if (index === 0) await expect(cardsNav(page).getByRole("link", { name: /Previous card/ })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
      if (index < DECK.length - 1) await cardsNav(page).getByRole("link", { name: /Next card/ }).click();
    }

    // The World closes the journey: back to Judgement, to the guide, and on to The Fool.
    await expect(cardsNav(page).getByRole("link", { name: /Judgement/ })).toHaveAttribute("href", "/cards/judgement");
    await expect(cardsNav(page).getByRole("link", { name: /The Fool/ })).toHaveAttribute("href", "/cards/the-fool");

    for (const card of [...DECK].reverse().slice(1)) {
      await cardsNav(page).getByRole("link", { name: /Previous card/ }).click();
      await expect(page).toHaveURL(new RegExp(`/cards/${card.slug}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(card.name);
    }
    await expect(cardsNav(page).getByRole("link", { name: /Previous card/ })).toHaveCount(0);
  });

  test("The World goes on to The Fool", async ({ page }) => {
    await page.goto("/cards/the-world");
    await cardsNav(page).getByRole("link", { name: /The Fool/ }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Fool");
  });

  test("a card page shows its meanings, keywords and what it says in each area", async ({ page }) => {
    await page.goto("/cards/strength");
    const main = page.getByRole("main");
    await expect(main.getByText("Major Arcana VIII")).toBeVisible();
    for (const heading of ["Keywords", "Upright meaning", "Reversed meaning", "Strength in a reading"]) {
      await expect(main.getByRole("heading", { name: heading, level: 2 })).toBeVisible();
    }
    for (const area of ["General question", "Love and relationships", "Personal creativity"]) {
      await expect(main.getByRole("heading", { name: area, level: 3 })).toBeVisible();
    }
  });
});
