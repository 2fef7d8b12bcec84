import "server-only";
import { and, eq, sql } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import { getDb, schema } from "@/db";
import { getConfig } from "@/lib/config";
import { localMailboxEnabled } from "@/lib/local-providers";
import type { OutgoingMail } from "../types";

/**
 * Sends one e-mail (docs/architecture.md#notifications): through SMTP when `SMTP_URL` is set, into the
 * local outbox (/dev/mailbox) with local providers otherwise. In production without `SMTP_URL` there is
 * no mail: `mailEnabled()` is false and callers hide what would send it.
 */

/** Whether anything can be sent: an SMTP server, or the local outbox. */
export function mailEnabled(): boolean {
  const config = getConfig();
  return config.mail.smtpUrl !== undefined || config.localProviders;
}

// One transport per URL: a test (or a changed setting) pointing elsewhere gets its own.
const transports = new Map<string, Transporter>();

/**
 * How long a mail server may keep one send waiting, in milliseconds (nodemailer's own defaults are two minutes
 * to connect and an hour of silence): a server that stalls holds one of the worker's places for seconds, not
 * minutes (docs/architecture.md#notifications). `SMTP_URL` may name its own in its query string.
 */
const SEND_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

function transportFor(smtpUrl: string): Transporter {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    const url = new URL(smtpUrl);
    for (const [name, ms] of Object.entries(SEND_TIMEOUTS)) if (!url.searchParams.has(name)) url.searchParams.set(name, String(ms));
    transport = nodemailer.createTransport(url.href);
    transports.set(smtpUrl, transport);
  }
  return transport;
}

/** Sends `mail`, or throws (the queue retries the job later). */
export async function sendMail(mail: OutgoingMail): Promise<void> {
  const config = getConfig();
  if (config.mail.smtpUrl) {
    await transportFor(config.mail.smtpUrl).sendMail({
      from: config.mail.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers,
      messageId: mail.messageId,
    });
    return;
  }
  if (localMailboxEnabled()) {
    await keepInLocalMailbox(mail, config.mail.from);
    return;
  }
  throw new Error("Mail is off: SMTP_URL is not set");
}

/** Into the outbox once per Message-ID: a retry of a job whose first attempt got there adds nothing. */
async function keepInLocalMailbox(mail: OutgoingMail, from: string): Promise<void> {
  const db = await getDb();
  const headers = { From: from, To: mail.to, "Message-ID": mail.messageId, ...mail.headers };
  const already = await db
    .select({ id: schema.localMailbox.id })
    .from(schema.localMailbox)
    .where(and(eq(schema.localMailbox.to, mail.to), sql`${schema.localMailbox.headers}->>'Message-ID' = ${mail.messageId}`))
    .limit(1);
  if (already.length > 0) return;
  await db.insert(schema.localMailbox).values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, headers });
}
