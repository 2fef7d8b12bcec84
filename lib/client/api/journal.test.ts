import { describe, expect, it, vi } from "vitest";
import { networkFailure, stubBrowserFetch } from "@/tests/helpers/stub-fetch";
import { TOKEN_STORAGE_KEY } from "../session";
import { deleteJournalReading, deleteWholeJournal, exportJournal, findSimilarReading, getInsights, getJournalPage, getJournalReading } from "./journal";

// fetch answers `fetchStub.answer()` and records its calls in `fetchStub.requests`; storage starts empty.
const fetchStub = stubBrowserFetch();

const ITEM = { id: "r1", createdAt: "2026-11-25T10:00:00.000Z", question: "Will it rain?", type: "one_card", category: "general", cards: ["The Star"] };

describe("getJournalPage", () => {
  it("asks for the first page with the bearer token, and for a cursor and search words only when there are some", async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, "session-token");
    fetchStub.answer = () => Response.json({ readings: [ITEM], nextCursor: "c2" });
    await expect(getJournalPage()).resolves.toEqual({ kind: "done", data: { readings: [ITEM], nextCursor: "c2" } });
    await getJournalPage({ cursor: "c2", q: "rain storm" });
    await getJournalPage({ cursor: null, q: "" });
    expect(fetchStub.requests.map((request) => request.url)).toEqual(["/api/readings", "/api/readings?cursor=c2&q=rain+storm", "/api/readings"]);
    expect(fetchStub.requests[0].init).toMatchObject({ cache: "no-store" });
    expect(new Headers(fetchStub.requests[0].init.headers).get("Authorization")).toBe("Bearer session-token");
  });

  it("hands its signal to fetch, so a newer search can abort it", async () => {
    const controller = new AbortController();
    await getJournalPage({ q: "rain", signal: controller.signal });
    expect(fetchStub.requests[0].init.signal).toBe(controller.signal);
  });

  it("answers the server's refusal, a page with an error status or the wrong shape as unrecognised, a failed call as unreachable", async () => {
    fetchStub.answer = () => Response.json({ error: "Your session has ended.", code: "unauthenticated" }, { status: 401 });
    await expect(getJournalPage()).resolves.toEqual({ kind: "refused", error: "Your session has ended.", code: "unauthenticated", retryAfterSeconds: null });
    fetchStub.answer = () => Response.json({ readings: [], nextCursor: null }, { status: 500 });
    await expect(getJournalPage()).resolves.toEqual({ kind: "broken", unrecognised: true });
    fetchStub.answer = () => Response.json({ readings: [{ ...ITEM, cards: ["No Such Card"] }], nextCursor: null });
    await expect(getJournalPage()).resolves.toEqual({ kind: "broken", unrecognised: true });
    vi.stubGlobal("fetch", async () => {
      throw new DOMException("The operation was aborted.", "AbortError");
    });
    await expect(getJournalPage()).resolves.toEqual({ kind: "broken", unreachable: true });
  });
});

describe("findSimilarReading", () => {
  it("asks with the question as q and answers the reading found, or null", async () => {
    const reading = { id: "r1", question: "Will it rain?", createdAt: "2026-11-24T10:00:00.000Z" };
    fetchStub.answer = () => Response.json({ reading });
    await expect(findSimilarReading("Will it rain?")).resolves.toEqual({ kind: "done", data: { reading } });
    fetchStub.answer = () => Response.json({ reading: null });
    await expect(findSimilarReading("Will it snow?")).resolves.toEqual({ kind: "done", data: { reading: null } });
    expect(fetchStub.requests.map((request) => request.url)).toEqual(["/api/readings/similar?q=Will+it+rain%3F", "/api/readings/similar?q=Will+it+snow%3F"]);
  });

  it("answers a refusal as refused and an answer of another shape as unrecognised", async () => {
    fetchStub.answer = () => Response.json({ error: "Invalid q: must not be blank.", code: "invalid_request" }, { status: 400 });
    await expect(findSimilarReading(" ")).resolves.toMatchObject({ kind: "refused", code: "invalid_request" });
    fetchStub.answer = () => Response.json({ reading: { id: "r1" } });
    await expect(findSimilarReading("Will it rain?")).resolves.toEqual({ kind: "broken", unrecognised: true });
  });
});

describe("one reading, and deleting", () => {
  it("opens a reading by its id", async () => {
    const reading = { ...ITEM, interpretation: "## Summary", followUps: [], feedback: null };
    fetchStub.answer = () => Response.json(reading);
    await expect(getJournalReading("r 1")).resolves.toEqual({ kind: "done", data: reading });
    expect(fetchStub.requests[0].url).toBe("/api/readings/r%201");
  });

  it("deletes a reading and the whole journal, done only on the server's success", async () => {
    fetchStub.answer = () => Response.json({ success: true });
    await expect(deleteJournalReading("r1")).resolves.toMatchObject({ kind: "done" });
    await expect(deleteWholeJournal()).resolves.toMatchObject({ kind: "done" });
    expect(fetchStub.requests.map(({ url, init }) => [init.method, url])).toEqual([
      ["DELETE", "/api/readings/r1"],
      ["DELETE", "/api/readings"],
    ]);
    fetchStub.answer = () => Response.json({});
    await expect(deleteJournalReading("r1")).resolves.toEqual({ kind: "broken", unrecognised: true });
    fetchStub.answer = () => Response.json({ error: "This reading does not exist.", code: "not_found" }, { status: 404 });
    await expect(deleteJournalReading("r1")).resolves.toMatchObject({ kind: "refused", code: "not_found" });
  });
});

describe("exportJournal", () => {
  it("answers the file, its type and the name the server gave it", async () => {
    fetchStub.answer = () =>
      new Response("# My readings", { headers: { "Content-Type": "text/markdown; charset=utf-8", "Content-Disposition": 'attachment; filename="arcana-2026-11-25.md"' } });
    await expect(exportJournal()).resolves.toEqual({
      kind: "done",
      data: { body: "# My readings", type: "text/markdown; charset=utf-8", fileName: "arcana-2026-11-25.md" },
    });
    expect(fetchStub.requests[0].url).toBe("/api/readings/export");
  });

  it("asks for JSON, and names the file itself when the server does not", async () => {
    fetchStub.answer = () => new Response("{}", { headers: { "Content-Type": "application/json" } });
    await expect(exportJournal("json")).resolves.toMatchObject({ kind: "done", data: { fileName: "arcana-readings.json" } });
    expect(fetchStub.requests[0].url).toBe("/api/readings/export?format=json");
  });

  it("asks for the Markdown in the page's language", async () => {
    fetchStub.answer = () => new Response("# Mis lecturas", { headers: { "Content-Type": "text/markdown; charset=utf-8" } });
    await expect(exportJournal("markdown", "pt-BR")).resolves.toMatchObject({ kind: "done", data: { body: "# Mis lecturas" } });
    expect(fetchStub.requests[0].url).toBe("/api/readings/export?locale=pt-BR");
  });

  it("answers an error status with the server's refusal, or broken without one", async () => {
    fetchStub.answer = () => Response.json({ error: "Too many exports.", code: "rate_limited" }, { status: 429, headers: { "Retry-After": "60" } });
    await expect(exportJournal()).resolves.toEqual({ kind: "refused", error: "Too many exports.", code: "rate_limited", retryAfterSeconds: 60 });
    fetchStub.answer = () => new Response("<html>", { status: 502 });
    await expect(exportJournal()).resolves.toStrictEqual({ kind: "broken" });
    fetchStub.answer = networkFailure;
    await expect(exportJournal()).resolves.toEqual({ kind: "broken", unreachable: true });
  });
});

describe("getInsights", () => {
  it("asks for the range in the reader's zone, and answers a free reader's refusal as such", async () => {
    fetchStub.answer = () => Response.json({ error: "Insights over 90 days come with Premium.", code: "premium_required" }, { status: 403 });
    await expect(getInsights("90d", "Europe/Berlin")).resolves.toMatchObject({ kind: "refused", code: "premium_required" });
    expect(fetchStub.requests[0].url).toBe("/api/readings/insights?range=90d&tz=Europe%2FBerlin");
  });
});
