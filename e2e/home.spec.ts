import { expect, test } from "@playwright/test";
import { DECK } from "../lib/tarot/deck";
import { expectNoSeriousA11yViolations } from "./axe";

test.describe("home and app shell", () => {
  test("home loads with its title, header and footer", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle("Home - Arcana");
    await expect(page.getByRole("banner").getByRole("link", { name: "Arcana home" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
    const footer = page.getByRole("contentinfo");
    for (const heading of ["About", "Quick Links", "Legal", "Contact"]) {
      await expect(footer.getByRole("heading", { name: heading, exact: true })).toBeVisible();
    }
    await expect(footer.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:.+@.+/);
    await expectNoSeriousA11yViolations(page);
  });

  test("the footer links to all 22 cards", async ({ page }) => {
    await page.goto("/");
    const cardNav = page.getByRole("navigation", { name: "The Major Arcana" });
    const links = cardNav.getByRole("link");
    await expect(links).toHaveCount(22);
    for (const card of DECK) {
      await expect(cardNav.getByRole("link", { name: card.name, exact: true })).toHaveAttribute("href", `/cards/${card.slug}`);
    }
  });

  test("footer quick and legal links point at their pages", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    const expected = {
      "How to Use": "/how-to-use",
      "About Us": "/about",
      FAQ: "/faq",
      "Privacy Policy": "/privacy",
      "Terms of Service": "/terms",
    };
    for (const [name, href] of Object.entries(expected)) {
      await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
  });

  test("the logo goes home and navigation scrolls to the top", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "The Star", exact: true }).scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole("contentinfo").getByRole("link", { name: "The Star", exact: true }).click();
    await expect(page).toHaveURL(/\/cards\/the-star$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole("banner").getByRole("link", { name: "Arcana home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle("Home - Arcana");
  });

  test("header navigation shows from medium width up and links Home, About and FAQ", async ({ page }, testInfo) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    if (testInfo.project.name === "mobile") {
      await expect(nav).toBeHidden();
      return;
    }
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(nav.getByRole("link", { name: "About" })).toHaveAttribute("href", "/about");
    await expect(nav.getByRole("link", { name: "FAQ" })).toHaveAttribute("href", "/faq");
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
  });

  test("the health endpoint reports the database up", async ({ request }) => {
    const response = await request.get("/api/health");
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ ok: true, db: "up" });
  });

  test("pages carry the security headers", async ({ request }) => {
    const response = await request.get("/");
    const headers = response.headers();
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
  });
});
