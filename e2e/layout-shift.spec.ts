import { expect, test } from "@playwright/test";
import { CONTENT_PATHS } from "../lib/public-pages";
import { installLayoutShiftMeter, layoutShift } from "./fixtures";

// Lighthouse's bar is CLS < 0.02 (issue 11); a page that moves while loading fails here first.
const PAGES = [...CONTENT_PATHS, "/cards/the-fool", "/cards/the-world"];

for (const path of PAGES) {
  test(`does not shift its layout while loading ${path}`, async ({ page }) => {
    // Observe from the first byte: the meter is installed before the page's own scripts run.
    await installLayoutShiftMeter(page);
    await page.goto(path, { waitUntil: "load" });
    // Every eager image decoded and fonts settled: nothing left that could still move the page (lazy
    // images below the fold keep their box from width and height, and never load unless scrolled to).
    await page.evaluate(async () => {
      await document.fonts.ready;
      const eager = [...document.images].filter((image) => image.loading !== "lazy" && !image.complete);
      await Promise.all(eager.map((image) => image.decode().catch(() => undefined)));
    });
    expect(await layoutShift(page)).toBeLessThan(0.02);
  });
}
