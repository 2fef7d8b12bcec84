import type { interpretRequestSchema } from "@/lib/readings/interpret-request";
import { dailyHistoryPageSchema, type DailyHistoryPage } from "@/lib/daily/daily-entry";
import { insightsSchema, type Insights } from "@/lib/insights/insights-entry";
import type { InsightsRange } from "@/lib/insights/range";
import { followUpEventSchemas, streamEventSchemas, type FollowUpAnswer } from "@/lib/readings/stream-events";
import { z } from "@/lib/zod";
import {
  journalPageSchema,
  journalReadingSchema,
  readingFeedbackSchema,
  type JournalPage,
  type JournalReading,
  type ReadingFeedback,
} from "@/lib/readings/journal-entry";
import { referralsResponseSchema, type ReferralEntry } from "@/lib/referrals/referral-entry";
import { publicUserSchema, type PublicUser } from "@/lib/users/public-user";
import type { ReadingAnswer } from "@/lib/tarot/reading-machine";
import { track } from "./analytics";
import { apiFetch, apiJson, readJson, retryAfterSecondsOf } from "./api-fetch";
import { answerOrThrow, refusalOf, resultOf, type ApiResult } from "./api-result";
import { createEventStreamParser, type ServerSentEvent } from "./event-stream";
import { forgetReferral, pendingReferralCode } from "./referral";

/**
 * The browser's calls of docs/product.md#api; nothing else fetches these endpoints. Apart from the user
 * fetch, the auth and payment calls check no HTTP status: the JSON body alone decides success.
 */

/** A sign-in response without a user and a string token. */
export const INVALID_RESPONSE_MESSAGE = "Invalid response from server";
/** Feedback that could not be saved (the call failed, or answered something else). */
export const FEEDBACK_FAILED_MESSAGE = "We couldn't save that. Please try again.";
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

/**
 * A finished reading, from the stream's `done` event or a JSON answer (which has no id); an empty
 * interpretation is no reading.
 */
const finishedReadingSchema = z.object({ interpretation: z.string().min(1), readingId: z.string().nullable().default(null) });
/** A follow-up's `done` event or JSON answer; an empty answer is none. */
const finishedFollowUpSchema = followUpEventSchemas.done.extend({ answer: z.string().min(1) });

/**
 * One event of a written piece's stream: words go to `onText`; `done` (read by `finished`) and `error`
 * end it. Either without what it must hold is broken, as an answer we cannot use.
 */
function resultOfEvent<Done extends object>({ event, data }: ServerSentEvent, onText: (text: string) => void, finished: z.ZodType<Done>): ApiResult<Done> | null {
  if (event === "delta") {
    onText(streamEventSchemas.delta.parse(JSON.parse(data)).text);
  } else if (event === "done") {
    const done = finished.safeParse(JSON.parse(data));
    return done.success ? { kind: "done", ...done.data } : { kind: "broken", unrecognised: true };
  } else if (event === "error") {
    const { error, code } = streamEventSchemas.error.parse(JSON.parse(data));
    return error ? { kind: "refused", error, code, retryAfterSeconds: null } : { kind: "broken", unrecognised: true };
  }
  return null;
}

/** Reads the stream to its `done` or `error`. A stream that ends without either, fails, or sends an event we cannot read is broken. */
async function readWritingStream<Done extends object>(
  body: NonNullable<Response["body"]>,
  onText: (text: string) => void,
  finished: z.ZodType<Done>,
): Promise<ApiResult<Done>> {
  const events: ServerSentEvent[] = [];
  const feed = createEventStreamParser((event) => events.push(event));
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) return { kind: "broken" };
      feed(chunk.value);
      for (const event of events.splice(0)) {
        const result = resultOfEvent(event, onText, finished);
        if (result) return result;
      }
    }
  } catch {
    return { kind: "broken" };
  } finally {
    // Whatever follows the answer (or a bad event) is not ours to wait for: release the connection.
    reader.cancel().catch(() => undefined);
  }
}

/** A JSON answer: what was asked for before the error; undefined (no JSON at all) is a failed call. */
function writingResultOf<Done extends object>(body: unknown, finished: z.ZodType<Done>, retryAfterSeconds: number | null): ApiResult<Done> {
  if (body === undefined) return { kind: "broken" };
  const done = finished.safeParse(body);
  if (done.success) return { kind: "done", ...done.data };
  return refusalOf(body, retryAfterSeconds) ?? { kind: "broken", unrecognised: true };
}

/**
 * POSTs a piece to be written (a reading, a follow-up) as Server-Sent Events: `onText` gets the words as
 * they are written. A refusal before the stream (and any answer from a proxy) comes as JSON instead.
 * Never throws: a failed call is broken.
 */
async function streamWriting<Done extends object>(path: string, json: unknown, onText: (text: string) => void, finished: z.ZodType<Done>): Promise<ApiResult<Done>> {
  try {
    const response = await apiFetch(path, { method: "POST", json, accept: "text/event-stream" });
    const isStream = (response.headers.get("content-type") ?? "").startsWith("text/event-stream");
    if (response.body && isStream) return await readWritingStream(response.body, onText, finished);
    return writingResultOf(await readJson(response), finished, retryAfterSecondsOf(response));
  } catch {
    return { kind: "broken" };
  }
}

/** POST /api/tarot/interpret, streamed (docs/product.md#reading-route). */
export async function streamReading(request: InterpretRequest, onText: (text: string) => void): Promise<ReadingAnswer> {
  const { question, type, category, cards } = request;
  const answer = await streamWriting("/api/tarot/interpret", { question, type, category, cards }, onText, finishedReadingSchema);
  if (answer.kind === "done") track("tarot_interpret");
  return answer;
}

/** What became of a follow-up question: its answer, id and the follow-ups left on the reading, or why not. */
export type FollowUpResult = ApiResult<FollowUpAnswer>;

/** POST /api/readings/:id/follow-ups, streamed (docs/product.md#follow-up-routes). */
export async function streamFollowUp(readingId: string, question: string, onText: (text: string) => void): Promise<FollowUpResult> {
  const result = await streamWriting(`/api/readings/${encodeURIComponent(readingId)}/follow-ups`, { question }, onText, finishedFollowUpSchema);
  if (result.kind === "done") track("reading_follow_up");
  return result;
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

/** A path with its query, leaving out the parameters that are null or empty. */
function withQuery(path: string, query: Record<string, string | null>): string {
  const search = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])));
  return search.size > 0 ? `${path}?${search}` : path;
}

/** GET /api/readings: a page of the journal, newest first; with `q`, only the readings whose words match it. */
export function getJournalPage(cursor: string | null = null, q: string | null = null): Promise<JournalPage> {
  return authorisedJson(withQuery("/api/readings", { cursor, q }), journalPageSchema);
}

/** GET /api/daily/history: a page of the reader's kept cards of the day, newest day first. */
export function getDailyHistory(cursor: string | null = null): Promise<DailyHistoryPage> {
  return authorisedJson(withQuery("/api/daily/history", { cursor }), dailyHistoryPageSchema);
}

/** DELETE /api/daily/:id: one kept card of the day. */
export async function deleteDailyCard(id: string): Promise<void> {
  await authorisedJson(`/api/daily/${encodeURIComponent(id)}`, successSchema, "DELETE");
}

/**
 * GET /api/readings/insights: the journal's patterns over `range`, the streak counted in `timeZone`. A
 * refusal comes back as such: a free reader asking for 90 days is offered the subscription.
 */
export async function getInsights(range: InsightsRange, timeZone: string): Promise<ApiResult<{ data: Insights }>> {
  try {
    const response = await apiFetch(withQuery("/api/readings/insights", { range, tz: timeZone }), { cache: "no-store" });
    return resultOf(await readJson(response), insightsSchema, retryAfterSecondsOf(response));
  } catch {
    return { kind: "broken" };
  }
}

/** GET /api/readings/:id: one reading with its interpretation. */
export function getJournalReading(id: string): Promise<JournalReading> {
  return authorisedJson(`/api/readings/${encodeURIComponent(id)}`, journalReadingSchema);
}

const savedFeedbackSchema = z.object({ feedback: readingFeedbackSchema });

/** PUT /api/readings/:id/feedback: 'Helpful' or 'Not helpful', with an optional note; answers what was kept. */
export function saveReadingFeedback(readingId: string, feedback: { helpful: boolean; note?: string }): Promise<ReadingFeedback> {
  return apiJson(`/api/readings/${encodeURIComponent(readingId)}/feedback`, { method: "PUT", json: feedback }, (body, response) => {
    const result = resultOf(body, savedFeedbackSchema);
    if (result.kind === "done" && !response.ok) throw new Error(FEEDBACK_FAILED_MESSAGE);
    return answerOrThrow(result, FEEDBACK_FAILED_MESSAGE).feedback;
  });
}

/** DELETE /api/readings/:id. */
export async function deleteJournalReading(id: string): Promise<void> {
  await authorisedJson(`/api/readings/${encodeURIComponent(id)}`, successSchema, "DELETE");
}

/** DELETE /api/readings: the whole journal. */
export async function deleteWholeJournal(): Promise<void> {
  await authorisedJson("/api/readings", successSchema, "DELETE");
}

/** GET /api/readings/export: the whole journal as one Markdown (or, `json`, JSON) file, and the name the server gave it. */
export async function exportJournal(format: "markdown" | "json" = "markdown"): Promise<{ body: string; type: string; fileName: string }> {
  const response = await apiFetch(format === "json" ? "/api/readings/export?format=json" : "/api/readings/export", { cache: "no-store" });
  if (!response.ok) throw new Error(refusalOf(await readJson(response))?.error ?? INVALID_RESPONSE_MESSAGE);
  const fallbackName = format === "json" ? "arcana-readings.json" : "arcana-readings.md";
  const fileName = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? fallbackName;
  return { body: await response.text(), type: response.headers.get("content-type") ?? "text/plain", fileName };
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
