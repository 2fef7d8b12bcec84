import { getEventListeners } from "node:events";
import { afterEach, describe, expect, it, vi } from "vitest";
import { withDeadline } from "./deadline";
import { untilAborted } from "./until-aborted";

async function* chunks(...texts: string[]) {
  for (const text of texts) yield text;
}

async function* never(): AsyncGenerator<string> {
  await new Promise(() => {});
}

const listenerCount = (signal: AbortSignal) => getEventListeners(signal, "abort").length;

/** Reads an iterable to its end, keeping nothing. */
async function drain(chunks: AsyncIterable<unknown>): Promise<void> {
  for await (const chunk of chunks) void chunk;
}

afterEach(() => {
  vi.useRealTimers();
});

describe("a writer's deadline ends with its writing", () => {
  it("leaves no timer behind once the work is done, so nothing it reaches is kept for the deadline's length", async () => {
    vi.useFakeTimers();
    expect(await withDeadline(90_000, async () => "written")).toBe("written");
    expect(vi.getTimerCount()).toBe(0);
    await expect(withDeadline(90_000, async () => Promise.reject(new Error("writer failed")))).rejects.toThrow("writer failed");
    expect(vi.getTimerCount()).toBe(0);
  });

  it("aborts the work's signal with a TimeoutError when the work outlasts it", async () => {
    vi.useFakeTimers();
    let seen: AbortSignal | undefined;
    const work = withDeadline(1_000, (signal) => {
      seen = signal;
      return new Promise((_resolve, reject) => signal.addEventListener("abort", () => reject(signal.reason)));
    });
    const settled = expect(work).rejects.toMatchObject({ name: "TimeoutError" });
    await vi.advanceTimersByTimeAsync(1_000);
    await settled;
    expect(seen?.aborted).toBe(true);
  });
});

describe("untilAborted", () => {
  it("passes every chunk through and takes its listener off the signal when the writer ends", async () => {
    const controller = new AbortController();
    const seen: string[] = [];
    for await (const chunk of untilAborted(chunks("a", "b", "c"), controller.signal)) seen.push(chunk);
    expect(seen).toEqual(["a", "b", "c"]);
    expect(listenerCount(controller.signal)).toBe(0);
  });

  it("takes its listener off when the reader stops early or the writer throws", async () => {
    const controller = new AbortController();
    for await (const chunk of untilAborted(chunks("a", "b"), controller.signal)) if (chunk === "a") break;
    expect(listenerCount(controller.signal)).toBe(0);

    async function* failing(): AsyncGenerator<string> {
      yield "a";
      throw new Error("writer failed");
    }
    await expect(drain(untilAborted(failing(), controller.signal))).rejects.toThrow("writer failed");
    expect(listenerCount(controller.signal)).toBe(0);
  });

  it("ends a stuck writer at once with the signal's reason", async () => {
    const controller = new AbortController();
    const reading = drain(untilAborted(never(), controller.signal));
    controller.abort(new DOMException("The deadline passed.", "TimeoutError"));
    await expect(reading).rejects.toMatchObject({ name: "TimeoutError" });
    expect(listenerCount(controller.signal)).toBe(0);
  });

  it("refuses at once on a signal already aborted", async () => {
    const controller = new AbortController();
    controller.abort(new Error("gone"));
    await expect(drain(untilAborted(chunks("a"), controller.signal))).rejects.toThrow("gone");
  });
});
