import { fromMarkdown } from "mdast-util-from-markdown";
import { toString } from "mdast-util-to-string";
import { describe, expect, it } from "vitest";
import { writtenReading } from "@/eval/written-readings";
import { LOCALES } from "@/lib/domain/vocabularies";
import { getSpread } from "@/lib/tarot/spreads";
import { parseReading, readingHeadings } from "@/lib/writers/structure";
import type { DailyEntry } from "@/lib/daily/daily-response";
import { journalMarkdown } from "./journal-markdown";
import type { JournalReading } from "./journal-response";

const reading = (question: string): JournalReading => ({
  id: "00000000-0000-4000-8000-000000000000",
  createdAt: "2026-11-20T12:00:00.000Z",
  question,
  type: "one_card",
  category: "general",
  cards: ["The Star"],
  interpretation: "## Summary\nHope.",
});

/** The exported file as a Markdown reader sees it: its headings' depth and text, and every other node kind. */
function parsed(markdown: string) {
  const tree = fromMarkdown(markdown);
  const headings = tree.children.filter((node) => node.type === "heading").map((node) => ({ depth: node.depth, text: toString(node) }));
  const inline = new Set<string>();
  const visit = (node: { type: string; children?: unknown[] }) => {
    inline.add(node.type);
    for (const child of (node.children ?? []) as { type: string }[]) visit(child);
  };
  tree.children.filter((node) => node.type === "heading" && node.depth === 2).forEach(visit);
  return { headings, inline };
}

const exportOf = (question: string) => journalMarkdown([reading(question)], { appName: "Arcana", exportedAt: new Date("2026-11-21T00:00:00Z") });

describe("journalMarkdown", () => {
  it.each([
    ["# x\n## y", "# x ## y"],
    ["Will it work? ##", "Will it work? ##"],
    ["[click](https://evil.example) and ![img](https://evil.example/x.png)", "[click](https://evil.example) and ![img](https://evil.example/x.png)"],
    ["<img src=x onerror=alert(1)> *bold* _it_ `code` ~~gone~~ &amp; \\", "<img src=x onerror=alert(1)> *bold* _it_ `code` ~~gone~~ &amp; \\"],
    ["  line one\r\n\r\n---\nline two  ", "line one --- line two"],
  ])("keeps the question %j one heading whose text is exactly the question", (question, text) => {
    const { headings, inline } = parsed(exportOf(question));
    expect(headings).toEqual([
      { depth: 1, text: "My Arcana readings" },
      { depth: 2, text },
      { depth: 3, text: "Summary" },
    ]);
    expect([...inline].sort()).toEqual(["heading", "text"]);
  });
});

describe("journalMarkdown with cards of the day", () => {
  it("adds them after the readings as a section of their own, each day and card a heading, and counts them in the header", () => {
    const markdown = journalMarkdown([reading("Will it rain?")], {
      appName: "Arcana",
      exportedAt: new Date("2026-11-21T00:00:00Z"),
      dailyCards: [
        { id: "a", date: "2026-11-20", card: { name: "The Sun", slug: "the-sun" }, message: "**The Sun** is the card for today.\n", createdAt: "2026-11-20T08:00:00.000Z" },
        { id: "b", date: "2026-11-19", card: { name: "Death", slug: "death" }, message: "Today belongs to **Death**.", createdAt: "2026-11-19T08:00:00.000Z" },
      ],
    });
    expect(markdown).toContain("1 reading and 2 cards of the day.");
    expect(parsed(markdown).headings).toEqual([
      { depth: 1, text: "My Arcana readings" },
      { depth: 2, text: "Will it rain?" },
      { depth: 3, text: "Summary" },
      { depth: 2, text: "Cards of the day" },
      { depth: 3, text: "20 November 2026: The Sun" },
      { depth: 3, text: "19 November 2026: Death" },
    ]);
  });

  it("leaves the file as it was without any", () => {
    expect(exportOf("Will it rain?")).toContain("UTC: 1 reading.\n");
    expect(exportOf("Will it rain?")).not.toContain("Cards of the day");
  });
});

describe("journalMarkdown with reader voices", () => {
  const exportedAt = new Date("2026-11-21T00:00:00Z");

  it("names a reading's voice beside its spread and category when it is not gentle", () => {
    expect(journalMarkdown([{ ...reading("Q?"), voice: "mystic" }], { appName: "Arcana", exportedAt })).toContain("UTC · One Card · General question · Mystic voice*");
  });

  it("says nothing of the gentle voice, named or not", () => {
    for (const voice of ["gentle", undefined] as const) {
      const markdown = journalMarkdown([{ ...reading("Q?"), voice }], { appName: "Arcana", exportedAt });
      expect(markdown).toContain("UTC · One Card · General question*");
      expect(markdown).not.toContain("voice");
    }
  });
});

describe("journalMarkdown in the reader's language", () => {
  const exportedAt = new Date("2026-12-01T09:30:00Z");
  const full: JournalReading = {
    ...reading("¿Qué me espera?"),
    createdAt: "2026-12-01T08:00:00.000Z",
    type: "three_cards",
    category: "love",
    cards: ["The Fool", "The Tower", "The Star"],
    voice: "mystic",
    followUps: [{ question: "¿Y después?", answer: "Calma." } as NonNullable<JournalReading["followUps"]>[number]],
    checkIn: { inDays: 7, answer: { happened: "partly", helpful: true, note: null, checkedInAt: "2026-12-08T10:00:00Z" } },
  };
  const dailyCards: DailyEntry[] = [{ id: "a", date: "2026-12-01", card: { name: "The Sun", slug: "the-sun" }, message: "Hoy.", createdAt: "2026-12-01T08:00:00.000Z" }];

  it("says an answered check-in in one line, in English as before", () => {
    expect(journalMarkdown([full], { appName: "Arcana", exportedAt })).toContain("**Check-in, 8 December 2026:** Partly; the reading helped.");
  });

  it("writes its labels, dates, spreads, positions, categories, voices and card names in Spanish", () => {
    const markdown = journalMarkdown([full], { appName: "Arcana", exportedAt, dailyCards, locale: "es" });
    expect(markdown).toContain("# Mis lecturas de Arcana");
    expect(markdown).toContain("Exportado el 1 de diciembre de 2026 a las 9:30 UTC: 1 lectura y 1 carta del día.");
    expect(markdown).toContain("- Pasado: El Loco\n- Presente: La Torre\n- Futuro: La Estrella");
    expect(markdown).toContain("### Pregunta adicional: ¿Y después?");
    expect(markdown).toContain("**Seguimiento, 8 de diciembre de 2026:** En parte; la lectura me ayudó.");
    expect(markdown).toContain("## Cartas del día\n\n### 1 de diciembre de 2026: El Sol");
  });

  it("contains none of the English labels or card names in any other language", () => {
    const english = [/\bMy Arcana readings\b/, /\bExported on\b/, /\breadings?\b/, /\bFollow-up\b/, /\bCheck-in\b/, /\bCards of the day\b/, /\bThe (Fool|Tower|Star|Sun)\b/, /\bPast\b/, /\bThree Cards\b/, /\bMystic voice\b/, /\bDecember\b/];
    for (const locale of ["es", "pt-BR", "de", "fr", "it"] as const) {
      const markdown = journalMarkdown([{ ...full, question: "Q", followUps: [{ ...full.followUps![0], question: "Q2", answer: "A2" }] }], {
        appName: "Arcana",
        exportedAt,
        dailyCards: [{ ...dailyCards[0], message: "M" }],
        locale,
      });
      for (const word of english) expect(markdown, `${locale}: ${word}`).not.toMatch(word);
    }
  });

  it("writes the first of the month as French writes it", () => {
    expect(journalMarkdown([full], { appName: "Arcana", exportedAt, locale: "fr" })).toContain("Exporté le 1er décembre 2026 à 09:30 UTC\u00a0: 1 tirage.");
  });

  it.each(LOCALES)("keeps a %s reading's headings, card names and verdict inside its entry, one level down", (locale) => {
    const spread = getSpread("yes_no");
    const cards = ["The Hermit", "The Fool", "The Hanged Man"] as const;
    const interpretation = writtenReading({ locale, spread, cards, topic: "x", verdict: "maybe" });
    const file = journalMarkdown([{ ...reading("?"), type: "yes_no", cards: [...cards], interpretation }], { appName: "Arcana", exportedAt: new Date("2026-11-21T00:00:00Z") });
    const { headings } = parsed(file);
    expect(headings.filter((heading) => heading.depth === 3).map((heading) => heading.text)).toEqual(readingHeadings(spread, cards, locale));
    const parsedAgain = parseReading(file.slice(file.indexOf("###")).replace(/^###/gm, "##"), { locale });
    expect(parsedAgain.verdict).toEqual({ leaning: "maybe", locale });
    expect(parsedAgain.sections.filter((section) => section.kind === "card").map((section) => section.card)).toEqual(cards);
  });
});
