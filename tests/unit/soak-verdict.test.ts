import { describe, expect, it } from "vitest";
import { notHeld, type MeasuredRun } from "@/bench/soak-verdict";

/** A run of the given heap floors, a minute each, at a steady rate. */
const run = (heapFloors: number[], overrides: Partial<MeasuredRun> = {}): MeasuredRun => ({
  traffic: "realistic",
  minutes: heapFloors.map((heapFloorMb) => ({ requests: 4_000, heapFloorMb })),
  restarts: [],
  refused: 0,
  ...overrides,
});

describe("the soak's verdict", () => {
  it("holds a heap that moves without a trend after the warm-up", () => {
    expect(notHeld(run([77, 79, 76, 80, 78, 77, 81, 79, 78, 80]))).toEqual([]);
  });

  it("fails a heap that keeps growing, however slowly each minute", () => {
    // 1.2 % a minute: no minute's step looks like much, ten minutes of it are over the line.
    const growing = Array.from({ length: 10 }, (_, minute) => 77 * 1.012 ** minute);
    expect(notHeld(run(growing))).toEqual(["heap grew 11.3 %"]);
  });

  it("fails a restart, a realistic answer other than 200 and a realistic fall over 10 %", () => {
    expect(notHeld(run([77, 77], { restarts: [{}] }))).toEqual(["1 restart(s)"]);
    expect(notHeld(run([77, 77], { refused: 1 }))).toEqual(["1 not 200"]);
    const falling = { ...run([77, 77]), minutes: [{ requests: 4_000, heapFloorMb: 77 }, { requests: 3_500, heapFloorMb: 77 }] };
    expect(notHeld(falling)).toEqual(["readings a minute fell 12.5 %"]);
  });

  it("lets heavy traffic's rate fall as its readers' history grows, and never holds a heap it could not read", () => {
    const heavy = { ...run([77, 77], { traffic: "heavy" }), minutes: [{ requests: 6_000, heapFloorMb: 77 }, { requests: 4_000, heapFloorMb: 77 }] };
    expect(notHeld(heavy)).toEqual([]);
    const unread = { ...run([77]), minutes: [{ requests: 4_000, heapFloorMb: 77 }, { requests: 4_000 }] };
    expect(notHeld(unread)).toEqual(["the heap was not read"]);
  });
});
