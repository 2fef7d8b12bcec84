import { readToken } from "./session";

/** The stored token as a bearer credential, or an empty value when there is none (docs/product.md#browser-behaviour). */
export function authorizationHeader(token: string | null): string {
  return token ? `Bearer ${token}` : "";
}

/** One call to our /api, as the browser makes it. */
export type ApiCall = {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  /** The request body, sent as JSON. */
  json?: unknown;
  /** The sign-in calls, which carry no Authorization header at all. */
  anonymous?: boolean;
  accept?: string;
  cache?: RequestCache;
  /** Aborts the call (a newer search replaces it): the fetch stops and rejects. */
  signal?: AbortSignal;
};

/**
 * Every browser call to our /api goes through here: the one place where the stored token becomes the
 * Authorization header. A failed call rejects, as fetch does; each caller decides what that means.
 */
export function apiFetch(path: string, { method, json, anonymous = false, accept, cache, signal }: ApiCall = {}): Promise<Response> {
  const headers: Record<string, string> = {};
  if (!anonymous) headers.Authorization = authorizationHeader(readToken());
  if (json !== undefined) headers["Content-Type"] = "application/json";
  if (accept) headers.Accept = accept;
  return fetch(path, { method, headers, body: json === undefined ? undefined : JSON.stringify(json), cache, signal });
}

/** The JSON body, or undefined when there is none (an HTML error page from a proxy, an empty body). */
export async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** Retry-After in seconds, the form our server and proxy send; null when absent or an HTTP date. */
export function retryAfterSecondsOf(response: Response): number | null {
  const value = (response.headers.get("retry-after") ?? "").trim();
  return /^\d+$/.test(value) ? Number(value) : null;
}
