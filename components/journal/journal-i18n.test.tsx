import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MessagesProvider } from "@/components/i18n/messages-provider";
import { ScreenMessages } from "@/components/i18n/screen-messages";
import { CheckInSummary } from "@/components/notifications/check-in-summary";
import { CHECK_IN_OUTCOMES, VOICES } from "@/lib/domain/vocabularies";
import type { Locale } from "@/lib/i18n/locales";
import { messagesFor } from "@/languages";
import { journalEn } from "@/languages/en/messages/journal";
import { readingEn } from "@/languages/en/messages/reading";
import { INSIGHTS_RANGES } from "@/lib/insights/range";
import { recurringSentence } from "@/lib/insights/recurring";
import { CHECK_IN_OUTCOME_LABELS, type ReadingCheckIn } from "@/lib/readings/check-in-response";
import type { JournalItem } from "@/lib/readings/journal-response";
import { cardName } from "@/lib/tarot/cards/localized";
import { cardByName } from "@/lib/tarot/deck";
import { SPREADS } from "@/lib/tarot/spreads";
import { voiceNote } from "@/lib/tarot/voices";
import { CountBars } from "./count-bars";
import { JournalEntry } from "./journal-entry";
import { voiceLabel } from "@/lib/i18n/voice-label";
import { positionLine, recurringLine, spreadLabel } from "./journal-words";
import { readingIdOf } from "./journal-view";

const english = journalEn;

function inLanguage(locale: Locale, children: ReactNode): string {
  return renderToStaticMarkup(
    <MessagesProvider locale={locale} messages={messagesFor(locale)}>
      <ScreenMessages locale={locale}>{children}</ScreenMessages>
    </MessagesProvider>,
  );
}

// Key-for-key parity of the six catalogs is tests/unit/catalogs.test.ts's.
describe("the journal's words", () => {
  it("say in English exactly what the lib's English words say (spreads, positions, voices, outcomes, recurring cards)", () => {
    for (const spread of SPREADS) {
      expect(spreadLabel(readingEn, spread.id)).toBe(spread.label);
      spread.positions.forEach((position, index) =>
        expect(positionLine({ journal: english, reading: readingEn }, spread.id, index, "The Fool")).toBe(`${position.label}: The Fool`),
      );
    }
    for (const voice of VOICES) expect(voiceLabel({ journal: english, reading: readingEn }, "en", voice)).toBe(voiceNote(voice));
    expect(voiceLabel({ journal: english, reading: readingEn }, "en", undefined)).toBeNull();
    for (const outcome of CHECK_IN_OUTCOMES) expect(english.checkIn.outcomes[outcome]).toBe(CHECK_IN_OUTCOME_LABELS[outcome]);
    for (const range of INSIGHTS_RANGES) {
      for (const count of [1, 2, 3, 7]) expect(recurringLine(english, "The Tower", count, range, "en")).toBe(recurringSentence({ card: "The Tower", count }, range));
    }
  });

  it("name a recurring card in the page's language", () => {
    const tower = cardByName("The Tower")!;
    expect(recurringLine(messagesFor("de").journal, cardName(tower, "de"), 3, "30d", "de")).toBe(`${cardName(tower, "de")} ist in den letzten 30 Tagen 3-mal aufgetaucht.`);
    expect(recurringLine(messagesFor("es").journal, cardName(tower, "es"), 2, "all", "es")).toBe(`${cardName(tower, "es")} ha salido dos veces en todas tus lecturas.`);
    // Mid-sentence the article is lower-case: "Vous avez tiré la Tour", "Hai pescato la Torre".
    expect(recurringLine(messagesFor("fr").journal, cardName(tower, "fr"), 2, "all", "fr")).toMatch(/^Vous avez tiré la Tour deux fois /);
    expect(recurringLine(messagesFor("it").journal, cardName(tower, "it"), 3, "30d", "it")).toMatch(/^Hai pescato la Torre 3 volte /);
  });
});

describe("a reading in the list", () => {
  const reading: JournalItem = {
    id: "r1",
    createdAt: "2026-11-25T19:15:00Z",
    question: "Where next?",
    type: "three_cards",
    category: "love",
    cards: ["The Fool", "The Tower", "The World"],
  };
  const entry = (locale: Locale) => inLanguage(locale, <JournalEntry reading={reading} onOpen={() => {}} onDelete={() => {}} isBusy={false} />);

  it("keeps its English words", () => {
    const html = entry("en");
    expect(html).toContain(" · Three Cards (Past/Present/Future) · Love and relationships</p>");
    expect(html).toMatch(/<ul class="[^"]*" aria-label="Cards">/);
    expect(html).toContain('alt="The Tower"');
    expect(html).toContain('aria-label="Open the reading: Where next?">Open</button>');
    expect(html).toContain('aria-label="Delete the reading: Where next?">Delete</button>');
  });

  it("names its spread, category and cards in the page's language, from the names the page handed down", () => {
    const html = entry("it");
    expect(html).toContain(" · Tre carte (passato/presente/futuro) · Amore e relazioni</p>");
    expect(html).toContain(`alt="${cardName(cardByName("The Tower")!, "it")}"`);
    expect(html).toContain('aria-label="Apri la lettura: Where next?">Apri</button>');
    expect(html).toContain("25 novembre 2026");
  });
});

describe("the check-in summary", () => {
  const answered: ReadingCheckIn = { inDays: 14, answer: { happened: "partly", helpful: true, note: null, checkedInAt: "2026-11-25T19:15:00Z" } };
  const asked: ReadingCheckIn = { inDays: 7, answer: null };

  it("keeps its English words and links", () => {
    const html = inLanguage("en", <CheckInSummary readingId="r1" checkIn={answered} />);
    expect(html).toContain("<h3 id=\"check-in-r1\">What happened</h3>");
    expect(html).toContain("<p>Partly. The reading helped.</p>");
    expect(html).toMatch(/Checked in on [^<]*2026\. <a href="\/readings\/r1\/check-in">Change your answer<\/a>/);
    expect(inLanguage("en", <CheckInSummary readingId="r1" checkIn={asked} />)).toContain(
      'You asked to be asked in 7 days. <a href="/readings/r1/check-in">Answer now</a>',
    );
  });

  it("speaks the page's language, with its dates and links", () => {
    const html = inLanguage("de", <CheckInSummary readingId="r1" checkIn={answered} />);
    expect(html).toContain("<p>Teilweise. Die Legung hat geholfen.</p>");
    expect(html).toContain('Beantwortet am 25. November 2026. <a href="/de/readings/r1/check-in">Antwort ändern</a>');
    expect(inLanguage("fr", <CheckInSummary readingId="r1" checkIn={asked} />)).toContain('<a href="/fr/readings/r1/check-in">Répondre maintenant</a>');
  });
});

describe("bars' units", () => {
  it("say the unit in the form the language's plural rules choose", () => {
    const unit = messagesFor("fr").journal.insights.unit;
    const html = renderToStaticMarkup(<CountBars label="x" counts={[{ key: "a", label: "A", count: 1 }, { key: "b", label: "B", count: 4 }]} unit={unit} locale="fr" />);
    expect(html).toContain('1<span class="visually-hidden"> tirage</span>');
    expect(html).toContain('4<span class="visually-hidden"> tirages</span>');
  });
});

describe("the address of an opened reading", () => {
  it("is found with or without the language's prefix", () => {
    expect(readingIdOf("/readings/abc")).toBe("abc");
    expect(readingIdOf("/de/readings/abc")).toBe("abc");
    expect(readingIdOf("/pt-BR/readings/a%20b/")).toBe("a b");
    expect(readingIdOf("/readings")).toBeNull();
    expect(readingIdOf("/de/readings")).toBeNull();
    expect(readingIdOf("/de/readings/abc/check-in")).toBeNull();
  });
});
