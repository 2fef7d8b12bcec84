/**
 * The soak's verdict on one run (bench/soak.ts), from what it measured after its warm-up: a restart, a heap
 * whose floor grew by more than HEAP_GROWTH_ALLOWED from the first measured minute to the last, or realistic
 * traffic that was refused or whose readings a minute fell by more than REALISTIC_FALL_ALLOWED.
 */

/** Growth of the heap from the first measured minute to the last that the issue allows. */
export const HEAP_GROWTH_ALLOWED = 0.1;
/** How far the realistic traffic's readings a minute may fall from the first measured minute to the last. */
export const REALISTIC_FALL_ALLOWED = 0.1;

export type MeasuredRun = {
  traffic: "heavy" | "realistic";
  minutes: readonly { requests: number; heapFloorMb?: number }[];
  restarts: readonly unknown[];
  /** Answers other than 200 (and requests that got none), warm-up included. */
  refused: number;
};

/** How far the readings a minute fell from the first measured minute to the last (negative: they rose). */
export const fallOf = (run: MeasuredRun) => 1 - run.minutes.at(-1)!.requests / run.minutes[0].requests;

/** Why the run did not hold; none when it held. */
export function notHeld(run: MeasuredRun): string[] {
  const reasons: string[] = [];
  const [first, last] = [run.minutes[0]?.heapFloorMb, run.minutes.at(-1)?.heapFloorMb];
  const compared = run.minutes.length > 1;
  if (run.restarts.length > 0) reasons.push(`${run.restarts.length} restart(s)`);
  if (!first || !last) reasons.push("the heap was not read");
  else if (compared && last > first * (1 + HEAP_GROWTH_ALLOWED)) reasons.push(`heap grew ${(((last - first) / first) * 100).toFixed(1)} %`);
  if (run.traffic === "realistic" && run.refused > 0) reasons.push(`${run.refused} not 200`);
  if (run.traffic === "realistic" && compared && fallOf(run) > REALISTIC_FALL_ALLOWED) reasons.push(`readings a minute fell ${(fallOf(run) * 100).toFixed(1)} %`);
  return reasons;
}
