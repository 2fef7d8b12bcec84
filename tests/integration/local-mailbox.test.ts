import { describe, expect, it } from "vitest";
import { GET, POST } from "@/app/api/dev/mailbox/route";
import { mailEnabled, sendMail } from "@/lib/notifications/mail/send";
import { jsonRequest, uniqueEmail } from "../helpers/requests";

const mailTo = (to: string, subject: string, messageId: string) => ({
  to,
  subject,
  text: `${subject}: http://localhost:3000/daily`,
  html: `<!doctype html><html><head></head><body><a href="http://localhost:3000/daily">${subject}</a></body></html>`,
  headers: { "List-Unsubscribe": "<http://localhost:3000/api/notifications/unsubscribe?token=t>" },
  messageId,
});

type Listed = { messages: { to: string; subject: string; text: string; html: string; headers: Record<string, string>; sentAt: string }[] };

describe("the local outbox (local providers, no SMTP_URL)", () => {
  it("keeps each mail once per Message-ID and lists one address's, newest first", async () => {
    expect(mailEnabled()).toBe(true);
    const reader = uniqueEmail("outbox");
    await sendMail(mailTo(reader, "First", "<first@arcana.test>"));
    // A retry of a job whose first attempt got there.
    await sendMail(mailTo(reader, "First", "<first@arcana.test>"));
    await sendMail(mailTo(reader, "Second", "<second@arcana.test>"));
    await sendMail(mailTo(uniqueEmail("someone-else"), "Not theirs", "<other@arcana.test>"));

    const response = await GET(jsonRequest(`/api/dev/mailbox?to=${encodeURIComponent(reader.toUpperCase())}`, { method: "GET" }));
    expect(response.status).toBe(200);
    const { messages } = (await response.json()) as Listed;
    expect(messages.map((message) => message.subject)).toEqual(["Second", "First"]);
    expect(messages[1]).toMatchObject({
      to: reader,
      text: "First: http://localhost:3000/daily",
      headers: { "Message-ID": "<first@arcana.test>", "List-Unsubscribe": "<http://localhost:3000/api/notifications/unsubscribe?token=t>" },
    });
    expect(messages[1].headers.From).toMatch(/^Arcana <no-reply@/);
    expect(new Date(messages[0].sentAt).getTime()).toBeGreaterThanOrEqual(new Date(messages[1].sentAt).getTime());
  });

  it("answers only GET", async () => {
    expect((await POST(jsonRequest("/api/dev/mailbox", { body: {} }))).status).toBe(405);
  });
});
