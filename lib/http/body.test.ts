import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors";
import { readBodyText } from "./body";

/** A body that hands out `chunks` when asked, then stays open (`end: false`) or ends; counts what was pulled and whether it was cancelled. */
function trackedBody(chunks: string[], { end = true } = {}) {
  const state = { pulled: 0, cancelled: false };
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled < chunks.length) controller.enqueue(encoder.encode(chunks[state.pulled++]));
      else if (end) controller.close();
      else return new Promise(() => {});
    },
    cancel() {
      state.cancelled = true;
    },
  }, { highWaterMark: 0 });
  return { stream, state };
}

function post(body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}): Request {
  return new Request("http://localhost/api/x", { method: "POST", body, headers, duplex: "half" } as RequestInit);
}

const code = (error: unknown) => (error instanceof AppError ? error.code : error);

describe("request bodies are limited before they are read", () => {
  it("reads a body within its limit", async () => {
    const { stream } = trackedBody(['{"a":', "1}"]);
    expect(await readBodyText(post(stream), 100)).toBe('{"a":1}');
  });

  it("refuses a declared length over the limit without reading a byte", async () => {
    const { stream, state } = trackedBody(["x"], { end: false });
    await expect(readBodyText(post(stream, { "content-length": "600000" }), 16 * 1024).catch(code)).resolves.toBe("payload_too_large");
    expect(state.pulled).toBe(0);
  });

  it("stops reading as soon as the bytes pass the limit, whatever was declared", async () => {
    const { stream, state } = trackedBody(["x".repeat(60), "x".repeat(60), "x".repeat(60)], { end: false });
    await expect(readBodyText(post(stream), 100).catch(code)).resolves.toBe("payload_too_large");
    expect(state.pulled).toBe(2);
    expect(state.cancelled).toBe(true);
  });

  it("gives up on a body that does not arrive whole before its deadline: 408, and the rest is not read", async () => {
    const { stream, state } = trackedBody(["{"], { end: false });
    await expect(readBodyText(post(stream), 100, { deadlineMs: 20 }).catch(code)).resolves.toBe("request_timeout");
    expect(state.cancelled).toBe(true);
  });
});
