import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { FIRST_CARD_OF_THE_DAY_DATE } from "../lib/daily/shareable";
import { PREFIXED_LOCALES } from "../lib/i18n/locales";
import { DECK } from "../lib/tarot/deck";

/** Byte budgets of the content issue: bytes do not jitter, so they are tested, not benchmarked. */
const FIRST_LOAD_JS_BUDGET = 150 * 1024;
/** All a card page downloads before anyone uses it: the first load and what arrives right after hydration. */
const IDLE_PAGE_JS_BUDGET = 170 * 1024;
const PHONE_CARD_IMAGE_BUDGET = 80 * 1024;
/**
 * A card page's HTML as the build prerendered it (issue 44): English's at most 70 KB, another language's within
 * 10 % of the same card's in English (before one route tree: 98 KB and 113 KB in German).
 */
const CARD_PAGE_HTML_BUDGET = 70_000;
const OTHER_LANGUAGE_MARGIN = 1.1;
/** A shared card of the day's pictures (issue 29): the link preview and the phone story. */
const SHARE_IMAGE_BUDGETS = { og: 150 * 1024, story: 400 * 1024 } as const;

/**
 * First-load JavaScript of a prerendered page: every script its HTML references, gzipped. `route` is the
 * path the page is rendered at, under its language (`en/cards/the-fool` for `/cards/the-fool`).
 * Next 16 no longer prints these sizes (docs/decisions.md#toolchain).
 */
function firstLoadJsBytes(route: string): { total: number; files: number } {
  const html = readFileSync(path.join(".next", "server", "app", `${route}.html`), "utf8");
  // Scripts marked noModule (legacy polyfills) are skipped by every browser that runs modules.
  const tags = [...html.matchAll(/<script[^>]+>/g)].map((match) => match[0]).filter((tag) => !/\bnoModule\b/i.test(tag));
  const sources = new Set(tags.flatMap((tag) => [...tag.matchAll(/\ssrc="([^"]+\.js)"/g)].map((match) => match[1])));
  let total = 0;
  for (const source of sources) {
    const file = path.join(".next", decodeURIComponent(source.replace(/^\/_next\//, "")));
    expect(existsSync(file), `script ${source} of ${route}`).toBe(true);
    total += gzipSync(readFileSync(file), { level: 9 }).length;
  }
  return { total, files: sources.size };
}

/** The bytes of a prerendered page's HTML, by the path it is rendered at (`en/cards/the-fool`). */
const prerenderedHtmlBytes = (route: string) => readFileSync(path.join(".next", "server", "app", `${route}.html`)).length;

test.describe("byte budgets", () => {
  test("every card page's HTML stays within 70 KB in English, and within 10 % of it in every other language", () => {
    const largest: Record<string, number> = {};
    for (const card of DECK) {
      const english = prerenderedHtmlBytes(`en/cards/${card.slug}`);
      expect(english, `English ${card.slug}`).toBeLessThanOrEqual(CARD_PAGE_HTML_BUDGET);
      largest.en = Math.max(largest.en ?? 0, english);
      for (const locale of PREFIXED_LOCALES) {
        const bytes = prerenderedHtmlBytes(`${locale}/cards/${card.slug}`);
        expect(bytes, `${locale} ${card.slug} beside English's ${english}`).toBeLessThanOrEqual(english * OTHER_LANGUAGE_MARGIN);
        largest[locale] = Math.max(largest[locale] ?? 0, bytes);
      }
    }
    console.log(`largest card page HTML by language (bytes): ${JSON.stringify(largest)}`);
  });

  test("a card page's first-load JavaScript stays within 150 KB gzipped", async () => {
    const { total, files } = firstLoadJsBytes("en/cards/the-fool");
    console.log(`first-load JS of /cards/the-fool: ${(total / 1024).toFixed(1)} KB gzipped in ${files} scripts`);
    expect(files).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET);
  });

  test("a card page loads no more than 170 KB of JavaScript (gzipped) until someone uses it", async ({ page }) => {
    const scripts: Promise<number>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response.body().then((body) => gzipSync(body, { level: 9 }).length));
    });
    await page.goto("/cards/the-fool", { waitUntil: "networkidle" });
    const total = (await Promise.all(scripts)).reduce((sum, bytes) => sum + bytes, 0);
    console.log(`JavaScript of /cards/the-fool until first use: ${(total / 1024).toFixed(1)} KB gzipped in ${scripts.length} scripts`);
    // The dialogs (and the API client with zod) load when first opened, not because a page was shown.
    expect(total).toBeLessThanOrEqual(IDLE_PAGE_JS_BUDGET);
  });

  test("the card image a 375 px phone at device-pixel-ratio 2 downloads stays within 80 KB", async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true });
    const page = await context.newPage();
    let largest = { slug: "", bytes: 0, type: "" };
    for (const card of DECK) {
      const imageResponse = page.waitForResponse((response) => response.url().includes(`%2Fcards%2F${card.slug}.jpg`));
      await page.goto(`/cards/${card.slug}`);
      const response = await imageResponse;
      const bytes = (await response.body()).length;
      const type = response.headers()["content-type"] ?? "";
      expect(type, `format of ${card.slug}`).toMatch(/image\/(avif|webp)/);
      expect(bytes, `bytes of ${card.slug}`).toBeLessThanOrEqual(PHONE_CARD_IMAGE_BUDGET);
      if (bytes > largest.bytes) largest = { slug: card.slug, bytes, type };
    }
    console.log(`largest phone card image: ${largest.slug} ${(largest.bytes / 1024).toFixed(1)} KB (${largest.type})`);
    await context.close();
  });

  test("a shared card of the day's pictures stay within 150 KB (link preview) and 400 KB (story), for every card", async ({ request }) => {
    // 44 pictures, drawn one at a time by the server.
    test.setTimeout(240_000);
    for (const format of ["og", "story"] as const) {
      let largest = { slug: "", bytes: 0 };
      for (const card of DECK) {
        const response = await request.get(`/daily/${FIRST_CARD_OF_THE_DAY_DATE}/${card.slug}/${format}.png`);
        expect(response.status(), `${format} of ${card.slug}`).toBe(200);
        expect(response.headers()["content-type"]).toBe("image/png");
        const bytes = (await response.body()).length;
        expect(bytes, `bytes of the ${format} picture of ${card.slug}`).toBeLessThanOrEqual(SHARE_IMAGE_BUDGETS[format]);
        if (bytes > largest.bytes) largest = { slug: card.slug, bytes };
      }
      console.log(`largest ${format} share picture: ${largest.slug} ${(largest.bytes / 1024).toFixed(1)} KB`);
    }
  });

  test("a 375 px phone's home page downloads only the pictures it shows, even with the footer's 22 card links in view", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true });
    const page = await context.newPage();
    const requested = new Set<string>();
    page.on("request", (request) => {
      if (request.resourceType() === "image" && request.url().includes("/_next/image")) requested.add(request.url());
    });
    const preloadWarnings: string[] = [];
    page.on("console", (message) => {
      if (message.text().includes("was preloaded using link preload but not used")) preloadWarnings.push(message.text());
    });
    await page.goto("/", { waitUntil: "networkidle" });
    // The footer's card links come into view; a prefetched card page would preload its picture.
    await page.getByRole("navigation", { name: "The Major Arcana" }).scrollIntoViewIfNeeded();
    await page.waitForLoadState("networkidle");
    const shown = new Set(await page.evaluate(() => [...document.images].map((image) => image.currentSrc).filter(Boolean)));
    const unused = [...requested].filter((url) => !shown.has(url));
    console.log(`images a phone's home page downloaded: ${requested.size}, not shown: ${unused.length}`);
    expect(unused).toEqual([]);
    expect(preloadWarnings).toEqual([]);
    await context.close();
  });
});
