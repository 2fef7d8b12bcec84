import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { fill } from "../lib/i18n/fill";
import { LOCALES, type Locale } from "../lib/i18n/locales";
import { messagesFor } from "../languages";
import { CARD_NAMES } from "../lib/tarot/deck";
import { startFakeAnthropic } from "../tests/helpers/fake-anthropic";
import { expectNoSeriousA11yViolations } from "./axe";
import { cardNamesIn, downloaded, englishIn, escaped, expectNoEnglish, openDailyCard, readYesOrNo, STRUCTURE } from "./in-language";
import { runningServer } from "./servers";
import { answerInLanguage } from "./writer-in-language";

/**
 * A reader in each of our languages, at 1280 and 375 px, against a local Messages API server that answers in the
 * language the prompt asks for, from the prompt's own words (e2e/writer-in-language.ts): a Yes or No reading, a
 * follow-up, the card of the day on the home page, the reading in My Readings and the journal's Markdown export hold
 * no English catalog words, card names, headings or export labels, and the prompts the server received give the
 * cards, positions, headings and verdict words (and the card of the day's name) in the reader's language.
 */

/** A yes/no question and a follow-up in each language. */
const ASKED: Record<Locale, { question: string; followUp: string }> = {
  en: { question: "Will I find a new job before the summer?", followUp: "What should I do first?" },
  es: { question: "¿Encontraré un trabajo nuevo antes del verano?", followUp: "¿Qué debo hacer primero?" },
  "pt-BR": { question: "Vou encontrar um emprego novo antes do verão?", followUp: "O que devo fazer primeiro?" },
  de: { question: "Finde ich vor dem Sommer eine neue Stelle?", followUp: "Was sollte ich zuerst tun?" },
  fr: { question: "Vais-je trouver un nouvel emploi avant l'été ?", followUp: "Que dois-je faire en premier ?" },
  it: { question: "Troverò un nuovo lavoro prima dell'estate?", followUp: "Cosa dovrei fare per prima cosa?" },
};

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
    test(`a reader in ${locale} at ${width} px reads, asks a follow-up, meets the card of the day, rereads and exports in their language`, async ({ browser }) => {
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
      await readYesOrNo(page, locale, asked);
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
      for (const name of drawn) expect(cardNamesIn(locale)).toContain(name);
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

      // The reader's card of the day on the home page, opened to its message.
      const { name: dailyName, message } = await openDailyCard(page, locale);
      await expect(message.locator("strong")).toHaveText(dailyName);
      await expectNoEnglish(page, locale, [asked, followUp]);
      await expectNoSeriousA11yViolations(page);
      // Written once per day, card and language: by this reader's request or an earlier one of this server's.
      const dailyRequests = fake.requests.map((request) => (request.body.messages as { content: string }[])[0].content).filter((content) => content.startsWith("Card of the day: "));
      expect(dailyRequests).toContainEqual(expect.stringContaining(`Card of the day: ${dailyName}\n`));
      const language = /write everything in ([\p{L} ]+?), the reader's language/u.exec(system)?.[1];
      expect(language, "the reading's language, as its prompt names it").toBeDefined();
      expect(dailyRequests.find((content) => content.startsWith(`Card of the day: ${dailyName}\n`))).toContain(`Language: ${language}.`);

      // The reading in My Readings.
      await page.goto(`${server.base}${prefix}/readings`);
      await page.getByRole("button", { name: fill(words.journal.entry.openLabel, { question: asked }) }).click();
      await expect(page.getByRole("heading", { name: own.summary })).toBeVisible();
      await expect(page.getByText(followUp, { exact: true })).toBeVisible();
      await expectNoEnglish(page, locale, [asked, followUp]);
      await expectNoSeriousA11yViolations(page);

      // The journal's Markdown export: the reading, its follow-up and the card of the day, in the reader's words.
      await page.getByRole("button", { name: words.journal.detail.back }).click();
      const markdown = await downloaded(page, () => page.getByRole("button", { name: words.journal.list.export, exact: true }).click());
      expect(markdown).toContain(`### ${own.summary}`);
      expect(markdown).toContain(followUp);
      expect(markdown).toContain(`## ${words.journalExport.cardsOfTheDayHeading}`);
      expect(markdown).toMatch(new RegExp(`^### .+: ${escaped(dailyName)}$`, "m"));
      if (locale !== "en") expect(englishIn(markdown, locale, [asked, followUp]), "English in the export").toEqual([]);
      await page.context().close();
    });
  }
}
