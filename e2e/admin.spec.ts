import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe";
import { signInByApi, uniqueEmail } from "./fixtures";

/** Listed in ADMIN_EMAILS by playwright.config.ts. */
const OPERATOR = "operator@arcana.example";

async function fitsTheWidth(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

/** A browser context of its own, so that its cookies and stored token are nobody else's. */
async function freshPage(browser: Browser, page: Page, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: page.viewportSize() ?? undefined, reducedMotion: "reduce" });
  return context.newPage();
}

/** A customer who signed up on their own, and the operator's console open on them. */
async function operatorLooksUpNewCustomer(page: Page, request: APIRequestContext, label: string) {
  const customerEmail = uniqueEmail(label);
  const issued = await request.post("/api/dev/identity/token", { data: { email: customerEmail } });
  expect((await request.post("/api/auth/google", { data: await issued.json() })).status()).toBe(200);
  await signInByApi(page, page.request, OPERATOR);
  await page.goto(`/admin?email=${encodeURIComponent(customerEmail)}`);
  return { customerEmail, customer: page.getByRole("article", { name: customerEmail }) };
}

test.describe("operator console", () => {
  test("the operator looks a customer up, grants 2 readings with a reason, and the audit list shows it", async ({ page, request }) => {
    // The customer, signed up on their own.
    const customerEmail = uniqueEmail("customer");
    const issued = await request.post("/api/dev/identity/token", { data: { email: customerEmail } });
    const customerToken = ((await (await request.post("/api/auth/google", { data: await issued.json() })).json()) as { token: string }).token;

    // The operator signs in from the page's own context, which keeps the console's cookie.
    await signInByApi(page, page.request, OPERATOR);
    const response = await page.goto("/admin");
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toContain("no-store");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("heading", { level: 1, name: "Operator console" })).toBeVisible();
    await expect(page.getByRole("table", { name: "Figures" })).toBeVisible();
    // The day's AI spend and the operator's ceiling (none is set for the journeys: AI_DAILY_BUDGET_USD is unset).
    await expect(page.getByRole("region", { name: "AI budget" })).toContainText(/Estimated spend since 00:00 UTC: \$\d[\d.,]*, with no daily ceiling \(AI_DAILY_BUDGET_USD is unset\)\./);
    await expectNoSeriousA11yViolations(page);
    await fitsTheWidth(page);

    // Look up by e-mail: a GET form, so the address is in the URL and the page is rendered on the server.
    await page.getByLabel("Customer e-mail").fill(customerEmail.toUpperCase());
    await page.getByRole("button", { name: "Look up" }).click();
    const customer = page.getByRole("article", { name: customerEmail });
    await expect(customer).toBeVisible();
    await expect(customer.getByText("Bonus credits")).toBeVisible();

    const reason = `Reading lost in an outage ${Date.now().toString(36)}`;
    await customer.getByLabel("Readings (1 to 50)").fill("2");
    await customer.getByLabel("Reason", { exact: true }).fill(reason);
    await customer.getByRole("button", { name: "Grant readings" }).click();
    await expect(customer.getByRole("status")).toHaveText(`Granted 2 readings to ${customerEmail}. Bonus credits now: 2.`);

    // The page is read again: the customer's own list and the recent actions both hold the grant.
    const ownActions = customer.getByRole("region", { name: `Actions on ${customerEmail}` });
    await expect(ownActions.getByRole("row", { name: new RegExp(reason) })).toContainText("2 readings (credits now 2)");
    const recent = page.getByRole("region", { name: "Recent actions" });
    const row = recent.getByRole("row", { name: new RegExp(reason) });
    await expect(row).toContainText("Granted readings");
    await expect(row).toContainText(OPERATOR);
    await expect(row).toContainText(customerEmail);
    await expectNoSeriousA11yViolations(page);
    await fitsTheWidth(page);

    // The customer has the readings.
    const me = await request.get("/api/auth/user", { headers: { Authorization: `Bearer ${customerToken}` } });
    expect(((await me.json()) as { bonus_credits: number }).bonus_credits).toBe(2);
  });

  test("the operator's keyboard reaches the lookup and the grant", async ({ page, request }) => {
    const { customerEmail, customer } = await operatorLooksUpNewCustomer(page, request, "keyboard");
    await customer.getByLabel("Readings (1 to 50)").focus();
    await page.keyboard.press("Control+A");
    await page.keyboard.type("3");
    await page.keyboard.press("Tab");
    await expect(customer.getByLabel("Reason", { exact: true })).toBeFocused();
    await page.keyboard.type("Keyboard grant");
    await page.keyboard.press("Enter");
    await expect(customer.getByRole("status")).toHaveText(`Granted 3 readings to ${customerEmail}. Bonus credits now: 3.`);
  });

  test("a grant whose answer is lost on the way back says it may have been done, and the audit list shows that it was", async ({ page, request }) => {
    const { customer } = await operatorLooksUpNewCustomer(page, request, "lost-answer");

    // The grant reaches the server and is carried out; its answer never reaches the page.
    let carriedOut!: () => void;
    const grantCarriedOut = new Promise<void>((resolve) => (carriedOut = resolve));
    await page.route("**/api/admin/users/*/grant", async (route) => {
      const answer = await route.fetch();
      expect(answer.status()).toBe(200);
      carriedOut();
      await route.abort("connectionreset");
    });
    const reason = `Answer lost ${Date.now().toString(36)}`;
    await customer.getByLabel("Readings (1 to 50)").fill("2");
    await customer.getByLabel("Reason", { exact: true }).fill(reason);
    await customer.getByRole("button", { name: "Grant readings" }).click();
    await grantCarriedOut;
    await expect(customer.getByRole("status")).toHaveText(
      "No answer came back, so this may or may not have been done: check 'Recent actions' below before trying again.",
    );
    // The page was read again, so the operator sees the grant went through rather than granting twice.
    const recent = page.getByRole("region", { name: "Recent actions" });
    await expect(recent.getByRole("row", { name: new RegExp(reason) })).toContainText("2 readings (credits now 2)");
    await expectNoSeriousA11yViolations(page);
  });

  test("a customer and a visitor see the not-found page at /admin", async ({ page, browser, baseURL }) => {
    const token = await signInByApi(page, page.request, uniqueEmail("not-operator"));
    // The console's calls answer a customer with the 404 of a path that does not exist, and no data, as the metrics do without their token.
    const asCustomer = { headers: { Authorization: `Bearer ${token}` } };
    const unknown = await page.request.get("/api/no-such-route", asCustomer);
    const answers = [await page.request.get("/api/admin/summary", asCustomer), await page.request.get("/api/metrics"), await page.request.post("/api/admin/users/x/grant", asCustomer)];
    for (const answer of answers) {
      expect(answer.status()).toBe(404);
      expect(answer.headers()["content-type"]).toBe(unknown.headers()["content-type"]);
      expect(await answer.text()).toBe(await unknown.text());
    }
    const signedIn = await page.goto("/admin");
    expect(signedIn?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    // Nothing the page shows names the console, not even its title.
    await expect(page).toHaveTitle("Page not found - Arcana");
    expect(await signedIn?.text()).not.toContain("Operator console");
    await expectNoSeriousA11yViolations(page);

    const visitor = await freshPage(browser, page, baseURL);
    try {
      const signedOut = await visitor.goto("/admin");
      expect(signedOut?.status()).toBe(404);
      await expect(visitor.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
      expect(await signedOut?.text()).not.toContain("Operator console");
    } finally {
      await visitor.context().close();
    }
  });
});
