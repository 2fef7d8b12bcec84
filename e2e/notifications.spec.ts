import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe";
import { drawOneCard, signInByApi, uniqueEmail } from "./fixtures";

/**
 * Notifications (issue 32): the card of the day by e-mail at the reader's hour in their zone, and the
 * hindsight check-in asked for after a reading, sent on its day, answered, and counted. The local
 * providers keep mail in the local outbox (/dev/mailbox) and run due jobs as of a given time
 * (POST /api/dev/jobs/run), so nothing waits for tomorrow.
 */

const ZONE = "Europe/Berlin";
test.use({ timezoneId: ZONE });

type Mail = { to: string; subject: string; text: string; html: string; headers: Record<string, string>; sentAt: string };

/** The instant `hour`:00 falls on, on the calendar day `date` (YYYY-MM-DD) in `zone`. */
function zonedHour(zone: string, date: string, hour: number): Date {
  const [year, month, day] = date.split("-").map(Number);
  const guess = Date.UTC(year, month - 1, day, hour);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", { timeZone: zone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit" })
      .formatToParts(new Date(guess))
      .map((part) => [part.type, part.value]),
  );
  const shown = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute));
  return new Date(guess - (shown - guess));
}

/** Today's date in `zone`: the day whose card the home page shows. */
function todayIn(zone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
}

async function runJobsAt(request: APIRequestContext, at: Date): Promise<void> {
  const response = await request.post("/api/dev/jobs/run", { data: { at: at.toISOString() } });
  expect(response.status()).toBe(200);
}

/** The local outbox's mail to `to`, once one matches `subject`. */
async function mailTo(request: APIRequestContext, to: string, subject: RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const { messages } = (await (await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`)).json()) as { messages: Mail[] };
        found = messages.find((message) => subject.test(message.subject));
        return found !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** The first link of the mail's text part that leads into the app along `path`. */
function linkIn(mail: Mail, path: RegExp): string {
  const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
  const link = links.find((candidate) => path.test(new URL(candidate).pathname));
  expect(link, `a link along ${path} in:\n${mail.text}`).toBeDefined();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

async function fitsTheWidth(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

test.describe("Notifications", () => {
  test("the card of the day by e-mail at 8:00 in the reader's zone, linking to the card", async ({ page, request }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail("daily-mail");
    await signInByApi(page, request, email);
    await page.goto("/");

    await page.getByRole("banner").getByRole("button", { name: "Profile" }).click();
    const profile = page.getByRole("dialog", { name: "Profile" });
    const notifications = profile.getByRole("region", { name: "Notifications" });
    const dailyCard = notifications.getByRole("group", { name: "The card of the day" });
    await expect(dailyCard.getByRole("combobox", { name: "At" })).toHaveValue("8");
    await dailyCard.getByRole("switch", { name: "By e-mail" }).check();
    await expect(notifications.getByRole("status")).toHaveText("Saved.");
    await dailyCard.getByRole("combobox", { name: "At" }).selectOption("8:00");
    await expect(dailyCard.getByRole("switch", { name: "By e-mail" })).toBeChecked();
    await expect(notifications.getByText(`your time (${ZONE})`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await fitsTheWidth(page);

    await runJobsAt(request, zonedHour(ZONE, todayIn(ZONE), 8));
    const mail = await mailTo(request, email, /card of the day/i);
    const cardName = mail.subject.replace(/^Your card of the day:\s*/, "");
    expect(mail.headers["List-Unsubscribe"] ?? mail.headers["list-unsubscribe"]).toBeTruthy();

    await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
    await expect(page.getByText(mail.subject).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, { exclude: "iframe" });

    await page.goto(linkIn(mail, /^\/$/));
    await expect(page.getByRole("region", { name: /card for today|Today's card/ }).getByRole("heading", { name: `Your card for today: ${cardName}` })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("a check-in asked for after a reading is sent on its day, answered, and shown in the journal and Insights", async ({ page, request }) => {
    test.setTimeout(120_000);
    const question = "Should I take the job in Porto?";
    const email = uniqueEmail("check-in");
    const token = await signInByApi(page, request, email);
    await page.goto("/");
    await drawOneCard(page, question);

    const ask = page.getByTestId("check-in-ask");
    await expect(ask.getByRole("heading", { name: "Ask me in 7 / 14 / 30 days what happened" })).toBeVisible();
    // Off until the reader picks.
    for (const days of [7, 14, 30]) await expect(ask.getByRole("button", { name: `In ${days} days` })).toHaveAttribute("aria-pressed", "false");
    await ask.getByRole("button", { name: "In 7 days" }).click();
    await expect(ask.getByRole("status")).toHaveText("We'll ask you in 7 days what happened.");
    await expect(ask.getByRole("button", { name: "In 7 days" })).toHaveAttribute("aria-pressed", "true");
    await expectNoSeriousA11yViolations(page);

    const journal = (await (await request.get("/api/readings", { headers: { Authorization: `Bearer ${token}` } })).json()) as { readings: { id: string; createdAt: string }[] };
    const reading = journal.readings[0];
    await runJobsAt(request, new Date(new Date(reading.createdAt).getTime() + 7 * 24 * 60 * 60 * 1000 + 60_000));
    const mail = await mailTo(request, email, /what happened|check-in/i);
    // Questions and notes never appear in a mail.
    expect(mail.text).not.toContain(question);
    expect(mail.html).not.toContain(question);

    await page.goto(linkIn(mail, /^\/readings\/[^/]+\/check-in$/));
    await expect(page.getByRole("heading", { level: 1, name: "What happened?" })).toBeVisible();
    await expect(page.getByText(question)).toBeVisible();
    await expect(page.getByText("One Card")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await fitsTheWidth(page);

    await page.getByRole("group", { name: "What happened?" }).getByRole("radio", { name: "Much as the reading said" }).check();
    await page.getByRole("group", { name: "Did the reading help?" }).getByRole("radio", { name: "Yes" }).check();
    const note = "The offer came through, as the card hinted.";
    await page.getByRole("textbox", { name: "A note (optional)" }).fill(note);
    await expect(page.getByText(`${note.length} / 1000 characters`)).toBeVisible();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("heading", { name: "Thank you: your check-in is saved with the reading." })).toBeFocused();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("link", { name: "See the reading in My Readings" }).click();
    const summary = page.getByTestId("check-in-summary");
    await expect(summary).toContainText("Much as the reading said. The reading helped.");
    await expect(summary).toContainText(note);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("button", { name: "Back to all readings" }).click();
    await page.getByRole("group", { name: "Show" }).getByRole("button", { name: "Insights" }).click();
    await expect(page.getByText("Readings you checked in on: 1; found helpful: 1")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await fitsTheWidth(page);
  });

  test("signed out, the check-in page asks to sign in; another reader's check-in is not found", async ({ page, request }) => {
    await page.goto("/readings/00000000-0000-4000-8000-000000000000/check-in");
    await expect(page.getByText("Your readings are private: sign in to say what happened after this one.")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await signInByApi(page, request);
    await page.reload();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("This reading was not found. It may have been deleted, or it belongs to another account.");
  });
});
