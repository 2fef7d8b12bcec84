import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe";
import { signInByApi, subscribeByApi, uniqueEmail } from "./fixtures";

type Listed = { messages: { to: string; subject: string; text: string; html: string; headers: Record<string, string>; sentAt: string }[] };

test.describe("the local mailbox", () => {
  test("shows the account mail a subscription sends, its HTML framed and its links clickable", async ({ page, request }) => {
    const email = uniqueEmail("mailbox");
    const token = await signInByApi(page, request, email);
    await subscribeByApi(request, token);
    // The local checkout's events are delivered through their outbox: the mail is queued once the sync has run.
    await expect
      .poll(async () => {
        const run = await request.post("/api/dev/jobs/run", { data: { at: new Date().toISOString() } });
        expect(run.status()).toBe(200);
        const listed = (await (await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as Listed;
        return listed.messages.map((message) => message.subject);
      }, { timeout: 15_000 })
      .toEqual(["Your Arcana subscription has started"]);

    await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
    await expect(page.getByRole("heading", { level: 1, name: "Local mailbox" })).toBeVisible();
    const mail = page.getByTestId("mailbox-message");
    await expect(mail).toHaveCount(1);
    await expect(mail.getByRole("heading", { name: "Your Arcana subscription has started" })).toBeVisible();
    await expect(mail.getByText(email, { exact: true })).toBeVisible();
    const framed = page.frameLocator("iframe[title=\"The HTML of 'Your Arcana subscription has started'\"]");
    await expect(framed.getByRole("link", { name: "Go to your profile" })).toHaveAttribute("href", /\/$/);
    await mail.getByText("Text part").click();
    await expect(mail.getByRole("link", { name: /^http/ }).first()).toBeVisible();
    // The mail's own HTML is framed with no script allowed, where axe cannot run; the frame is named above.
    await expectNoSeriousA11yViolations(page, { exclude: "iframe" });

    // A link in the framed mail opens in this tab, as a click in a mail client would open it.
    const opened = page.waitForURL((url) => url.pathname === "/");
    await framed.getByRole("link", { name: "Go to your profile" }).click();
    await opened;
  });

  test("says so when an address has no mail", async ({ page }) => {
    const email = uniqueEmail("nobody");
    await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
    await expect(page.getByRole("status")).toHaveText(`No mail to ${email} yet.`);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("the unsubscribe page", () => {
  test("refuses a link that is not ours and changes nothing", async ({ page }) => {
    await page.goto("/unsubscribe?token=not.ours");
    await expect(page.getByRole("heading", { level: 1, name: "Unsubscribe" })).toBeVisible();
    await expect(page.getByText("This unsubscribe link is not valid.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Unsubscribe" })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});
