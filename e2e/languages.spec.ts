import { expect, test, type Page } from "@playwright/test";
import { fill } from "../lib/i18n/fill";
import { LOCALES, LOCALE_NAMES, PREFIXED_LOCALES, type Locale } from "../lib/i18n/locales";
import { localePath } from "../lib/i18n/paths";
import { messagesFor, type Messages } from "../languages";
import { cardText } from "../lib/tarot/cards/localized";
import { DECK } from "../lib/tarot/deck";
import { expectNoSeriousA11yViolations } from "./axe";
import { signInByApi } from "./fixtures";
import { catalogTexts, visibleText } from "./page-text";
import { expectValidHtml } from "./nu-html-checker";

const en = messagesFor("en");
const es = messagesFor("es");
const de = messagesFor("de");
const banner = (page: Page) => page.getByRole("banner");

/**
 * The English words a Spanish reader must not meet on the screens they use: every English text of the
 * shell and the reader's screens long enough to be unmistakable (the literal runs between `{places}`), except
 * where Spanish says the same.
 */
function englishWordsOf(areas: (keyof Messages)[]): string[] {
  const spanish = catalogTexts(es);
  const found = new Set<string>();
  for (const area of areas) {
    for (const [key, text] of catalogTexts(en[area], area)) {
      if (spanish.get(key) === text) continue;
      for (const run of text.split(/\{\w+\}/)) if (run.trim().length >= 12 && run.trim().includes(" ")) found.add(run.trim());
    }
  }
  return [...found];
}

const ENGLISH_WORDS = englishWordsOf(["shell", "footer", "reading", "account", "journal", "categories", "notFound"]);

async function expectNoEnglish(page: Page): Promise<void> {
  // What the reader wrote, and what the writer wrote (English with the local writer), are left out.
  const text = await visibleText(page, "[data-testid='interpretation'], textarea, script, style, [data-testid='journal-question']");
  expect(ENGLISH_WORDS.filter((words) => text.includes(words)), `English on ${page.url()}`).toEqual([]);
}

test.describe("a first visit in Spanish", () => {
  test.use({ locale: "es-ES" });

  test("is offered Spanish in one line, with no redirect, and the choice is remembered", async ({ page, request }) => {
    // Crawlers and links keep the page they asked for: the English page answers, in English.
    const english = await request.get("/", { headers: { "Accept-Language": "es-ES,es;q=0.9" } });
    expect(english.status()).toBe(200);
    expect(await english.text()).toContain('<html lang="en"');

    await page.goto("/how-to-use");
    const suggestion = page.getByTestId("language-suggestion");
    await expect(suggestion).toHaveAttribute("lang", "es");
    await expect(suggestion.getByText(es.languages.suggestion)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const spanish = page.waitForURL((url) => url.pathname === "/es/how-to-use");
    await suggestion.getByRole("link", { name: es.languages.suggestionAction }).click();
    await spanish;
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByTestId("language-suggestion")).toHaveCount(0);

    // Back in English by a link: the choice stands, nothing is offered again.
    await page.goto("/faq");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByTestId("language-suggestion")).toHaveCount(0);
  });

  test("that declines keeps English and is not asked again", async ({ page }) => {
    await page.goto("/about");
    const suggestion = page.getByTestId("language-suggestion");
    await suggestion.getByRole("button", { name: es.languages.dismiss }).click();
    await expect(suggestion).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByTestId("language-suggestion")).toHaveCount(0);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });
});

const QUESTION = "¿Qué necesito saber sobre mi trabajo este mes?";

test.describe("Arcana in Spanish", () => {
  test("a reading, the profile, subscribing at the local checkout and My Readings", async ({ page, request }) => {
    test.setTimeout(180_000);
    await signInByApi(page, request);
    await page.goto("/es");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(banner(page).getByRole("button", { name: es.shell.free })).toBeVisible();
    await expectNoEnglish(page);
    await expectNoSeriousA11yViolations(page);

    // A reading asked in Spanish.
    await page.getByRole("textbox", { name: es.reading.questionBox.label }).fill(QUESTION);
    const deck = page.getByRole("group", { name: es.reading.fan.deck });
    await deck.getByRole("button", { name: new RegExp(`^${fill(es.reading.fan.card, { position: 3, total: 22 })}`) }).click();
    await page.getByRole("button", { name: es.reading.screen.continue }).click();
    await page.getByRole("button", { name: es.reading.screen.reveal }).click();
    await expect(page.getByTestId("interpretation")).toHaveAttribute("aria-busy", "false");
    await expect(page.getByRole("link", { name: es.reading.result.saved })).toBeVisible();
    await expectNoEnglish(page);
    await expectNoSeriousA11yViolations(page);

    // The profile.
    await banner(page).getByRole("button", { name: es.shell.profile }).click();
    const profile = page.getByRole("dialog", { name: es.account.profile.title });
    await expect(profile.getByText(es.account.stats.title)).toBeVisible();
    await expect(profile.getByRole("combobox", { name: es.account.profile.language })).toHaveValue("es");
    await expectNoEnglish(page);
    await expectNoSeriousA11yViolations(page);

    // Subscribing, at the local checkout, in Spanish, and back to the Spanish pages.
    await profile.getByRole("button", { name: es.account.profile.subscribeNow }).click();
    const dialog = page.getByRole("dialog", { name: fill(es.account.subscribe.title, { appName: "Arcana" }) });
    await expect(dialog.getByText("3,99 €/mes")).toBeVisible();
    await expectNoEnglish(page);
    await expectNoSeriousA11yViolations(page);
    const checkout = page.waitForURL(/\/dev\/checkout\/cs_local_/);
    await dialog.getByRole("button", { name: es.account.subscribe.subscribe }).click();
    await checkout;
    await expect(page.getByRole("heading", { name: es.pages.localCheckout.title })).toBeVisible();
    await expect(page.getByRole("article")).toHaveAttribute("lang", "es");
    await expectNoSeriousA11yViolations(page);
    const success = page.waitForURL(/\/es\/stripe\/success\?session_id=cs_local_/);
    await page.getByRole("button", { name: fill(es.pages.localCheckout.pay, { price: "3,99 €" }) }).click();
    await success;
    await expect(page.getByRole("heading", { name: es.account.payment.success.heading })).toBeVisible();
    await expect(banner(page).getByText(es.shell.premium, { exact: true })).toBeVisible();
    await expectNoEnglish(page);
    await expectNoSeriousA11yViolations(page);

    // My Readings, with the reading drawn above.
    await page.goto("/es/readings");
    await expect(page.getByRole("heading", { level: 1, name: es.journal.title })).toBeVisible();
    const readings = page.getByRole("list", { name: es.journal.list.label });
    await expect(readings.getByRole("listitem").filter({ hasText: QUESTION })).toHaveCount(1);
    await expectNoEnglish(page);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("a card page in German", () => {
  test("has the German text, names its five other languages and English as the default, and lists them in the menu", async ({ page }) => {
    const fool = DECK[0];
    await page.goto(`/de/cards/${fool.slug}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Der Narr");
    await expect(page).toHaveTitle(`${fill(de.cardPage.title, { card: "Der Narr" })} - Arcana`);
    await expect(page.getByRole("heading", { name: de.cardPage.uprightMeaning })).toBeVisible();
    const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) =>
      links.map((link) => [link.getAttribute("hreflang"), new URL(link.getAttribute("href") ?? "").pathname]),
    );
    expect(Object.fromEntries(alternates)).toEqual({
      ...Object.fromEntries(LOCALES.map((locale) => [locale, locale === "en" ? `/cards/${fool.slug}` : `/${locale}/cards/${fool.slug}`])),
      "x-default": `/cards/${fool.slug}`,
    });
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "de_DE");
    const menu = page.getByRole("navigation", { name: de.languages.menuLabel });
    await expect(menu.getByRole("link", { name: "Español" })).toHaveAttribute("href", `/es/cards/${fool.slug}`);
    await expect(menu.getByText("Deutsch")).toHaveAttribute("aria-current", "page");
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("the pages in every language", () => {
  // What the server sends is the same at every width: checked once.
  test.skip(({ isMobile }) => isMobile, "the HTML does not depend on the width");

  test("pass the Nu HTML checker: a card page and the FAQ", async ({ request }) => {
    test.setTimeout(180_000);
    for (const locale of LOCALES) {
      const prefix = locale === "en" ? "" : `/${locale}`;
      for (const path of [`${prefix}/cards/the-star`, `${prefix}/faq`]) {
        const response = await request.get(path);
        expect(response.status(), path).toBe(200);
        const html = await response.text();
        expect(html, path).toContain(`<html lang="${locale}"`);
        expectValidHtml(html, path);
      }
    }
  });

  test("are listed in the sitemap with their alternates", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const locale of PREFIXED_LOCALES) expect(sitemap).toContain(`/${locale}/cards/the-fool</loc>`);
    expect(sitemap).toContain('hreflang="pt-BR"');
  });
});

/** Every text of a language's catalog and its cards' texts, each cut at its `{places}`. */
function wordsOf(locale: Locale): string[] {
  const cards = DECK.flatMap((card) => {
    const text = cardText(card, locale);
    return [text.name, text.summary, text.advice, text.yesNoReason, text.imageAlt, ...text.upright.split("\n\n"), ...Object.values(text.categories)];
  });
  return [...catalogTexts(messagesFor(locale)).values(), ...cards].flatMap((text) => text.split(/\{\w+\}/)).map((run) => run.replace(/\s+/g, " ").trim());
}

/**
 * What only another language says: the runs of its words long enough to be unmistakable (12 characters and
 * a space at least) that are nowhere in this language's own words.
 */
function foreignWords(locale: Locale): Map<string, Locale> {
  const own = wordsOf(locale).join("\n");
  const foreign = new Map<string, Locale>();
  for (const other of LOCALES.filter((each) => each !== locale)) {
    for (const run of wordsOf(other)) if (run.length >= 12 && run.includes(" ") && !own.includes(run)) foreign.set(run, other);
  }
  return foreign;
}

/** A page's HTML or router payload as plain text: the escapes of HTML and of the inlined payload undone. */
function unescaped(body: string): string {
  return body
    .replace(/\\+"/g, '"')
    .replace(/\\+u0026/g, "&")
    .replace(/\\+u003c/gi, "<")
    .replace(/\\+n/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

/** A page of each kind every language has (lib/i18n/paths.ts, TRANSLATED_PAGES), by its English path. */
const EVERY_LANGUAGE_PAGES = [
  "/",
  "/about",
  "/faq",
  "/how-to-use",
  "/privacy",
  "/terms",
  "/maintenance",
  ...DECK.map((card) => `/cards/${card.slug}`),
  "/unsubscribe",
  "/stripe/success",
  "/stripe/cancelled",
  "/stripe/error",
  "/readings",
  "/readings/a-reading",
  "/readings/a-reading/check-in",
];

test.describe("a page's payload", () => {
  // What the server sends is the same at every width: checked once.
  test.skip(({ isMobile }) => isMobile, "the HTML does not depend on the width");

  for (const locale of LOCALES) {
    test(`in ${LOCALE_NAMES[locale]} carries no other language's words, in its HTML or its router payload`, async ({ request }) => {
      test.setTimeout(120_000);
      const foreign = foreignWords(locale);
      expect(foreign.size).toBeGreaterThan(500);
      const found: string[] = [];
      for (const path of EVERY_LANGUAGE_PAGES) {
        const address = localePath(locale, path);
        for (const [kind, headers] of [["HTML", {}], ["router payload", { RSC: "1" }]] as const) {
          const response = await request.get(address, { headers });
          expect(response.status(), `${kind} of ${address}`).toBe(200);
          const body = unescaped(await response.text());
          expect(body.length, `${kind} of ${address}`).toBeGreaterThan(1000);
          for (const [words, language] of foreign) if (body.includes(words)) found.push(`${kind} of ${address}: ${language} "${words}"`);
        }
      }
      expect(found).toEqual([]);
    });
  }
});

