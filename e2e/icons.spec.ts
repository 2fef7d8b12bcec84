import { expect, test } from "@playwright/test";

test("serves a favicon, app icons and a web manifest that names them", async ({ page, request }) => {
  const favicon = await request.get("/favicon.ico");
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()["content-type"]).toContain("image/");

  await page.goto("/cards/the-fool");
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(manifestHref).toBeTruthy();
  await expect(page.locator('link[rel="icon"]').first()).toBeAttached();
  await expect(page.locator('link[rel="apple-touch-icon"]')).toBeAttached();

  const manifest = (await (await request.get(manifestHref!)).json()) as { name: string; icons: { src: string; sizes: string }[] };
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  for (const icon of manifest.icons) {
    const answer = await request.get(icon.src);
    expect(answer.status()).toBe(200);
    expect(answer.headers()["content-type"]).toBe("image/png");
  }
});
