import { afterEach, beforeEach, vi } from "vitest";
import { memoryStorage } from "./memory-storage";

/** A call the stubbed fetch received. */
export interface RecordedRequest {
  url: string;
  init: RequestInit;
}

/** What a test reads and sets on the stubbed browser: the calls so far, and what fetch answers next. */
export interface BrowserFetchStub {
  requests: RecordedRequest[];
  answer: () => Response;
}

/** An answer for `stub.answer`: the call fails as the browser's fetch fails with no network. */
export function networkFailure(): Response {
  throw new TypeError("Failed to fetch");
}

/**
 * Stubs the browser the client code runs in, which Node lacks: each test starts with an empty
 * localStorage and a fetch that records its calls in `requests` and answers `answer()`
 * (an empty JSON object unless the test sets another). Globals are restored after each test.
 * Call it at the top of a test file or describe block; the client tests share it so they all
 * see the same browser.
 */
export function stubBrowserFetch(): BrowserFetchStub {
  const stub: BrowserFetchStub = { requests: [], answer: () => Response.json({}) };

  beforeEach(() => {
    stub.requests = [];
    stub.answer = () => Response.json({});
    vi.stubGlobal("localStorage", memoryStorage());
    vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
      stub.requests.push({ url, init });
      return stub.answer();
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  return stub;
}
