import { expect, test, type Locator } from "@playwright/test";
import { messagesFor } from "../languages";
import type { Locale } from "../lib/i18n/locales";
import { expectNoSeriousA11yViolations } from "./axe";
import { signInByApi, uniqueEmail } from "./fixtures";
import { cardNamesIn, escaped, expectNoEnglish, openDailyCard, readYesOrNo, STRUCTURE } from "./in-language";

/**
 * The embedded default (local providers, no Messages API: the journeys' own server) in Spanish and German, at 1280
 * and 375 px (the desktop and mobile projects): a question in the reader's language gets a reading wholly in that
 * language (headings, positions, card names, verdict words, prose), and so do a follow-up and the card of the day
 * on the home page, with no word of configuration: no API key, no operator, no "local writer writes English".
 */

type Reader = {
  question: string;
  followUp: string;
  /** Words every paragraph of prose in the language is made of. */
  own: RegExp;
  /** What the embedded writer once said instead of a reading: the set-up's words, never the reader's. */
  configuration: RegExp;
};

const READERS: Partial<Record<Locale, Reader>> = {
  es: {
    question: "¿Me irá bien si cambio de trabajo este año?",
    followUp: "¿Qué debo hacer primero?",
    own: /(?<!\p{L})(?:el|la|los|las|de|que|y|tu|en)(?!\p{L})/iu,
    configuration: /ANTHROPIC|API[_ ]?KEY|operador|lector local|lector con IA|configura|inglés/iu,
  },
  de: {
    question: "Wird es mir gut gehen, wenn ich dieses Jahr die Stelle wechsle?",
    followUp: "Was sollte ich zuerst tun?",
    own: /(?<!\p{L})(?:der|die|das|und|deine?|zu|mit|ist)(?!\p{L})/iu,
    configuration: /ANTHROPIC|API[_ ]?KEY|Betreiber|lokale[rn]? Schreiber|KI-Schreiber|konfigur|Englisch/iu,
  },
};

/** English's most common small words: none belongs to Spanish or German, and every English paragraph has some. */
const ENGLISH_PROSE = /(?<!\p{L})(?:the|and|of|your|you|is|with|to|this|what|for)(?!\p{L})/iu;

/** Each paragraph of `where` reads in the reader's language: its own small words, none of English's, no set-up words. */
async function expectProseIn(where: Locator, reader: Reader): Promise<void> {
  const paragraphs = (await where.locator("p").allInnerTexts()).map((text) => text.trim()).filter(Boolean);
  expect(paragraphs.length).toBeGreaterThan(0);
  for (const paragraph of paragraphs) {
    const prose = paragraph.split(reader.question).join(" ").split(reader.followUp).join(" ").trim();
    // A paragraph that is only the reader's own question (shown above the answer) has no prose of ours to check.
    if (prose === "") continue;
    expect(prose, "the language's own words").toMatch(reader.own);
    expect(prose, "English words").not.toMatch(ENGLISH_PROSE);
    expect(prose, "words of configuration").not.toMatch(reader.configuration);
  }
}

for (const [locale, reader] of Object.entries(READERS) as [Locale, Reader][]) {
  test.describe(`on the embedded default, a reader in ${locale}`, () => {
    test("reads, asks a follow-up and meets the card of the day wholly in their language, with no word of configuration", async ({ page, request }) => {
      test.setTimeout(120_000);
      const words = messagesFor(locale);
      const { reading } = words;
      const own = STRUCTURE[locale];
      const names = cardNamesIn(locale);
      await signInByApi(page, request, uniqueEmail(`embedded-${locale}`));
      await page.goto(`/${locale}/`);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page.getByRole("banner").getByRole("button", { name: words.shell.profile })).toBeVisible();

      // The reading: the language's headings and verdict line (readYesOrNo), each position with its card's name.
      const interpretation = await readYesOrNo(page, locale, reader.question);
      const positions = Object.values(reading.spreads.yes_no.positions);
      const cardHeadings = interpretation.getByRole("heading", { level: 3 }).filter({ hasNotText: new RegExp(`^(?:${escaped(own.summary)}|${escaped(own.synthesis)})$`) });
      await expect(cardHeadings).toHaveCount(positions.length);
      const headings = await cardHeadings.allInnerTexts();
      const drawn: string[] = [];
      for (const [index, heading] of headings.entries()) {
        expect(heading.startsWith(`${positions[index]}${own.headingSeparator}`), `"${heading}" names the position ${positions[index]}`).toBe(true);
        const name = heading.slice(`${positions[index]}${own.headingSeparator}`.length).trim();
        expect(names).toContain(name);
        drawn.push(name);
      }
      await expectProseIn(interpretation, reader);
      await expectNoEnglish(page, locale, [reader.question]);
      await expectNoSeriousA11yViolations(page);

      // A follow-up, answered in the language, about the cards drawn.
      const followUps = page.getByRole("region", { name: reading.followUps.heading });
      await followUps.getByRole("textbox", { name: reading.followUps.label }).fill(reader.followUp);
      await followUps.getByRole("button", { name: reading.followUps.ask }).click();
      const answer = followUps.getByRole("listitem").filter({ hasText: reader.followUp });
      await expect(answer.getByTestId("follow-up-streaming")).toHaveCount(0, { timeout: 30_000 });
      // Waited for, not read once: the answer streams in after its question shows. A card drawn, as the language names it.
      await expect(answer).toContainText(new RegExp(drawn.map(escaped).join("|"), "i"));
      await expectProseIn(answer, reader);
      await expectNoEnglish(page, locale, [reader.question, reader.followUp]);
      await expectNoSeriousA11yViolations(page);

      // The card of the day on the home page, its message in the language.
      const { name, message } = await openDailyCard(page, locale);
      // Named in bold once, declined as a sentence wants it ("dem Narren"): its last word is there.
      expect((await message.locator("strong").first().innerText()).toLowerCase()).toContain(name.split(" ").pop()!.toLowerCase());
      await expectProseIn(message, reader);
      await expectNoEnglish(page, locale, [reader.question, reader.followUp]);
      await expectNoSeriousA11yViolations(page);
    });
  });
}
