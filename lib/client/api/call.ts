import { z } from "@/lib/zod";
import { apiFetch, readJson, retryAfterSecondsOf, type ApiCall } from "../api-fetch";
import { resultOf, type ApiResult } from "../api-result";

/** A call whose answer is JSON. */
type JsonCall<Data> = ApiCall & {
  /** What a `done` answer holds. */
  answer: z.ZodType<Data>;
  /**
   * The JSON body alone decides, whatever the status: the specification's client reads only the body of
   * its auth and payment calls, and ours still does (docs/product.md#where-we-depart-from-the-original-specification-and-why).
   * Every other call's answer needs an OK status to be done.
   */
  bodyAlone?: boolean;
};

/**
 * The browser's one way to call our /api for JSON (every call in lib/client/api/ is one of these or a
 * stream): `done` with the body parsed by `answer`, the server's `{ error, code? }` as `refused`, or
 * `broken`. Never throws; side effects (analytics, storage) belong to the caller.
 */
export async function callApi<Data>(path: string, { answer, bodyAlone = false, ...call }: JsonCall<Data>): Promise<ApiResult<{ data: Data }>> {
  let response: Response;
  try {
    response = await apiFetch(path, call);
  } catch {
    return { kind: "broken", unreachable: true };
  }
  const result = resultOf(await readJson(response), answer, retryAfterSecondsOf(response));
  // An answer's shape with an error status is no answer we can trust.
  if (result.kind === "done" && !response.ok && !bodyAlone) return { kind: "broken", unrecognised: true };
  return result;
}

/** A path with its query, leaving out the parameters that are null or empty. */
export function withQuery(path: string, query: Record<string, string | null | undefined>): string {
  const search = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])));
  return search.size > 0 ? `${path}?${search}` : path;
}

/** What our deletes answer. */
export const successAnswer = z.object({ success: z.literal(true) });
