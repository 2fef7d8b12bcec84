import { describe, expect, it } from "vitest";
import { localizedUrl, oneClickUnsubscribeUrl, unsubscribePageUrl } from "./links";

const APP = "https://arcana.example";

describe("links in the reader's language", () => {
  it("puts home, a reading's check-in and the unsubscribe page under the language's prefix", () => {
    expect(localizedUrl(APP, `${APP}/`, "de")).toBe(`${APP}/de`);
    expect(localizedUrl(APP, `${APP}/readings/r1/check-in`, "pt-BR")).toBe(`${APP}/pt-BR/readings/r1/check-in`);
    expect(localizedUrl(APP, `${APP}/unsubscribe?token=a.b`, "fr")).toBe(`${APP}/fr/unsubscribe?token=a.b`);
  });

  it("leaves English, pages only in English and other sites' addresses as they are", () => {
    expect(localizedUrl(APP, `${APP}/readings/r1/check-in`, "en")).toBe(`${APP}/readings/r1/check-in`);
    expect(localizedUrl(APP, `${APP}/profile`, "de")).toBe(`${APP}/profile`);
    expect(localizedUrl(APP, "https://billing.stripe.com/p/session/x", "de")).toBe("https://billing.stripe.com/p/session/x");
    expect(localizedUrl(APP, `${APP}.evil.example/`, "de")).toBe(`${APP}.evil.example/`);
  });

  it("writes the unsubscribe page in the reader's language, and its one-click address in none", () => {
    expect(unsubscribePageUrl(APP, "a.b")).toBe(`${APP}/unsubscribe?token=a.b`);
    const page = unsubscribePageUrl(APP, "a.b", "it");
    expect(page).toBe(`${APP}/it/unsubscribe?token=a.b`);
    expect(oneClickUnsubscribeUrl(page)).toBe(`${APP}/api/notifications/unsubscribe?token=a.b`);
  });
});
