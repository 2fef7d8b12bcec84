import { afterEach, describe, expect, it, vi } from "vitest";
import { startBackgroundJobs } from "./background";
import { setLogSink } from "@/lib/observability/log";

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("startBackgroundJobs", () => {
  it("runs each job at start and then on its timer, never two runs of one job at once", async () => {
    vi.useFakeTimers();
    let running = 0;
    let mostAtOnce = 0;
    let runs = 0;
    const finish: (() => void)[] = [];
    const stop = startBackgroundJobs([
      {
        name: "slow",
        everySeconds: 1,
        run: () => {
          runs += 1;
          running += 1;
          mostAtOnce = Math.max(mostAtOnce, running);
          return new Promise<void>((resolve) => finish.push(() => ((running -= 1), resolve())));
        },
      },
    ]);
    expect(runs).toBe(1);
    // Three ticks while the first run is still going: none starts a second one.
    await vi.advanceTimersByTimeAsync(3_000);
    expect(runs).toBe(1);
    finish.shift()!();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toBe(2);
    expect(mostAtOnce).toBe(1);
    stop();
    finish.shift()!();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(runs).toBe(2);
  });

  it("logs a failed run by its kind and code and tries again at the next tick", async () => {
    vi.useFakeTimers();
    const raw: string[] = [];
    const restoreLog = setLogSink((line) => void raw.push(line));
    let runs = 0;
    const stop = startBackgroundJobs([
      {
        name: "sweep",
        everySeconds: 2,
        run: async () => {
          runs += 1;
          if (runs === 1) throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
        },
      },
    ]);
    await vi.advanceTimersByTimeAsync(0);
    restoreLog();
    expect(raw.map((line) => JSON.parse(line))).toMatchObject([{ level: "error", msg: "Background job failed", job: "sweep", error: "Error (ECONNREFUSED)" }]);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(runs).toBe(2);
    stop();
  });
});
