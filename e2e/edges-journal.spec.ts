import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { dayBefore, latestDateAnywhere } from "../lib/daily/local-date";
import { FIRST_CARD_OF_THE_DAY_DATE } from "../lib/daily/shareable";
import { expectNoSeriousA11yViolations } from "./axe";
import { signInByApi, subscribeByApi } from "./fixtures";

/** Readings asked through the API, oldest first, as another tab would have asked them; answers their ids, oldest first. */
async function readByApi(request: APIRequestContext, token: string, questions: readonly string[]): Promise<string[]> {
  const headers = { Authorization: `Bearer ${token}` };
  for (const question of questions) {
    const read = await request.post("/api/tarot/interpret", { headers, data: { question, type: "one_card", category: "general", cards: ["The Star"] } });
    expect(read.status(), question).toBe(200);
  }
  const journal = (await (await request.get("/api/readings", { headers })).json()) as { readings: { id: string; question: string }[] };
  return questions.map((question) => journal.readings.find((reading) => reading.question === question)!.id);
}

const QUESTIONS = [
  "What is the lesson of this winter?",
  "Where should my energy go this month?",
  "What am I not seeing about the move?",
  "How do I speak to my brother again?",
  "What does the new job ask of me?",
  "What will help me rest?",
] as const;

const openButton = (page: Page, question: string) => page.getByRole("button", { name: `Open the reading: ${question}` });
const detail = (page: Page, question: string) => page.getByRole("region", { name: question });
/** Where the list was, give or take what a late line of the header may move it. */
const SCROLL_SLACK = 16;
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
const fitsTheWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test.describe("a reading's own address in My Readings", () => {
  test("opening a reading changes the address to /readings/{id}, and Back returns to the list where it was", async ({ page, request }) => {
    test.setTimeout(90_000);
    const token = await signInByApi(page, request);
    await subscribeByApi(request, token);
    const ids = await readByApi(request, token, QUESTIONS);
    const oldest = QUESTIONS[0];

    await page.goto("/readings");
    await expect(page.getByRole("list", { name: "Past readings" }).locator(":scope > li")).toHaveCount(QUESTIONS.length);
    // The oldest reading is last: the list is scrolled down to it.
    await openButton(page, oldest).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 40));
    const where = await scrollY(page);
    expect(where).toBeGreaterThan(0);

    await openButton(page, oldest).click();
    await expect(page).toHaveURL(new RegExp(`/readings/${ids[0]}$`));
    await expect(detail(page, oldest).getByRole("heading", { name: oldest })).toBeFocused();
    await expect(detail(page, oldest).getByRole("heading", { name: "Summary" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect(await fitsTheWidth(page)).toBe(true);

    // The browser's Back: the list, scrolled where it was, with focus on the reading's 'Open'.
    await page.goBack();
    await expect(page).toHaveURL(/\/readings$/);
    await expect(openButton(page, oldest)).toBeFocused();
    await expect(openButton(page, oldest)).toBeInViewport();
    expect(Math.abs((await scrollY(page)) - where)).toBeLessThanOrEqual(SCROLL_SLACK);

    // Forward opens it again; the page's own 'Back to all readings' does what Back does.
    await page.goForward();
    await expect(detail(page, oldest).getByRole("heading", { name: oldest })).toBeFocused();
    await detail(page, oldest).getByRole("button", { name: "Back to all readings" }).click();
    await expect(page).toHaveURL(/\/readings$/);
    await expect(openButton(page, oldest)).toBeFocused();
    await expect(openButton(page, oldest)).toBeInViewport();
    expect(Math.abs((await scrollY(page)) - where)).toBeLessThanOrEqual(SCROLL_SLACK);
  });

  test("a link to /readings/{id} opens that reading; 'Back to all readings' then shows the list", async ({ page, request }) => {
    const token = await signInByApi(page, request);
    const [id] = await readByApi(request, token, [QUESTIONS[1]]);

    await page.goto(`/readings/${id}`);
    await expect(detail(page, QUESTIONS[1]).getByRole("heading", { name: QUESTIONS[1] })).toBeFocused();
    await expect(page).toHaveTitle(/A reading/);
    await expectNoSeriousA11yViolations(page);
    await detail(page, QUESTIONS[1]).getByRole("button", { name: "Back to all readings" }).click();
    await expect(page).toHaveURL(/\/readings$/);
    await expect(openButton(page, QUESTIONS[1])).toBeVisible();
  });

  test("the old address /readings?reading={id} becomes /readings/{id}", async ({ page, request }) => {
    const token = await signInByApi(page, request);
    const [id] = await readByApi(request, token, [QUESTIONS[2]]);

    await page.goto(`/readings?reading=${id}`);
    await expect(page).toHaveURL(new RegExp(`/readings/${id}$`));
    await expect(detail(page, QUESTIONS[2]).getByRole("heading", { name: QUESTIONS[2] })).toBeFocused();
  });

  test("another reader's reading, or none, is the not-found page", async ({ page, request, browser }) => {
    const ownerContext = await browser.newContext();
    const ownerToken = await signInByApi(await ownerContext.newPage(), ownerContext.request);
    const [theirs] = await readByApi(ownerContext.request, ownerToken, [QUESTIONS[3]]);
    await ownerContext.close();

    await signInByApi(page, request);
    for (const path of [`/readings/${theirs}`, "/readings/00000000-0000-4000-8000-000000000000", "/readings/not-an-id"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: "Page not found" }), path).toBeVisible();
      await expect(page.getByText(QUESTIONS[3])).toHaveCount(0);
    }
    await expectNoSeriousA11yViolations(page);
  });

  test("the check-in link of a mail, /readings/{id}/check-in, still opens the check-in", async ({ page, request }) => {
    const token = await signInByApi(page, request);
    const [id] = await readByApi(request, token, [QUESTIONS[4]]);

    await page.goto(`/readings/${id}/check-in`);
    await expect(page.getByRole("heading", { level: 1, name: "What happened?" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(QUESTIONS[4]);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("Insights' locked periods", () => {
  test("a free reader sees the reading options' lock on '90 days' and 'All time', and not on '30 days'", async ({ page, request }) => {
    const token = await signInByApi(page, request);
    await readByApi(request, token, [QUESTIONS[5]]);
    await page.goto("/readings");
    await page.getByRole("button", { name: "Insights" }).click();
    const periods = page.getByRole("group", { name: "Period" });
    await expect(periods.getByRole("button", { name: "30 days", exact: true })).toBeVisible();
    await expect(periods.getByRole("button", { name: "30 days", exact: true }).locator("svg")).toHaveCount(0);
    for (const name of ["90 days (Premium)", "All time (Premium)"]) {
      await expect(periods.getByRole("button", { name, exact: true }).locator("svg")).toHaveCount(1);
    }
    await expectNoSeriousA11yViolations(page);
    expect(await fitsTheWidth(page)).toBe(true);

    await periods.getByRole("button", { name: "All time (Premium)" }).click();
    await expect(page.getByRole("button", { name: "Subscribe Now" })).toBeVisible();
  });

  test("a subscriber's periods carry no lock", async ({ page, request }) => {
    const token = await signInByApi(page, request);
    await subscribeByApi(request, token);
    await page.goto("/readings");
    await page.getByRole("button", { name: "Insights" }).click();
    const periods = page.getByRole("group", { name: "Period" });
    for (const name of ["30 days", "90 days", "All time"]) await expect(periods.getByRole("button", { name, exact: true })).toBeVisible();
    await expect(periods.locator("svg")).toHaveCount(0);
  });
});

test.describe("share pages never claim a day that has not come", () => {
  test("today in the earliest zone has its page, saying whose day it is; the day after it and any day before the first are not found", async ({ page }) => {
    const latest = latestDateAnywhere(new Date());
    const response = await page.goto(`/daily/${latest}/the-star`);
    expect(response?.status()).toBe(200);
    await expect(page.getByText("which begins at midnight in each reader's own time zone")).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const dayAfter = new Date(Date.parse(`${latest}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    for (const date of [dayAfter, dayBefore(FIRST_CARD_OF_THE_DAY_DATE), "1990-01-01", "2099-01-01"]) {
      const missing = await page.goto(`/daily/${date}/the-star`);
      expect(missing?.status(), date).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    }
  });
});
