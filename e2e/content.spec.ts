import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe";

/** Every page of docs/product.md#screens with its title and the exact strings it must show. */
const ROUTES: { path: string; title: string; heading: string; texts: (string | RegExp)[] }[] = [
  { path: "/", title: "Home - Arcana", heading: "Ask the cards", texts: [] },
  {
    path: "/about",
    title: "About - Arcana",
    heading: "About",
    texts: ["Divine Messages", "Mystical for All", "Magic in Moments", "Sacred & Private"],
  },
  { path: "/faq", title: "FAQ - Arcana", heading: "FAQ", texts: [] },
  {
    path: "/privacy",
    title: "Privacy Policy - Arcana",
    heading: "Privacy Policy",
    texts: ["June 11, 2025", /^Information we collect$/i, /^Security$/, /^Your rights$/i, /^Contact$/, /one-way hash of your identity provider/],
  },
  {
    path: "/terms",
    title: "Terms of Service - Arcana",
    heading: "Terms of Service",
    texts: ["June 11, 2025", /^Acceptance/i, /^Use licence$/i, /^Restrictions$/, /^Subscriptions and payments$/i, /^Availability$/, /^Termination$/, /^Contact$/],
  },
  {
    // Without a checkout session the page never claims success and says so at once (e2e/subscription.spec.ts pays one).
    path: "/stripe/success",
    title: "No Payment to Confirm - Arcana",
    heading: "No payment to confirm",
    texts: [/there is no payment to confirm/i],
  },
  {
    path: "/stripe/cancelled",
    title: "Checkout Cancelled - Arcana",
    heading: "Checkout Cancelled",
    texts: [/^Nothing was charged\./],
  },
  {
    path: "/stripe/error",
    title: "Payment Failed - Arcana",
    heading: "Payment Failed",
    texts: [/^Something went wrong with your payment\. Please try again or contact support at \S+@\S+\.$/],
  },
  {
    path: "/maintenance",
    title: "Maintenance - Arcana",
    heading: "We'll Be Back Soon!",
    texts: ["Our site is currently undergoing scheduled maintenance. Thank you for your patience. All operations are temporarily disabled."],
  },
  { path: "/how-to-use", title: "How to Use - Arcana", heading: "How to Use", texts: ["An example three-card reading"] },
  { path: "/cards/the-fool", title: "The Fool Tarot Card Meaning - Arcana", heading: "The Fool", texts: ["Upright meaning", "Reversed meaning"] },
];

test.describe("content pages", () => {
  for (const route of ROUTES) {
    test(`${route.path} answers 200 with its title, heading and strings`, async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(route.title);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.heading);
      const main = page.getByRole("main");
      for (const text of route.texts) {
        if (typeof text === "string") await expect(main.getByText(text, { exact: false }).first()).toBeVisible();
        else await expect(main.getByText(text).first()).toBeVisible();
      }
      await expectNoSeriousA11yViolations(page);
    });
  }

  test("the FAQ answers nine questions in an accessible disclosure list", async ({ page }) => {
    await page.goto("/faq");
    const questions = page.getByRole("main").locator("details");
    await expect(questions).toHaveCount(9);
    const first = questions.first();
    const summary = first.locator("summary");
    await summary.focus();
    await page.keyboard.press("Enter");
    await expect(first).toHaveAttribute("open", "");
    await expect(page.getByRole("main")).toContainText("unlimited readings, within fair use of 50 a day");
    await expect(page.getByRole("main")).toContainText("1 per reading when free, 3 for subscribers");
  });

  test("payment result pages lead home", async ({ page }) => {
    for (const path of ["/stripe/success", "/stripe/error", "/stripe/cancelled"]) {
      await page.goto(path);
      await page.getByRole("main").getByRole("link", { name: "Go to Home" }).click();
      await expect(page).toHaveURL(/\/$/);
    }
  });

  test("the payment and maintenance pages show the support address", async ({ page }) => {
    for (const path of ["/stripe/error", "/stripe/success", "/maintenance"]) {
      await page.goto(path);
      await expect(page.getByRole("main").getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
    }
  });

  test("an unknown path answers 404 with the not-found page", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    await expect(page.getByRole("main").getByRole("link", { name: "Go to Home" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("main").getByRole("link", { name: "Browse the cards" })).toHaveAttribute("href", "/how-to-use");
    await expectNoSeriousA11yViolations(page);
  });

  test("an unknown card answers 404", async ({ request }) => {
    expect((await request.get("/cards/the-joker")).status()).toBe(404);
  });

  test("/how redirects permanently to /how-to-use", async ({ request }) => {
    const response = await request.get("/how", { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers()["location"]).toBe("/how-to-use");
  });

  test("the guide shows six steps and links all 22 cards", async ({ page }) => {
    await page.goto("/how-to-use");
    await expect(page.getByRole("main").locator("ol > li")).toHaveCount(6);
    const grid = page.getByRole("region", { name: "The 22 Major Arcana" });
    await expect(grid.getByRole("link")).toHaveCount(22);
    await expect(grid.getByRole("link", { name: /^The World/ })).toHaveAttribute("href", "/cards/the-world");
  });
});

test.describe("search engines", () => {
  test("sitemap.xml lists every public page and all 22 cards, in each of the six languages", async ({ request, baseURL }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(urls).toHaveLength(28 * 6);
    for (const path of ["/how-to-use", "/about", "/faq", "/privacy", "/terms", "/cards/the-fool", "/cards/the-world"]) {
      expect(urls).toContain(`${baseURL}${path}`);
      expect(urls).toContain(`${baseURL}/it${path}`);
    }
    expect(urls).toContain(`${baseURL}/pt-BR`);
  });

  test("robots.txt allows pages, keeps crawlers out of the API and names the sitemap", async ({ request, baseURL }) => {
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Allow: /");
    expect(robots).toContain("Disallow: /api/");
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test("a card page has its description, canonical URL, social cards and structured data", async ({ page, baseURL }) => {
    await page.goto("/cards/the-star");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/cards/the-star`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /^The Star \(XVII\): /);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", `${baseURL}/cards/the-star.jpg`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", "The Star Tarot Card Meaning - Arcana");
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(jsonLd).toMatchObject({ "@type": "Article", headline: "The Star Tarot Card Meaning", image: `${baseURL}/cards/the-star.jpg` });
  });

  test("payment result and maintenance pages ask not to be indexed; content pages do not", async ({ page }) => {
    for (const path of ["/stripe/success", "/stripe/error", "/stripe/cancelled", "/maintenance"]) {
      await page.goto(path);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    }
    await page.goto("/about");
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });

  test("content pages have their own canonical URL and description", async ({ page, baseURL }) => {
    for (const path of ["/about", "/faq", "/how-to-use"]) {
      await page.goto(path);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}${path}`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{40,}/);
    }
  });
});
