import path from "node:path";
import { FAIR_USE_READINGS_PER_DAY } from "@/lib/tarot/entitlements";
import { z } from "@/lib/zod";

/**
 * The application's settings, parsed once from the environment (docs/architecture.md#providers).
 * This is the only module that reads process.env.
 */

const flag = z
  .enum(["0", "1", "true", "false", ""])
  .optional()
  .transform((value) => value === "1" || value === "true");

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== "" ? value.trim() : undefined));

/** `1`/`true`: one proxy in front; a number: that many proxy hops; unset, `0` or `false`: none. */
const proxyHops = z
  .string()
  .optional()
  .transform((value) => (value === "true" ? "1" : value === "false" || !value ? "0" : value))
  .transform(Number)
  .pipe(z.number().int().min(0).max(10));

const positiveInt = (fallback: number) =>
  z.preprocess((value) => (value === undefined || value === "" ? fallback : Number(value)), z.number().int().positive());

/** What a model costs, in US dollars per million tokens read (input) and written (output). */
const writerPriceSchema = z.object({ input: z.number().nonnegative(), output: z.number().nonnegative() });
export type WriterPrice = z.infer<typeof writerPriceSchema>;

/**
 * The writers' prices the operator console estimates costs with (docs/product.md#operator-console), per
 * model; `WRITER_PRICES` (JSON, same shape) adds models or overrides these. The local writer costs nothing.
 */
export const DEFAULT_WRITER_PRICES: Readonly<Record<string, WriterPrice>> = {
  "claude-haiku-5-5": { input: 1, output: 5 },
  "claude-haiku-4-5": { input: 1, output: 5 },
  "claude-sonnet-4-5": { input: 3, output: 15 },
  local: { input: 0, output: 0 },
};

/** The share of completed readings the judge reads when `QUALITY_JUDGE_SAMPLE` is unset: one in twenty. */
export const DEFAULT_QUALITY_JUDGE_SAMPLE = 0.05;

/** A VAPID key as web-push writes it: base64url of a P-256 point (65 bytes, uncompressed) or scalar (32 bytes). */
const vapidKey = (bytes: number, what: string) =>
  optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]+$/, `must be base64url: ${what}`)
      .refine((value) => Buffer.from(value, "base64url").length === bytes, `must be ${bytes} bytes in base64url: ${what}`)
      .optional(),
  );

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  NEXT_PHASE: optionalText,
  APP_URL: optionalText.pipe(z.url().optional()),
  APP_NAME: optionalText,
  SUPPORT_EMAIL: optionalText.pipe(z.email().optional()),
  DATA_DIR: optionalText,
  DATABASE_URL: optionalText,
  AUTH_SECRET: optionalText,
  LOCAL_PROVIDERS: flag,
  GOOGLE_CLIENT_ID: optionalText,
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_PRICE_ID: optionalText,
  STRIPE_API_BASE: optionalText.pipe(z.url().optional()),
  ANTHROPIC_API_KEY: optionalText,
  ANTHROPIC_MODEL: optionalText,
  ANTHROPIC_BASE_URL: optionalText.pipe(z.url().optional()),
  QUALITY_JUDGE: z.enum(["anthropic", "off", ""]).optional(),
  QUALITY_JUDGE_MODEL: optionalText,
  // A fraction of the completed readings: 0 judges none, 1 every one.
  QUALITY_JUDGE_SAMPLE: z.preprocess(
    (value) => (value === undefined || value === "" ? DEFAULT_QUALITY_JUDGE_SAMPLE : Number(value)),
    z.number("must be a number from 0 to 1").min(0, "must be a number from 0 to 1").max(1, "must be a number from 0 to 1"),
  ),
  VAPID_PUBLIC_KEY: vapidKey(65, "an uncompressed P-256 public key, as `npx web-push generate-vapid-keys` prints"),
  VAPID_PRIVATE_KEY: vapidKey(32, "a P-256 private key, as `npx web-push generate-vapid-keys` prints"),
  // Push services reach the sender here when a message is a problem: an address or the site.
  VAPID_SUBJECT: optionalText.pipe(z.string().regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, "must be a mailto: address or an https: URL").optional()),
  MAINTENANCE_MODE: flag,
  TRUST_PROXY: proxyHops,
  RATE_LIMIT_USER_PER_MIN: positiveInt(10),
  RATE_LIMIT_IP_PER_MIN: positiveInt(60),
  RATE_LIMIT_SIGNIN_PER_MIN: positiveInt(20),
  SUBSCRIBER_READINGS_PER_DAY: positiveInt(FAIR_USE_READINGS_PER_DAY),
  READING_TIMEOUT_SECONDS: positiveInt(90),
  REQUEST_BODY_TIMEOUT_SECONDS: positiveInt(30),
  RESERVATION_SWEEP_SECONDS: positiveInt(60),
  DATABASE_STATEMENT_TIMEOUT_MS: positiveInt(10_000),
  // A guessable token would open the metrics to anyone: at least 16 characters.
  METRICS_TOKEN: optionalText.pipe(z.string().min(16, "must be at least 16 characters").optional()),
  ADMIN_EMAILS: optionalText
    .transform((value) => (value ?? "").split(",").map((email) => email.trim().toLowerCase()).filter((email) => email !== ""))
    .pipe(z.array(z.email("must be a comma-separated list of e-mail addresses"))),
  SMTP_URL: optionalText.pipe(z.url("must be a URL such as smtp://user:pass@host:587").optional()),
  MAIL_FROM: optionalText,
  // US dollars a UTC day may spend on the AI at most (estimated with the writers' prices); unset: no ceiling.
  AI_DAILY_BUDGET_USD: z.preprocess(
    (value) => (value === undefined || (typeof value === "string" && value.trim() === "") ? undefined : Number(value)),
    z.number("must be a number of US dollars").nonnegative("must be a number of US dollars, 0 or more").optional(),
  ),
  // An operator's own push services beside the browsers' (comma-separated host names; `*.example.com` for its subdomains).
  PUSH_SERVICE_HOSTS: optionalText
    .transform((value) => (value ?? "").split(",").map((host) => host.trim().toLowerCase()).filter((host) => host !== ""))
    .pipe(z.array(z.string().regex(/^(\*\.)?([a-z0-9-]+\.)+[a-z][a-z0-9-]*$/, "must be a comma-separated list of host names (a leading *. for every subdomain)"))),
  WRITER_PRICES: optionalText
    .transform((value, context) => {
      if (value === undefined) return {};
      try {
        return JSON.parse(value) as unknown;
      } catch {
        context.addIssue({ code: "custom", message: "must be JSON" });
        return z.NEVER;
      }
    })
    .pipe(z.record(z.string().min(1), writerPriceSchema)),
});

/** Without local providers, a production server refuses to start unless each of these is set. */
export const REQUIRED_IN_PRODUCTION = [
  "APP_URL",
  "SUPPORT_EMAIL",
  "DATABASE_URL",
  "AUTH_SECRET",
  "GOOGLE_CLIENT_ID",
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "STRIPE_PRICE_ID",
  "ANTHROPIC_API_KEY",
] as const;

const DEFAULT_SUPPORT_EMAIL = "support@arcana.example";

/** Fast and inexpensive for a reading of a few hundred words; `ANTHROPIC_MODEL` overrides it. */
export const DEFAULT_ANTHROPIC_MODEL = "claude-haiku-5-5";

/** The judge is a small model too; `QUALITY_JUDGE_MODEL` overrides it (never `ANTHROPIC_MODEL`, which may be a large writer). */
export const DEFAULT_QUALITY_JUDGE_MODEL = DEFAULT_ANTHROPIC_MODEL;

/** The judge of a sample of readings after delivery (lib/writers/quality/judge.ts): on with `QUALITY_JUDGE=anthropic`. */
export type QualityJudgeConfig = { apiKey: string; baseUrl: string | undefined; model: string; sample: number };

export type Config = {
  production: boolean;
  /** `next build` is running (it prerenders pages with NODE_ENV=production, but it is not a server). */
  building: boolean;
  /** Local identity, checkout and AI writer stand in for every provider whose key is unset. */
  localProviders: boolean;
  appUrl: string;
  appName: string;
  supportEmail: string;
  dataDir: string;
  /** PostgreSQL when set; PGlite in `dataDir/pglite` otherwise. */
  databaseUrl: string | undefined;
  authSecret: string | undefined;
  google: { clientId: string | undefined };
  stripe: {
    secretKey: string | undefined;
    webhookSecret: string | undefined;
    priceId: string | undefined;
    /** Sends the SDK elsewhere (the tests' local server speaking Stripe's API); Stripe's own API when unset. */
    apiBase: string | undefined;
  };
  /** `baseUrl` points the SDK at a proxy or, in tests, at a local server speaking the Messages API. */
  anthropic: { apiKey: string | undefined; model: string; baseUrl: string | undefined };
  /** The optional judge; undefined when `QUALITY_JUDGE` is unset or `off`. */
  qualityJudge: QualityJudgeConfig | undefined;
  /**
   * Web push's VAPID keys (base64url; undefined without both) and subject (VAPID_SUBJECT, else the support
   * address). With local providers and no keys they are generated once into `dataDir`
   * (lib/notifications/push/vapid.ts); with neither, push is hidden.
   */
  vapid: { keys: { publicKey: string; privateKey: string } | undefined; subject: string };
  maintenanceMode: boolean;
  /** How many proxies we run in front of the app (0: none; X-Forwarded-For is then ignored). */
  trustProxyHops: number;
  rateLimit: { userPerMinute: number; ipPerMinute: number; signInPerMinute: number };
  /** Fair use: a subscriber's "unlimited" readings per UTC day, so no account can spend without bound on the AI. */
  subscriberReadingsPerDay: number;
  /** A reading's writer is stopped after this long; a reservation older than it plus a margin was left behind by a dead instance. */
  readingTimeoutSeconds: number;
  /** A request body not all arrived in this long is refused (408) and not read further. */
  requestBodyTimeoutSeconds: number;
  /** How often each instance looks for such reservations. */
  reservationSweepSeconds: number;
  /** PostgreSQL's statement_timeout for the app's connections. */
  databaseStatementTimeoutMs: number;
  /** The bearer token of GET /api/metrics; unset, the endpoint answers 404 to everyone. */
  metricsToken: string | undefined;
  /** Who may use the operator console (lower-cased e-mails); empty, the console does not exist. */
  adminEmails: readonly string[];
  /**
   * Where mail is sent (nodemailer's `smtp://` or `smtps://` URL) and who it is from. Without `smtpUrl`, local
   * providers keep mail in the local outbox (/dev/mailbox); in production without it, mail features are hidden.
   */
  mail: { smtpUrl: string | undefined; from: string };
  /** Per model, what a million tokens cost: the defaults with `WRITER_PRICES` over them. */
  writerPrices: Readonly<Record<string, WriterPrice>>;
  /**
   * The operator's ceiling on a UTC day's estimated AI spend, in US dollars (`AI_DAILY_BUDGET_USD`); undefined:
   * none. Reached, readings and follow-ups are refused and the rest falls back (docs/product.md#ai-budget).
   */
  aiDailyBudgetUsd: number | undefined;
  /** Push services beyond the browsers' own that devices may name (`PUSH_SERVICE_HOSTS`; lib/notifications/push/endpoint.ts). */
  pushServiceHosts: readonly string[];
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

type Env = Record<string, string | undefined>;

export function parseConfig(env: Env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid environment variable ${String(issue.path[0])}: ${issue.message}`);
  }
  const vars = parsed.data;
  const production = vars.NODE_ENV === "production";
  const localProviders = vars.LOCAL_PROVIDERS || vars.NODE_ENV !== "production";
  // `next build` runs with NODE_ENV=production but is not a server start: secrets may be absent there.
  const building = vars.NEXT_PHASE === "phase-production-build";

  if (production && !localProviders && !building) {
    const missing = REQUIRED_IN_PRODUCTION.find((name) => vars[name] === undefined);
    if (missing) throw new ConfigError(`Missing required environment variable ${missing} (or set LOCAL_PROVIDERS=1)`);
  }

  const judgeOn = vars.QUALITY_JUDGE === "anthropic";
  // Refused at start, not at the first sampled reading: a judge without a key would only ever log failures.
  if (judgeOn && vars.ANTHROPIC_API_KEY === undefined) throw new ConfigError("QUALITY_JUDGE=anthropic needs ANTHROPIC_API_KEY");

  const appUrl = (vars.APP_URL ?? "http://localhost:3000").replace(/\/+$/, "");
  const appName = vars.APP_NAME ?? "Arcana";
  // One key without the other would hide push while looking configured.
  if ((vars.VAPID_PUBLIC_KEY === undefined) !== (vars.VAPID_PRIVATE_KEY === undefined)) {
    throw new ConfigError("VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together, or neither");
  }

  return {
    production,
    building,
    localProviders,
    appUrl,
    appName,
    supportEmail: vars.SUPPORT_EMAIL ?? DEFAULT_SUPPORT_EMAIL,
    dataDir: path.resolve(/*turbopackIgnore: true*/ vars.DATA_DIR ?? ".data"),
    databaseUrl: vars.DATABASE_URL,
    authSecret: vars.AUTH_SECRET,
    google: { clientId: vars.GOOGLE_CLIENT_ID },
    stripe: {
      secretKey: vars.STRIPE_SECRET_KEY,
      webhookSecret: vars.STRIPE_WEBHOOK_SECRET,
      priceId: vars.STRIPE_PRICE_ID,
      apiBase: vars.STRIPE_API_BASE,
    },
    anthropic: { apiKey: vars.ANTHROPIC_API_KEY, model: vars.ANTHROPIC_MODEL ?? DEFAULT_ANTHROPIC_MODEL, baseUrl: vars.ANTHROPIC_BASE_URL },
    qualityJudge:
      judgeOn && vars.ANTHROPIC_API_KEY !== undefined
        ? { apiKey: vars.ANTHROPIC_API_KEY, baseUrl: vars.ANTHROPIC_BASE_URL, model: vars.QUALITY_JUDGE_MODEL ?? DEFAULT_QUALITY_JUDGE_MODEL, sample: vars.QUALITY_JUDGE_SAMPLE }
        : undefined,
    vapid: {
      keys: vars.VAPID_PUBLIC_KEY !== undefined && vars.VAPID_PRIVATE_KEY !== undefined ? { publicKey: vars.VAPID_PUBLIC_KEY, privateKey: vars.VAPID_PRIVATE_KEY } : undefined,
      subject: vars.VAPID_SUBJECT ?? `mailto:${vars.SUPPORT_EMAIL ?? DEFAULT_SUPPORT_EMAIL}`,
    },
    maintenanceMode: vars.MAINTENANCE_MODE,
    trustProxyHops: vars.TRUST_PROXY,
    rateLimit: {
      userPerMinute: vars.RATE_LIMIT_USER_PER_MIN,
      ipPerMinute: vars.RATE_LIMIT_IP_PER_MIN,
      signInPerMinute: vars.RATE_LIMIT_SIGNIN_PER_MIN,
    },
    subscriberReadingsPerDay: vars.SUBSCRIBER_READINGS_PER_DAY,
    readingTimeoutSeconds: vars.READING_TIMEOUT_SECONDS,
    requestBodyTimeoutSeconds: vars.REQUEST_BODY_TIMEOUT_SECONDS,
    reservationSweepSeconds: vars.RESERVATION_SWEEP_SECONDS,
    databaseStatementTimeoutMs: vars.DATABASE_STATEMENT_TIMEOUT_MS,
    metricsToken: vars.METRICS_TOKEN,
    adminEmails: vars.ADMIN_EMAILS,
    mail: { smtpUrl: vars.SMTP_URL, from: vars.MAIL_FROM ?? `${appName} <no-reply@${new URL(appUrl).hostname}>` },
    writerPrices: { ...DEFAULT_WRITER_PRICES, ...vars.WRITER_PRICES },
    aiDailyBudgetUsd: vars.AI_DAILY_BUDGET_USD,
    pushServiceHosts: vars.PUSH_SERVICE_HOSTS,
  };
}

let cached: Config | undefined;

/** The process's configuration, parsed on first use. */
export function getConfig(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}
