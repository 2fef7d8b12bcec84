import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { structure as deStructure } from "../languages/de/writer/structure";
import { structure as enStructure } from "../languages/en/writer/structure";
import { structure as esStructure } from "../languages/es/writer/structure";
import { structure as frStructure } from "../languages/fr/writer/structure";
import { structure as itStructure } from "../languages/it/writer/structure";
import { structure as ptStructure } from "../languages/pt-BR/writer/structure";
import type { StructureWords } from "../languages/writer";
import { fill } from "../lib/i18n/fill";
import { LOCALES, type Locale } from "../lib/i18n/locales";
import { messagesFor, type Messages } from "../languages";
import { cardName } from "../lib/tarot/cards/localized";
import { CARD_NAMES, DECK } from "../lib/tarot/deck";
import { startFakeAnthropic } from "../tests/helpers/fake-anthropic";
import { expectNoSeriousA11yViolations } from "./axe";
import { catalogTexts, visibleText } from "./page-text";
import { runningServer } from "./servers";
import { answerInLanguage } from "./writer-in-language";

/**
 * A reader in each of our languages, at 1280 and 375 px, against a local Messages API server that answers in the
 * language the prompt asks for, from the prompt's own words (e2e/writer-in-language.ts): a Yes or No reading, a
 * follow-up and the reading in My Readings hold no English catalog words, card names or headings, and the prompts
 * the server received give the cards, positions, headings and verdict words in the reader's language.
 */

const STRUCTURE: Record<Locale, StructureWords> = { en: enStructure, es: esStructure, "pt-BR": ptStructure, de: deStructure, fr: frStructure, it: itStructure };

/** A yes/no question and a follow-up in each language. */
const ASKED: Record<Locale, { question: string; followUp: string }> = {
  en: { question: "Will I find a new job before the summer?", followUp: "What should I do first?" },
  es: { question: "¿Encontraré un trabajo nuevo antes del verano?", followUp: "¿Qué debo hacer primero?" },
  "pt-BR": { question: "Vou encontrar um emprego novo antes do verão?", followUp: "O que devo fazer primeiro?" },
  de: { question: "Finde ich vor dem Sommer eine neue Stelle?", followUp: "Was sollte ich zuerst tun?" },
  fr: { question: "Vais-je trouver un nouvel emploi avant l'été ?", followUp: "Que dois-je faire en premier ?" },
  it: { question: "Troverò un nuovo lavoro prima dell'estate?", followUp: "Cosa dovrei fare per prima cosa?" },
};

/**
 * The English a reader of `locale` must not meet: the English catalog's runs of words long enough to be
 * unmistakable, where the language says something else, the English card names the language does not share, and
 * the English reading's headings and verdict words.
 */
function englishFor(locale: Locale): { phrases: string[]; words: string[] } {
  const english = messagesFor("en");
  const own = catalogTexts(messagesFor(locale));
  const phrases = new Set<string>();
  for (const area of ["shell", "footer", "reading", "account", "journal", "categories"] as (keyof Messages)[]) {
    for (const [key, text] of catalogTexts(english[area], area)) {
      if (own.get(key) === text) continue;
      for (const run of text.split(/\{\w+\}/)) if (run.trim().length >= 12 && run.trim().includes(" ")) phrases.add(run.trim());
    }
  }
  const ownNames = DECK.map((card) => cardName(card, locale)).join(" ");
  const { summary, synthesis, verdict } = STRUCTURE.en;
  const local = STRUCTURE[locale];
  const words = [...CARD_NAMES.filter((name) => !ownNames.includes(name.replace(/^The /, ""))), ...[summary, synthesis, verdict.label].filter((word) => ![local.summary, local.synthesis, local.verdict.label].includes(word))];
  return { phrases: [...phrases], words };
}

async function expectNoEnglish(page: Page, locale: Locale, asked: string[]): Promise<void> {
  if (locale === "en") return;
  const { phrases, words } = englishFor(locale);
  // The reader's own questions are theirs, in their words.
  // What the reader wrote is left out, and the card of the day's message: its language is the safety branch's.
  let text = await visibleText(page, "textarea, script, style, [data-testid='journal-question'], [data-testid='daily-message']");
  for (const question of asked) text = text.split(question).join(" ");
  const found = [...phrases.filter((phrase) => text.includes(phrase)), ...words.filter((word) => new RegExp(`(?<![\\p{L}])${word}(?![\\p{L}])`, "u").test(text))];
  expect(found, `English on ${page.url()}`).toEqual([]);
}

let fake: Awaited<ReturnType<typeof startFakeAnthropic>>;
let server: Awaited<ReturnType<typeof runningServer>>;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  fake = await startFakeAnthropic(undefined, { answer: answerInLanguage });
  dataDir = mkdtempSync(path.join(os.tmpdir(), "arcana-reader-language-"));
  server = await runningServer({ LOCAL_PROVIDERS: "1", DATA_DIR: dataDir, ANTHROPIC_API_KEY: "sk-ant-e2e", ANTHROPIC_BASE_URL: fake.url, ANTHROPIC_MODEL: "claude-e2e" });
});

test.afterAll(async () => {
  server?.child.kill("SIGTERM");
  await fake?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function readerPage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext(width < 500 ? { viewport: { width, height: 812 }, isMobile: true, hasTouch: true, reducedMotion: "reduce" } : { viewport: { width, height: 800 }, reducedMotion: "reduce" });
  const asJson = { "Content-Type": "application/json" };
  const email = `reader-language-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const { idToken } = await (await fetch(`${server.base}/api/dev/identity/token`, { method: "POST", headers: asJson, body: JSON.stringify({ email }) })).json();
  const { token } = await (await fetch(`${server.base}/api/auth/google`, { method: "POST", headers: asJson, body: JSON.stringify({ idToken }) })).json();
  await context.addInitScript((value) => window.localStorage.setItem("auth.token", value), token);
  return context.newPage();
}

for (const locale of LOCALES) {
  for (const width of [1280, 375]) {
    test(`a reader in ${locale} at ${width} px reads, asks a follow-up and rereads in their language`, async ({ browser }) => {
      test.setTimeout(180_000);
      const words = messagesFor(locale);
      const reading = words.reading;
      const own = STRUCTURE[locale];
      const { question, followUp } = ASKED[locale];
      const stamp = `${Date.now().toString(36)}${width}`;
      const asked = `${question} ${stamp}`;
      const page = await readerPage(browser, width);
      const prefix = locale === "en" ? "" : `/${locale}`;
      await page.goto(`${server.base}${prefix}/`);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page.getByRole("banner").getByRole("button", { name: words.shell.profile })).toBeVisible();

      // A Yes or No reading asked in the reader's language.
      await page.getByRole("combobox", { name: reading.options.type }).selectOption({ label: reading.spreads.yes_no.name });
      await page.getByRole("textbox", { name: reading.questionBox.label }).fill(asked);
      const deck = page.getByRole("group", { name: reading.fan.deck });
      for (const position of [2, 5, 8]) await deck.getByRole("button", { name: new RegExp(`^${fill(reading.fan.card, { position, total: 22 })}`) }).click();
      await page.getByRole("button", { name: reading.screen.continue }).click();
      await page.getByRole("button", { name: reading.screen.reveal }).click();
      const interpretation = page.getByTestId("interpretation");
      await expect(interpretation).toHaveAttribute("aria-busy", "false", { timeout: 30_000 });
      await expect(interpretation.getByRole("heading", { name: own.summary })).toBeVisible();
      await expect(interpretation.getByRole("heading", { name: own.synthesis })).toBeVisible();
      await expect(interpretation.getByText(new RegExp(`^${own.verdict.label}\\s*:\\s*(?:${own.verdict.yes}|${own.verdict.no}|${own.verdict.maybe})\\.$`))).toBeVisible();
      await expectNoEnglish(page, locale, [asked]);
      await expectNoSeriousA11yViolations(page);

      // What the server was asked, in the reader's language.
      const readingRequest = fake.requests.find((request) => JSON.stringify(request.body.messages).includes(stamp) && !JSON.stringify(request.body.messages).includes("<follow_up>"));
      expect(readingRequest, "the reading's request").toBeDefined();
      const system = String(readingRequest!.body.system);
      const content = (readingRequest!.body.messages as { content: string }[])[0].content;
      expect(system).toContain(`## ${own.summary}`);
      expect(system).toContain(`## ${own.synthesis}`);
      expect(content).toContain(`Spread: ${reading.spreads.yes_no.name}`);
      expect(content).toMatch(new RegExp(`Begin the summary with \\*\\*${own.verdict.label}${own.headingSeparator}(?:${own.verdict.yes}|${own.verdict.no}|${own.verdict.maybe})\\.\\*\\*`));
      for (const position of Object.values(reading.spreads.yes_no.positions)) expect(content).toContain(`## ${position}${own.headingSeparator}`);
      const drawn = [...content.matchAll(/^## .+?\s?: (.+)$/gmu)].map((match) => match[1]);
      expect(drawn).toHaveLength(3);
      for (const name of drawn) expect(DECK.map((card) => cardName(card, locale))).toContain(name);
      if (locale !== "en") expect(content.slice(0, content.indexOf("Voice:"))).not.toMatch(new RegExp(`\\b(?:${CARD_NAMES.filter((name) => name.startsWith("The ")).join("|")})\\b`));

      // A follow-up, answered in the reader's language.
      const followUps = page.getByRole("region", { name: reading.followUps.heading });
      await followUps.getByRole("textbox", { name: reading.followUps.label }).fill(followUp);
      await followUps.getByRole("button", { name: reading.followUps.ask }).click();
      const answer = followUps.getByRole("listitem").filter({ hasText: followUp });
      await expect(answer.getByTestId("follow-up-streaming")).toHaveCount(0, { timeout: 30_000 });
      await expect(answer).toContainText(drawn[0]);
      const followUpRequest = fake.requests.find((request) => JSON.stringify(request.body.messages).includes(stamp) && JSON.stringify(request.body.messages).includes("<follow_up>"));
      expect(String(followUpRequest?.body.system)).toContain("write everything in");
      await expectNoEnglish(page, locale, [asked, followUp]);
      await expectNoSeriousA11yViolations(page);

      // The reading in My Readings.
      await page.goto(`${server.base}${prefix}/readings`);
      await page.getByRole("button", { name: fill(words.journal.entry.openLabel, { question: asked }) }).click();
      await expect(page.getByRole("heading", { name: own.summary })).toBeVisible();
      await expect(page.getByText(followUp, { exact: true })).toBeVisible();
      await expectNoEnglish(page, locale, [asked, followUp]);
      await expectNoSeriousA11yViolations(page);
      await page.context().close();
    });
  }
}
