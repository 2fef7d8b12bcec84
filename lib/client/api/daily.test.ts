import { describe, expect, it } from "vitest";
import { stubBrowserFetch } from "@/tests/helpers/stub-fetch";
import { deleteDailyCard, getDailyHistory } from "./daily";

// fetch answers `fetchStub.answer()` and records its calls in `fetchStub.requests`; storage starts empty.
const fetchStub = stubBrowserFetch();
const ENTRY = { id: "d1", createdAt: "2026-11-25T07:00:00.000Z", date: "2026-11-25", card: { name: "The Star", slug: "the-star" }, message: "Hope." };

describe("the journal's cards of the day", () => {
  it("reads the history page by page", async () => {
    fetchStub.answer = () => Response.json({ dailyCards: [ENTRY], nextCursor: null });
    await expect(getDailyHistory()).resolves.toEqual({ kind: "done", data: { dailyCards: [ENTRY], nextCursor: null } });
    await getDailyHistory({ cursor: "c2" });
    expect(fetchStub.requests.map((request) => request.url)).toEqual(["/api/daily/history", "/api/daily/history?cursor=c2"]);
  });

  it("deletes one card of the day, done only on the server's success", async () => {
    fetchStub.answer = () => Response.json({ success: true });
    await expect(deleteDailyCard("d 1")).resolves.toMatchObject({ kind: "done" });
    expect(fetchStub.requests[0]).toMatchObject({ url: "/api/daily/d%201", init: { method: "DELETE" } });
    fetchStub.answer = () => Response.json({ error: "Not found", code: "not_found" }, { status: 404 });
    await expect(deleteDailyCard("d1")).resolves.toMatchObject({ kind: "refused", code: "not_found" });
  });
});
