import { expect, test } from "@playwright/test";
import { CONTENT_PATHS } from "../lib/public-pages";

// Lighthouse's bar is CLS < 0.02 (issue 11); a page that moves while loading fails here first.
const PAGES = [...CONTENT_PATHS, "/cards/the-fool", "/cards/the-world"];

for (const path of PAGES) {
  test(`does not shift its layout while loading ${path}`, async ({ page }) => {
    // Observe from the first byte: the observer is installed before the page's own scripts run.
    await page.addInitScript(() => {
      const shifts = { total: 0 };
      (window as unknown as { __layoutShift: typeof shifts }).__layoutShift = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) shifts.total += entry.value;
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(path, { waitUntil: "load" });
    // Every eager image decoded and fonts settled: nothing left that could still move the page (lazy
    // images below the fold keep their box from width and height, and never load unless scrolled to).
    await page.evaluate(async () => {
      await document.fonts.ready;
      const eager = [...document.images].filter((image) => image.loading !== "lazy" && !image.complete);
      await Promise.all(eager.map((image) => image.decode().catch(() => undefined)));
    });
    const total = await page.evaluate(() => (window as unknown as { __layoutShift: { total: number } }).__layoutShift.total);
    expect(total).toBeLessThan(0.02);
  });
}
