import { describe, expect, it, vi } from "vitest";
import { stubBrowserFetch } from "@/tests/helpers/stub-fetch";
import { getJournalPage } from "./api/journal";
import { newestOnly } from "./newest-only";

/** A promise the test resolves when it chooses, as a slow answer comes late. */
function later<Value>() {
  let resolve!: (value: Value) => void;
  const promise = new Promise<Value>((settle) => (resolve = settle));
  return { promise, resolve };
}

describe("newestOnly (calls made on input)", () => {
  it("never lets an older call's late answer replace a newer one's", async () => {
    const calls = newestOnly();
    const older = later<string>();
    const newer = later<string>();
    const shown: string[] = [];
    const first = calls.run(() => older.promise).then((answer) => answer !== null && shown.push(answer));
    const second = calls.run(() => newer.promise).then((answer) => answer !== null && shown.push(answer));
    newer.resolve("answer to 'rain'");
    older.resolve("answer to 'r'");
    await Promise.all([first, second]);
    expect(shown).toEqual(["answer to 'rain'"]);
  });

  it("aborts the older call, so its fetch stops", async () => {
    const calls = newestOnly();
    const signals: AbortSignal[] = [];
    const pending = later<void>();
    const first = calls.run(async (signal) => {
      signals.push(signal);
      await pending.promise;
      return "old";
    });
    const second = calls.run(async (signal) => {
      signals.push(signal);
      return "new";
    });
    await expect(second).resolves.toBe("new");
    pending.resolve();
    await expect(first).resolves.toBeNull();
    expect(signals.map((signal) => signal.aborted)).toEqual([true, false]);
  });

  it("drops the call in flight once cancelled", async () => {
    const calls = newestOnly();
    const pending = later<string>();
    const answer = calls.run(() => pending.promise);
    calls.cancel();
    pending.resolve("too late");
    await expect(answer).resolves.toBeNull();
  });
});

describe("a journal search typed over a slow answer", () => {
  stubBrowserFetch();

  const page = (question: string) =>
    Response.json({ readings: [{ id: question, createdAt: "2026-11-25T10:00:00.000Z", question, type: "one_card", category: "general", cards: ["The Star"] }], nextCursor: null });

  it("shows the newest search's page even when an older search answers last", async () => {
    // The search for 'r' answers only after the search for 'rain' has.
    const slow = later<Response>();
    const urls: string[] = [];
    vi.stubGlobal("fetch", async (url: string) => {
      urls.push(url);
      return url.endsWith("q=r") ? slow.promise : page("rain");
    });
    const pages = newestOnly();
    const shown: string[] = [];
    const search = (q: string) =>
      pages.run((signal) => getJournalPage({ q, signal })).then((result) => {
        if (result?.kind === "done") shown.push(result.data.readings[0].question);
      });
    const typed = [search("r"), search("rain")];
    await typed[1];
    slow.resolve(page("r"));
    await Promise.all(typed);
    expect(urls).toEqual(["/api/readings?q=r", "/api/readings?q=rain"]);
    expect(shown).toEqual(["rain"]);
  });
});
