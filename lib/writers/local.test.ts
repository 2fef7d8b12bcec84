import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import Markdown from "react-markdown";
import { describe, expect, it } from "vitest";
import { sentencesOf } from "@/eval/figures";
import { messagesFor } from "@/languages";
import { cardText } from "@/lib/tarot/cards/localized";
import { CATEGORY_IDS } from "@/lib/tarot/categories";
import { CARD_NAMES, cardByName, type CardName } from "@/lib/tarot/deck";
import { SPREADS, getSpread, type SpreadId } from "@/lib/tarot/spreads";
import { blocks, LOCAL_LOCALES, localPrompts, proseWords, stockSentences } from "@/tests/helpers/local-readings";
import { writeWhole } from "@/tests/helpers/write-whole";
import { composeReading, localWriter } from "./local";
import { languageOf } from "./local/languages";
import { splitSentences } from "./local/text";
import type { ReadingPrompt } from "./types";

const render = (markdown: string) => renderToStaticMarkup(createElement(Markdown, null, markdown));
const count = (text: string, part: string) => text.split(part).length - 1;

/** The headings and verdict words each language's reading prints (the one parser reads them). */
const STRUCTURE = {
  en: { summary: "Summary", synthesis: "Synthesis", verdict: { yes: "**Verdict: Yes.**", no: "**Verdict: No.**", maybe: "**Verdict: Maybe.**" }, question: "What do I need to know?" },
  "pt-BR": { summary: "Resumo", synthesis: "Síntese", verdict: { yes: "**Veredito: Sim.**", no: "**Veredito: Não.**", maybe: "**Veredito: Talvez.**" }, question: "O que eu preciso saber?" },
  es: { summary: "Resumen", synthesis: "Síntesis", verdict: { yes: "**Veredicto: Sí.**", no: "**Veredicto: No.**", maybe: "**Veredicto: Quizá.**" }, question: "¿Qué necesito saber?" },
  fr: { summary: "En bref", synthesis: "Synthèse", verdict: { yes: "**Verdict\u00a0: Oui.**", no: "**Verdict\u00a0: Non.**", maybe: "**Verdict\u00a0: Peut-être.**" }, question: "Que dois-je savoir\u00a0?" },
  it: { summary: "In breve", synthesis: "Sintesi", verdict: { yes: "**Verdetto: Sì.**", no: "**Verdetto: No.**", maybe: "**Verdetto: Forse.**" }, question: "Che cosa devo sapere?" },
  de: { summary: "Überblick", synthesis: "Zusammenschau", verdict: { yes: "**Urteil: Ja.**", no: "**Urteil: Nein.**", maybe: "**Urteil: Vielleicht.**" }, question: "Was muss ich wissen?" },
} as const;

const YES: CardName[] = ["The Sun", "The Star", "The World"];
const NO: CardName[] = ["Death", "The Devil", "The Tower"];
const MAYBE: CardName[] = ["The Moon", "The Hermit", "The High Priestess"];

/** The length band of each spread, in words of prose: inside the quality checks' window. */
const BANDS: Record<SpreadId, [number, number]> = { one_card: [120, 270], yes_no: [250, 480], three_cards: [250, 480], tarot: [400, 700] };

describe.each(LOCAL_LOCALES)("composeReading in %s", (locale) => {
  const words = STRUCTURE[locale];
  const prompts = localPrompts(locale, 120);

  it("writes the summary, a section per position headed by its label and the card's name, then the synthesis, all in the language", () => {
    for (const prompt of prompts) {
      const reading = composeReading(prompt);
      const spread = getSpread(prompt.type);
      const positions = messagesFor(locale).reading.spreads[prompt.type].positions as Record<string, string>;
      expect(blocks(reading).map((block) => block.heading)).toEqual([
        words.summary,
        ...spread.positions.map((position, index) => `${positions[position.id]}${locale === "fr" ? "\u00a0" : ""}: ${cardText(cardByName(prompt.cards[index])!, locale).name}`),
        words.synthesis,
      ]);
      expect(reading.match(/^#.*$/gm)).toHaveLength(spread.cardCount + 2);
      for (const { heading, body } of blocks(reading)) {
        expect(body, heading).not.toBe("");
        expect(body.split(/\n\s*\n/).length, heading).toBeLessThanOrEqual(heading === words.summary || heading === words.synthesis ? 1 : 2);
      }
    }
  });

  it("keeps the summary to two to four sentences, and every spread inside its length band", () => {
    for (const prompt of prompts) {
      const reading = composeReading(prompt);
      // The question quoted inside a sentence is not a sentence of its own.
      const summary = sentencesOf(blocks(reading)[0].body.replace(/^\*\*[^*]+\*\* /, "").replace(/[“«„][^”»“]*[?!][\s\u00a0]?[”»“](?=\s+\p{Lu})/gu, "Q.").replace(/[“«][^”»]*[”»]/gu, "Q"));
      expect(summary.length, reading).toBeGreaterThanOrEqual(2);
      expect(summary.length, reading).toBeLessThanOrEqual(4);
      expect(proseWords(reading), reading).toBeGreaterThanOrEqual(BANDS[prompt.type][0]);
      expect(proseWords(reading), reading).toBeLessThanOrEqual(BANDS[prompt.type][1]);
    }
  });

  it("writes whole sentences: nothing missing, nothing doubled, every sentence opened and closed", () => {
    for (const prompt of prompts) {
      const reading = composeReading(prompt);
      expect(reading).not.toMatch(/undefined|null|NaN|\[object|\$\{|  |[ \t][,.;:]\s|\.\.(?!\.)|,,/);
      for (const { body } of blocks(reading)) {
        for (const sentence of splitSentences(body.replace(/\n+/g, " ").replace(/^\*\*[^*]+\*\* /, ""))) {
          expect(sentence, reading).toMatch(/^[*“«„¿¡]*\p{Lu}/u);
          expect(sentence, reading).toMatch(/[.!?…][”»]?$/u);
        }
      }
    }
  });

  it("repeats no sentence of eight words or more in more than 5 % of readings", () => {
    const readings = localPrompts(locale, 60, "stock").map((prompt) => composeReading(prompt));
    expect(stockSentences(readings)).toEqual([]);
  });

  it("writes exactly the same text for the same prompt, and streams it a section at a time", async () => {
    const [prompt] = prompts;
    expect(composeReading({ ...prompt, cards: [...prompt.cards] })).toBe(composeReading(prompt));
    await expect(writeWhole(localWriter, prompt)).resolves.toBe(composeReading(prompt));
  });

  it("opens the summary in many ways, and never two sections of one reading with the same words", () => {
    const openings = new Set<string>();
    for (const prompt of prompts) {
      const reading = composeReading(prompt);
      const summary = blocks(reading)[0].body.replace(/^\*\*[^*]+\*\* /, "").replace(/[“«][^”»]*[”»]/u, "Q");
      const neutral = prompt.cards.reduce((text, name) => text.replaceAll(cardText(cardByName(name)!, locale).name.split(" ").slice(1).join(" "), "C"), summary);
      openings.add(neutral.split(/\s+/).slice(0, 3).join(" "));
      const starts = blocks(reading)
        .slice(1, -1)
        .map((block) => block.body.toLowerCase().split(/\s+/).slice(0, 2).join(" "));
      expect(new Set(starts).size, reading).toBe(starts.length);
    }
    expect(openings.size).toBeGreaterThanOrEqual(8);
  });

  it("gives a verdict by the cards' majority, a tie or too many undecided cards being a maybe", () => {
    const question = { en: "Will it work out?", "pt-BR": "Vai dar certo?", es: "¿Saldrá bien?", de: "Wird es gut gehen?", fr: "Est-ce que cela va marcher ?", it: "Andrà bene?" }[locale];
    const verdict = (cards: CardName[]) => blocks(composeReading({ question, type: "yes_no", category: "career", cards, locale }))[0].body.split(" ").slice(0, 2).join(" ");
    expect(verdict(YES)).toBe(words.verdict.yes);
    expect(verdict([YES[0], YES[1], NO[0]])).toBe(words.verdict.yes);
    expect(verdict(NO)).toBe(words.verdict.no);
    expect(verdict([NO[0], NO[2], YES[0]])).toBe(words.verdict.no);
    expect(verdict(MAYBE)).toBe(words.verdict.maybe);
    expect(verdict([YES[0], NO[0], MAYBE[0]])).toBe(words.verdict.maybe);
    // One card leaning yes among undecided ones is no majority: issue 45's "Verdict: Yes" for the Magician, the Wheel and Justice.
    expect(verdict(["The Magician", "Wheel of Fortune", "Justice"])).toBe(words.verdict.maybe);
    expect(verdict([MAYBE[0], NO[1], MAYBE[1]])).toBe(words.verdict.maybe);
  });

  it("gives a verdict only on a verdict spread asked a yes-or-no question, and reads each card's own reason there", () => {
    const question = { en: "Will I get the job?", "pt-BR": "Vou conseguir o emprego?", es: "¿Conseguiré el trabajo?", de: "Werde ich die Stelle bekommen?", fr: "Est-ce que je vais obtenir le poste ?", it: "Otterrò il lavoro?" }[locale];
    for (const type of ["one_card", "three_cards", "tarot"] as const) {
      const prompt = prompts.find((each) => each.type === type)!;
      expect(composeReading({ ...prompt, question })).not.toMatch(/^\*\*[^*]+: [^*]+\.\*\*/m);
    }
    const cards: CardName[] = ["The Sun", "Death", "The Moon"];
    const reading = composeReading({ question, type: "yes_no", category: "projects", cards, locale });
    expect(reading).toContain(words.verdict.maybe);
    cards.forEach((name, index) => {
      const typography = languageOf(locale).typography ?? ((text: string) => text);
      const reason = typography(cardText(cardByName(name)!, locale).yesNoReason);
      expect(blocks(reading)[index + 1].body).toContain(reason.slice(1));
    });
  });

  it("reads each card through the text of the reading's category, and no other category's", () => {
    for (const category of CATEGORY_IDS.filter((id) => id !== "health")) {
      for (const name of CARD_NAMES) {
        const reading = composeReading({ question: words.question, type: "one_card", category, cards: [name], locale });
        const texts = cardText(cardByName(name)!, locale).categories;
        // A text's own colon may be read as a dash after a frame's colon (German): compare the words, not that mark.
        const bare = (text: string) => text.replace(/\s*[:–]\s*/gu, " ");
        const own = splitSentences(texts[category]).map((sentence) => bare(sentence).slice(1, 40));
        expect(own.some((sentence) => bare(reading).includes(sentence)), `${name} ${category}\n${reading}`).toBe(true);
        for (const other of CATEGORY_IDS.filter((id) => id !== category)) {
          for (const sentence of splitSentences(texts[other])) expect(reading, `${name} ${other}`).not.toContain(sentence.slice(1, 40));
        }
      }
    }
  });

  it("keeps the future open in the Future and Outcome positions", () => {
    for (const prompt of prompts.filter((each) => each.type === "three_cards" || each.type === "tarot")) {
      const reading = composeReading(prompt);
      const last = blocks(reading).at(-2)!;
      const { lead, openFuture } = {
        en: { lead: /^(Future|Outcome): /, openFuture: /fixed fate|set in stone|not a sentence|somewhere else|can be changed|choices/ },
        es: { lead: /^(Futuro|Resultado): /, openFuture: /destino fijo|escrito en piedra|no una sentencia|otra parte|se puede cambiar/ },
        "pt-BR": { lead: /^(Futuro|Resultado): /, openFuture: /destino fixo|escrito em pedra|não uma sentença|outro lugar|pode ser mudado|não um veredito|não o único/ },
        de: { lead: /^(Zukunft|Ergebnis): /, openFuture: /festes Schicksal|in Stein gemeißelt|kein Urteil|woandershin|lässt sich ändern|keinen Beschluss|nicht der einzige/ },
        fr: { lead: /^(Futur|Issue)\u00a0: /, openFuture: /destin figé|gravé dans la pierre|non une sentence|mener ailleurs|peut changer/ },
        it: { lead: /^(Futuro|Esito): /, openFuture: /destino già scritto|scolpito nella pietra|non una sentenza|altrove|si può cambiare/ },
      }[locale];
      expect(last.heading).toMatch(lead);
      expect(last.body, reading).toMatch(openFuture);
    }
  });

  it("ends the synthesis with the key card's own advice, a step, and the voice's last line", () => {
    for (const prompt of prompts) {
      const synthesis = blocks(composeReading(prompt)).at(-1)!.body;
      const typography = languageOf(locale).typography ?? ((text: string) => text);
      const advice = prompt.cards.map((name) => typography(cardText(cardByName(name)!, locale).advice));
      const summaries = prompt.cards.map((name) => typography(splitSentences(cardText(cardByName(name)!, locale).summary).at(-1)!));
      // A text with a colon of its own keeps it as a semicolon or a dash after the frame's colon, or only what follows it
      // where what comes before names the card (languages/quote-frames.ts): the same words either way.
      const bare = (text: string) => text.replace(/\s*[:;–]\s*/gu, " ");
      const tail = (text: string) => text.slice(text.indexOf(":") + 1).trim();
      const quoted = (text: string) => bare(synthesis).includes(bare(text).slice(1)) || (text.includes(":") && synthesis.includes(tail(text).slice(1)));
      expect(advice.some(quoted) || summaries.some(quoted) || prompt.category === "health", synthesis).toBe(true);
      expect(sentencesOf(synthesis).length).toBeGreaterThanOrEqual(3);
    }
  });

  it("quotes the question once, trimmed", () => {
    const reading = composeReading({ question: `   ${words.question}  `, type: "one_card", category: "love", cards: ["The Lovers"], locale });
    expect(count(reading, { en: `“${words.question}”`, "pt-BR": `“${words.question}”`, es: `«${words.question}»`, de: `„${words.question}“`, fr: `«\u00a0${words.question}\u00a0»`, it: `«${words.question}»` }[locale])).toBe(1);
  });
});

describe("composeReading and the question's markdown", () => {
  it.each([
    ["a link", "Click [x](javascript:alert(1)) now", "\\[x\\]\\(javascript:alert\\(1\\)\\)"],
    ["an image", "Should I post ![i](http://e/x.png) today?", "\\!\\[i\\]\\(http\\://e/x.png\\)"],
    ["HTML", "<script>alert(1)</script>", "\\<script\\>alert\\(1\\)\\</script\\>"],
    ["a heading", "# heading", "\\# heading"],
  ])("escapes %s so that no markdown survives", (_, question, escaped) => {
    const reading = composeReading({ question, type: "yes_no", category: "general", cards: ["The Sun", "The Moon", "Death"] });
    expect(reading).toContain(escaped);
    expect(count(reading, "“")).toBe(1);
    const html = render(reading);
    expect(html).not.toMatch(/<a\b|<img\b|<script\b|<h1\b/);
    expect(html.match(/<h2>/g)).toHaveLength(5);
  });

  it("collapses line breaks so a question cannot start its own heading or list", () => {
    const question = "Will it work?\n\n## Injected\n\n* item\n\n---\n| a | b |";
    const reading = composeReading({ question, type: "three_cards", category: "projects", cards: ["The Magician", "The Chariot", "The World"] });
    expect(reading).toContain("“Will it work? \\#\\# Injected \\* item --- \\| a \\| b \\|”");
    const html = render(reading);
    expect(html.match(/<h2>/g)).toHaveLength(5);
    expect(html).not.toMatch(/<ul|<li|<hr|<table|<em|<strong>item/);
  });

  it("escapes backslashes, emphasis and code markers", () => {
    const reading = composeReading({ question: "a\\b *c* _d_ `e`", type: "one_card", category: "general", cards: ["The Star"] });
    expect(reading).toContain("“a\\\\b \\*c\\* \\_d\\_ \\`e\\`”");
    expect(render(reading)).not.toMatch(/<em>|<code>/);
  });

  it("refuses cards that do not fit the spread", () => {
    expect(() => composeReading({ question: "Hm?", type: "tarot", category: "general", cards: ["The Sun"] })).toThrow();
    expect(() => composeReading({ question: "Hm?", type: "one_card", category: "general", cards: ["The Joker" as CardName] })).toThrow();
  });

  it("writes a different reading for different cards, category or spread", () => {
    const prompt: ReadingPrompt = { question: "Should I move to another city?", type: "three_cards", category: "general", cards: ["The Chariot", "The Hermit", "The Star"] };
    const base = composeReading(prompt);
    expect(composeReading({ ...prompt, cards: ["The Chariot", "The Hermit", "The Moon"] })).not.toBe(base);
    expect(composeReading({ ...prompt, cards: ["The Star", "The Hermit", "The Chariot"] })).not.toBe(base);
    expect(composeReading({ ...prompt, category: "projects" })).not.toBe(base);
    expect(composeReading({ ...prompt, type: "yes_no" })).not.toBe(base);
    expect(SPREADS.length).toBe(4);
  });
});

describe("a single card read for someone else's illness", () => {
  // The care tie speaks of the cards together ("Together, the Sun and the Star speak…"): one card never gets it.
  const together: [string, RegExp][] = [
    ["Bei meiner Schwester wurde Krebs festgestellt. Wie kann ich für sie da sein?", /Zusammen sprechen|Nebeneinander beschreiben|gemeinsam bieten/],
    ["My sister has been diagnosed with cancer. How can I be there for her?", /Together, the|Seen side by side|offer together/],
    ["A mi hermana le diagnosticaron cáncer. ¿Cómo puedo estar a su lado?", /Juntas, |Vistas una junto a otra|ofrecen juntas/],
    ["A mia sorella hanno diagnosticato un tumore. Come posso starle vicino?", /Insieme, |Viste una accanto all'altra|offrono insieme/],
  ];
  it.each(together)("is not read as several cards together: %s", (question, plural) => {
    for (const card of CARD_NAMES) {
      const text = composeReading({ question, type: "one_card", category: "health", cards: [card] });
      expect(text, text).not.toMatch(plural);
    }
  });
});
