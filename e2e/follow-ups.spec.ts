import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe";
import { drawOneCard, signInByApi, subscribeByApi } from "./fixtures";

/**
 * The browser's speech synthesis, replaced by one that speaks until told to stop (Chromium's own may have
 * no voice on a server and end at once): what was queued and how often it was cancelled are kept on
 * `window.__speech`.
 */
async function installSpeechRecorder(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = { queued: [] as EventTarget[], cancelled: 0 };
    class RecordedUtterance extends EventTarget {
      constructor(readonly text: string) {
        super();
      }
    }
    Object.defineProperty(window, "SpeechSynthesisUtterance", { value: RecordedUtterance, configurable: true });
    Object.defineProperty(window, "speechSynthesis", {
      value: { speak: (utterance: EventTarget) => record.queued.push(utterance), cancel: () => void (record.cancelled += 1) },
      configurable: true,
    });
    (window as unknown as { __speech: typeof record }).__speech = record;
  });
}

const speech = (page: Page) =>
  page.evaluate(() => {
    const record = (window as unknown as { __speech: { queued: { text: string }[]; cancelled: number } }).__speech;
    return { queued: record.queued.map((utterance) => utterance.text), cancelled: record.cancelled };
  });

const followUpBox = (page: Page) => page.getByRole("textbox", { name: "Ask a follow-up question" });
const followUps = (page: Page) => page.getByRole("region", { name: "Follow-up questions" });

/** Asks a follow-up and waits for its answer to be whole, under its question. */
async function askFollowUp(page: Page, question: string): Promise<void> {
  await followUpBox(page).fill(question);
  await followUps(page).getByRole("button", { name: "Ask" }).click();
  const answer = followUps(page).getByRole("listitem").filter({ hasText: question });
  await expect(answer).toHaveCount(1);
  await expect(answer.getByTestId("follow-up-streaming")).toHaveCount(0);
  await expect(answer).toContainText(/\w+ \w+ \w+/);
}

/** Opens the reading asked with `question` in 'My Readings'. */
async function openInJournal(page: Page, question: string) {
  await page.goto("/readings");
  await page.getByRole("button", { name: `Open the reading: ${question}` }).click();
  const detail = page.getByRole("region", { name: question });
  await expect(detail.getByRole("heading", { name: "Summary" })).toBeVisible();
  return detail;
}

test.describe("after a reading", () => {
  test("a free reader listens, rates, asks one follow-up, meets the limit with the offer to subscribe, and finds it all in My Readings", async ({ page, request }) => {
    test.setTimeout(120_000);
    const question = `Where is my work heading? ${test.info().repeatEachIndex}-${Date.now().toString(36)}`;
    await installSpeechRecorder(page);
    await signInByApi(page, request);
    await page.goto("/");
    await drawOneCard(page, question);

    // 'Listen' reads the reading passage by passage; 'Stop' stops it; the end of the last passage ends it too.
    await page.getByRole("button", { name: "Listen" }).click();
    await expect(page.getByRole("button", { name: "Stop" })).toBeVisible();
    const listening = await speech(page);
    expect(listening.queued[0]).toBe("Summary");
    expect(listening.queued.join(" ")).not.toMatch(/[#*]/);
    await page.getByRole("button", { name: "Stop" }).click();
    await expect(page.getByRole("button", { name: "Listen" })).toBeVisible();
    expect((await speech(page)).cancelled).toBeGreaterThan(listening.cancelled);
    await page.getByRole("button", { name: "Listen" }).click();
    await page.evaluate(() => {
      const queued = (window as unknown as { __speech: { queued: EventTarget[] } }).__speech.queued;
      queued.at(-1)!.dispatchEvent(new Event("end"));
    });
    await expect(page.getByRole("button", { name: "Listen" })).toBeVisible();

    // 'Helpful', with a note.
    const feedback = page.getByRole("region", { name: "Did this reading help?" });
    await feedback.getByRole("button", { name: "Helpful", exact: true }).click();
    await expect(feedback.getByText("Thank you. Your answer is saved; only you can see it.")).toBeVisible();
    await expect(feedback.getByRole("button", { name: "Helpful", exact: true })).toHaveAttribute("aria-pressed", "true");
    await feedback.getByRole("textbox", { name: "Add a note (optional)" }).fill("It named what I was avoiding.");
    await feedback.getByRole("button", { name: "Save note" }).click();
    await expect(feedback.getByRole("button", { name: "Save note" })).toBeDisabled();

    // One follow-up, then the limit, which offers the subscription.
    await expect(followUps(page).getByText("1 of 1 left on this reading.")).toBeVisible();
    await askFollowUp(page, "What does this mean for my team?");
    await expect(followUpBox(page)).toHaveCount(0);
    const limit = page.getByTestId("follow-up-limit");
    await expect(limit).toContainText("A free reading includes 1 follow-up question, and you have asked it.");
    // The box the question was typed in is gone: focus moves to the words that took its place.
    await expect(limit).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await limit.getByRole("button", { name: "Subscribe Now" }).click();
    const subscribe = page.getByRole("dialog", { name: "Subscribe to Arcana" });
    await expect(subscribe.getByText("3 follow-up questions on every reading (1 when free)")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(subscribe).toBeHidden();

    // The reading, reopened later: its follow-up, its feedback and its note are there, and stay after a reload.
    for (const reload of [false, true]) {
      if (reload) await page.reload();
      const detail = await openInJournal(page, question);
      await expect(detail.getByRole("region", { name: "Follow-up questions" }).getByText("What does this mean for my team?", { exact: true })).toBeVisible();
      await expect(detail.getByTestId("follow-up-limit")).toBeVisible();
      await expect(detail.getByRole("button", { name: "Helpful", exact: true })).toHaveAttribute("aria-pressed", "true");
      await expect(detail.getByRole("button", { name: "Not helpful" })).toHaveAttribute("aria-pressed", "false");
      await expect(detail.getByRole("textbox", { name: "Add a note (optional)" })).toHaveValue("It named what I was avoiding.");
    }
    await expectNoSeriousA11yViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  test("a subscriber asks three follow-ups in My Readings, changes their rating, and keeps everything after a reload", async ({ page, request }) => {
    test.setTimeout(120_000);
    const question = `What should I learn next? ${test.info().repeatEachIndex}-${Date.now().toString(36)}`;
    const token = await signInByApi(page, request);
    await subscribeByApi(request, token);
    await page.goto("/");
    await drawOneCard(page, question);

    const detail = await openInJournal(page, question);
    const asked = ["Which card speaks to my studies?", "What should I let go of?", "What is the first step?"];
    for (const [index, followUp] of asked.entries()) {
      await expect(detail.getByText(`${3 - index} of 3 left on this reading.`)).toBeVisible();
      await askFollowUp(page, followUp);
    }
    const limit = detail.getByTestId("follow-up-limit");
    await expect(limit).toContainText("You have asked the 3 follow-up questions this reading includes.");
    await expect(limit.getByRole("button", { name: "Subscribe Now" })).toHaveCount(0);

    await detail.getByRole("button", { name: "Not helpful" }).click();
    await expect(detail.getByRole("button", { name: "Not helpful" })).toHaveAttribute("aria-pressed", "true");
    await detail.getByRole("button", { name: "Helpful", exact: true }).click();
    await expect(detail.getByRole("button", { name: "Helpful", exact: true })).toHaveAttribute("aria-pressed", "true");
    await expect(detail.getByText("Thank you. Your answer is saved; only you can see it.")).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.reload();
    const reopened = await openInJournal(page, question);
    await expect(reopened.getByRole("region", { name: "Follow-up questions" }).getByRole("listitem")).toHaveCount(3);
    for (const followUp of asked) await expect(reopened.getByText(followUp, { exact: true })).toBeVisible();
    await expect(reopened.getByRole("button", { name: "Helpful", exact: true })).toHaveAttribute("aria-pressed", "true");
  });

  test("'Listen' is absent where the browser has no speech synthesis", async ({ page, request }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, "speechSynthesis", { value: undefined, configurable: true });
      Object.defineProperty(window, "SpeechSynthesisUtterance", { value: undefined, configurable: true });
    });
    await signInByApi(page, request);
    await page.goto("/");
    await drawOneCard(page, "Is this the right time to rest?");
    await expect(page.getByRole("region", { name: "Did this reading help?" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Listen" })).toHaveCount(0);
  });
});
