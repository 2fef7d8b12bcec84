import { describe, expect, it } from "vitest";
import { GIVE_UP_AFTER_MS, nextAttemptAfter, retryDelayMs } from "./queue";

const MINUTE_MS = 60_000;

describe("the queue's backoff", () => {
  it("waits 1, 5, 15, then 60 minutes between attempts", () => {
    expect([1, 2, 3, 4, 5, 20].map((attempts) => retryDelayMs(attempts) / MINUTE_MS)).toEqual([1, 5, 15, 60, 60, 60]);
  });

  it("gives up at the attempt after which the next would come more than a day after the first", () => {
    let waited = 0;
    let attempts = 1;
    for (let wait = nextAttemptAfter(attempts); wait !== null; wait = nextAttemptAfter(attempts)) {
      waited += wait;
      attempts += 1;
    }
    expect(attempts).toBe(27);
    expect(waited).toBeLessThanOrEqual(GIVE_UP_AFTER_MS);
    expect(waited + retryDelayMs(attempts)).toBeGreaterThan(GIVE_UP_AFTER_MS);
  });
});
