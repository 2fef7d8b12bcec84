import { describe, expect, it } from "vitest";
import { messagesFor } from "@/languages";
import { en } from "@/languages/en/messages";
import { LOCALES } from "@/lib/i18n/locales";
import { DECK } from "@/lib/tarot/deck";
import { drawAnnouncement, firstPickable, matchingCards } from "./own-draw";
import { initialReadingState, readingReducer, type ReadingAction, type ReadingState } from "./reading-machine";

const names = (search: string) => matchingCards(search).map((card) => card.name);
const run = (state: ReadingState, ...actions: ReadingAction[]) => actions.reduce(readingReducer, state);
const selecting = () => run(initialReadingState("subscribed"), { kind: "load", order: [...Array(22).keys()] }, { kind: "setType", type: "three_cards" });

describe("matchingCards", () => {
  it("finds every card for an empty search, in deck order", () => {
    expect(matchingCards("  ")).toHaveLength(22);
    expect(matchingCards("")[0].name).toBe("The Fool");
  });

  it("finds by any part of the name, whatever the case, accents and punctuation", () => {
    expect(names("tower")).toEqual(["The Tower"]);
    expect(names("HANGED  man!")).toEqual(["The Hanged Man"]);
    expect(names("whéel")).toEqual(["Wheel of Fortune"]);
    expect(names("xyz")).toEqual([]);
  });

  it("puts the names with a word that starts with the search first", () => {
    expect(names("s").slice(0, 3)).toEqual(["Strength", "The Star", "The Sun"]);
    expect(names("s")).toContain("The High Priestess");
  });

  it("finds a card by its number", () => {
    expect(names("16")).toEqual(["The Tower"]);
    expect(names("0")).toEqual(["The Fool"]);
  });
});

describe("firstPickable", () => {
  it("takes the first match not already drawn", () => {
    const sun = DECK.find((card) => card.name === "The Sun")!;
    const star = DECK.find((card) => card.name === "The Star")!;
    expect(firstPickable("the s", [])?.name).toBe("The Star");
    expect(firstPickable("the s", [star.id])?.name).toBe("The Sun");
    expect(firstPickable("sun", [sun.id])).toBeNull();
  });
});

describe("matchingCards in another language", () => {
  // Names as a page in another language hands them (here, German's), by card id.
  const german: string[] = DECK.map((card) => card.name);
  german[16] = "Der Turm";
  german[17] = "Der Stern";
  german[0] = "Der Narr";
  const found = (search: string) => matchingCards(search, german).map((card) => card.id);

  it("finds a card by its name in the page's language, and by its English name too", () => {
    expect(found("turm")).toEqual([16]);
    expect(found("der st")).toEqual([17]);
    expect(found("tower")).toEqual([16]);
    expect(found("16")).toEqual([16]);
    expect(firstPickable("narr", [], german)?.id).toBe(0);
  });
});

describe("drawAnnouncement", () => {
  const words = en.reading.ownDraw;
  it("says the card, its place and the count, and when the draw is whole", () => {
    expect(drawAnnouncement({ name: "The Tower", added: true, picked: [3, 16], required: 3 }, words)).toBe("The Tower added as card 2. 2 of 3 chosen.");
    expect(drawAnnouncement({ name: "The Tower", added: true, picked: [3, 4, 16], required: 3 }, words)).toMatch(/^The Tower added\. All 3 chosen: Reveal and interpret/);
    expect(drawAnnouncement({ name: "The Tower", added: false, picked: [3], required: 3 }, words)).toBe("The Tower taken out. 1 of 3 chosen.");
  });

  it("puts the card's name mid-sentence as the reader's language does", () => {
    const spanish = messagesFor("es").reading.ownDraw;
    expect(drawAnnouncement({ name: "El Loco", added: false, picked: [3], required: 3 }, spanish, "es")).toMatch(/^Has quitado el Loco\./);
    const german = messagesFor("de").reading.ownDraw;
    expect(drawAnnouncement({ name: "Der Narr", added: true, picked: [0], required: 3 }, german, "de")).toMatch(/^Der Narr als Karte 1 hinzugefügt/);
  });

  it("does not count a one-card draw as \"All 1\" in any language", () => {
    expect(drawAnnouncement({ name: "The Tower", added: true, picked: [16], required: 1 }, words)).toMatch(/^The Tower added\. Your card is chosen/);
    for (const locale of LOCALES) {
      const said = drawAnnouncement({ name: "X", added: true, picked: [16], required: 1 }, messagesFor(locale).reading.ownDraw);
      expect(said, locale).not.toMatch(/\b1\b/);
    }
  });
});

describe("the reading machine's own draw", () => {
  it("switches to the picker and back while selecting, starting the picks again", () => {
    const picked = run(selecting(), { kind: "togglePick", cardId: 4 });
    const own = run(picked, { kind: "setOwnDraw", ownDraw: true });
    expect(own).toMatchObject({ ownDraw: true, picked: [] });
    expect(run(own, { kind: "togglePick", cardId: 16 }, { kind: "setOwnDraw", ownDraw: false })).toMatchObject({ ownDraw: false, picked: [] });
  });

  it("keeps the draw order, refuses a duplicate pick and a pick beyond the spread", () => {
    const own = run(selecting(), { kind: "setOwnDraw", ownDraw: true }, { kind: "togglePick", cardId: 16 }, { kind: "togglePick", cardId: 2 });
    expect(own.picked).toEqual([16, 2]);
    const full = run(own, { kind: "togglePick", cardId: 0 }, { kind: "togglePick", cardId: 5 });
    expect(full.picked).toEqual([16, 2, 0]);
    // Picking a drawn card again takes it out.
    expect(run(full, { kind: "togglePick", cardId: 2 }).picked).toEqual([16, 0]);
  });

  it("cannot switch once the cards are dealt, and a new reading keeps the reader's choice", () => {
    const dealt = run(
      selecting(),
      { kind: "setOwnDraw", ownDraw: true },
      { kind: "setQuestion", question: "Where is this going?" },
      { kind: "togglePick", cardId: 16 },
      { kind: "togglePick", cardId: 2 },
      { kind: "togglePick", cardId: 0 },
      { kind: "continue" },
    );
    expect(dealt).toMatchObject({ phase: "dealing", reading: [16, 2, 0], ownDraw: true });
    expect(run(dealt, { kind: "setOwnDraw", ownDraw: false }).ownDraw).toBe(true);
    const next = run(dealt, { kind: "reveal" }, { kind: "interpretSucceeded", interpretation: "x", readingId: "r" }, { kind: "newReading", order: [...Array(22).keys()], animate: false });
    expect(next).toMatchObject({ phase: "selecting", ownDraw: true, picked: [] });
  });
});
