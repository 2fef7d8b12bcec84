import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cardTranslationsFor, messagesFor } from "@/languages";

/**
 * The typographic rules a native reviewer found broken (issue 43), checked wherever a rule is mechanical:
 * French puts a no-break space before : ; ? !, Italian writes the ellipsis as one character, German names
 * the three-card spread's positions Vergangenheit/Gegenwart/Zukunft. The first of the month is checked
 * with the date formats (lib/time/format.test.ts).
 */

/** Every text of a catalog or a card, with where it is. */
function texts(value: unknown, where: string): [string, string][] {
  if (typeof value === "string") return [[where, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => texts(item, `${where}[${index}]`));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, item]) => texts(item, `${where}.${key}`));
  return [];
}

const NO_BREAK = "[\\u00a0\\u202f]";
/** A : ; ? or ! that is not after a no-break space; a clock's "9:30" and a "{url}"-less "://" aside. */
const BARE_PUNCTUATION = new RegExp(`(?<!${NO_BREAK})(?<!\\d)[;?!]|(?<!${NO_BREAK})(?<!\\d):(?!\\/\\/|\\d)`, "g");

function withoutNoBreakSpace(text: string): string[] {
  return [...text.matchAll(BARE_PUNCTUATION)].map((match) => text.slice(Math.max(0, match.index - 20), match.index + 1));
}

const languageFolder = (locale: string, part: string) => path.join(process.cwd(), "languages", locale, part);

/** A page's prose as written in its source, comments taken out. */
function pageSources(locale: string): [string, string][] {
  const folder = languageFolder(locale, "pages");
  return readdirSync(folder)
    .filter((file) => file.endsWith(".tsx"))
    .map((file) => [file, readFileSync(path.join(folder, file), "utf8").replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, "")]);
}

describe("French typography", () => {
  it("puts a no-break space before : ; ? ! in every catalog message", () => {
    const bare = texts(messagesFor("fr"), "fr").flatMap(([where, text]) => withoutNoBreakSpace(text).map((at) => `${where}: …${at}`));
    expect(bare).toEqual([]);
  });

  it("puts a no-break space before : ; ? ! in every text of the 22 cards", () => {
    const cards = cardTranslationsFor("fr");
    expect(cards).toHaveLength(22);
    const bare = cards.flatMap((card, id) => texts(card, `card ${id}`).flatMap(([where, text]) => withoutNoBreakSpace(text).map((at) => `${where}: …${at}`)));
    expect(bare).toEqual([]);
  });

  it("never leaves a plain space before : ; ? ! in the static pages' prose", () => {
    const plain = pageSources("fr").flatMap(([file, source]) => [...source.matchAll(/ [:;?!]/g)].map((match) => `${file}: …${source.slice(match.index - 20, match.index + 2)}`));
    expect(plain).toEqual([]);
  });

  it("the rule itself catches a plain space, no space, and passes a no-break one", () => {
    expect(withoutNoBreakSpace("Pourquoi ?")).toHaveLength(1);
    expect(withoutNoBreakSpace("Pourquoi?")).toHaveLength(1);
    expect(withoutNoBreakSpace("Pourquoi\u00a0? Voici\u202f: ceci\u00a0; à 9:30")).toEqual([]);
  });
});

describe("Italian typography", () => {
  it("writes the ellipsis as one character (…), never three dots", () => {
    const all = [...texts(messagesFor("it"), "it"), ...cardTranslationsFor("it").flatMap((card, id) => texts(card, `card ${id}`))];
    expect(all.filter(([, text]) => text.includes("...")).map(([where]) => where)).toEqual([]);
    expect(pageSources("it").filter(([, source]) => source.includes("...")).map(([file]) => file)).toEqual([]);
  });
});

describe("German positions", () => {
  it("names the past, present and future Vergangenheit, Gegenwart and Zukunft everywhere, never Gestern/Heute/Morgen", () => {
    const { reading } = messagesFor("de");
    expect(reading.spreads.three_cards.positions).toEqual({ past: "Vergangenheit", present: "Gegenwart", future: "Zukunft" });
    const catalog = texts(messagesFor("de"), "de");
    expect(catalog.filter(([, text]) => /Gestern\s*\/|\/\s*Heute\s*\/|\/\s*Morgen\b/.test(text)).map(([where]) => where)).toEqual([]);
  });
});
