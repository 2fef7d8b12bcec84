import { describe, expect, it } from "vitest";
import { composeFollowUp, composeReading } from "@/lib/writers/local";
import { SYSTEM_PROMPT, followUpMessageFor, systemPromptFor, userMessageFor } from "@/lib/writers/prompt";
import type { ReadingPrompt } from "@/lib/writers/types";
import { interpretRequestSchema, interpretRequestSchemaFor } from "@/lib/readings/interpret-request";
import type { CardName } from "@/lib/tarot/deck";
import { premiumNoteWords } from "@/components/reading/words";
import { en } from "@/languages/en/messages";
import { premiumNote } from "@/lib/tarot/premium-note";
import { SPREADS, dealtCardBadges, declareSpread, getSpread, type SpreadId, type SpreadTable } from "@/lib/tarot/spreads";

/**
 * The recipe for a new spread: a spread the app does not have, declared as
 * lib/tarot/spreads.ts declares its own, and added to a table of spreads. The request schema, the dealt
 * cards' badges, the premium note and both writers are built from that table by the same functions
 * production builds them with from SPREADS, so nothing else needs an edit for the spread to work.
 */
const CROSSROADS = declareSpread({
  id: "crossroads",
  label: "Crossroads (Two Roads)",
  shortLabel: "Crossroads",
  premium: true,
  badges: true,
  positions: [
    { id: "here", label: "Where you stand", role: "situation" },
    // Two positions no writer has phrasing for: they are read in plain words under their labels.
    { id: "left", label: "The road to the left" },
    { id: "right", label: "The road to the right" },
    { id: "compass", label: "Compass", role: "advice" },
  ],
});

type FixtureId = SpreadId | "crossroads";
const TABLE: SpreadTable<FixtureId> = [...SPREADS, CROSSROADS];

const FOUR: CardName[] = ["The Chariot", "The Lovers", "The Hermit", "The Star"];
const BODY = { question: "Should I take the job abroad?", type: "crossroads", category: "career", cards: FOUR };

/** The request, parsed as the route parses it; the writers take it as it is. */
const request: ReadingPrompt<FixtureId> = interpretRequestSchemaFor(TABLE).parse(BODY);

type Block = { heading: string; body: string };
const blocks = (reading: string): Block[] =>
  reading
    .trim()
    .split(/^## /m)
    .slice(1)
    .map((block) => ({ heading: block.slice(0, block.indexOf("\n")), body: block.slice(block.indexOf("\n") + 1).trim() }));

describe("a four-position spread declared in a fixture", () => {
  it("is a spread of four cards, one per position, and not one of the app's", () => {
    expect(CROSSROADS.cardCount).toBe(4);
    expect(getSpread("crossroads", TABLE)).toBe(CROSSROADS);
    expect(interpretRequestSchema.safeParse(BODY).success).toBe(false);
  });

  it("makes the request schema accept its four cards and refuse five or three", () => {
    const schema = interpretRequestSchemaFor(TABLE);
    expect(schema.safeParse(BODY).success).toBe(true);
    const five = schema.safeParse({ ...BODY, cards: [...FOUR, "The Sun"] });
    expect(five.error?.issues.map((issue) => issue.message)).toEqual(["must hold exactly 4 cards for crossroads"]);
    expect(schema.safeParse({ ...BODY, cards: FOUR.slice(0, 3) }).success).toBe(false);
    expect(schema.safeParse({ ...BODY, cards: [...FOUR.slice(0, 3), "The Chariot"] }).success).toBe(false);
  });

  it("caps a request at the most cards any spread of the table takes", () => {
    const schema = interpretRequestSchemaFor([CROSSROADS]);
    const five = schema.safeParse({ ...BODY, cards: [...FOUR, "The Sun"] });
    expect(five.error?.issues.map((issue) => issue.message)).toContain("must hold at most 4 cards");
    expect(interpretRequestSchema.safeParse({ ...BODY, type: "tarot", cards: [...FOUR, "The Sun", "The Moon"] }).error?.issues[0].message).toBe(
      "must hold at most 5 cards",
    );
  });

  it("puts its positions' labels on the dealt cards, in draw order", () => {
    expect(dealtCardBadges(getSpread("crossroads", TABLE))).toEqual(["Where you stand", "The road to the left", "The road to the right", "Compass"]);
    expect(dealtCardBadges(declareSpread({ ...CROSSROADS, badges: false }))).toBeUndefined();
    expect(SPREADS.map((spread) => dealtCardBadges(spread))).toEqual([undefined, undefined, ["Past", "Present", "Future"], ["Situation", "Challenge", "Hidden influence", "Advice", "Outcome"]]);
  });

  it("names it in the premium note by its short label", () => {
    // The screen's English words; a spread the catalog does not know yet is named by its declared short label.
    const words = premiumNoteWords(en.reading, "en");
    expect(premiumNote(words, { spreads: TABLE })).toBe("Three Cards, Full Tarot, Crossroads and 8 more categories come with Premium");
    expect(premiumNote(words, { spreads: [...SPREADS, declareSpread({ ...CROSSROADS, premium: false })] })).toBe(
      "Three Cards, Full Tarot and 8 more categories come with Premium",
    );
    expect(premiumNote(words)).toBe("Three Cards, Full Tarot and 8 more categories come with Premium");
  });

  it("has the local writer write a section per position, in order, naming every card", () => {
    const reading = composeReading(request, TABLE);
    expect(blocks(reading).map((block) => block.heading)).toEqual([
      "Summary",
      "Where you stand: The Chariot",
      "The road to the left: The Lovers",
      "The road to the right: The Hermit",
      "Compass: The Star",
      "Synthesis",
    ]);
    for (const { heading, body } of blocks(reading)) expect(body, heading).not.toBe("");
    for (const name of FOUR) expect(blocks(reading)[0].body.toLowerCase(), name).toContain(name.toLowerCase());
    expect(reading).not.toMatch(/undefined|Verdict/);
    expect(composeReading(request, TABLE)).toBe(reading);
  });

  it("has the local writer answer a follow-up from the same four cards, each in its position", () => {
    const answer = composeFollowUp({ reading: request, interpretation: composeReading(request, TABLE), question: "What does the left road hold?" }, TABLE);
    expect(answer).toContain("the Lovers (The road to the left)");
    expect(answer).toMatch(/as “The road to the left”/i);
    expect(answer).not.toMatch(/undefined|^#/m);
  });

  it("has the Anthropic prompt give each card in its position, with a length for four cards", () => {
    const message = userMessageFor(request, TABLE);
    expect(message).toContain("Spread: Crossroads (Two Roads)");
    expect(message).toContain("1. Where you stand: The Chariot");
    expect(message).toContain("2. The road to the left: The Lovers");
    expect(message).toContain("3. The road to the right: The Hermit");
    expect(message).toContain("4. Compass: The Star");
    expect(message).toContain(`Length: at most ${Math.round((300 + 250 * 4) * 0.6)} words.`);
    expect(message).not.toContain("Leans:");
    expect(followUpMessageFor({ reading: request, interpretation: "## Summary\nA reading.", question: "And the right road?" }, TABLE)).toContain(
      "4. Compass: The Star",
    );
    expect(systemPromptFor(TABLE)).toBe(SYSTEM_PROMPT);
  });
});

describe("spreads the writers have no phrasing for", () => {
  it("read a long spread of positions without roles, and name a verdict spread in the system prompt", () => {
    const ten = declareSpread({
      id: "ten",
      label: "Ten",
      premium: true,
      positions: Array.from({ length: 10 }, (_, index) => ({ id: `p${index}`, label: `Place ${index + 1}` })),
    });
    const cards: CardName[] = ["The Fool", "The Magician", "The High Priestess", "The Empress", "The Emperor", "The Hierophant", "The Lovers", "The Chariot", "Strength", "The Hermit"];
    const reading = composeReading({ question: "What now?", type: "ten", category: "general", cards }, [ten]);
    expect(blocks(reading).slice(1, -1).map((block) => block.heading)).toEqual(cards.map((name, index) => `Place ${index + 1}: ${name}`));
    expect(reading).not.toContain("undefined");

    const fiveWay = declareSpread({ ...ten, id: "five_way", label: "Five-way Yes or No", verdict: true, positions: ten.positions.slice(0, 5) });
    const verdictReading = composeReading({ question: "Will it rain?", type: "five_way", category: "general", cards: cards.slice(0, 5) }, [fiveWay]);
    expect(blocks(verdictReading)[0].body).toMatch(/^\*\*Verdict: (Yes|No|Maybe)\.\*\* /);
    expect(systemPromptFor([...SPREADS, fiveWay])).toContain('For a "Yes or No" or "Five-way Yes or No" spread asked a question that yes or no answers, the user message gives the verdict line');
  });
});
