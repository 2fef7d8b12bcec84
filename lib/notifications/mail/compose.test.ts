import { describe, expect, it } from "vitest";
import { ACCOUNT_MAILS } from "@/lib/domain/vocabularies";
import type { NotificationContent } from "../types";
import { composeMail, mailDate } from "./compose";

const APP = "https://arcana.example";
const PAGE = `${APP}/unsubscribe?token=abc.def`;
const to = (unsubscribeUrl: string | null) => ({ email: "reader@example.com", unsubscribeUrl, messageId: "<job-1@arcana.example>" });

const dailyCard: NotificationContent = {
  kind: "daily_card",
  date: "2026-12-25",
  cardName: "The Star",
  cardSlug: "the-star",
  firstSentence: "Hope returns <quietly> & steadily.",
  url: `${APP}/daily/2026-12-25/the-star`,
};
const checkIn: NotificationContent = { kind: "check_in", readingDate: "2026-11-11", days: 14, url: `${APP}/readings/r1/check-in` };
const account = (mail: (typeof ACCOUNT_MAILS)[number]): NotificationContent => ({
  kind: "account",
  mail,
  periodEnd: "2026-12-25T10:00:00.000Z",
  portalUrl: "https://billing.stripe.com/p/session/test_1",
  url: `${APP}/profile`,
});

describe("composeMail", () => {
  it("writes the day's card with its name, date, first sentence and link, in text and escaped HTML", () => {
    const mail = composeMail(dailyCard, to(PAGE));
    expect(mail.to).toBe("reader@example.com");
    expect(mail.messageId).toBe("<job-1@arcana.example>");
    expect(mail.subject).toBe("Your card of the day: The Star");
    expect(mail.text).toContain("25 December 2026");
    expect(mail.text).toContain("Hope returns <quietly> & steadily.");
    expect(mail.text).toContain(dailyCard.url);
    expect(mail.html).toContain("Hope returns &lt;quietly&gt; &amp; steadily.");
    expect(mail.html).not.toContain("<quietly>");
    expect(mail.html).toContain(`href="${dailyCard.url}"`);
  });

  it("gives optional mail a one-click List-Unsubscribe (RFC 8058) and a footer link to the signed-out page", () => {
    for (const content of [dailyCard, checkIn]) {
      const mail = composeMail(content, to(PAGE));
      expect(mail.headers).toEqual({
        "List-Unsubscribe": `<${APP}/api/notifications/unsubscribe?token=abc.def>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      });
      expect(mail.text).toContain(`Unsubscribe: ${PAGE}`);
      expect(mail.html).toContain(`href="${PAGE}"`);
    }
  });

  it.each(ACCOUNT_MAILS)("gives the account mail %s no unsubscribe, even when handed one", (kind) => {
    const mail = composeMail(account(kind), to(PAGE));
    expect(mail.headers).toEqual({});
    expect(mail.text).not.toMatch(/unsubscribe/i);
    expect(mail.html).not.toMatch(/unsubscribe/i);
  });

  it.each([dailyCard, checkIn, ...ACCOUNT_MAILS.map(account)])("names Arcana, says why it was sent, and has no remote image or pixel ($kind)", (content) => {
    const mail = composeMail(content, to(content.kind === "account" ? null : PAGE));
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain("Arcana");
      expect(part).toMatch(/You get this (because|once)/);
    }
    expect(mail.html).not.toMatch(/<img|<script|<link|url\(|background-image/i);
  });

  it("dates the cancellation with the day premium ends", () => {
    const mail = composeMail(account("cancellation_scheduled"), to(null));
    expect(mail.subject).toBe("Your Arcana subscription is cancelled: premium ends on 25 December 2026");
    expect(mail.text).toContain("Premium stays yours until 25 December 2026");
  });

  it("links a failed renewal to the billing portal", () => {
    const mail = composeMail(account("payment_failed"), to(null));
    expect(mail.text).toContain("Update your payment method: https://billing.stripe.com/p/session/test_1");
    expect(mail.html).toContain('href="https://billing.stripe.com/p/session/test_1"');
  });

  it("says how long ago the check-in was asked for, and links to its form", () => {
    const mail = composeMail(checkIn, to(PAGE));
    expect(mail.text).toContain("On 11 November 2026 you asked us to check in with you 14 days after a reading.");
    expect(mail.html).toContain(`href="${checkIn.url}"`);
  });
});

describe("mailDate", () => {
  it("writes a day as '25 December 2026', from a date or a timestamp's UTC day", () => {
    expect(mailDate("2026-12-25")).toBe("25 December 2026");
    expect(mailDate("2026-12-25T23:30:00.000Z")).toBe("25 December 2026");
  });
});

describe("composeMail in the reader's language", () => {
  it("writes the day's card in German: subject, heading with a German date, links, footer and the page's language", () => {
    const mail = composeMail({ ...dailyCard, cardName: "Der Stern" }, { ...to(PAGE), locale: "de" });
    expect(mail.subject).toBe("Deine Tageskarte: Der Stern");
    expect(mail.text).toContain("Deine Tageskarte für den 25. Dezember 2026: Der Stern");
    expect(mail.text).toContain(`Zu deiner Tageskarte: ${dailyCard.url}`);
    expect(mail.text).toContain("Du bekommst diese E-Mail, weil du in deinem Arcana-Profil die Tageskarte per E-Mail eingeschaltet hast.");
    expect(mail.text).toContain(`Abbestellen: ${PAGE}`);
    expect(mail.html).toContain('<html lang="de">');
    expect(mail.html).toContain(`>Abbestellen</a>`);
    // The writer's message is left as it came.
    expect(mail.text).toContain("Hope returns <quietly> & steadily.");
    expect(mail.headers["List-Unsubscribe"]).toBe(`<${APP}/api/notifications/unsubscribe?token=abc.def>`);
  });

  it("writes a check-in's days with the language's plural and date, and French puts a no-break space before the colon of a link", () => {
    const mail = composeMail(checkIn, { ...to(PAGE), locale: "fr" });
    expect(mail.text).toContain("Le 11 novembre 2026, vous nous avez demandé de revenir vers vous 14 jours après un tirage.");
    expect(mail.text).toContain(`Faire le suivi de votre tirage\u00a0: ${checkIn.url}`);
    expect(mail.text).toContain(`Se désabonner\u00a0: ${PAGE}`);
  });

  it.each(["es", "pt-BR", "de", "fr", "it"] as const)("writes every account mail in %s, with no English left and no unsubscribe", (locale) => {
    for (const kind of ACCOUNT_MAILS) {
      const english = composeMail(account(kind), to(null));
      const mail = composeMail(account(kind), { ...to(null), locale });
      expect(mail.subject, kind).not.toBe(english.subject);
      expect(mail.text, kind).not.toContain("You get this");
      expect(mail.text, kind).not.toContain("Go to your profile");
      expect(mail.html, kind).toContain(`<html lang="${locale}">`);
      expect(mail.headers, kind).toEqual({});
      expect(mail.text, kind).toContain("Arcana");
    }
  });

  it("dates the end of premium in the reader's language", () => {
    expect(composeMail(account("cancellation_scheduled"), { ...to(null), locale: "de" }).subject).toBe("Dein Arcana-Abo ist gekündigt: Premium endet am 25. Dezember 2026");
    expect(composeMail(account("cancellation_scheduled"), { ...to(null), locale: "es" }).text).toContain("Seguirás teniendo Premium hasta el 25 de diciembre de 2026");
  });

  it("writes a day in each language's style, English keeping its own", () => {
    expect(mailDate("2026-12-25", "en")).toBe("25 December 2026");
    expect(mailDate("2026-12-25T23:30:00.000Z", "de")).toBe("25. Dezember 2026");
    expect(mailDate("2026-12-25", "pt-BR")).toBe("25 de dezembro de 2026");
    expect(mailDate("2026-12-25", "it")).toBe("25 dicembre 2026");
  });
});
