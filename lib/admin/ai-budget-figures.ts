import "server-only";
import { eq } from "drizzle-orm";
import { schema, type Database } from "@/db";
import { getConfig } from "@/lib/config";
import { consoleWindows } from "./windows";

/** The day's AI budget as the console shows it: the operator's ceiling (null: none) and today's estimated spend, in US dollars. */
export type AiBudgetFigures = { since: string; ceilingUsd: number | null; spentUsd: number };

/**
 * Today's estimated AI spend against `AI_DAILY_BUDGET_USD` (docs/product.md#ai-budget): the day's row that every
 * instance adds its writings' cost to (lib/observability/ai-spend.ts), so every instance shows the same figure.
 * One statement.
 */
export async function aiBudgetFigures(db: Database, { now = new Date() }: { now?: Date } = {}): Promise<AiBudgetFigures> {
  const { today } = consoleWindows(now);
  const [row] = await db
    .select({ microUsd: schema.aiSpend.microUsd })
    .from(schema.aiSpend)
    .where(eq(schema.aiSpend.day, today.toISOString().slice(0, 10)));
  return { since: today.toISOString(), ceilingUsd: getConfig().aiDailyBudgetUsd ?? null, spentUsd: (row?.microUsd ?? 0) / 1_000_000 };
}
