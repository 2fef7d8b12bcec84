import { sql, type SQL } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import {
  ADMIN_ACTIONS,
  CARD_NAMES,
  CHECK_IN_DAYS,
  CHECK_IN_NOTE_MAX_LENGTH,
  CHECK_IN_OUTCOMES,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_JOB_STATUSES,
  NOTIFICATION_KINDS,
  PREMIUM_SUBSCRIPTION_STATUSES,
  CATEGORY_IDS,
  LOCALES,
  WRITER_NAMES,
  FEEDBACK_NOTE_MAX_LENGTH,
  FOLLOW_UP_STATUSES,
  READING_PAYMENTS,
  SPREAD_IDS,
  USER_ROLES,
  VOICES,
  WRITING_KINDS,
  WRITING_OUTCOMES,
} from "@/lib/domain/vocabularies";
import { searchDocumentSql, tsvector } from "./search-document";
import { bitString } from "./bit-string";

/** The tables of docs/architecture.md#data-model. Statuses are text columns checked against the code's enums. */

/** `column in ('a', 'b')` for a check constraint, from the list the code checks too (lib/domain/vocabularies.ts), so the two never drift. */
function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(", "))})`;
}

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The identity provider's `sub`: users are keyed by it, never by e-mail. */
    subject: text("subject").notNull().unique(),
    /** One-way hash of issuer + subject: the key of the usage record that outlives the account. */
    identityHash: text("identity_hash").notNull(),
    email: text("email").notNull(),
    role: text("role", { enum: USER_ROLES }).notNull().default("free"),
    referralCode: text("referral_code").notNull().unique(),
    referredBy: uuid("referred_by").references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    bonusCredits: integer("bonus_credits").notNull().default(0),
    stripeCustomerId: text("stripe_customer_id").unique(),
    /** 'Let readings remember my recent readings': null until the reader chooses (on for subscribers, off for free readers). */
    rememberReadings: boolean("remember_readings"),
    /** The language the reader chose (the profile, the language menu while signed in); null until they choose. Mail and push speak it. */
    locale: text("locale", { enum: LOCALES }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The operator console looks customers up by e-mail, whatever its case.
    index("users_email_idx").on(sql`lower(${table.email})`),
    // The console's sign-ups of a window.
    index("users_created_idx").on(table.createdAt),
    check("users_role_check", oneOf(table.role, USER_ROLES)),
    check("users_locale_check", oneOf(table.locale, LOCALES)),
    check("users_bonus_credits_check", sql`${table.bonusCredits} >= 0`),
  ],
);

export const subscriptions = pgTable(
  "subscriptions",
  {
    /** The billing provider's subscription id. */
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status").notNull(),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the billing provider created it: a customer's first paid one is their conversion from free to paid. */
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("subscriptions_user_idx").on(table.userId),
    // The console's subscribers now: the premium subscriptions alone, read from the index.
    index("subscriptions_premium_idx").on(table.userId, table.cancelAtPeriodEnd).where(oneOf(table.status, PREMIUM_SUBSCRIPTION_STATUSES)),
    // The console's conversions: the subscriptions created in its window.
    index("subscriptions_created_idx").on(table.createdAt),
  ],
);

export const readings = pgTable(
  "readings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** UTC calendar month of the reading, `YYYY-MM`. */
    period: text("period").notNull(),
    question: text("question").notNull(),
    type: text("type", { enum: SPREAD_IDS }).notNull(),
    category: text("category", { enum: CATEGORY_IDS }).notNull(),
    cards: jsonb("cards").$type<(typeof CARD_NAMES)[number][]>().notNull(),
    interpretation: text("interpretation"),
    status: text("status", { enum: ["reserved", "completed", "failed"] }).notNull().default("reserved"),
    /** What paid for it (the subscription, a monthly free reading or a referral bonus credit): what a release gives back. */
    paidWith: text("paid_with", { enum: READING_PAYMENTS }).notNull().default("monthly"),
    /** Follow-ups reserved or completed on this reading: the one counter a follow-up's reservation moves, below the role's limit. */
    followUpsUsed: integer("follow_ups_used").notNull().default(0),
    /** Which writer wrote it (`anthropic` or `local`), so that feedback can be counted per writer; null before it was recorded. */
    writer: text("writer"),
    /** The reader voice it is written in (and its follow-ups). */
    voice: text("voice", { enum: VOICES }).notNull().default("gentle"),
    /** The reader drew the cards from their own deck and picked them by name, instead of the fan. */
    ownDraw: boolean("own_draw").notNull().default(false),
    /** The language of the page it was asked on: its follow-ups' language when their own cannot be told (null before it was kept). */
    locale: text("locale", { enum: LOCALES }),
    /** What the writer was given of the reader's recent readings: recurring cards and how many questions; null when nothing. */
    remembered: jsonb("remembered").$type<{ cards: { card: (typeof CARD_NAMES)[number]; count: number }[]; questions: number }>(),
    /** 'Ask me in 7 / 14 / 30 days what happened': the days chosen, null when no check-in was asked for. */
    checkInDays: integer("check_in_days"),
    /** The hindsight check-in's answers, stored with the reading (lib/notifications/check-ins.ts). */
    checkInHappened: text("check_in_happened", { enum: CHECK_IN_OUTCOMES }),
    checkInHelpful: boolean("check_in_helpful"),
    checkInNote: text("check_in_note"),
    checkedInAt: timestamp("checked_in_at", { withTimezone: true }),
    /** Journal search's document (db/search-document.ts), kept by the database as the text changes. */
    searchDocument: tsvector("search_document")
      .notNull()
      .generatedAlwaysAs((): SQL => searchDocumentSql(readings.question, readings.interpretation)),
  },
  (table) => [
    index("readings_user_period_idx").on(table.userId, table.period, table.status),
    // The journal pages through a user's readings newest first. NULLS FIRST is what `order by … desc` means: an
    // index built `desc nulls last` (drizzle's default for desc) does not serve that order, and a heavy reader's
    // page, search or memory then read every one of their rows and sorted them.
    index("readings_user_created_idx").on(table.userId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    // The sweeper looks for reservations left behind by an instance that died mid-reading.
    index("readings_reserved_idx").on(table.createdAt).where(sql`${table.status} = 'reserved'`),
    // Journal search: full-text over the stored document of the question and interpretation.
    index("readings_search_idx").using("gin", table.searchDocument),
    check("readings_status_check", sql`${table.status} in ('reserved', 'completed', 'failed')`),
    check("readings_period_check", sql`${table.period} ~ '^[0-9]{4}-[0-9]{2}$'`),
    check("readings_paid_with_check", oneOf(table.paidWith, READING_PAYMENTS)),
    check("readings_follow_ups_used_check", sql`${table.followUpsUsed} >= 0`),
    check("readings_voice_check", oneOf(table.voice, VOICES)),
    check("readings_locale_check", oneOf(table.locale, LOCALES)),
    check("readings_check_in_days_check", sql`${table.checkInDays} is null or ${table.checkInDays} in (${sql.raw(CHECK_IN_DAYS.join(", "))})`),
    check("readings_check_in_happened_check", oneOf(table.checkInHappened, CHECK_IN_OUTCOMES)),
    check("readings_check_in_note_check", sql`char_length(${table.checkInNote}) <= ${sql.raw(String(CHECK_IN_NOTE_MAX_LENGTH))}`),
  ],
);

/**
 * A reader's completed readings counted per UTC day (docs/architecture.md#kept-counts): for each kind of key ('card',
 * 'category', 'spread', 'check_in' with 'answered' and 'helpful', and 'all' with the key ''), how many readings of
 * the day have it and when the last of them was made; the 'all' row also marks the day's quarter hours with a
 * reading (`sittings`, bit 0 = 00:00–00:15 UTC), from which the streak is counted in any zone. Kept by the database
 * itself (triggers on `readings`, migration 0018), whatever writes a reading: insights and the console read a
 * window of days from here instead of every reading.
 */
export const readingTallies = pgTable(
  "reading_tallies",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    key: text("key").notNull(),
    readings: integer("readings").notNull(),
    lastAt: timestamp("last_at", { withTimezone: true }).notNull(),
    sittings: bitString("sittings", 96),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind, table.day, table.key] })],
);

/** The same counts over all of a reader's completed readings (`reading_tallies` without the day). */
export const readingTotals = pgTable(
  "reading_totals",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    key: text("key").notNull(),
    readings: integer("readings").notNull(),
    lastAt: timestamp("last_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.kind, table.key] }),
    // The console's active readers: those whose last completed reading falls in its window.
    index("reading_totals_last_idx").on(table.lastAt).where(sql`${table.kind} = 'all'`),
  ],
);

/**
 * Follow-up questions on a completed reading (docs/product.md#follow-up-routes): reserved before the
 * writer starts, completed with the answer, or failed (released: the reading's counter given back).
 */
export const followUps = pgTable(
  "follow_ups",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    readingId: uuid("reading_id")
      .notNull()
      .references(() => readings.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    question: text("question").notNull(),
    answer: text("answer"),
    status: text("status", { enum: FOLLOW_UP_STATUSES }).notNull().default("reserved"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("follow_ups_reading_idx").on(table.readingId, table.createdAt),
    // The sweeper looks for follow-ups left reserved by an instance that died mid-answer.
    index("follow_ups_reserved_idx").on(table.createdAt).where(sql`${table.status} = 'reserved'`),
    check("follow_ups_status_check", oneOf(table.status, FOLLOW_UP_STATUSES)),
  ],
);

/** Did this reading help? One row per reading, changeable by its owner, deleted with the reading. */
export const readingFeedback = pgTable(
  "reading_feedback",
  {
    readingId: uuid("reading_id")
      .primaryKey()
      .references(() => readings.id, { onDelete: "cascade" }),
    helpful: boolean("helpful").notNull(),
    note: text("note"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("reading_feedback_note_check", sql`char_length(${table.note}) <= ${sql.raw(String(FEEDBACK_NOTE_MAX_LENGTH))}`)],
);

/**
 * Per UTC day, how many readers' last completed reading falls on it: `reading_totals`' 'all' rows counted by the
 * day of their `last_at`, kept by the database (migration 0020). The console's active readers of a window are its
 * whole days' rows and, before them, the part-day's readers from `reading_totals_last_idx`.
 */
export const readerLastDays = pgTable("reader_last_days", {
  day: date("day", { mode: "string" }).primaryKey(),
  readers: integer("readers").notNull(),
});

/** Per UTC day, the cards of the day written (`daily_cards`), kept by the database (migration 0020): the console's window. */
export const dailyCardTallies = pgTable("daily_card_tallies", {
  day: date("day", { mode: "string" }).primaryKey(),
  cards: integer("cards").notNull(),
});

/**
 * Cards of the day (docs/product.md#card-of-the-day): one per user and local calendar day, kept once
 * chosen so that every device and reload shows the same card, and listed in the journal. Never counted
 * against the month's readings. The message and its writer are the day's (`daily_messages`), as they were
 * when the card was kept.
 */
export const dailyCards = pgTable(
  "daily_cards",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The user's local calendar day, `YYYY-MM-DD`, in the time zone their browser sent. */
    date: text("date").notNull(),
    card: text("card", { enum: CARD_NAMES }).notNull(),
    message: text("message").notNull(),
    writer: text("writer", { enum: WRITER_NAMES }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One card per user and day, and the journal's newest-first list of them (scanned backwards).
    unique("daily_cards_user_date_unique").on(table.userId, table.date),
    // The console's cards of the day of a window.
    index("daily_cards_created_idx").on(table.createdAt),
    check("daily_cards_date_check", sql`${table.date} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`),
    check("daily_cards_card_check", oneOf(table.card, CARD_NAMES)),
    check("daily_cards_writer_check", oneOf(table.writer, WRITER_NAMES)),
  ],
);

/**
 * The card of the day's message (docs/product.md#card-of-the-day), written once per calendar day, card and
 * language, whatever the number of readers who draw that card that day: at most 22 × 6 writings a day. A
 * reader's kept card (`daily_cards`) takes its message from here. While `message` is null its writer is at
 * work, on the instance that claimed it until `claimed_until`; past that, another instance may write it.
 */
export const dailyMessages = pgTable(
  "daily_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The calendar day, `YYYY-MM-DD`. */
    date: text("date").notNull(),
    card: text("card", { enum: CARD_NAMES }).notNull(),
    locale: text("locale", { enum: LOCALES }).notNull(),
    /** Markdown, 3–5 sentences; null while it is being written. */
    message: text("message"),
    writer: text("writer", { enum: WRITER_NAMES }),
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("daily_messages_key_unique").on(table.date, table.card, table.locale),
    check("daily_messages_date_check", sql`${table.date} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`),
    check("daily_messages_card_check", oneOf(table.card, CARD_NAMES)),
    check("daily_messages_locale_check", oneOf(table.locale, LOCALES)),
    check("daily_messages_writer_check", oneOf(table.writer, WRITER_NAMES)),
    // A message is kept with the writer that wrote it.
    check("daily_messages_written_check", sql`(${table.message} is null) = (${table.writer} is null)`),
  ],
);

/**
 * Readings counted per identity and UTC month: the one row a quota check increments atomically. Keyed
 * by a one-way hash of issuer + subject, not by the user row, so that deleting the account and signing
 * in again never resets the free quota; it holds no e-mail and no reading, and only the current and
 * previous month are kept.
 */
export const identityUsage = pgTable(
  "identity_usage",
  {
    identityHash: text("identity_hash").notNull(),
    period: text("period").notNull(),
    /** Readings reserved or completed this month, whatever paid for them; a failed one is given back. */
    readings: integer("readings").notNull().default(0),
    /** Of those, the ones the monthly free allowance paid for: what the free limit counts (not a subscriber's). */
    freeReadings: integer("free_readings").notNull().default(0),
    /** The UTC day (`YYYY-MM-DD`) that `readingsToday` counts; a reading on a later day starts it again. */
    day: text("day").notNull().default(""),
    /** Readings reserved or completed on `day`: a subscriber's fair-use ceiling counts them. */
    readingsToday: integer("readings_today").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.identityHash, table.period] }),
    check("identity_usage_readings_check", sql`${table.readings} >= 0`),
    check("identity_usage_free_readings_check", sql`${table.freeReadings} >= 0`),
    check("identity_usage_readings_today_check", sql`${table.readingsToday} >= 0`),
  ],
);

/** Server-side sessions: the bearer token names one, so log out and deletion revoke it. */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** When a request last used it, to within SESSION_LAST_USED_PRECISION (lib/auth/session.ts): written at most that often. */
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("sessions_user_idx").on(table.userId)],
);

/**
 * ID tokens already traded for a session, kept until they expire: each is accepted once. The key is a
 * hash of the token's verified claims (issuer, subject, `jti` or `iat`), never of its text, so another
 * spelling of the same token is the same key.
 */
export const usedIdTokens = pgTable(
  "used_id_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("used_id_tokens_expires_idx").on(table.expiresAt)],
);

export const referrals = pgTable(
  "referrals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    referrerId: uuid("referrer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Null once the referred account is deleted: the referral is then shown as 'Unknown'. */
    referredUserId: uuid("referred_user_id")
      .unique()
      .references(() => users.id, { onDelete: "set null" }),
    /**
     * The referred person's identity hash (as the usage record's): it outlives their account, so a
     * person deleting the account and signing up again through a link is not referred a second time.
     */
    referredIdentityHash: text("referred_identity_hash").unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the referred user completed a first reading: the moment the referral is judged, once. */
    firstReadingAt: timestamp("first_reading_at", { withTimezone: true }),
    /** True when that first reading earned the referrer the bonus (false past the monthly cap). */
    credited: boolean("credited").notNull().default(false),
  },
  (table) => [
    index("referrals_referrer_idx").on(table.referrerId, table.firstReadingAt),
    // The console's referral credits of a window.
    index("referrals_credited_idx").on(table.firstReadingAt).where(sql`${table.credited}`),
  ],
);

/** Webhook events already processed, for idempotency. */
export const stripeEvents = pgTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Fixed-window request counters shared by every app instance on one database. */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] })],
);

/**
 * The local billing provider's own records (docs/architecture.md#local-checkout-and-its-event-outbox): it stands in for Stripe
 * when local providers are on, and keeps its customers, checkout sessions and subscriptions in the
 * database so that several app instances share them. `syncCustomer` reads them as it reads Stripe's.
 */
export const localBillingCustomers = pgTable("local_billing_customers", {
  id: text("id").primaryKey(),
  email: text("email").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const localBillingCheckoutSessions = pgTable(
  "local_billing_checkout_sessions",
  {
    id: text("id").primaryKey(),
    customerId: text("customer_id")
      .notNull()
      .references(() => localBillingCustomers.id, { onDelete: "cascade" }),
    clientReferenceId: text("client_reference_id").notNull(),
    status: text("status", { enum: ["open", "complete", "expired"] }).notNull().default("open"),
    successUrl: text("success_url").notNull(),
    cancelUrl: text("cancel_url").notNull(),
    subscriptionId: text("subscription_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("local_billing_checkout_sessions_status_check", sql`${table.status} in ('open', 'complete', 'expired')`)],
);

export const localBillingSubscriptions = pgTable(
  "local_billing_subscriptions",
  {
    id: text("id").primaryKey(),
    customerId: text("customer_id")
      .notNull()
      .references(() => localBillingCustomers.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["active", "canceled"] }).notNull(),
    currentPeriodStart: timestamp("current_period_start", { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    /** Set when the local provider refunded the subscription's payment (a second subscription of one customer). */
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("local_billing_subscriptions_customer_idx").on(table.customerId),
    check("local_billing_subscriptions_status_check", sql`${table.status} in ('active', 'canceled')`),
  ],
);

/**
 * The local provider's outgoing webhook events, kept until delivered: a delivery that fails is tried
 * again later with a growing delay, as Stripe retries its own, so a payment is never lost locally.
 */
export const localBillingEvents = pgTable(
  "local_billing_events",
  {
    /** The event's id (`evt_local_...`), also the webhook's idempotency key. */
    id: text("id").primaryKey(),
    type: text("type").notNull(),
    /** The event as it is signed and delivered: Stripe's JSON. */
    payload: text("payload").notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("local_billing_events_due_idx").on(table.nextAttemptAt).where(sql`${table.deliveredAt} is null`)],
);

/**
 * One row per writing a writer was asked for (a reading, a follow-up), however it ended: what
 * the operator console counts readings, outcomes, writer times, tokens and costs from
 * (docs/product.md#operator-console). It names no user and holds no text, so it outlives deleted
 * readings and accounts, as the business's own record of what it served and paid for.
 */
export const writerRuns = pgTable(
  "writer_runs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    kind: text("kind", { enum: WRITING_KINDS }).notNull(),
    outcome: text("outcome", { enum: WRITING_OUTCOMES }).notNull(),
    /** `anthropic`, `local`, or `none` for care instead of a reading. */
    writer: text("writer").notNull(),
    /** The model that was billed, when the writer reported one. */
    model: text("model"),
    spread: text("spread", { enum: SPREAD_IDS }),
    category: text("category", { enum: CATEGORY_IDS }),
    firstTokenMs: integer("first_token_ms"),
    totalMs: integer("total_ms"),
    inputTokens: integer("input_tokens").notNull().default(0),
    outputTokens: integer("output_tokens").notNull().default(0),
    /**
     * The reading or follow-up written, when it was reserved (no foreign key: the row outlives it). Its
     * instance and the sweeper may both record one writing; one row stands, the instance's over the sweeper's.
     */
    writingId: uuid("writing_id"),
    /** The quality checks that applied to the text, each passed or failed (lib/writers/quality/); no text is kept. */
    quality: jsonb("quality").$type<Record<string, boolean>>(),
    /**
     * The optional judge's scores (1–5) by criterion, its safety flag, its model and the reader's language, for the
     * sampled readings it read after delivery (lib/writers/quality/judge.ts `Judgement`; rows keep the rubric of their day).
     */
    judge: jsonb("judge").$type<{ [criterion: string]: number | boolean | string; flagged: boolean; model: string }>(),
  },
  (table) => [
    // The console's window: its first part-day is read from the runs themselves, with their times, from this index alone.
    index("writer_runs_created_idx").on(table.createdAt, table.kind, table.writer, table.model, table.firstTokenMs, table.totalMs),
    uniqueIndex("writer_runs_writing_idx").on(table.kind, table.writingId),
    check("writer_runs_kind_check", oneOf(table.kind, WRITING_KINDS)),
    check("writer_runs_outcome_check", oneOf(table.outcome, WRITING_OUTCOMES)),
  ],
);

/**
 * The estimated AI spend of each UTC day (docs/product.md#ai-budget), in millionths of a US dollar: every
 * instance adds what its writings cost, a batch at a time, and reads the total back every few seconds, so
 * the budget is one small row per day however many writings there are.
 */
export const aiSpend = pgTable(
  "ai_spend",
  {
    /** The UTC day, `YYYY-MM-DD`. */
    day: text("day").primaryKey(),
    microUsd: bigint("micro_usd", { mode: "number" }).notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("ai_spend_day_check", sql`${table.day} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`), check("ai_spend_micro_usd_check", sql`${table.microUsd} >= 0`)],
);

/**
 * `writer_runs` counted per UTC day and everything the console groups them by (docs/architecture.md#kept-counts):
 * runs and tokens. Kept by the database (triggers on `writer_runs`, migration 0018), as the two below.
 */
export const writerRunTallies = pgTable(
  "writer_run_tallies",
  {
    day: date("day", { mode: "string" }).notNull(),
    kind: text("kind", { enum: WRITING_KINDS }).notNull(),
    outcome: text("outcome", { enum: WRITING_OUTCOMES }).notNull(),
    writer: text("writer").notNull(),
    model: text("model"),
    spread: text("spread", { enum: SPREAD_IDS }),
    category: text("category", { enum: CATEGORY_IDS }),
    runs: integer("runs").notNull(),
    inputTokens: bigint("input_tokens", { mode: "number" }).notNull(),
    outputTokens: bigint("output_tokens", { mode: "number" }).notNull(),
  },
  (table) => [unique("writer_run_tallies_key").on(table.day, table.kind, table.outcome, table.writer, table.model, table.spread, table.category).nullsNotDistinct()],
);

/**
 * How many of a day's writer runs took each whole number of milliseconds, per kind, writer and model, to the
 * first token and in all: the console's percentiles of a window are read from these counts (exactly what
 * `percentile_cont` over the runs gives), not by sorting every run of the window.
 */
export const writerRunTimes = pgTable(
  "writer_run_times",
  {
    day: date("day", { mode: "string" }).notNull(),
    kind: text("kind", { enum: WRITING_KINDS }).notNull(),
    writer: text("writer").notNull(),
    model: text("model"),
    measure: text("measure", { enum: ["first_token", "total"] }).notNull(),
    ms: integer("ms").notNull(),
    runs: integer("runs").notNull(),
  },
  (table) => [
    unique("writer_run_times_key").on(table.day, table.kind, table.writer, table.model, table.measure, table.ms).nullsNotDistinct(),
    check("writer_run_times_measure_check", sql`${table.measure} in ('first_token', 'total')`),
    // The times of one span (below) of a window's days, without reading the window's other times.
    index("writer_run_times_ms_idx").on(table.kind, table.writer, table.measure, table.ms),
  ],
);

/**
 * The same counts as `writer_run_times` a span of 32 milliseconds at a time (span = ms ÷ 32, lib/admin/window-runs.ts): the
 * console finds in which span a percentile's rank falls from these few rows, then reads that span's own times
 * (lib/admin/writer-times.ts), so a window's percentiles cost a few spans, not every millisecond of the window.
 */
export const writerRunTimeSpans = pgTable(
  "writer_run_time_spans",
  {
    day: date("day", { mode: "string" }).notNull(),
    kind: text("kind", { enum: WRITING_KINDS }).notNull(),
    writer: text("writer").notNull(),
    model: text("model"),
    measure: text("measure", { enum: ["first_token", "total"] }).notNull(),
    span: integer("span").notNull(),
    runs: integer("runs").notNull(),
  },
  (table) => [unique("writer_run_time_spans_key").on(table.day, table.kind, table.writer, table.model, table.measure, table.span).nullsNotDistinct()],
);

/** Each quality check's runs and passes per UTC day and writer, every kind of writing together (`writer_runs.quality`). */
export const writerRunChecks = pgTable(
  "writer_run_checks",
  {
    day: date("day", { mode: "string" }).notNull(),
    writer: text("writer").notNull(),
    check: text("check").notNull(),
    checked: integer("checked").notNull(),
    passed: integer("passed").notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.writer, table.check] })],
);

/**
 * What operators did through the console (docs/product.md#operator-console), one row per action: who
 * (the operator's e-mail, theirs to keep), what, to whom (null once that account is deleted), when and why.
 */
export const adminActions = pgTable(
  "admin_actions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    adminEmail: text("admin_email").notNull(),
    action: text("action", { enum: ADMIN_ACTIONS }).notNull(),
    targetUserId: uuid("target_user_id").references(() => users.id, { onDelete: "set null" }),
    reason: text("reason"),
    /** What the action did: `{ readings }` granted, `{ revoked }` sessions, `{ role }` after a re-sync. */
    details: jsonb("details").$type<Record<string, string | number | null>>().notNull(),
  },
  (table) => [
    // Newest first, in the order `order by created_at desc` asks for (nulls first; see readings_user_created_idx).
    index("admin_actions_created_idx").on(table.createdAt.desc().nullsFirst()),
    index("admin_actions_target_idx").on(table.targetUserId, table.createdAt.desc().nullsFirst()),
    check("admin_actions_action_check", oneOf(table.action, ADMIN_ACTIONS)),
  ],
);

/**
 * What a reader asked to be sent (lib/notifications/preferences.ts); no row means nothing optional,
 * check-ins by e-mail when one is asked for.
 */
export const notificationPreferences = pgTable(
  "notification_preferences",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The reader's IANA time zone: the hour of the day's card is theirs. */
    timeZone: text("time_zone").notNull().default("UTC"),
    dailyCardEmail: boolean("daily_card_email").notNull().default(false),
    dailyCardPush: boolean("daily_card_push").notNull().default(false),
    /** The hour (0–23, in `timeZone`) the day's card is sent at. */
    dailyCardHour: integer("daily_card_hour").notNull().default(8),
    checkInEmail: boolean("check_in_email").notNull().default(true),
    checkInPush: boolean("check_in_push").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("notification_preferences_hour_check", sql`${table.dailyCardHour} between 0 and 23`),
    // The scheduler looks for readers whose day's card is due.
    index("notification_preferences_daily_idx").on(table.dailyCardHour).where(sql`${table.dailyCardEmail} or ${table.dailyCardPush}`),
  ],
);

/** A device a reader turned notifications on for ('Notify me on this device'): the push service's endpoint and its keys. */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull().unique(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("push_subscriptions_user_idx").on(table.userId)],
);

/**
 * One message to send, on one channel (docs/architecture.md#notifications): a queue on the database
 * that every instance works, each job leased by one at a time. `key` makes a message once-only (per
 * user, kind and day, or per check-in); `payload` names what to send, never a question or note.
 */
export const notificationJobs = pgTable(
  "notification_jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    key: text("key").notNull().unique(),
    kind: text("kind", { enum: NOTIFICATION_KINDS }).notNull(),
    channel: text("channel", { enum: NOTIFICATION_CHANNELS }).notNull(),
    /** Null once the account is deleted: its deletion receipt still goes, to the address in the payload. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    status: text("status", { enum: NOTIFICATION_JOB_STATUSES }).notNull().default("queued"),
    /** When it may be sent (next, after a failed attempt). */
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    /** While `sending`: until when the instance that took it holds it; past that, another may. */
    leasedUntil: timestamp("leased_until", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("notification_jobs_due_idx").on(table.runAt).where(sql`${table.status} in ('queued', 'sending')`),
    // The console's jobs of the day: sent today, and failed for good today.
    index("notification_jobs_sent_idx").on(table.sentAt),
    index("notification_jobs_failed_idx").on(table.runAt).where(sql`${table.status} = 'failed'`),
    index("notification_jobs_created_idx").on(table.createdAt),
    index("notification_jobs_user_idx").on(table.userId),
    check("notification_jobs_kind_check", oneOf(table.kind, NOTIFICATION_KINDS)),
    check("notification_jobs_channel_check", oneOf(table.channel, NOTIFICATION_CHANNELS)),
    check("notification_jobs_status_check", oneOf(table.status, NOTIFICATION_JOB_STATUSES)),
  ],
);

/** The local outbox: with local providers, mail is kept here and shown at /dev/mailbox instead of sent. */
export const localMailbox = pgTable(
  "local_mailbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to_address").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    headers: jsonb("headers").$type<Record<string, string>>().notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("local_mailbox_to_idx").on(sql`lower(${table.to})`, table.sentAt.desc().nullsFirst())],
);

export type User = typeof users.$inferSelect;
export type Reading = typeof readings.$inferSelect;
export type FollowUp = typeof followUps.$inferSelect;
export type DailyCardRow = typeof dailyCards.$inferSelect;
export type Subscription = typeof subscriptions.$inferSelect;
export type Referral = typeof referrals.$inferSelect;
export type Session = typeof sessions.$inferSelect;
export type NotificationJob = typeof notificationJobs.$inferSelect;
export type NotificationPreferencesRow = typeof notificationPreferences.$inferSelect;
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
