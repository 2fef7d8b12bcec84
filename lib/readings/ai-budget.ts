import "server-only";
import { AppError } from "@/lib/errors";
import { mayAskWriter, secondsUntilBudgetResets } from "@/lib/observability/ai-spend";
import type { WritingKind } from "@/lib/observability/writing";

/**
 * Past the day's AI budget (docs/product.md#ai-budget) a reading or a follow-up is refused before anything is
 * reserved or counted: 503 `ai_budget_reached`, with `Retry-After` until midnight UTC, when the budget starts
 * again. Asking costs no statement (lib/observability/ai-spend.ts). The local writer is never refused.
 */
export function refusePastTheBudget(writer: { name: string }, kind: Extract<WritingKind, "reading" | "follow_up">, now: Date = new Date()): void {
  if (mayAskWriter(writer, kind, now)) return;
  const seconds = secondsUntilBudgetResets(now);
  const hours = Math.max(1, Math.round(seconds / 3600));
  const what = kind === "reading" ? "readings" : "answers";
  throw new AppError(
    "ai_budget_reached",
    `New ${what} are paused until midnight UTC, in about ${hours} ${hours === 1 ? "hour" : "hours"}: today's writing budget is spent. Nothing was counted.`,
    { "Retry-After": String(seconds) },
  );
}
