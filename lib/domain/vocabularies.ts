import { LOCALES } from "@/languages/languages";

/**
 * The closed sets our tables store, as plain lists: db/schema.ts checks its columns against them and the
 * modules that own each idea (named beside it) derive their types and zod schemas from them. This file
 * imports nothing but the list of languages, so the database sits below the rules without the rules' code
 * (docs/architecture.md#layers).
 */

/** The 22 Major Arcana in deck order (docs/product.md#the-deck); a card's id is its index. The deck: lib/tarot/deck.ts. */
export const CARD_NAMES = [
  "The Fool",
  "The Magician",
  "The High Priestess",
  "The Empress",
  "The Emperor",
  "The Hierophant",
  "The Lovers",
  "The Chariot",
  "Strength",
  "The Hermit",
  "Wheel of Fortune",
  "Justice",
  "The Hanged Man",
  "Death",
  "Temperance",
  "The Devil",
  "The Tower",
  "The Star",
  "The Moon",
  "The Sun",
  "Judgement",
  "The World",
] as const;

/** The spreads' ids; their positions and labels: lib/tarot/spreads.ts. */
export const SPREAD_IDS = ["one_card", "yes_no", "three_cards", "tarot"] as const;

/** The question categories' ids, in the dropdown's order; their labels: lib/tarot/categories.ts. */
export const CATEGORY_IDS = [
  "general",
  "love",
  "career",
  "health",
  "personal_development",
  "spirituality",
  "projects",
  "emotions",
  "creativity",
] as const;

/** The role stored on a user (docs/product.md#roles); what each may do: lib/tarot/entitlements.ts. */
export const USER_ROLES = ["free", "subscribed"] as const;

/** What can pay for a reading: a subscription, one of the month's free readings, or a referral bonus credit. */
export const READING_PAYMENTS = ["subscription", "monthly", "bonus"] as const;

/** A follow-up is reserved before its writer starts, then completed with its answer, or failed (given back). */
export const FOLLOW_UP_STATUSES = ["reserved", "completed", "failed"] as const;

/** A feedback note's length at most (docs/product.md#follow-up-routes); the request: lib/readings/feedback-request.ts. */
export const FEEDBACK_NOTE_MAX_LENGTH = 500;

/** The writers, by the name the database stores (who wrote a card of the day's message, a writer run). */
export const WRITER_NAMES = ["anthropic", "local"] as const;

/** The reader voices a reading is written in; `gentle` unless one is chosen. */
export const VOICES = ["gentle", "direct", "practical", "mystic"] as const;

/**
 * The closed sets a writing is counted by, in the metrics (lib/observability/metrics.ts) and in
 * the `writer_runs` table the operator console reads (lib/admin/summary.ts). A judgement is the quality
 * judge's reading of a reading (lib/writers/quality/judge.ts): a model call too, with its own cost.
 */
export const WRITING_KINDS = ["reading", "follow_up", "daily", "judgement"] as const;

/** How it ended: stored, the writer failed or ran past its deadline, given back after writing, a bug, or care instead of a reading. */
export const WRITING_OUTCOMES = ["completed", "failed", "timed_out", "released", "error", "crisis"] as const;

/**
 * The billing provider's subscription statuses that keep Premium: `past_due` is Stripe's retry window, and a
 * subscription cancelled at period end stays `active` until that end. The rule: lib/billing/roles.ts.
 */
export const PREMIUM_SUBSCRIPTION_STATUSES = ["active", "trialing", "past_due"] as const;

/** What an operator can do to a customer's account through the console, each leaving one audit row (lib/admin/actions.ts). */
export const ADMIN_ACTIONS = ["resync", "grant", "revoke_sessions"] as const;

/**
 * What Arcana sends (lib/notifications/): the card of the day and hindsight check-ins are optional,
 * account mail is part of the service. Each job is one message on one channel.
 */
export const NOTIFICATION_KINDS = ["daily_card", "check_in", "account"] as const;

/** How a message travels: an e-mail, or a web push to every device the reader turned on. */
export const NOTIFICATION_CHANNELS = ["email", "push"] as const;

/** A notification job's life: waiting for its time, being sent by one instance, sent, or given up after retries. */
export const NOTIFICATION_JOB_STATUSES = ["queued", "sending", "sent", "failed"] as const;

/** The account mails, each from one event of the account or its subscription. */
export const ACCOUNT_MAILS = ["subscription_started", "cancellation_scheduled", "premium_ended", "payment_failed", "account_deleted"] as const;

/** How many days after a reading its hindsight check-in may be asked for. */
export const CHECK_IN_DAYS = [7, 14, 30] as const;

/** What the reader says happened after a reading: 'What happened?' answered in one of these. */
export const CHECK_IN_OUTCOMES = ["as_read", "partly", "not_as_read", "too_soon"] as const;

/** A check-in note's length at most. */
export const CHECK_IN_NOTE_MAX_LENGTH = 1000;

/** The languages Arcana speaks, as users.locale stores them: the codes of the one list, languages/languages.ts. */
export { LOCALES };
