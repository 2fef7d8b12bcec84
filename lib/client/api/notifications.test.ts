import { describe, expect, it } from "vitest";
import { stubBrowserFetch } from "@/tests/helpers/stub-fetch";
import { askForCheckIn, getNotificationSettings, saveCheckIn, saveNotificationPreferences } from "./notifications";

const fetchStub = stubBrowserFetch();

const SETTINGS = { timeZone: "Europe/Berlin", dailyCard: { email: true, push: false, hour: 8 }, checkIns: { email: true, push: false }, mail: true, push: false };

describe("the notification calls", () => {
  it("reads and saves the preferences", async () => {
    fetchStub.answer = () => Response.json(SETTINGS);
    await expect(getNotificationSettings()).resolves.toEqual({ kind: "done", data: SETTINGS });
    const preferences = { timeZone: SETTINGS.timeZone, dailyCard: SETTINGS.dailyCard, checkIns: SETTINGS.checkIns };
    await saveNotificationPreferences(preferences);
    expect(fetchStub.requests.map((request) => [request.url, request.init.method ?? "GET"])).toEqual([
      ["/api/notifications", "GET"],
      ["/api/notifications", "PUT"],
    ]);
    expect(JSON.parse(String(fetchStub.requests[1].init.body))).toEqual(preferences);
  });

  it("asks for a check-in and answers one on the reading's own paths", async () => {
    fetchStub.answer = () => Response.json({ checkIn: { inDays: 14, runAt: "2026-12-09T10:00:00.000Z", channels: ["email"] } });
    await expect(askForCheckIn("r1", { inDays: 14 })).resolves.toMatchObject({ kind: "done", data: { checkIn: { inDays: 14 } } });
    fetchStub.answer = () => Response.json({ checkIn: { happened: "partly", helpful: true, note: null, checkedInAt: "2026-12-09T10:00:00.000Z" } });
    await expect(saveCheckIn("r1", { happened: "partly", helpful: true })).resolves.toMatchObject({ kind: "done", data: { checkIn: { happened: "partly" } } });
    expect(fetchStub.requests.map((request) => [request.url, request.init.method])).toEqual([
      ["/api/readings/r1/check-in-reminder", "POST"],
      ["/api/readings/r1/check-in", "PUT"],
    ]);
  });

  it("answers a refusal with the server's words", async () => {
    fetchStub.answer = () => Response.json({ error: "This reading does not exist.", code: "not_found" }, { status: 404 });
    await expect(saveCheckIn("r1", { happened: "partly", helpful: true })).resolves.toMatchObject({ kind: "refused", code: "not_found" });
  });
});
