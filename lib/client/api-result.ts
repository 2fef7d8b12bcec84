import { z } from "@/lib/zod";

/** The server's `{ error, code? }`, refusing the call, with the seconds a Retry-After asks us to wait. */
export type Refused = { kind: "refused"; error: string; code: string | null; retryAfterSeconds: number | null };

/**
 * Nothing we can use: no answer at all (`unreachable`: the call itself failed, before any status came
 * back; otherwise the body was not JSON or a stream broke off), or, `unrecognised`, an answer that holds
 * neither what we asked for nor an error.
 */
export type Broken = { kind: "broken"; unrecognised?: true; unreachable?: true };

/** What became of a call to our /api: `done` with what we asked for (`Done`), `refused`, or `broken`. */
export type ApiResult<Done extends object> = ({ kind: "done" } & Done) | Refused | Broken;

const serverErrorSchema = z.object({ error: z.string().min(1), code: z.string().optional() });

/** The server's `{ error, code? }` as a refusal; null when the body is not one. */
export function refusalOf(body: unknown, retryAfterSeconds: number | null = null): Refused | null {
  const parsed = serverErrorSchema.safeParse(body);
  if (!parsed.success) return null;
  return { kind: "refused", error: parsed.data.error, code: parsed.data.code ?? null, retryAfterSeconds };
}

/**
 * A JSON body read error first: the server's error refuses the call whatever else the body holds;
 * then the body must match `schema`. `undefined` stands for a body that was not JSON at all.
 */
export function resultOf<Data>(body: unknown, schema: z.ZodType<Data>, retryAfterSeconds: number | null = null): ApiResult<{ data: Data }> {
  if (body === undefined) return { kind: "broken" };
  const refusal = refusalOf(body, retryAfterSeconds);
  if (refusal) return refusal;
  const parsed = schema.safeParse(body);
  return parsed.success ? { kind: "done", data: parsed.data } : { kind: "broken", unrecognised: true };
}

/** What a body that is not the answer says: the server's refusal, nothing (not JSON at all), or something unrecognised. */
export function failureOf(body: unknown, retryAfterSeconds: number | null = null): Refused | Broken {
  if (body === undefined) return { kind: "broken" };
  return refusalOf(body, retryAfterSeconds) ?? { kind: "broken", unrecognised: true };
}

/** A refusal's words by its code in the page's language (languages/<locale>/messages/errors.ts), `unknown` for a code not listed. */
export type RefusalWords = Readonly<Record<string, string>> & { unknown: string };

/**
 * The words a screen shows for a call that was not done: the server's own message (or, given `refusals`,
 * the page language's words for its code), else the screen's words for an answer it cannot use
 * (`broken`), and for no answer at all where the screen tells that apart (`unreachable`).
 */
export function failureMessage(failure: Refused | Broken, messages: { broken: string; unreachable?: string }, refusals?: RefusalWords): string {
  if (failure.kind === "refused") return refusals ? (refusals[failure.code ?? "unknown"] ?? refusals.unknown) : failure.error;
  return failure.unreachable && messages.unreachable !== undefined ? messages.unreachable : messages.broken;
}
