import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb, schema } from "@/db";
import { getConfig } from "@/lib/config";
import { errorSummary } from "./error-summary";
import { log } from "./log";
import { countBudgetRefusal } from "./metrics";
import { dearestPrice, priceOf, writerCost } from "./writer-cost";
import type { WritingKind } from "./writing";

/**
 * The day's AI spend and the operator's ceiling on it (docs/product.md#ai-budget). Each instance keeps a
 * figure of the UTC day's estimated spend: the total in `ai_spend` as last read or written, plus what this
 * instance spent since. Asking whether the budget is reached costs no statement, so a reading's path pays
 * nothing for it; the figure is brought up to date behind the asking, at most every REFRESH_MS, and what an
 * instance spends is added to the day's row a batch at a time (FLUSH_MS). Another instance's spending is
 * seen within those few seconds: the ceiling is an estimate that can be passed by what is written meanwhile.
 */

/** How old the day's total may be before an asking brings it up to date (behind the asking). */
const REFRESH_MS = 5_000;
/** How long this instance's spending waits to be added to the day's row, with whatever else it spends meanwhile. */
const FLUSH_MS = 1_000;
const MICRO = 1_000_000;

type Tally = {
  day: string;
  /** The day's total as the database last said it. */
  knownMicroUsd: number;
  /** What this instance spent and has not yet added, per day. */
  pending: Map<string, number>;
  refreshedAt: number;
  refreshing?: Promise<void>;
  flushTimer?: ReturnType<typeof setTimeout>;
  flushing?: Promise<void>;
};

// One tally per process, whatever copies of this module Next's bundles hold.
const holder = globalThis as unknown as { [key: symbol]: Tally | undefined };
const TALLY = Symbol.for("arcana.aiSpend");
const tally = (): Tally => (holder[TALLY] ??= { day: "", knownMicroUsd: 0, pending: new Map(), refreshedAt: 0 });

const utcDay = (at: Date) => at.toISOString().slice(0, 10);
/** Models already warned about: the log names an unpriced model once per process. */
const unpriced = new Set<string>();

/**
 * What one writing cost, in US dollars, at the price of its model (else its writer); a model the price table
 * does not list counts at the table's dearest price, never as free.
 */
export function costOfWriting({ writer, model, inputTokens = 0, outputTokens = 0 }: { writer: string; model?: string; inputTokens?: number; outputTokens?: number }): number {
  const prices = getConfig().writerPrices;
  const priced = model ?? writer;
  const cost = writerCost({ inputTokens, outputTokens }, priceOf(prices, priced));
  if (cost !== null) return cost;
  if (!unpriced.has(priced)) {
    unpriced.add(priced);
    log.warn("A model without a price in WRITER_PRICES: its spend is counted at the dearest price", { model: priced });
  }
  return writerCost({ inputTokens, outputTokens }, dearestPrice(prices)) ?? 0;
}

/** Adds a writing's cost to today's spend: at once to this instance's figure, within FLUSH_MS to the day's row. */
export function spent(usd: number, at: Date = new Date()): void {
  if (!(usd > 0)) return;
  const state = tally();
  const day = utcDay(at);
  state.pending.set(day, (state.pending.get(day) ?? 0) + Math.round(usd * MICRO));
  state.flushTimer ??= setTimeout(() => void flush(), FLUSH_MS).unref();
}

/** Today's estimated spend in US dollars as this instance knows it (no statement; the figure is refreshed behind). */
export function spentToday(now: Date = new Date()): number {
  const state = tally();
  const day = utcDay(now);
  if (state.day !== day) {
    // A new day: nothing of it known yet.
    state.day = day;
    state.knownMicroUsd = 0;
    state.refreshedAt = 0;
  }
  if (Date.now() - state.refreshedAt > REFRESH_MS) void refresh(day);
  return (state.knownMicroUsd + (state.pending.get(day) ?? 0)) / MICRO;
}

/** Whether today's estimated spend has reached the operator's ceiling (`AI_DAILY_BUDGET_USD`); never without one. */
export function aiBudgetReached(now: Date = new Date()): boolean {
  const ceiling = getConfig().aiDailyBudgetUsd;
  return ceiling !== undefined && spentToday(now) >= ceiling;
}

/**
 * Whether this writer may be asked now: the local writer always; a paid one while the budget is not reached.
 * A writer not asked is counted as a refusal of the budget, by what it would have written.
 */
export function mayAskWriter(writer: { name: string }, kind: WritingKind, now: Date = new Date()): boolean {
  if (writer.name === "local" || !aiBudgetReached(now)) return true;
  countBudgetRefusal(kind);
  return false;
}

/** Seconds until the budget's day ends (00:00 UTC), when it starts again from nothing. */
export function secondsUntilBudgetResets(now: Date = new Date()): number {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((midnight - now.getTime()) / 1000));
}

/** Reads the day's total. Never overlaps itself; a failure is logged and the figure kept as it was. */
function refresh(day: string): Promise<void> {
  const state = tally();
  state.refreshedAt = Date.now();
  state.refreshing ??= (async () => {
    try {
      const db = await getDb();
      const [row] = await db.select({ microUsd: schema.aiSpend.microUsd }).from(schema.aiSpend).where(eq(schema.aiSpend.day, day));
      if (state.day === day) state.knownMicroUsd = Math.max(state.knownMicroUsd, row?.microUsd ?? 0);
    } catch (error) {
      log.warn("The day's AI spend not read", { error: errorSummary(error) });
    } finally {
      state.refreshing = undefined;
    }
  })();
  return state.refreshing;
}

/** Adds what this instance spent to each day's row, in one statement per day, and takes the total it answers. */
function flush(): Promise<void> {
  const state = tally();
  clearTimeout(state.flushTimer);
  state.flushTimer = undefined;
  state.flushing ??= (async () => {
    try {
      const db = await getDb();
      for (const [day, microUsd] of [...state.pending]) {
        if (microUsd <= 0) continue;
        const { aiSpend } = schema;
        const [row] = await db
          .insert(aiSpend)
          .values({ day, microUsd })
          .onConflictDoUpdate({ target: aiSpend.day, set: { microUsd: sql`${aiSpend.microUsd} + excluded.${sql.identifier(aiSpend.microUsd.name)}`, updatedAt: sql`now()` } })
          .returning({ microUsd: aiSpend.microUsd });
        // What was spent while the statement ran stays pending for the next flush.
        const left = (state.pending.get(day) ?? 0) - microUsd;
        if (left > 0) state.pending.set(day, left);
        else state.pending.delete(day);
        if (state.day === day) state.knownMicroUsd = Math.max(state.knownMicroUsd, row.microUsd);
      }
    } catch (error) {
      // Kept pending: added with the next flush.
      log.warn("The day's AI spend not written yet", { error: errorSummary(error) });
      state.flushTimer ??= setTimeout(() => void flush(), FLUSH_MS).unref();
    } finally {
      state.flushing = undefined;
    }
  })();
  return state.flushing;
}

/** Adds every pending spend now and waits for it: for tests, and before the process exits (with the writer runs). */
export async function spendWritten(): Promise<void> {
  await tally().flushing;
  if (tally().pending.size > 0) await flush();
}
