import { afterAll, describe, expect, it } from "vitest";
import { GET as mailbox } from "@/app/api/dev/mailbox/route";
import { getConfig } from "@/lib/config";
import { composeMail } from "@/lib/notifications/mail/compose";
import { mailEnabled, sendMail } from "@/lib/notifications/mail/send";
import { startSmtpInbox } from "../helpers/smtp-inbox";
import { jsonRequest, uniqueEmail } from "../helpers/requests";

// A real SMTP server: SMTP_URL must be set before the configuration is first read.
const inbox = await startSmtpInbox();
process.env.SMTP_URL = inbox.url;
process.env.MAIL_FROM = "Arcana <hello@arcana.test>";

afterAll(() => inbox.stop());

const content = { kind: "check_in" as const, readingDate: "2026-11-11", days: 14 as const, url: "http://localhost:3000/readings/r1/check-in" };

describe("mail through SMTP_URL", () => {
  it("sends both parts, its Message-ID and its headers from MAIL_FROM", async () => {
    expect(mailEnabled()).toBe(true);
    const email = uniqueEmail("smtp");
    const mail = composeMail(content, { email, unsubscribeUrl: `${getConfig().appUrl}/unsubscribe?token=a.b`, messageId: "<check-in-1@arcana.test>" });
    const arrived = inbox.waitFor((received) => received.to === email);
    await sendMail(mail);
    const received = await arrived;
    expect(received).toMatchObject({ subject: mail.subject, messageId: "<check-in-1@arcana.test>" });
    expect(received.headers.from).toBe("Arcana <hello@arcana.test>");
    expect(received.headers["list-unsubscribe"]).toBe(`<${getConfig().appUrl}/api/notifications/unsubscribe?token=a.b>`);
    expect(received.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(received.text.trim()).toBe(mail.text.trim());
    expect(received.html).toContain('href="http://localhost:3000/readings/r1/check-in"');
  });

  it("throws while the server refuses mail (the queue retries), and sends once it takes mail again", async () => {
    const email = uniqueEmail("refused");
    const mail = composeMail(content, { email, unsubscribeUrl: null, messageId: "<check-in-2@arcana.test>" });
    inbox.refuse(true);
    await expect(sendMail(mail)).rejects.toThrow();
    inbox.refuse(false);
    await sendMail(mail);
    expect(inbox.messages.filter((received) => received.to === email)).toHaveLength(1);
  });

  it("keeps no local outbox while SMTP is set: /api/dev/mailbox is a 404", async () => {
    expect((await mailbox(jsonRequest("/api/dev/mailbox", { method: "GET" }))).status).toBe(404);
  });
});
