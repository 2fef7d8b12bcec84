import { expect as baseExpect, test, type Page, type Route } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe";
import { signInByApi } from "./fixtures";

// On a busy two-core machine a first page has taken 20 s to hydrate, so these waits get 30 s.
const expect = baseExpect.configure({ timeout: 30_000 });

const CALL_FAILED = "Failed to interpret tarot cards. Please try again.";

/** The body of a stream cut mid-reading: words, then nothing (an instance gone, a proxy's timeout). */
const CUT_STREAM = ["## Summary\n", "These words were cut short"].map((text) => `event: delta\ndata: ${JSON.stringify({ text })}\n\n`).join("");

type SentReading = { question: string; type: string; category: string; cards: string[] };

/**
 * Answers the reading calls in turn with `answers`; the calls after them reach the app. Records what each call sent.
 * Armed before the page loads, so no call can slip past it.
 */
async function answerReadingsWith(page: Page, answers: ((route: Route) => Promise<void>)[]): Promise<SentReading[]> {
  const sent: SentReading[] = [];
  await page.route("**/api/tarot/interpret", async (route) => {
    sent.push(route.request().postDataJSON() as SentReading);
    const answer = answers[sent.length - 1];
    await (answer ? answer(route) : route.fallback());
  });
  return sent;
}

async function dealOneCard(page: Page, question: string) {
  await page.goto("/");
  await expect(page.getByRole("banner").getByRole("button", { name: "Profile" })).toBeVisible();
  await page.getByRole("textbox", { name: "What do you want to ask?" }).fill(question);
  await page.getByRole("group", { name: "Deck" }).getByRole("button", { name: /^Card \d+ of 22/ }).first().click();
  await page.getByRole("button", { name: "Continue..." }).click();
}

const dealtCards = (page: Page) => page.getByRole("list", { name: "Your cards" }).getByRole("listitem");
const resultAlert = (page: Page) => page.getByRole("main").getByRole("alert");

test.describe("a failed reading keeps its cards and can be sent again (issue 19)", () => {
  test("a stream cut mid-way shows the failure with the cards still dealt, and 'Try again' gets the reading", async ({ page, request }) => {
    test.setTimeout(120_000);
    const token = await signInByApi(page, request);
    // The retry waits for the test, so the loading state can be seen before the reading arrives.
    let releaseRetry: () => void = () => undefined;
    const retryReleased = new Promise<void>((resolve) => (releaseRetry = resolve));
    const sent = await answerReadingsWith(page, [
      (route) => route.fulfill({ status: 200, headers: { "Content-Type": "text/event-stream; charset=utf-8" }, body: CUT_STREAM }),
      async (route) => {
        await retryReleased;
        await route.fallback();
      },
    ]);
    await dealOneCard(page, "Will the storm pass?");
    await page.getByRole("button", { name: "Reveal and interpret" }).click();

    const failure = resultAlert(page).filter({ hasText: CALL_FAILED });
    await expect(failure).toBeVisible();
    // The words so far are not presented as a reading; the dealt card stays, named as it was sent.
    await expect(page.getByText("These words were cut short")).toHaveCount(0);
    await expect(page.getByTestId("interpretation")).toHaveCount(0);
    await expect(dealtCards(page)).toHaveText([sent[0].cards[0]]);
    await expect(page.getByRole("button", { name: "New Reading" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await failure.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("heading", { name: "Your Reading" })).toBeFocused();
    await expect(page.getByRole("button", { name: "Revealing..." })).toBeDisabled();
    await expect(page.getByText("Interpreting your reading...")).toBeVisible();
    await expect(resultAlert(page)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "New Reading" })).toHaveCount(0);

    releaseRetry();
    await expect(page.getByTestId("interpretation").getByRole("heading", { name: "Summary" })).toBeVisible();
    await expect(dealtCards(page)).toHaveText([sent[0].cards[0]]);
    await expect(page.getByRole("button", { name: "New Reading" })).toBeVisible();
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual(sent[0]);
    expect(sent[0]).toMatchObject({ question: "Will the storm pass?", type: "one_card", category: "general" });

    // Only the reading that arrived was counted.
    const user = await (await request.get("/api/auth/user", { headers: { Authorization: `Bearer ${token}` } })).json();
    expect(user.stats.currentMonth.total_count).toBe(1);
  });

  test("a rate limit offers 'Try again' after its wait, a proxy's 503 at once", async ({ page, request }) => {
    test.setTimeout(120_000);
    await signInByApi(page, request);
    // The page's timers run on a clock the test can move: the rate limit's minute passes in an instant.
    await page.clock.install();
    const rateLimited = "Too many readings requested. Please wait a moment and try again.";
    const unavailable = "Arcana is briefly unavailable. Please try again in a moment.";
    const sent = await answerReadingsWith(page, [
      (route) => route.fulfill({ status: 429, headers: { "Retry-After": "60" }, json: { error: rateLimited, code: "rate_limited" } }),
      (route) => route.fulfill({ status: 503, headers: { "Retry-After": "5" }, json: { error: unavailable, code: "unavailable" } }),
    ]);
    await dealOneCard(page, "Is this the right week to move?");
    await page.getByRole("button", { name: "Reveal and interpret" }).click();

    const limited = resultAlert(page).filter({ hasText: rateLimited });
    await expect(limited).toBeVisible();
    await expect(limited.getByRole("button", { name: "Try again" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "New Reading" })).toBeVisible();
    await page.clock.fastForward("01:00");
    await limited.getByRole("button", { name: "Try again" }).click();

    const down = resultAlert(page).filter({ hasText: unavailable });
    await expect(down).toBeVisible();
    await expect(dealtCards(page)).toHaveText([sent[0].cards[0]]);
    await down.getByRole("button", { name: "Try again" }).click();

    await expect(page.getByTestId("interpretation").getByRole("heading", { name: "Summary" })).toBeVisible();
    expect(sent).toHaveLength(3);
    expect(sent[1]).toEqual(sent[0]);
    expect(sent[2]).toEqual(sent[0]);
  });
});
