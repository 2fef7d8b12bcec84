import { describe, expect, it } from "vitest";
import { stubBrowserFetch } from "@/tests/helpers/stub-fetch";
import { TOKEN_STORAGE_KEY } from "../session";
import { getDailyCard } from "./daily-card";

describe("getDailyCard", () => {
  const fetchStub = stubBrowserFetch();
  const card = { date: "2026-11-25", card: { name: "The Star", slug: "the-star" }, message: "**The Star** is the card for today." };

  it("asks for the reader's zone with the stored token, or anonymously when signed out", async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, "session-token");
    fetchStub.answer = () => Response.json(card);
    await expect(getDailyCard("Europe/Berlin", { signedIn: true })).resolves.toEqual({ kind: "done", data: card });
    expect(fetchStub.requests[0].url).toBe("/api/daily?tz=Europe%2FBerlin");
    expect(new Headers(fetchStub.requests[0].init.headers).get("Authorization")).toBe("Bearer session-token");
    await getDailyCard("UTC", { signedIn: false });
    expect(new Headers(fetchStub.requests[1].init.headers).has("Authorization")).toBe(false);
  });

  it("names the page's language when it is not English, for a reader who chose none", async () => {
    fetchStub.answer = () => Response.json(card);
    await getDailyCard("Europe/Berlin", { signedIn: true, locale: "pt-BR" });
    expect(fetchStub.requests[0].url).toBe("/api/daily?tz=Europe%2FBerlin&locale=pt-BR");
  });

  it("is not done for a refusal, a body that is no card, or no JSON at all", async () => {
    fetchStub.answer = () => Response.json({ error: "Please sign in again.", code: "unauthenticated" }, { status: 401 });
    await expect(getDailyCard("UTC", { signedIn: true })).resolves.toMatchObject({ kind: "refused" });
    for (const notACard of [
      { ...card, card: { name: "The Star", slug: "../x" } },
      { ...card, card: { name: "No Such Card", slug: "no-such-card" } },
      { ...card, date: "25 November" },
    ]) {
      fetchStub.answer = () => Response.json(notACard);
      await expect(getDailyCard("UTC", { signedIn: true })).resolves.toEqual({ kind: "broken", unrecognised: true });
    }
    fetchStub.answer = () => Response.json(card, { status: 500 });
    await expect(getDailyCard("UTC", { signedIn: true })).resolves.toEqual({ kind: "broken", unrecognised: true });
    fetchStub.answer = () => new Response("<html>", { status: 502 });
    await expect(getDailyCard("UTC", { signedIn: true })).resolves.toStrictEqual({ kind: "broken" });
  });
});
