import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe";
import { signInByApi } from "./fixtures";

const QUESTION = "Should I take the job in Lisbon?";
const OFFER = "You asked this today — reopen that reading and ask a follow-up";

/** A reading asked a moment ago, as another tab would have asked it; answers its id. */
async function readByApi(request: APIRequestContext, token: string, question: string): Promise<string> {
  const headers = { Authorization: `Bearer ${token}` };
  const read = await request.post("/api/tarot/interpret", { headers, data: { question, type: "one_card", category: "general", cards: ["The Star"] } });
  expect(read.status()).toBe(200);
  const journal = (await (await request.get("/api/readings", { headers })).json()) as { readings: { id: string }[] };
  return journal.readings[0].id;
}

const questionBox = (page: Page) => page.getByRole("textbox", { name: "What do you want to ask?" });
const offer = (page: Page) => page.getByRole("region", { name: OFFER });

/** The question written again, in other case and punctuation, and Enter: the step to the cards. */
async function askAgain(page: Page, question: string) {
  await page.goto("/");
  await expect(page.getByRole("banner").getByRole("button", { name: "Profile" })).toBeVisible();
  await questionBox(page).fill(question);
  await questionBox(page).press("Enter");
}

test.describe("the similar-question offer", () => {
  test("offers the reading of the same question before drawing, and 'Draw new cards anyway' goes on to the cards", async ({ page, request }) => {
    const token = await signInByApi(page, request);
    await readByApi(request, token, QUESTION);
    await askAgain(page, "should i take the job in LISBON");

    await expect(offer(page)).toBeVisible();
    await expect(offer(page).getByText(OFFER)).toBeFocused();
    await expect(offer(page)).toContainText(`“${QUESTION}”`);
    await expectNoSeriousA11yViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await offer(page).getByRole("button", { name: "Draw new cards anyway" }).click();
    await expect(offer(page)).toHaveCount(0);
    const deck = page.getByRole("group", { name: "Deck" });
    await expect(deck.locator('button[tabindex="0"]')).toBeFocused();
    await deck.getByRole("button", { name: /^Card \d+ of 22/ }).nth(4).click();
    // The question was looked up once: 'Continue...' deals at once.
    await page.getByRole("button", { name: "Continue..." }).click();
    await page.getByRole("button", { name: "Reveal and interpret" }).click();
    await expect(page.getByRole("heading", { name: "Summary" })).toBeVisible();
  });

  test("'reopen that reading and ask a follow-up' opens that reading in My Readings, with its follow-ups", async ({ page, request }) => {
    const token = await signInByApi(page, request);
    const id = await readByApi(request, token, QUESTION);
    await askAgain(page, `  ${QUESTION.toUpperCase()}  `);

    await offer(page).getByRole("link", { name: "reopen that reading and ask a follow-up" }).click();
    await expect(page).toHaveURL(new RegExp(`/readings/${id}$`));
    const detail = page.getByRole("region", { name: QUESTION });
    await expect(detail.getByRole("heading", { name: QUESTION })).toBeFocused();
    await expect(detail.getByRole("region", { name: "Follow-up questions" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("a question not asked this week goes straight to the cards", async ({ page, request }) => {
    const token = await signInByApi(page, request);
    await readByApi(request, token, QUESTION);
    await askAgain(page, "What will the spring bring to my garden?");
    const deck = page.getByRole("group", { name: "Deck" });
    await expect(deck.locator('button[tabindex="0"]')).toBeFocused();
    await deck.getByRole("button", { name: /^Card \d+ of 22/ }).first().click();
    await page.getByRole("button", { name: "Continue..." }).click();
    await expect(page.getByRole("button", { name: "Reveal and interpret" })).toBeVisible();
    await expect(offer(page)).toHaveCount(0);
  });
});
