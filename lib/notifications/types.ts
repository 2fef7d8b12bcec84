import type { ACCOUNT_MAILS, CHECK_IN_DAYS, NOTIFICATION_CHANNELS, NOTIFICATION_KINDS } from "@/lib/domain/vocabularies";

/**
 * The contracts between the parts of notifications (docs/architecture.md#notifications): the queue
 * (queue.ts) takes jobs, the delivery (deliver.ts) resolves a job into its content, and each channel
 * writes that content its own way (mail/compose.ts, push/compose.ts) and sends it (mail/send.ts,
 * push/send.ts). No content ever holds a reading's question or a check-in's note.
 */

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
export type AccountMail = (typeof ACCOUNT_MAILS)[number];
export type CheckInDays = (typeof CHECK_IN_DAYS)[number];

/** A message to put on the queue. `key` makes it once-only: a second job with the same key is dropped. */
export type NotificationRequest = {
  key: string;
  kind: NotificationKind;
  channel: NotificationChannel;
  /** Null for a message about an account that is gone (its deletion receipt). */
  userId: string | null;
  payload: Record<string, unknown>;
  /** Not before this moment; now when absent. */
  runAt?: Date;
};

/** What one message says, resolved from its job when it is sent; every URL is absolute. */
export type NotificationContent =
  | { kind: "daily_card"; date: string; cardName: string; cardSlug: string; firstSentence: string; url: string }
  | { kind: "check_in"; readingDate: string; days: CheckInDays; url: string }
  | { kind: "account"; mail: AccountMail; periodEnd?: string; portalUrl?: string; url: string };

/** One e-mail as sent: both parts, and the headers it carries (List-Unsubscribe for optional mail). */
export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  /** The same for every attempt at one job, so a retry after a crash mid-send is one message to mail clients. */
  messageId: string;
};

/** One push notification as the service worker shows it. */
export type PushMessage = { title: string; body: string; url: string; tag: string };
