import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe";
import { signInByApi, uniqueEmail } from "./fixtures";
import { expectValidHtml } from "./nu-html-checker";

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Readings made through the API, one card each, so that a journey starts with a journal. */
async function readByApi(request: APIRequestContext, token: string, readings: { question: string; card: string }[]) {
  for (const { question, card } of readings) {
    const response = await request.post("/api/tarot/interpret", {
      headers: { Authorization: `Bearer ${token}` },
      data: { question, type: "one_card", category: "general", cards: [card] },
    });
    expect(response.status()).toBe(200);
  }
}

const panel = (page: Page) => page.getByRole("region", { name: /card for today|Today's card/ });

test.describe("the card of the day", () => {
  test("sits above the reading screen without pushing the deck out of view, opens to its message, and keeps a place in the journal", async ({ page, request }) => {
    await signInByApi(page, request);
    await page.goto("/");
    const daily = panel(page);
    await expect(daily.getByRole("heading", { name: /^Your card for today: / })).toBeVisible();
    const name = (await daily.getByRole("heading").innerText()).replace(/^Your card for today:\s*/, "");

    if (test.info().project.name === "desktop") {
      // 1280×800: the whole fan of cards is still in the first screen.
      const deck = await page.getByRole("group", { name: "Deck" }).boundingBox();
      expect(deck).not.toBeNull();
      expect(deck!.y + deck!.height).toBeLessThanOrEqual(800);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await daily.getByText("Read today's message").click();
    await expect(daily.getByRole("link", { name: `What ${name} means` })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The same card after a reload; and in 'My Readings', under 'Cards of the day', deletable.
    await page.reload();
    await expect(panel(page).getByRole("heading", { name: `Your card for today: ${name}` })).toBeVisible();
    await page.goto("/readings");
    await page.getByRole("button", { name: "Cards of the day" }).click();
    const kept = page.getByRole("list", { name: "Cards of the day" }).getByRole("listitem");
    await expect(kept).toHaveCount(1);
    await expect(kept.getByRole("link", { name })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    page.once("dialog", (confirm) => void confirm.accept());
    await kept.getByRole("button", { name: /^Delete the card of the day: / }).click();
    await expect(page.getByText("No cards of the day yet.")).toBeVisible();
  });

  test("share falls back to 'Copy link', and the link opens a public page that carries nothing personal, with its pictures", async ({ page, request, baseURL }) => {
    test.setTimeout(90_000);
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    // A browser without the Web Share API (as desktop Chromium on Linux is).
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true }));
    const email = uniqueEmail("sharer");
    const token = await signInByApi(page, request, email);
    const me = (await (await request.get("/api/auth/user", { headers: { Authorization: `Bearer ${token}` } })).json()) as { referral_code: string };
    await page.goto("/");
    const daily = panel(page);
    await expect(daily.getByRole("heading", { name: /^Your card for today: / })).toBeVisible();
    await expect(daily.getByRole("button", { name: "Share" })).toHaveCount(0);
    await daily.getByRole("button", { name: "Copy link" }).click();
    await expect(daily.getByText("Link copied")).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`/daily/\\d{4}-\\d{2}-\\d{2}/[a-z-]+\\?ref=${me.referral_code}$`));

    // The page, as a stranger opens it.
    const strangers = await page.context().browser()!.newContext();
    const stranger = await strangers.newPage();
    try {
      const response = await stranger.goto(link);
      expect(response!.status()).toBe(200);
      const name = (await daily.getByRole("heading").innerText()).replace(/^Your card for today:\s*/, "");
      await expect(stranger.getByRole("heading", { level: 1, name })).toBeVisible();
      await expect(stranger.getByRole("link", { name: "Draw your own card" })).toBeVisible();
      const html = await response!.text();
      expect(html).not.toContain(email);
      expect(html).not.toContain(token);
      await expectNoSeriousA11yViolations(stranger);
      expectValidHtml(html, link);

      const ogImage = await stranger.locator('meta[property="og:image"]').getAttribute("content");
      expect(ogImage).toMatch(/\/og\.png$/);
      await expect(stranger.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
      const og = await request.get(new URL(ogImage!).pathname);
      expect(og.headers()["content-type"]).toBe("image/png");
      expect(pngSize(await og.body())).toEqual({ width: 1200, height: 630 });
      const story = await request.get(new URL(ogImage!).pathname.replace(/og\.png$/, "story.png"));
      expect(story.headers()["content-type"]).toBe("image/png");
      expect(pngSize(await story.body())).toEqual({ width: 1080, height: 1920 });
    } finally {
      await strangers.close();
    }
  });

  test("signed out, everyone's card of the day with an invitation to sign in", async ({ page }) => {
    await page.goto("/");
    const daily = panel(page);
    await expect(daily.getByRole("heading", { name: /^Today's card: / })).toBeVisible();
    await daily.getByText("Read today's message").click();
    await daily.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("dialog", { name: "Sign in to Continue" })).toBeVisible();
  });
});

test.describe("the journal's patterns", () => {
  test("Insights calls out a card that came up three times, and 90 days offers the subscription to a free reader", async ({ page, request }) => {
    const token = await signInByApi(page, request);
    await readByApi(request, token, [
      { question: "What is changing at work?", card: "The Tower" },
      { question: "What is changing at home?", card: "The Tower" },
      { question: "What is changing in me?", card: "The Tower" },
    ]);
    await page.goto("/readings");
    await page.getByRole("button", { name: "Insights" }).click();
    await expect(page.getByText("The Tower has come up 3 times in the last 30 days.")).toBeVisible();
    const cards = page.getByRole("list", { name: "Cards drawn most often" }).getByRole("listitem");
    await expect(cards.first()).toContainText("The Tower");
    await expect(cards.first()).toContainText("3 readings");
    await expect(page.locator("dt", { hasText: /^Readings$/ }).locator("xpath=following-sibling::dd[1]")).toHaveText("3");
    await expectNoSeriousA11yViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await page.getByRole("button", { name: "90 days" }).click();
    await page.getByRole("button", { name: "Subscribe Now" }).click();
    await expect(page.getByRole("dialog", { name: "Subscribe to Arcana" })).toBeVisible();
  });

  test("search narrows the list to the readings whose words match, and 'Clear' brings them all back", async ({ page, request }) => {
    const token = await signInByApi(page, request);
    await readByApi(request, token, [
      { question: "Should I move to the coast?", card: "The Moon" },
      { question: "How do I handle my manager?", card: "The Emperor" },
    ]);
    await page.goto("/readings");
    const list = page.getByRole("list", { name: "Past readings" }).locator(":scope > li");
    await expect(list).toHaveCount(2);
    await page.getByRole("searchbox", { name: "Search your readings" }).fill("coast");
    await page.getByRole("search").getByRole("button", { name: "Search" }).click();
    await expect(page.getByText("Readings that match “coast”, newest first.")).toBeVisible();
    await expect(list).toHaveCount(1);
    await expect(list).toContainText("Should I move to the coast?");
    await page.getByRole("searchbox", { name: "Search your readings" }).fill("lighthouse");
    await page.getByRole("search").getByRole("button", { name: "Search" }).click();
    await expect(page.getByText("No readings match “lighthouse”.")).toBeVisible();
    await page.getByRole("button", { name: "Clear" }).click();
    await expect(list).toHaveCount(2);
  });
});
