import path from "node:path";
import { describe, expect, it } from "vitest";
import { generateVAPIDKeys } from "web-push";
import { ConfigError, DEFAULT_ANTHROPIC_MODEL, DEFAULT_QUALITY_JUDGE_MODEL, DEFAULT_WRITER_PRICES, REQUIRED_IN_PRODUCTION, parseConfig } from "./config";

const FULL_PRODUCTION_ENV = {
  NODE_ENV: "production",
  APP_URL: "https://arcana.example/",
  SUPPORT_EMAIL: "help@arcana.example",
  DATABASE_URL: "postgres://db/arcana",
  AUTH_SECRET: "s".repeat(32),
  GOOGLE_CLIENT_ID: "client.apps.googleusercontent.com",
  STRIPE_SECRET_KEY: "sk_test_1",
  STRIPE_WEBHOOK_SECRET: "whsec_1",
  STRIPE_PRICE_ID: "price_1",
  ANTHROPIC_API_KEY: "sk-ant-1",
};

describe("parseConfig", () => {
  it("uses the embedded defaults in development", () => {
    const config = parseConfig({ NODE_ENV: "development" });
    expect(config).toMatchObject({
      production: false,
      localProviders: true,
      appName: "Arcana",
      appUrl: "http://localhost:3000",
      databaseUrl: undefined,
      maintenanceMode: false,
      trustProxyHops: 0,
      rateLimit: { userPerMinute: 10, ipPerMinute: 60, signInPerMinute: 20 },
    });
    expect(config.dataDir).toBe(path.resolve(".data"));
  });

  it("accepts a complete production environment and trims the app URL's slash", () => {
    const config = parseConfig(FULL_PRODUCTION_ENV);
    expect(config.localProviders).toBe(false);
    expect(config.appUrl).toBe("https://arcana.example");
    expect(config.databaseUrl).toBe("postgres://db/arcana");
  });

  it.each(REQUIRED_IN_PRODUCTION)("refuses a production start without %s, naming it", (name) => {
    const env: Record<string, string | undefined> = { ...FULL_PRODUCTION_ENV, [name]: undefined };
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(new RegExp(`^Missing required environment variable ${name} `));
  });

  it("treats a blank variable as missing", () => {
    expect(() => parseConfig({ ...FULL_PRODUCTION_ENV, AUTH_SECRET: "  " })).toThrow(/AUTH_SECRET/);
  });

  it("lets production run on local providers with nothing else set", () => {
    const config = parseConfig({ NODE_ENV: "production", LOCAL_PROVIDERS: "1" });
    expect(config.production).toBe(true);
    expect(config.localProviders).toBe(true);
  });

  it("does not demand secrets while next build prerenders", () => {
    expect(() => parseConfig({ NODE_ENV: "production", NEXT_PHASE: "phase-production-build" })).not.toThrow();
  });

  it("rejects malformed values, naming the variable", () => {
    expect(() => parseConfig({ APP_URL: "not a url" })).toThrow(/APP_URL/);
    expect(() => parseConfig({ SUPPORT_EMAIL: "nobody" })).toThrow(/SUPPORT_EMAIL/);
    expect(() => parseConfig({ RATE_LIMIT_USER_PER_MIN: "-3" })).toThrow(/RATE_LIMIT_USER_PER_MIN/);
    expect(() => parseConfig({ LOCAL_PROVIDERS: "yes" })).toThrow(/LOCAL_PROVIDERS/);
    expect(() => parseConfig({ TRUST_PROXY: "yes" })).toThrow(/TRUST_PROXY/);
  });

  it("reads METRICS_TOKEN, refusing one too short to be safe; unset, the metrics are off", () => {
    expect(parseConfig({ NODE_ENV: "development" }).metricsToken).toBeUndefined();
    expect(parseConfig({ NODE_ENV: "development", METRICS_TOKEN: " 0123456789abcdef " }).metricsToken).toBe("0123456789abcdef");
    expect(() => parseConfig({ NODE_ENV: "development", METRICS_TOKEN: "secret" })).toThrow(/METRICS_TOKEN.*at least 16/);
  });

  it("reads SMTP_URL and MAIL_FROM; unset, mail is from no-reply at the app's host", () => {
    expect(parseConfig({ APP_URL: "https://arcana.example" }).mail).toEqual({ smtpUrl: undefined, from: "Arcana <no-reply@arcana.example>" });
    expect(parseConfig({ SMTP_URL: "smtp://user:pass@mail.example:587", MAIL_FROM: "Tarot <hello@arcana.example>" }).mail).toEqual({
      smtpUrl: "smtp://user:pass@mail.example:587",
      from: "Tarot <hello@arcana.example>",
    });
    expect(() => parseConfig({ SMTP_URL: "mail.example" })).toThrow(/SMTP_URL/);
  });

  it("reads ADMIN_EMAILS as a lower-cased list, refusing anything but e-mails; unset, nobody is an operator", () => {
    expect(parseConfig({}).adminEmails).toEqual([]);
    expect(parseConfig({ ADMIN_EMAILS: " Ops@Example.com , second@example.com,, " }).adminEmails).toEqual(["ops@example.com", "second@example.com"]);
    expect(() => parseConfig({ ADMIN_EMAILS: "ops@example.com, everyone" })).toThrow(/ADMIN_EMAILS.*e-mail/);
  });

  it("prices the writers from the defaults, with WRITER_PRICES (JSON) adding or overriding models", () => {
    expect(parseConfig({}).writerPrices[DEFAULT_ANTHROPIC_MODEL]).toEqual(DEFAULT_WRITER_PRICES[DEFAULT_ANTHROPIC_MODEL]);
    const priced = parseConfig({ WRITER_PRICES: '{"claude-test":{"input":2,"output":8},"local":{"input":0,"output":0}}' }).writerPrices;
    expect(priced["claude-test"]).toEqual({ input: 2, output: 8 });
    expect(priced[DEFAULT_ANTHROPIC_MODEL]).toBeDefined();
    expect(() => parseConfig({ WRITER_PRICES: "{not json" })).toThrow(/WRITER_PRICES: must be JSON/);
    expect(() => parseConfig({ WRITER_PRICES: '{"m":{"input":-1,"output":1}}' })).toThrow(/WRITER_PRICES/);
  });

  it("reads the daily AI budget in US dollars: none when unset or empty, 0 allowed, anything else refused", () => {
    expect(parseConfig({}).aiDailyBudgetUsd).toBeUndefined();
    expect(parseConfig({ AI_DAILY_BUDGET_USD: " " }).aiDailyBudgetUsd).toBeUndefined();
    expect(parseConfig({ AI_DAILY_BUDGET_USD: "12.50" }).aiDailyBudgetUsd).toBe(12.5);
    expect(parseConfig({ AI_DAILY_BUDGET_USD: "0" }).aiDailyBudgetUsd).toBe(0);
    expect(() => parseConfig({ AI_DAILY_BUDGET_USD: "-1" })).toThrow(/AI_DAILY_BUDGET_USD: must be a number of US dollars, 0 or more/);
    expect(() => parseConfig({ AI_DAILY_BUDGET_USD: "ten" })).toThrow(/AI_DAILY_BUDGET_USD: must be a number of US dollars/);
  });

  it("reads an operator's own push services as lower-cased host names, a leading *. for subdomains", () => {
    expect(parseConfig({}).pushServiceHosts).toEqual([]);
    expect(parseConfig({ PUSH_SERVICE_HOSTS: "Push.Example.org, *.push.example.net" }).pushServiceHosts).toEqual(["push.example.org", "*.push.example.net"]);
    for (const wrong of ["https://push.example.org", "push.example.org:8443", "localhost", "*", "10.0.0.1"]) {
      expect(() => parseConfig({ PUSH_SERVICE_HOSTS: wrong }), wrong).toThrow(/PUSH_SERVICE_HOSTS/);
    }
  });

  it("reads TRUST_PROXY as a number of proxy hops: 1 for a flag, 0 when unset or off", () => {
    expect(parseConfig({ TRUST_PROXY: "1" }).trustProxyHops).toBe(1);
    expect(parseConfig({ TRUST_PROXY: "true" }).trustProxyHops).toBe(1);
    expect(parseConfig({ TRUST_PROXY: "2" }).trustProxyHops).toBe(2);
    expect(parseConfig({ TRUST_PROXY: "false" }).trustProxyHops).toBe(0);
    expect(parseConfig({}).trustProxyHops).toBe(0);
  });

  it("reads the switches, limits and optional model", () => {
    const config = parseConfig({
      MAINTENANCE_MODE: "1",
      TRUST_PROXY: "true",
      RATE_LIMIT_USER_PER_MIN: "5",
      RATE_LIMIT_IP_PER_MIN: "100",
      RATE_LIMIT_SIGNIN_PER_MIN: "7",
      ANTHROPIC_MODEL: "claude-test",
      APP_NAME: "Oracle",
      DATA_DIR: "/tmp/arcana-data",
    });
    expect(config).toMatchObject({
      maintenanceMode: true,
      trustProxyHops: 1,
      rateLimit: { userPerMinute: 5, ipPerMinute: 100, signInPerMinute: 7 },
      anthropic: { model: "claude-test" },
      appName: "Oracle",
      dataDir: "/tmp/arcana-data",
    });
  });

  it("leaves the judge off unless QUALITY_JUDGE=anthropic, and then reads its model and sample (5 % by default)", () => {
    expect(parseConfig({ ANTHROPIC_API_KEY: "k" }).qualityJudge).toBeUndefined();
    expect(parseConfig({ ANTHROPIC_API_KEY: "k", QUALITY_JUDGE: "off" }).qualityJudge).toBeUndefined();
    expect(parseConfig({ ANTHROPIC_API_KEY: "k", ANTHROPIC_BASE_URL: "http://127.0.0.1:9/", QUALITY_JUDGE: "anthropic" }).qualityJudge).toEqual({
      apiKey: "k",
      baseUrl: "http://127.0.0.1:9/",
      model: DEFAULT_QUALITY_JUDGE_MODEL,
      sample: 0.05,
    });
    expect(parseConfig({ ANTHROPIC_API_KEY: "k", ANTHROPIC_MODEL: "claude-big", QUALITY_JUDGE: "anthropic", QUALITY_JUDGE_MODEL: "claude-small", QUALITY_JUDGE_SAMPLE: "1" }).qualityJudge).toMatchObject({
      model: "claude-small",
      sample: 1,
    });
    expect(parseConfig({ ANTHROPIC_API_KEY: "k", QUALITY_JUDGE: "anthropic", QUALITY_JUDGE_SAMPLE: "0" }).qualityJudge?.sample).toBe(0);
  });

  it("refuses to start a judge without ANTHROPIC_API_KEY, an unknown judge, and a sample outside 0 to 1", () => {
    expect(() => parseConfig({ QUALITY_JUDGE: "anthropic" })).toThrow(new ConfigError("QUALITY_JUDGE=anthropic needs ANTHROPIC_API_KEY"));
    expect(() => parseConfig({ ANTHROPIC_API_KEY: "k", QUALITY_JUDGE: "openai" })).toThrow(/QUALITY_JUDGE/);
    for (const sample of ["1.5", "-0.1", "5%", "half"]) {
      expect(() => parseConfig({ ANTHROPIC_API_KEY: "k", QUALITY_JUDGE: "anthropic", QUALITY_JUDGE_SAMPLE: sample })).toThrow(/^Invalid environment variable QUALITY_JUDGE_SAMPLE: must be a number from 0 to 1$/);
    }
  });

  it("reads the VAPID keys together, with the support address as the subject unless VAPID_SUBJECT names one", () => {
    const keys = generateVAPIDKeys();
    const env = { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey, SUPPORT_EMAIL: "help@arcana.example" };
    expect(parseConfig(env).vapid).toEqual({ keys, subject: "mailto:help@arcana.example" });
    expect(parseConfig({ ...env, VAPID_SUBJECT: "https://arcana.example" }).vapid.subject).toBe("https://arcana.example");
    expect(parseConfig({}).vapid).toEqual({ keys: undefined, subject: "mailto:support@arcana.example" });
    expect(parseConfig({ ...FULL_PRODUCTION_ENV }).vapid.keys).toBeUndefined();
  });

  it("refuses one VAPID key without the other, a key of the wrong size and a subject that is neither mailto: nor https:", () => {
    const keys = generateVAPIDKeys();
    expect(() => parseConfig({ VAPID_PUBLIC_KEY: keys.publicKey })).toThrow(new ConfigError("VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together, or neither"));
    expect(() => parseConfig({ VAPID_PRIVATE_KEY: keys.privateKey })).toThrow(ConfigError);
    expect(() => parseConfig({ VAPID_PUBLIC_KEY: keys.privateKey, VAPID_PRIVATE_KEY: keys.privateKey })).toThrow(/^Invalid environment variable VAPID_PUBLIC_KEY: must be 65 bytes/);
    expect(() => parseConfig({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: "not base64url!" })).toThrow(/^Invalid environment variable VAPID_PRIVATE_KEY: must be base64url/);
    expect(() => parseConfig({ VAPID_SUBJECT: "http://arcana.example" })).toThrow(/^Invalid environment variable VAPID_SUBJECT/);
  });
});
