import { expect, test } from "@playwright/test";

declare global {
  interface Window {
    cspViolations: string[];
  }
}

/**
 * Our CSP has no 'unsafe-eval'. Anything that tries eval (zod probes `new Function` before compiling
 * its parsers) is a violation the browser reports as an issue: Lighthouse's best practices count it.
 */
test("pages keep to their Content Security Policy, also once the sign-in dialog has brought the API client", async ({ page }) => {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => window.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  for (const path of ["/", "/cards/the-fool"]) {
    await page.goto(path);
    await page.getByRole("banner").getByRole("button", { name: "Sign In" }).click();
    const dialog = page.getByRole("dialog", { name: "Sign in to Continue" });
    await expect(dialog.getByRole("button", { name: "Sign in with Google" })).toBeVisible();
    expect(await page.evaluate(() => window.cspViolations), path).toEqual([]);
  }
});
