import { dailyHistoryPageSchema, type DailyHistoryPage } from "@/lib/daily/daily-response";
import type { ApiResult } from "../api-result";
import { callApi, successAnswer, withQuery } from "./call";

/** GET /api/daily/history: a page of the reader's kept cards of the day, newest day first, after `cursor`. */
export function getDailyHistory({ cursor = null }: { cursor?: string | null } = {}): Promise<ApiResult<{ data: DailyHistoryPage }>> {
  return callApi(withQuery("/api/daily/history", { cursor }), { cache: "no-store", answer: dailyHistoryPageSchema });
}

/** DELETE /api/daily/:id: one kept card of the day. */
export function deleteDailyCard(id: string): Promise<ApiResult<object>> {
  return callApi(`/api/daily/${encodeURIComponent(id)}`, { method: "DELETE", cache: "no-store", answer: successAnswer });
}
