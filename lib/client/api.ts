import type { interpretRequestSchema } from "@/lib/readings/interpret-request";
import { streamEventSchemas } from "@/lib/readings/stream-events";
import { z } from "@/lib/zod";
import { journalPageSchema, journalReadingSchema, type JournalPage, type JournalReading } from "@/lib/readings/journal-entry";
import { referralsResponseSchema, type ReferralEntry } from "@/lib/referrals/referral-entry";
import { publicUserSchema, type PublicUser } from "@/lib/users/public-user";
import type { ReadingAnswer } from "@/lib/tarot/reading-machine";
import { track } from "./analytics";
import { apiFetch, apiJson, readJson, retryAfterSecondsOf } from "./api-fetch";
import { answerOrThrow, refusalOf, resultOf } from "./api-result";
import { createEventStreamParser, type ServerSentEvent } from "./event-stream";
import { forgetReferral, pendingReferralCode } from "./referral";

/**
 * The browser's calls of docs/product.md#api; nothing else fetches these endpoints. Apart from the user
 * fetch, the auth and payment calls check no HTTP status: the JSON body alone decides success.
 */

/** A sign-in response without a user and a string token. */
export const INVALID_RESPONSE_MESSAGE = "Invalid response from server";
/** The user fetch answered a non-OK status. */
export const FETCH_USER_FAILED_MESSAGE = "Failed to fetch user";

const signInResultSchema = z.object({ user: publicUserSchema, token: z.string().min(1) });
export type SignInResult = z.infer<typeof signInResultSchema>;

/** A server error is thrown as the message; otherwise a user and a string token are required. */
export function parseSignInResponse(body: unknown): SignInResult {
  return answerOrThrow(resultOf(body, signInResultSchema), INVALID_RESPONSE_MESSAGE);
}

/** The user JSON of an OK user fetch; a body that is not a user counts as a failed fetch. */
export function parseUserResponse(body: unknown): PublicUser {
  const parsed = publicUserSchema.safeParse(body);
  if (!parsed.success) throw new Error(FETCH_USER_FAILED_MESSAGE);
  return parsed.data;
}

/** Any JSON object (or array) without an error is a success: only the error field is read. */
const anyJsonObjectSchema = z.union([z.object({}), z.array(z.unknown())]);

/** A server error is thrown as the message. A body that is not JSON at all is no success either. */
export function parseDeleteResponse(body: unknown): void {
  answerOrThrow(resultOf(body, anyJsonObjectSchema), INVALID_RESPONSE_MESSAGE);
}

/**
 * POST /api/auth/google: trades the identity provider's ID token for our user and session token,
 * with the referral code of a `?ref=` link if one is kept (dropped once a sign-in has used it).
 */
export async function signInWithGoogle(idToken: string): Promise<SignInResult> {
  const referralCode = pendingReferralCode();
  // The sign-in call carries no Authorization header.
  const result = await apiJson(
    "/api/auth/google",
    { method: "POST", json: referralCode ? { idToken, referralCode } : { idToken }, anonymous: true },
    parseSignInResponse,
  );
  if (referralCode) forgetReferral();
  track("auth_google");
  return result;
}

/** getReferrals: GET /api/referrals, the signed-in user's referrals, newest first. */
export async function getReferrals(): Promise<ReferralEntry[]> {
  return (await authorisedJson("/api/referrals", referralsResponseSchema)).referrals;
}

/** 'Failed to fetch user', saying whether the server refused the session itself (401) or could not answer. */
class UserFetchError extends Error {
  constructor(readonly sessionRefused: boolean) {
    super(FETCH_USER_FAILED_MESSAGE);
    this.name = "UserFetchError";
  }
}

/**
 * Whether a failed user fetch means the stored token is no good: only the server's 401 says so. A 503
 * while the database restarts, a proxy's 502 or a dropped connection says nothing about the session,
 * and forgetting the token then would sign someone out for a moment's outage.
 */
export function sessionRefused(error: unknown): boolean {
  return error instanceof UserFetchError && error.sessionRefused;
}

/** GET /api/auth/user: the signed-in user, with this month's reading stats. */
export async function getUser(): Promise<PublicUser> {
  try {
    const response = await apiFetch("/api/auth/user", { cache: "no-store" });
    if (!response.ok) throw new UserFetchError(response.status === 401);
    const user = parseUserResponse(await readJson(response));
    track("auth_get_user");
    return user;
  } catch (error) {
    // Logged here, once for every caller (start-up and refreshes alike).
    track("auth_get_user_error");
    throw error;
  }
}

/** POST /api/auth/logout: revokes the stored session on the server (docs/decisions.md#server-side-sessions). */
export async function logOut(): Promise<void> {
  await apiJson("/api/auth/logout", { method: "POST" }, parseDeleteResponse);
}

/** DELETE /api/auth/google: deletes the signed-in account. */
export async function deleteAccount(): Promise<void> {
  await apiJson("/api/auth/google", { method: "DELETE" }, parseDeleteResponse);
  track("auth_delete_google");
}

/** The reading request (one contract: lib/readings/interpret-request.ts); the cards are the card names in pick order. */
export type InterpretRequest = z.input<typeof interpretRequestSchema>;

const interpretationSchema = z.object({ interpretation: z.string().min(1) });

/** The JSON body decides, the interpretation before the error; undefined (no JSON at all) is a failed call. */
function readingAnswerOf(body: unknown, retryAfterSeconds: number | null): ReadingAnswer {
  if (body === undefined) return { kind: "broken" };
  const reading = interpretationSchema.safeParse(body);
  if (reading.success) return { kind: "done", interpretation: reading.data.interpretation };
  return refusalOf(body, retryAfterSeconds) ?? { kind: "broken", unrecognised: true };
}

/** One event of a reading's stream: words go to `onText`; `done` and `error` end the reading (an empty one is neither). */
function answerOfEvent({ event, data }: ServerSentEvent, onText: (text: string) => void): ReadingAnswer | null {
  if (event === "delta") {
    onText(streamEventSchemas.delta.parse(JSON.parse(data)).text);
  } else if (event === "done") {
    const { interpretation } = streamEventSchemas.done.parse(JSON.parse(data));
    return interpretation ? { kind: "done", interpretation } : { kind: "broken", unrecognised: true };
  } else if (event === "error") {
    const { error, code } = streamEventSchemas.error.parse(JSON.parse(data));
    return error ? { kind: "refused", error, code, retryAfterSeconds: null } : { kind: "broken", unrecognised: true };
  }
  return null;
}

/** Reads the stream to its `done` or `error`. A stream that ends without either, fails, or sends an event we cannot read is broken. */
async function readReadingStream(body: NonNullable<Response["body"]>, onText: (text: string) => void): Promise<ReadingAnswer> {
  const events: ServerSentEvent[] = [];
  const feed = createEventStreamParser((event) => events.push(event));
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) return { kind: "broken" };
      feed(chunk.value);
      for (const event of events.splice(0)) {
        const answer = answerOfEvent(event, onText);
        if (answer) return answer;
      }
    }
  } catch {
    return { kind: "broken" };
  } finally {
    // Whatever follows the answer (or a bad event) is not ours to wait for: release the connection.
    reader.cancel().catch(() => undefined);
  }
}

/**
 * POST /api/tarot/interpret as Server-Sent Events: `onText` gets the words as they are written. A refusal
 * before the stream (and any answer from a proxy) comes as JSON instead. Never throws: a failed call is broken.
 */
export async function streamReading(request: InterpretRequest, onText: (text: string) => void): Promise<ReadingAnswer> {
  let answer: ReadingAnswer;
  try {
    const response = await apiFetch("/api/tarot/interpret", {
      method: "POST",
      json: { question: request.question, type: request.type, category: request.category, cards: request.cards },
      accept: "text/event-stream",
    });
    const isStream = (response.headers.get("content-type") ?? "").startsWith("text/event-stream");
    answer =
      response.body && isStream ? await readReadingStream(response.body, onText) : readingAnswerOf(await readJson(response), retryAfterSecondsOf(response));
  } catch {
    answer = { kind: "broken" };
  }
  if (answer.kind === "done") track("tarot_interpret");
  return answer;
}

/** A call whose JSON must match `schema` with an OK status; a server error (or any non-OK status) is thrown as the message. */
function authorisedJson<Data>(path: string, schema: z.ZodType<Data>, method?: "DELETE"): Promise<Data> {
  return apiJson(path, { method, cache: "no-store" }, (body, response) => {
    const result = resultOf(body, schema);
    if (result.kind === "done" && !response.ok) throw new Error(INVALID_RESPONSE_MESSAGE);
    return answerOrThrow(result, INVALID_RESPONSE_MESSAGE);
  });
}

const successSchema = z.object({ success: z.literal(true) });

/** GET /api/readings: a page of the journal, newest first. */
export function getJournalPage(cursor: string | null = null): Promise<JournalPage> {
  return authorisedJson(cursor ? `/api/readings?cursor=${encodeURIComponent(cursor)}` : "/api/readings", journalPageSchema);
}

/** GET /api/readings/:id: one reading with its interpretation. */
export function getJournalReading(id: string): Promise<JournalReading> {
  return authorisedJson(`/api/readings/${encodeURIComponent(id)}`, journalReadingSchema);
}

/** DELETE /api/readings/:id. */
export async function deleteJournalReading(id: string): Promise<void> {
  await authorisedJson(`/api/readings/${encodeURIComponent(id)}`, successSchema, "DELETE");
}

/** DELETE /api/readings: the whole journal. */
export async function deleteWholeJournal(): Promise<void> {
  await authorisedJson("/api/readings", successSchema, "DELETE");
}

/** GET /api/readings/export: the journal as one Markdown file, and the name the server gave it. */
export async function exportJournal(): Promise<{ markdown: string; fileName: string }> {
  const response = await apiFetch("/api/readings/export", { cache: "no-store" });
  if (!response.ok) throw new Error(refusalOf(await readJson(response))?.error ?? INVALID_RESPONSE_MESSAGE);
  const fileName = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? "arcana-readings.md";
  return { markdown: await response.text(), fileName };
}

/** The subscribe dialog's errors (docs/product.md#subscribe-dialog): no sessionId in the answer, or the call itself failed. */
export const CHECKOUT_FAILED_MESSAGE = "Failed to start subscription.";
export const NETWORK_ERROR_MESSAGE = "Network error.";
/** The toast when the portal cannot be opened (unless the server says why). */
export const PORTAL_FAILED_MESSAGE = "Unable to open subscription portal.";

const checkoutSessionSchema = z.object({ sessionId: z.string().min(1), url: z.url() });
type CheckoutSession = z.infer<typeof checkoutSessionSchema>;
const portalSessionSchema = z.object({ url: z.url() });

/**
 * The server's error, else a sessionId is required. The browser goes to the session's
 * `url`: Stripe.js no longer redirects by session id (docs/decisions.md#no-stripejs).
 */
function parseCheckoutResponse(body: unknown): CheckoutSession {
  return answerOrThrow(resultOf(body, checkoutSessionSchema), CHECKOUT_FAILED_MESSAGE);
}

function parsePortalResponse(body: unknown): string {
  return answerOrThrow(resultOf(body, portalSessionSchema), PORTAL_FAILED_MESSAGE).url;
}

/** A POST with the stored token and an empty JSON object; a network failure throws `failure`. */
async function postEmpty(path: string, failure: string): Promise<unknown> {
  let response: Response;
  try {
    response = await apiFetch(path, { method: "POST", json: {} });
  } catch {
    throw new Error(failure);
  }
  return readJson(response);
}

/** POST /api/payments/create-checkout-session: where to send the browser to pay. */
export async function createCheckoutSession(): Promise<CheckoutSession> {
  const session = parseCheckoutResponse(await postEmpty("/api/payments/create-checkout-session", NETWORK_ERROR_MESSAGE));
  track("payments_checkout");
  return session;
}

/** POST /api/payments/create-portal-session: the customer portal's url. */
export async function createPortalSession(): Promise<string> {
  const url = parsePortalResponse(await postEmpty("/api/payments/create-portal-session", PORTAL_FAILED_MESSAGE));
  track("payments_portal");
  return url;
}
