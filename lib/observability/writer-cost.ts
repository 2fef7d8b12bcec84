import "server-only";
import type { WriterPrice } from "@/lib/config";

/**
 * What a writing cost, from the price table (lib/config.ts `writerPrices`): the operator console's figures
 * (lib/admin/summary.ts) and the day's AI spend the budget is held to (./ai-spend.ts) price tokens alike.
 */

/**
 * The price of a model (or a writer without one): its own entry, else that of the model it is a dated
 * snapshot of (`claude-haiku-4-5-20251001` is priced as `claude-haiku-4-5`).
 */
export function priceOf(prices: Readonly<Record<string, WriterPrice>>, model: string): WriterPrice | undefined {
  if (Object.hasOwn(prices, model)) return prices[model];
  const snapshotOf = /^(.+)-\d{8}$/.exec(model)?.[1];
  return snapshotOf !== undefined && Object.hasOwn(prices, snapshotOf) ? prices[snapshotOf] : undefined;
}

/** What tokens cost at a price per million; nothing used costs nothing, whatever the model. */
export function writerCost({ inputTokens, outputTokens }: { inputTokens: number; outputTokens: number }, price: WriterPrice | undefined): number | null {
  if (inputTokens === 0 && outputTokens === 0) return 0;
  if (!price) return null;
  return (inputTokens * price.input + outputTokens * price.output) / 1_000_000;
}

/** The dearest price of the table: what a model the table does not list is assumed to cost, so that a budget never counts it as free. */
export function dearestPrice(prices: Readonly<Record<string, WriterPrice>>): WriterPrice {
  const listed = Object.values(prices);
  return { input: Math.max(0, ...listed.map((price) => price.input)), output: Math.max(0, ...listed.map((price) => price.output)) };
}
