import { createECDH, randomBytes, randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const OPERATOR = "control-characters-operator@example.com";
const METRICS_TOKEN = "metrics-token-for-the-nul-walk-0123456789";
// Read when config is first used: the operator routes and the metrics are walked as an operator and with the token.
process.env.ADMIN_EMAILS = OPERATOR;
process.env.METRICS_TOKEN = METRICS_TOKEN;
process.env.RATE_LIMIT_USER_PER_MIN = "1000";

import { issueLocalIdToken } from "@/lib/auth/local-issuer";
import { unsubscribeToken } from "@/lib/notifications/unsubscribe";
import { CONTROL_CHARACTERS_MESSAGE, MALFORMED_TEXT_MESSAGE } from "@/lib/text";
import { capturingLogs, messagesAt } from "../helpers/logs";
import { jsonRequest, newUser, signUp, uniqueEmail } from "../helpers/requests";
import { ONE_CARD } from "../helpers/readings";

/**
 * Bad input never reaches a 500 (docs/product.md#conventions): every route under app/api, found on disk when
 * the test runs, is sent NUL in each text input it takes (its path parameters, its query parameters and
 * every string of its body), one at a time, with everything else valid and the caller signed in as the route
 * needs. Each input is refused with 400 `invalid_request`, naming it where a field name is given. What a
 * valid request of each route looks like is the table below; a route on disk without its entry fails here.
 */

const API_DIR = path.join(process.cwd(), "app", "api");
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
type Method = (typeof METHODS)[number];
type Handler = (request: Request, context?: { params: Promise<Record<string, string | string[]>> }) => Promise<Response> | Response;

/** Every route file under app/api, as its path pattern (`/api/readings/[id]/feedback`). */
function routesOnDisk(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(path.join(dir, entry.name));
      else if (entry.name === "route.ts") found.push(`/${path.relative(path.join(API_DIR, ".."), dir).split(path.sep).join("/")}`);
    }
  };
  walk(API_DIR);
  return found.sort();
}

const routeFile = (pattern: string) => path.join(API_DIR, "..", ...pattern.split("/").filter(Boolean), "route.ts");
const paramNames = (pattern: string) => [...pattern.matchAll(/\[(?:\.\.\.)?([^\]]+)\]/g)].map((match) => match[1]);

/** The query parameters a route's source reads (`searchParams.get("q")`, `query.get("range")`). */
function queryNamesRead(pattern: string): string[] {
  const source = readFileSync(routeFile(pattern), "utf8");
  return [...new Set([...source.matchAll(/(?:searchParams|query)\.get\("([^"]+)"\)/g)].map((match) => match[1]))];
}

/** Names any route might read, sent to every route too: a new route's parameters are tried before anyone lists them. */
const COMMON_QUERY_NAMES = ["q", "cursor", "tz", "email", "range", "format", "customer", "session_id", "nonce", "id"];

type Body = { json: Record<string, unknown> } | { form: Record<string, string> } | { raw: Record<string, unknown> };

/** A valid request of one route and method, made afresh for each try (a try may delete what it is given). */
type Example = {
  token?: string;
  headers?: Record<string, string>;
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: Body;
  /** What the valid request answers: the walk's tries differ from it in one input only. */
  answers: number | { status: number; code: string };
  /** Body fields that may hold anything by design (a referral code of any shape is ignored). */
  anyText?: string[];
};

const operatorToken = async () => (await signUp(OPERATOR)).token;

/** A fresh user with one completed reading. */
async function readerWithReading(role: "free" | "subscribed" = "free") {
  const { POST } = await import("@/app/api/tarot/interpret/route");
  const { GET } = await import("@/app/api/readings/route");
  const reader = await newUser({ role });
  const read = await POST(jsonRequest("/api/tarot/interpret", { body: ONE_CARD, token: reader.token }));
  expect(read.status).toBe(200);
  const journal = (await (await GET(jsonRequest("/api/readings", { method: "GET", token: reader.token }))).json()) as { readings: { id: string }[] };
  return { ...reader, readingId: journal.readings[0].id };
}

/** A fresh user with an open local checkout session (and so a local billing customer). */
async function userWithCheckout() {
  const { POST } = await import("@/app/api/payments/create-checkout-session/route");
  const user = await newUser();
  const started = await POST(jsonRequest("/api/payments/create-checkout-session", { body: {}, token: user.token }));
  expect(started.status).toBe(200);
  const { sessionId } = (await started.json()) as { sessionId: string };
  const { userRow } = await import("../helpers/billing-rows");
  return { ...user, sessionId, customerId: (await userRow(user.user.id)).stripeCustomerId! };
}

/** A browser's push subscription, as 'Notify me on this device' posts it (its keys a real P-256 point and 16 bytes). */
function pushSubscription() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return { endpoint: `http://127.0.0.1:9/push/${randomUUID()}`, keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") } };
}

const EXAMPLES: Record<string, Partial<Record<Method, () => Promise<Example>>>> = {
  "/api/admin/summary": { GET: async () => ({ token: await operatorToken(), answers: 200 }) },
  "/api/admin/users": {
    GET: async () => ({ token: await operatorToken(), query: { email: (await newUser()).email }, answers: 200 }),
  },
  "/api/admin/users/[id]/grant": {
    POST: async () => ({ token: await operatorToken(), params: { id: (await newUser()).user.id }, body: { json: { readings: 1, reason: "Goodwill" } }, answers: 200 }),
  },
  "/api/admin/users/[id]/resync": {
    POST: async () => ({
      token: await operatorToken(),
      params: { id: (await newUser()).user.id },
      body: { json: { reason: "Asked by the customer" } },
      answers: { status: 400, code: "no_billing_customer" },
    }),
  },
  "/api/admin/users/[id]/revoke-sessions": {
    POST: async () => ({ token: await operatorToken(), params: { id: (await newUser()).user.id }, body: { json: { reason: "Lost phone" } }, answers: 200 }),
  },
  "/api/auth/google": {
    POST: async () => ({
      body: { json: { idToken: await issueLocalIdToken({ email: uniqueEmail("walk") }), referralCode: "no-such-code" } },
      answers: 200,
      anyText: ["referralCode"],
    }),
    DELETE: async () => ({ token: (await newUser()).token, answers: 200 }),
  },
  "/api/auth/logout": { POST: async () => ({ token: (await newUser()).token, answers: 200 }) },
  "/api/auth/user": { GET: async () => ({ token: (await newUser()).token, answers: 200 }) },
  "/api/auth/user/preferences": {
    PUT: async () => ({ token: (await newUser({ role: "subscribed" })).token, body: { json: { rememberReadings: false } }, answers: 200 }),
  },
  "/api/daily": { GET: async () => ({ token: (await newUser()).token, query: { tz: "Europe/Berlin", locale: "es" }, answers: 200 }) },
  "/api/daily/[id]": { DELETE: async () => ({ token: (await newUser()).token, params: { id: randomUUID() }, answers: { status: 404, code: "not_found" } }) },
  "/api/daily/history": { GET: async () => ({ token: (await newUser()).token, query: { cursor: "" }, answers: 200 }) },
  "/api/dev/checkout/[sessionId]": {
    POST: async () => ({ params: { sessionId: (await userWithCheckout()).sessionId }, body: { json: { outcome: "cancelled" } }, answers: 200 }),
  },
  "/api/dev/identity/jwks": { GET: async () => ({ answers: 200 }) },
  "/api/dev/identity/token": { POST: async () => ({ body: { json: { email: uniqueEmail("walk"), nonce: "a-nonce-of-the-popup" } }, answers: 200 }) },
  "/api/dev/mailbox": { GET: async () => ({ query: { to: uniqueEmail("walk") }, answers: 200 }) },
  "/api/dev/jobs/run": { POST: async () => ({ body: { json: { at: new Date().toISOString() } }, answers: 200 }) },
  "/api/dev/portal": {
    POST: async () => ({
      body: { form: { customer: (await userWithCheckout()).customerId, action: "resume" } },
      answers: { status: 400, code: "no_subscription" },
    }),
  },
  "/api/dev/subscription": {
    POST: async () => ({ token: (await userWithCheckout()).token, body: { json: { action: "resume" } }, answers: { status: 400, code: "no_subscription" } }),
  },
  "/api/health": { GET: async () => ({ answers: 200 }) },
  "/api/health/live": { GET: async () => ({ answers: 200 }) },
  "/api/metrics": { GET: async () => ({ headers: { Authorization: `Bearer ${METRICS_TOKEN}` }, answers: 200 }) },
  "/api/notifications/unsubscribe": {
    POST: async () => ({ query: { token: unsubscribeToken((await newUser()).user.id, "daily_card") }, answers: 200 }),
  },
  "/api/payments/create-checkout-session": { POST: async () => ({ token: (await newUser()).token, query: { locale: "es" }, body: { json: {} }, answers: 200 }) },
  "/api/payments/create-portal-session": {
    POST: async () => ({ token: (await newUser()).token, body: { json: {} }, answers: { status: 400, code: "no_billing_customer" } }),
  },
  "/api/payments/webhook": {
    // Unsigned, as anyone but Stripe sends it: the signature refuses it before any field is read.
    POST: async () => ({
      body: { raw: { id: "evt_walk", type: "customer.subscription.updated", data: { object: { customer: "cus_walk" } } } },
      answers: { status: 400, code: "invalid_request" },
    }),
  },
  "/api/readings": {
    GET: async () => ({ token: (await readerWithReading()).token, query: { q: "focus week", cursor: "" }, answers: 200 }),
    DELETE: async () => ({ token: (await readerWithReading()).token, answers: 200 }),
  },
  "/api/notifications": {
    GET: async () => ({ token: (await newUser()).token, answers: 200 }),
    PUT: async () => ({
      token: (await newUser()).token,
      body: { json: { timeZone: "Europe/Berlin", dailyCard: { email: true, push: false, hour: 8 }, checkIns: { email: true, push: false } } },
      answers: 200,
    }),
  },
  "/api/readings/[id]": {
    GET: async () => {
      const { token, readingId } = await readerWithReading();
      return { token, params: { id: readingId }, answers: 200 };
    },
    DELETE: async () => {
      const { token, readingId } = await readerWithReading();
      return { token, params: { id: readingId }, answers: 200 };
    },
  },
  "/api/notifications/push": {
    GET: async () => ({ answers: 200 }),
    POST: async () => ({ token: (await newUser()).token, body: { json: pushSubscription() }, answers: 200 }),
    DELETE: async () => ({ token: (await newUser()).token, body: { json: { endpoint: pushSubscription().endpoint } }, answers: 200 }),
  },
  "/api/readings/[id]/feedback": {
    PUT: async () => {
      const { token, readingId } = await readerWithReading();
      return { token, params: { id: readingId }, body: { json: { helpful: true, note: "It did.\nThank you." } }, answers: 200 };
    },
  },
  "/api/readings/[id]/check-in": {
    PUT: async () => {
      const { token, readingId } = await readerWithReading();
      return { token, params: { id: readingId }, body: { json: { happened: "partly", helpful: true, note: "The offer came.\nThe flat did not." } }, answers: 200 };
    },
  },
  "/api/readings/[id]/check-in-reminder": {
    POST: async () => {
      const { token, readingId } = await readerWithReading();
      return { token, params: { id: readingId }, body: { json: { inDays: 14 } }, answers: 200 };
    },
  },
  "/api/readings/[id]/follow-ups": {
    POST: async () => {
      const { token, readingId } = await readerWithReading("subscribed");
      return { token, params: { id: readingId }, body: { json: { question: "And what comes after?" } }, answers: 200 };
    },
  },
  "/api/readings/export": { GET: async () => ({ token: (await readerWithReading()).token, query: { format: "json", locale: "es" }, answers: 200 }) },
  "/api/readings/similar": { GET: async () => ({ token: (await readerWithReading()).token, query: { q: "What should I focus on this week?" }, answers: 200 }) },
  "/api/readings/insights": { GET: async () => ({ token: (await newUser({ role: "subscribed" })).token, query: { range: "90d", tz: "UTC" }, answers: 200 }) },
  "/api/referrals": { GET: async () => ({ token: (await newUser()).token, answers: 200 }) },
  "/api/tarot/interpret": { POST: async () => ({ token: (await newUser()).token, body: { json: ONE_CARD }, answers: 200 }) },
};

/**
 * A method answered before anything of the request is read, whatever it is sent: an unknown path's 404, or a
 * local provider route's 405 for a method it does not take. It needs no example; it is sent NUL all the same.
 */
async function answersUnread(handler: Handler, pattern: string, method: Method): Promise<boolean> {
  const params = Object.fromEntries(paramNames(pattern).map((name) => [name, "\u0000"]));
  const answer = await answerOf(await send(handler, pattern, method, { params, query: { q: "\u0000" }, answers: 404 }));
  return (answer.status === 404 && answer.code === "not_found") || (answer.status === 405 && answer.code === "method_not_allowed");
}

async function handlersOf(pattern: string): Promise<[Method, Handler][]> {
  const exported = (await import(routeFile(pattern))) as Record<string, unknown>;
  return METHODS.filter((method) => typeof exported[method] === "function").map((method) => [method, exported[method] as Handler]);
}

const withNul = (value: string) => `${value}\u0000`;
const withLoneSurrogate = (value: string) => `${value}\ud800`;

/** One request of the route, as Next would hand it to the handler: the URL with the params encoded, the params decoded. */
function send(handler: Handler, pattern: string, method: Method, example: Example): Promise<Response> | Response {
  const params = example.params ?? {};
  const pathname = pattern.replace(/\[(?:\.\.\.)?([^\]]+)\]/g, (_, name: string) => encodeURIComponent(params[name] ?? "x"));
  const query = new URLSearchParams(example.query ?? {}).toString();
  const url = `${pathname}${query ? `?${query}` : ""}`;
  const body = example.body;
  const request =
    body && "form" in body
      ? jsonRequest(url, { method, body: new URLSearchParams(body.form).toString(), headers: { "Content-Type": "application/x-www-form-urlencoded", ...example.headers } })
      : jsonRequest(url, { method, token: example.token, headers: example.headers, body: body ? ("json" in body ? body.json : JSON.stringify(body.raw)) : undefined });
  const decoded = Object.fromEntries(paramNames(pattern).map((name) => [name, pattern.includes(`[...${name}]`) ? [params[name] ?? "x"] : (params[name] ?? "x")]));
  return handler(request, { params: Promise.resolve(decoded) });
}

/** What a body holds, whichever way it is sent. */
const contentOf = (body: Body): Record<string, unknown> => ("json" in body ? body.json : "form" in body ? body.form : body.raw);

function bodyWith(body: Body, content: unknown): Body {
  if ("json" in body) return { json: content as Record<string, unknown> };
  if ("form" in body) return { form: content as Record<string, string> };
  return { raw: content as Record<string, unknown> };
}

/** Every string in a body, by its path (`cards.0`), each with the body that has it changed. */
function stringLeaves(value: unknown, at: string[] = []): { field: string; value: string; replaced: (text: string) => unknown }[] {
  if (typeof value === "string") return [{ field: at.join("."), value, replaced: (text) => text }];
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    stringLeaves(inner, [...at, key]).map((leaf) => ({
      ...leaf,
      replaced: (text: string) =>
        Array.isArray(value) ? value.map((item, index) => (String(index) === key ? leaf.replaced(text) : item)) : { ...value, [key]: leaf.replaced(text) },
    })),
  );
}

async function answerOf(response: Response): Promise<{ status: number; code?: string; error?: string }> {
  const text = await response.text();
  try {
    return { status: response.status, ...(JSON.parse(text) as { code?: string; error?: string }) };
  } catch {
    return { status: response.status };
  }
}

const ROUTES = routesOnDisk();

const refusal = (name: string) => ({ status: 400, code: "invalid_request", error: `Invalid ${name}: ${CONTROL_CHARACTERS_MESSAGE}` });

/** Each method of one route, sent its valid request, then NUL in one input at a time. */
async function walk(pattern: string): Promise<void> {
  for (const [method, handler] of await handlersOf(pattern)) {
    const makeExample = EXAMPLES[pattern]?.[method];
    if (!makeExample) {
      expect(await answersUnread(handler, pattern, method), `${method} ${pattern} reads nothing, or needs an example`).toBe(true);
      continue;
    }

    const valid = await makeExample();
    const expected = typeof valid.answers === "number" ? { status: valid.answers } : valid.answers;
    expect(await answerOf(await send(handler, pattern, method, valid)), `${method} ${pattern}, the valid request`).toMatchObject(expected);

    for (const name of paramNames(pattern)) {
      const example = await makeExample();
      const answer = await answerOf(await send(handler, pattern, method, { ...example, params: { ...example.params, [name]: withNul(example.params?.[name] ?? "x") } }));
      expect(answer, `${method} ${pattern} with NUL in the path parameter ${name}`).toEqual(refusal(name));
    }

    // Whatever the route's source reads from the query string, its valid request sends (for GET, when it has one).
    const readsQuery = method === "GET" || !EXAMPLES[pattern]?.GET;
    if (readsQuery) expect(Object.keys(valid.query ?? {}), `${method} ${pattern}'s query`).toEqual(expect.arrayContaining(queryNamesRead(pattern)));
    const read = new Set(Object.keys(valid.query ?? {}));
    for (const name of new Set([...read, ...COMMON_QUERY_NAMES])) {
      const example = await makeExample();
      const answer = await answerOf(await send(handler, pattern, method, { ...example, query: { ...example.query, [name]: withNul(example.query?.[name] ?? "x") } }));
      expect(answer.status, `${method} ${pattern} with NUL in ?${name}`).toBeLessThan(500);
      if (read.has(name)) expect(answer, `${method} ${pattern} with NUL in ?${name}`).toEqual(refusal(name));
    }

    for (const { field } of valid.body ? stringLeaves(contentOf(valid.body)) : []) {
      const example = await makeExample();
      const leaf = stringLeaves(contentOf(example.body!)).find((candidate) => candidate.field === field)!;
      const answer = await answerOf(await send(handler, pattern, method, { ...example, body: bodyWith(example.body!, leaf.replaced(withNul(leaf.value))) }));
      const what = `${method} ${pattern} with NUL in the body's ${field}`;
      expect(answer.status, what).toBeLessThan(500);
      if (example.anyText?.includes(field)) continue;
      expect(answer, what).toMatchObject({ status: 400, code: "invalid_request" });
      if ("json" in example.body!) expect(answer.error, what).toMatch(new RegExp(`^Invalid ${field.replace(/\./g, "\\.")}: `));
    }

    // A lone surrogate: only JSON can carry one (a form or a URL decodes it to U+FFFD), and it is no text either.
    for (const { field } of valid.body && "json" in valid.body ? stringLeaves(contentOf(valid.body)) : []) {
      const example = await makeExample();
      if (example.anyText?.includes(field)) continue;
      const leaf = stringLeaves(contentOf(example.body!)).find((candidate) => candidate.field === field)!;
      const answer = await answerOf(await send(handler, pattern, method, { ...example, body: bodyWith(example.body!, leaf.replaced(withLoneSurrogate(leaf.value))) }));
      expect(answer, `${method} ${pattern} with a lone surrogate in the body's ${field}`).toMatchObject({ status: 400, code: "invalid_request", error: expect.stringMatching(new RegExp(`^Invalid ${field.replace(/\./g, "\\.")}: `)) });
    }
  }
}

describe("the NUL walk over every API route (and a lone surrogate in every JSON string)", () => {
  it("finds the routes on disk, and has a valid request for every method of each but those that read nothing", async () => {
    expect(ROUTES).toContain("/api/tarot/interpret");
    expect(ROUTES).toContain("/api/readings/[id]/feedback");
    const exported: string[] = [];
    const withoutExample: string[] = [];
    for (const pattern of ROUTES) {
      for (const [method, handler] of await handlersOf(pattern)) {
        exported.push(`${method} ${pattern}`);
        if (!EXAMPLES[pattern]?.[method] && !(await answersUnread(handler, pattern, method))) withoutExample.push(`${method} ${pattern}`);
      }
    }
    expect(withoutExample).toEqual([]);
    const listed = Object.entries(EXAMPLES).flatMap(([pattern, methods]) => Object.keys(methods).map((method) => `${method} ${pattern}`));
    expect(listed.filter((entry) => !exported.includes(entry))).toEqual([]);
  });

  it.each(ROUTES)("%s: NUL in any input is never a 500 nor an error in the log, and is refused where the route takes it", async (pattern) => {
    const { lines } = await capturingLogs(() => walk(pattern));
    expect(messagesAt(lines, "error")).toEqual([]);
  });
});

describe("the inputs the last probe found giving 500", () => {
  const params = <Name extends string>(name: Name, value: string) => ({ params: Promise.resolve({ [name]: value } as Record<Name, string>) });

  it("refuses a journal search with NUL or another control character, naming q", async () => {
    const { GET } = await import("@/app/api/readings/route");
    const { token } = await readerWithReading();
    for (const q of ["a%00b", "a%01b", "a%09b", "a%0Ab", "a%7Fb", "a%C2%85b"]) {
      expect(await answerOf(await GET(jsonRequest(`/api/readings?q=${q}`, { method: "GET", token }))), q).toEqual(refusal("q"));
    }
    expect((await GET(jsonRequest("/api/readings?q=focus%20week", { method: "GET", token }))).status).toBe(200);
  });

  it("refuses a feedback note with NUL, keeps one with line breaks and tabs", async () => {
    const { PUT } = await import("@/app/api/readings/[id]/feedback/route");
    const { token, readingId } = await readerWithReading();
    const send = (note: string) => PUT(jsonRequest(`/api/readings/${readingId}/feedback`, { method: "PUT", token, body: { helpful: true, note } }), params("id", readingId));
    for (const note of ["a\u0000b", "a\u0007b", "a\u007Fb"]) expect(await answerOf(await send(note)), JSON.stringify(note)).toEqual(refusal("note"));
    const kept = await send("It helped.\n\tThank you.");
    expect(kept.status).toBe(200);
    expect(await kept.json()).toEqual({ feedback: { helpful: true, note: "It helped.\n\tThank you." } });
  });

  it("refuses an operator's grant reason with NUL, and the console's lookup of an e-mail with NUL, but only for an operator", async () => {
    const { POST: grant } = await import("@/app/api/admin/users/[id]/grant/route");
    const { GET: lookUp } = await import("@/app/api/admin/users/route");
    const operator = await operatorToken();
    const customer = await newUser();
    const grantWith = (token: string, reason: string) =>
      grant(jsonRequest(`/api/admin/users/${customer.user.id}/grant`, { token, body: { readings: 1, reason } }), params("id", customer.user.id));
    expect(await answerOf(await grantWith(operator, "Lost\u0000reading"))).toEqual(refusal("reason"));
    expect(await answerOf(await lookUp(jsonRequest("/api/admin/users?email=a%00b", { method: "GET", token: operator })))).toEqual(refusal("email"));
    // Anyone else still gets the 404 of a path that does not exist: the input is judged only once the caller is admitted.
    expect((await grantWith(customer.token, "Lost\u0000reading")).status).toBe(404);
    expect((await lookUp(jsonRequest("/api/admin/users?email=a%00b", { method: "GET", token: customer.token }))).status).toBe(404);
  });

  it("refuses a local checkout session id with NUL, naming sessionId", async () => {
    const { POST } = await import("@/app/api/dev/checkout/[sessionId]/route");
    const answer = await POST(jsonRequest("/api/dev/checkout/cs_%00", { body: { outcome: "paid" } }), params("sessionId", "cs_\u0000"));
    expect(await answerOf(answer)).toEqual(refusal("sessionId"));
  });

  it("refuses a question holding a lone surrogate before anything is counted, so the writer never sees what nobody wrote", async () => {
    const { POST } = await import("@/app/api/tarot/interpret/route");
    const { GET: user } = await import("@/app/api/auth/user/route");
    const { token } = await newUser();
    const asked = { ...ONE_CARD, question: "Will it \ud800 work out?" };
    expect(await answerOf(await POST(jsonRequest("/api/tarot/interpret", { body: asked, token })))).toEqual({
      status: 400,
      code: "invalid_request",
      error: `Invalid question: ${MALFORMED_TEXT_MESSAGE}`,
    });
    const me = (await (await user(jsonRequest("/api/auth/user", { method: "GET", token }))).json()) as { stats: { currentMonth: { total_count: number } } };
    expect(me.stats.currentMonth.total_count).toBe(0);
    // The same question with the pair whole is a question like any other.
    expect((await POST(jsonRequest("/api/tarot/interpret", { body: { ...asked, question: "Will it \ud83c\udf19 work out?" }, token }))).status).toBe(200);
  });

  it("answers the success page's check of a session id with NUL: no payment to confirm, and nothing logged", async () => {
    const { confirmCheckout } = await import("@/lib/billing/account");
    const { result, lines } = await capturingLogs(() => confirmCheckout("cs_\u0000"));
    expect(result).toBe("unknown");
    expect(lines).toEqual([]);
  });
});
