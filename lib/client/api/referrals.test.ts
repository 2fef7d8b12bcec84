import { describe, expect, it } from "vitest";
import { stubBrowserFetch } from "@/tests/helpers/stub-fetch";
import { getReferrals } from "./referrals";

// fetch answers `fetchStub.answer()` and records its calls in `fetchStub.requests`; storage starts empty.
const fetchStub = stubBrowserFetch();

describe("getReferrals", () => {
  it("answers the masked list, and a list with an error status as unrecognised", async () => {
    const referrals = [{ email: "al•••@example.com", createdAt: "2026-11-25T10:00:00.000Z", credited: true, pending: false }];
    fetchStub.answer = () => Response.json({ referrals });
    await expect(getReferrals()).resolves.toEqual({ kind: "done", data: { referrals } });
    expect(fetchStub.requests[0]).toMatchObject({ url: "/api/referrals", init: { cache: "no-store" } });
    fetchStub.answer = () => Response.json({ referrals }, { status: 500 });
    await expect(getReferrals()).resolves.toEqual({ kind: "broken", unrecognised: true });
  });
});
