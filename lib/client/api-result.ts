import { z } from "@/lib/zod";

/** The server's `{ error, code? }`, refusing the call, with the seconds a Retry-After asks us to wait. */
type Refused = { kind: "refused"; error: string; code: string | null; retryAfterSeconds: number | null };

/**
 * Nothing we can use: no answer at all (the call failed, the body was not JSON, a stream broke off),
 * or, `unrecognised`, an answer that holds neither what we asked for nor an error.
 */
export type Broken = { kind: "broken"; unrecognised?: true };

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

/** The answer; a refusal is thrown as the server's message, anything broken as `brokenMessage`. */
export function answerOrThrow<Data>(result: ApiResult<{ data: Data }>, brokenMessage: string): Data {
  if (result.kind === "refused") throw new Error(result.error);
  if (result.kind === "broken") throw new Error(brokenMessage);
  return result.data;
}
