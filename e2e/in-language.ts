import { expect, type Locator, type Page } from "@playwright/test";
import { messagesFor, type Messages } from "../languages";
import { structure as deStructure } from "../languages/de/writer/structure";
import { structure as enStructure } from "../languages/en/writer/structure";
import { structure as esStructure } from "../languages/es/writer/structure";
import { structure as frStructure } from "../languages/fr/writer/structure";
import { structure as itStructure } from "../languages/it/writer/structure";
import { structure as ptStructure } from "../languages/pt-BR/writer/structure";
import type { StructureWords } from "../languages/writer";
import { fill } from "../lib/i18n/fill";
import type { Locale } from "../lib/i18n/locales";
import { cardName } from "../lib/tarot/cards/localized";
import { CARD_NAMES, DECK } from "../lib/tarot/deck";
import { catalogTexts, visibleText } from "./page-text";

/**
 * What the journeys of a reader in their own language share (e2e/reader-language.spec.ts with the Messages API,
 * e2e/embedded-writer-language.spec.ts with the embedded writer): the reading's words per language, the English a
 * reader of another language must never meet, and the steps of a Yes or No reading and of the card of the day.
 */

/** A reading's headings and verdict words, per language, as the writers write them. */
export const STRUCTURE: Record<Locale, StructureWords> = { en: enStructure, es: esStructure, "pt-BR": ptStructure, de: deStructure, fr: frStructure, it: itStructure };

/** Every card's name in `locale`, as the card pages print it. */
export const cardNamesIn = (locale: Locale): string[] => DECK.map((card) => cardName(card, locale));

export const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The English a reader of `locale` must not meet: the English catalog's runs of words long enough to be
 * unmistakable, where the language says something else, the English card names the language does not share, and
 * the English reading's headings and verdict words. The export's own labels are short ("Follow-up: …"): every run
 * of them counts, and so do the English names of months and weekdays the language does not share.
 */
function englishFor(locale: Locale): { phrases: string[]; words: string[] } {
  const english = messagesFor("en");
  const own = catalogTexts(messagesFor(locale));
  const phrases = new Set<string>();
  const labels = new Set<string>();
  for (const area of ["shell", "footer", "reading", "account", "journal", "categories", "journalExport"] as (keyof Messages)[]) {
    for (const [key, text] of catalogTexts(english[area], area)) {
      if (own.get(key) === text) continue;
      for (const run of text.split(/\{\w+\}/).map((part) => part.trim())) {
        if (run.length >= 12 && run.includes(" ")) phrases.add(run);
        else if (area === "journalExport" && /\p{L}{4}/u.test(run)) labels.add(run.replace(/[:,]$/, ""));
      }
    }
  }
  const ownNames = cardNamesIn(locale).join(" ");
  const { summary, synthesis, verdict } = STRUCTURE.en;
  const local = STRUCTURE[locale];
  const calendar = (language: string) => [
    ...Array.from({ length: 12 }, (_, month) => new Intl.DateTimeFormat(language, { month: "long", timeZone: "UTC" }).format(Date.UTC(2026, month, 1))),
    ...Array.from({ length: 7 }, (_, day) => new Intl.DateTimeFormat(language, { weekday: "long", timeZone: "UTC" }).format(Date.UTC(2026, 0, 5 + day))),
  ];
  const ownCalendar = calendar(locale).map((word) => word.toLowerCase());
  const words = [
    ...CARD_NAMES.filter((name) => !ownNames.includes(name.replace(/^The /, ""))),
    ...[summary, synthesis, verdict.label].filter((word) => ![local.summary, local.synthesis, local.verdict.label].includes(word)),
    // A label the language itself uses (a loanword) is no English in it.
    ...[...labels].filter((label) => ![...own.values()].some((text) => new RegExp(`(?<!\\p{L})${escaped(label)}(?!\\p{L})`, "u").test(text))),
    ...new Set(calendar("en").filter((word) => !ownCalendar.includes(word.toLowerCase()))),
  ];
  return { phrases: [...phrases], words };
}

/** The English of `englishFor(locale)` found in `text`, leaving out what the reader wrote (`asked`). */
export function englishIn(text: string, locale: Locale, asked: string[]): string[] {
  const { phrases, words } = englishFor(locale);
  for (const question of asked) text = text.split(question).join(" ");
  return [...phrases.filter((phrase) => text.includes(phrase)), ...words.filter((word) => new RegExp(`(?<!\\p{L})${escaped(word)}(?!\\p{L})`, "u").test(text))];
}

/** The page's visible text and labels, without what the reader wrote, hold no English of `englishFor(locale)`. */
export async function expectNoEnglish(page: Page, locale: Locale, asked: string[]): Promise<void> {
  if (locale === "en") return;
  // The reader's own questions are theirs, in their words.
  const text = await visibleText(page, "textarea, script, style, [data-testid='journal-question']");
  expect(englishIn(text, locale, asked), `English on ${page.url()}`).toEqual([]);
}

/**
 * On the reading screen of `locale`, a Yes or No reading of `question` with the 2nd, 5th and 8th cards of the fan,
 * waited for until whole; its summary and synthesis headings and its verdict line are the language's own.
 */
export async function readYesOrNo(page: Page, locale: Locale, question: string): Promise<Locator> {
  const { reading } = messagesFor(locale);
  const own = STRUCTURE[locale];
  await page.getByRole("combobox", { name: reading.options.type }).selectOption({ label: reading.spreads.yes_no.name });
  await page.getByRole("textbox", { name: reading.questionBox.label }).fill(question);
  const deck = page.getByRole("group", { name: reading.fan.deck });
  for (const position of [2, 5, 8]) await deck.getByRole("button", { name: new RegExp(`^${fill(reading.fan.card, { position, total: 22 })}`) }).click();
  await page.getByRole("button", { name: reading.screen.continue }).click();
  await page.getByRole("button", { name: reading.screen.reveal }).click();
  const interpretation = page.getByTestId("interpretation");
  await expect(interpretation).toHaveAttribute("aria-busy", "false", { timeout: 30_000 });
  await expect(interpretation.getByRole("heading", { name: own.summary })).toBeVisible();
  await expect(interpretation.getByRole("heading", { name: own.synthesis })).toBeVisible();
  await expect(interpretation.getByText(new RegExp(`^${own.verdict.label}\\s*:\\s*(?:${own.verdict.yes}|${own.verdict.no}|${own.verdict.maybe})\\.$`))).toBeVisible();
  return interpretation;
}

/**
 * The reader's card of the day on the home page of `locale`, opened to its message once it has arrived: the card's
 * name as its heading shows it (one of the language's card names), and the message's region.
 */
export async function openDailyCard(page: Page, locale: Locale): Promise<{ name: string; message: Locator }> {
  const daily = page.locator("section").filter({ has: page.getByTestId("daily-message") });
  const name = (await daily.getByRole("heading", { level: 2 }).evaluate((heading) => heading.lastElementChild?.textContent ?? "")).trim();
  expect(cardNamesIn(locale)).toContain(name);
  await daily.getByRole("button", { name: messagesFor(locale).reading.daily.readMessage }).click();
  const message = daily.getByTestId("daily-message");
  await expect(message.locator("strong").first()).toBeVisible();
  return { name, message };
}

/** The text of a download, armed before the click that starts it. */
export async function downloaded(page: Page, click: () => Promise<void>): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent("download"), click()]);
  let text = "";
  for await (const chunk of await download.createReadStream()) text += chunk;
  return text;
}
