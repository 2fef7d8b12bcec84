import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import { insightsSchema, type Insights } from "@/lib/insights/insights-response";
import type { InsightsRange } from "@/lib/insights/range";
import { journalPageSchema, journalReadingSchema, type JournalPage, type JournalReading } from "@/lib/readings/journal-response";
import { similarReadingSchema, type SimilarReading } from "@/lib/readings/similar-response";
import { apiFetch, readJson, retryAfterSecondsOf } from "../api-fetch";
import { failureOf, type ApiResult } from "../api-result";
import { callApi, successAnswer, withQuery } from "./call";

/**
 * GET /api/readings: a page of the journal, newest first, after `cursor`; with `q`, only the readings
 * whose words match it. `signal` aborts it (a newer search replaces it).
 */
export function getJournalPage({ cursor = null, q = null, signal }: { cursor?: string | null; q?: string | null; signal?: AbortSignal } = {}): Promise<ApiResult<{ data: JournalPage }>> {
  return callApi(withQuery("/api/readings", { cursor, q }), { cache: "no-store", signal, answer: journalPageSchema });
}

/** GET /api/readings/:id: one reading with its interpretation. */
export function getJournalReading(id: string): Promise<ApiResult<{ data: JournalReading }>> {
  return callApi(`/api/readings/${encodeURIComponent(id)}`, { cache: "no-store", answer: journalReadingSchema });
}

/**
 * GET /api/readings/similar: the reader's newest reading of the last 7 days that asked this question
 * again, or null. `signal` aborts it (the screen does not wait long for it).
 */
export function findSimilarReading(question: string, { signal }: { signal?: AbortSignal } = {}): Promise<ApiResult<{ data: SimilarReading }>> {
  return callApi(withQuery("/api/readings/similar", { q: question }), { cache: "no-store", signal, answer: similarReadingSchema });
}

/** DELETE /api/readings/:id. */
export function deleteJournalReading(id: string): Promise<ApiResult<object>> {
  return callApi(`/api/readings/${encodeURIComponent(id)}`, { method: "DELETE", cache: "no-store", answer: successAnswer });
}

/** DELETE /api/readings: the whole journal. */
export function deleteWholeJournal(): Promise<ApiResult<object>> {
  return callApi("/api/readings", { method: "DELETE", cache: "no-store", answer: successAnswer });
}

/** The exported journal: the file's text, its media type and the name the server gave it. */
export type JournalFile = { body: string; type: string; fileName: string };

/** GET /api/readings/export: the whole journal as one Markdown file in the page's language (or, `json`, JSON). */
export async function exportJournal(format: "markdown" | "json" = "markdown", locale: Locale = DEFAULT_LOCALE): Promise<ApiResult<{ data: JournalFile }>> {
  const query = format === "json" ? "?format=json" : locale === DEFAULT_LOCALE ? "" : `?locale=${encodeURIComponent(locale)}`;
  let response: Response;
  try {
    response = await apiFetch(`/api/readings/export${query}`, { cache: "no-store" });
  } catch {
    return { kind: "broken", unreachable: true };
  }
  if (!response.ok) return failureOf(await readJson(response), retryAfterSecondsOf(response));
  const fallbackName = format === "json" ? "arcana-readings.json" : "arcana-readings.md";
  const fileName = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? fallbackName;
  try {
    return { kind: "done", data: { body: await response.text(), type: response.headers.get("content-type") ?? "text/plain", fileName } };
  } catch {
    return { kind: "broken" };
  }
}

/**
 * GET /api/readings/insights: the journal's patterns over `range`, the streak counted in `timeZone`. A
 * free reader asking for 90 days is refused, and offered the subscription.
 */
export function getInsights(range: InsightsRange, timeZone: string): Promise<ApiResult<{ data: Insights }>> {
  return callApi(withQuery("/api/readings/insights", { range, tz: timeZone }), { cache: "no-store", answer: insightsSchema });
}
