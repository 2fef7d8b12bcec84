import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** One message as the inbox received and parsed it. */
export type ReceivedMail = {
  /** The envelope's first recipient (RCPT TO), lower-cased. */
  to: string;
  from: string;
  subject: string;
  text: string;
  /** False when the message had no HTML part. */
  html: string | false;
  /** Every header as it was sent (folded lines joined), by lower-cased name; the last wins when repeated. */
  headers: Record<string, string>;
  messageId: string | undefined;
  receivedAt: Date;
};

export type SmtpInbox = {
  /** `smtp://127.0.0.1:PORT`, for SMTP_URL. */
  url: string;
  port: number;
  /** Everything received so far, oldest first. */
  messages: ReceivedMail[];
  /**
   * Resolves with the first message (already received, or arriving later) that matches. Call it before
   * the action that sends, and await it after; rejects after `timeoutMs` (10 s by default).
   */
  waitFor(predicate: (mail: ReceivedMail) => boolean, options?: { timeoutMs?: number }): Promise<ReceivedMail>;
  /** While true, every MAIL FROM is answered 451 (a temporary failure: the server is down for mail). */
  refuse(refusing: boolean): void;
  stop(): Promise<void>;
};

type Waiter = { predicate: (mail: ReceivedMail) => boolean; resolve: (mail: ReceivedMail) => void };

/**
 * A real SMTP server for tests (no auth, no TLS) on a free port of 127.0.0.1; what it receives is parsed
 * with mailparser, so tests read a message as a mail client would.
 */
export async function startSmtpInbox(): Promise<SmtpInbox> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<Waiter>();
  let refusing = false;

  const receive = (mail: ReceivedMail) => {
    messages.push(mail);
    for (const waiter of waiters) {
      if (!waiter.predicate(mail)) continue;
      waiters.delete(waiter);
      waiter.resolve(mail);
    }
  };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (!refusing) return callback();
      const error = new Error("Mail is not accepted right now") as Error & { responseCode: number };
      error.responseCode = 451;
      callback(error);
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const headers: Record<string, string> = {};
          for (const { key, line } of parsed.headerLines) {
            headers[key.toLowerCase()] = line.slice(line.indexOf(":") + 1).replace(/\r?\n[ \t]+/g, " ").trim();
          }
          const rcptTo = session.envelope.rcptTo[0]?.address ?? "";
          const mailFrom = session.envelope.mailFrom;
          receive({
            to: rcptTo.toLowerCase(),
            from: mailFrom ? mailFrom.address : "",
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            html: parsed.html ?? false,
            headers,
            messageId: parsed.messageId,
            receivedAt: new Date(),
          });
          callback();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  // A client hanging up mid-message is not the test's failure.
  server.on("error", () => {});
  const port = (server.server.address() as AddressInfo).port;

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    waitFor(predicate, options = {}) {
      const already = messages.find(predicate);
      if (already) return Promise.resolve(already);
      return new Promise<ReceivedMail>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`No matching mail within ${options.timeoutMs ?? 10_000} ms (received ${messages.length})`));
        }, options.timeoutMs ?? 10_000);
        const waiter: Waiter = {
          predicate,
          resolve: (mail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        };
        waiters.add(waiter);
      });
    },
    refuse(value) {
      refusing = value;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
