import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import Markdown from "react-markdown";
import { describe, expect, it } from "vitest";
import { blocks, randomPrompt, sentenceCount, sentences, words } from "@/tests/helpers/readings-text";
import { mulberry32 } from "@/lib/random";
import { knowledgeOf } from "@/lib/tarot/cards";
import { CATEGORY_IDS } from "@/lib/tarot/categories";
import { CARD_NAMES, cardByName, type CardName } from "@/lib/tarot/deck";
import { SAMPLE_QUESTIONS } from "@/lib/tarot/sample-questions";
import { SPREADS, getSpread, type SpreadId } from "@/lib/tarot/spreads";
import { composeReading, localWriter } from "./local";
import { ACTIONS } from "./local/phrases/synthesis";
import { writeWhole } from "@/tests/helpers/write-whole";
import type { ReadingPrompt } from "./types";

const seeded = mulberry32;



const count = (text: string, part: string) => text.split(part).length - 1;
const render = (markdown: string) => renderToStaticMarkup(createElement(Markdown, null, markdown));

const YES: CardName[] = ["The Sun", "The Star", "The World"];
const NO: CardName[] = ["Death", "The Devil", "The Tower"];
const MAYBE: CardName[] = ["The Moon", "The Hermit", "The High Priestess"];

describe("composeReading: shape", () => {
  const CASES: ReadingPrompt[] = [
    { question: "What do I need to know today?", type: "one_card", category: "general", cards: ["The Magician"] },
    { question: "Will I get the job?", type: "yes_no", category: "career", cards: ["The Sun", "Justice", "The Tower"] },
    { question: "Where is my relationship going?", type: "three_cards", category: "love", cards: ["The Lovers", "Temperance", "Wheel of Fortune"] },
    {
      question: "How should I approach my novel?",
      type: "tarot",
      category: "creativity",
      cards: ["The Fool", "The Hanged Man", "The Empress", "Strength", "Judgement"],
    },
  ];

  it.each(CASES)("writes Summary, one section per $type position in draw order, then Synthesis", (prompt) => {
    const reading = composeReading(prompt);
    const positions = getSpread(prompt.type).positions;
    expect(reading.startsWith("## Summary\n")).toBe(true);
    expect(blocks(reading).map((block) => block.heading)).toEqual([
      "Summary",
      ...positions.map((position, index) => `${position.label}: ${prompt.cards[index]}`),
      "Synthesis",
    ]);
    // No other headings, and no heading of another level.
    expect(reading.match(/^#.*$/gm)).toHaveLength(positions.length + 2);
    for (const { heading, body } of blocks(reading)) {
      const paragraphs = body.split(/\n\s*\n/);
      expect(body, heading).not.toBe("");
      if (heading === "Summary" || heading === "Synthesis") expect(paragraphs, heading).toHaveLength(1);
      else expect(paragraphs.length, heading).toBeLessThanOrEqual(2);
    }
  });

  it("keeps the summary to two to four sentences and the synthesis to one paragraph, for every spread", () => {
    const random = seeded(11);
    for (let i = 0; i < 200; i++) {
      const reading = composeReading(randomPrompt(random));
      const [summary] = blocks(reading);
      const synthesis = blocks(reading).at(-1)!;
      const n = sentenceCount(summary.body.replace(/^\*\*Verdict: \w+\.\*\* /, ""));
      expect(n).toBeGreaterThanOrEqual(2);
      expect(n).toBeLessThanOrEqual(4);
      expect(synthesis.body).not.toContain("\n");
    }
  });

  it("stays within the length band of each spread", () => {
    const BANDS: Record<SpreadId, [number, number]> = {
      one_card: [120, 200],
      yes_no: [250, 450],
      three_cards: [250, 450],
      tarot: [400, 650],
    };
    const random = seeded(5);
    for (const spread of SPREADS) {
      for (let i = 0; i < 150; i++) {
        const length = words(composeReading(randomPrompt(random, spread.id)));
        expect(length, spread.id).toBeGreaterThanOrEqual(BANDS[spread.id][0]);
        expect(length, spread.id).toBeLessThanOrEqual(BANDS[spread.id][1]);
      }
    }
  });

  it("refuses cards that do not fit the spread", () => {
    expect(() => composeReading({ question: "Hm?", type: "tarot", category: "general", cards: ["The Sun"] })).toThrow();
    expect(() =>
      composeReading({ question: "Hm?", type: "one_card", category: "general", cards: ["The Joker" as CardName] }),
    ).toThrow();
  });
});

describe("composeReading: determinism and variety", () => {
  const prompt: ReadingPrompt = {
    question: "Should I move to another city?",
    type: "three_cards",
    category: "general",
    cards: ["The Chariot", "The Hermit", "The Star"],
  };

  it("writes exactly the same text for the same question and cards", async () => {
    expect(composeReading({ ...prompt, cards: [...prompt.cards] })).toBe(composeReading(prompt));
    expect(localWriter.name).toBe("local");
    await expect(writeWhole(localWriter, prompt)).resolves.toBe(composeReading(prompt));
  });

  it("changes its wording, not only the quote, when the question changes", () => {
    const withoutQuote = (reading: string) => reading.replace(/“[^”]*”/, "“”");
    let different = 0;
    for (let i = 0; i < SAMPLE_QUESTIONS.length - 1; i++) {
      const a = composeReading({ ...prompt, question: SAMPLE_QUESTIONS[i] });
      const b = composeReading({ ...prompt, question: SAMPLE_QUESTIONS[i + 1] });
      if (withoutQuote(a) !== withoutQuote(b)) different++;
    }
    expect(different).toBe(SAMPLE_QUESTIONS.length - 1);
  });

  it("writes a different reading for different cards, category or spread", () => {
    const base = composeReading(prompt);
    expect(composeReading({ ...prompt, cards: ["The Chariot", "The Hermit", "The Moon"] })).not.toBe(base);
    expect(composeReading({ ...prompt, cards: ["The Star", "The Hermit", "The Chariot"] })).not.toBe(base);
    expect(composeReading({ ...prompt, category: "projects" })).not.toBe(base);
    expect(composeReading({ ...prompt, type: "yes_no" })).not.toBe(base);
  });

  it("opens the summary in many different ways across 200 readings", () => {
    const random = seeded(2024);
    const openings = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const reading = composeReading(randomPrompt(random));
      const summary = blocks(reading)[0].body.replace(/^\*\*Verdict: \w+\.\*\* /, "");
      const first = summary.replace(/“[^”]*”/, "Q").split(/(?<=[.!?])\s/)[0];
      const neutral = CARD_NAMES.reduce((text, name) => text.replaceAll(name.replace(/^The /, "the "), "C").replaceAll(name, "C"), first);
      openings.add(neutral.split(/\s+/).slice(0, 3).join(" "));
    }
    expect(openings.size).toBeGreaterThanOrEqual(8);
  });

  it("never opens two card sections of one reading with the same words", () => {
    const random = seeded(99);
    for (let i = 0; i < 300; i++) {
      const reading = composeReading(randomPrompt(random));
      const starts = blocks(reading)
        .slice(1, -1)
        .map((block) => block.body.toLowerCase().split(/\s+/).slice(0, 2).join(" "));
      expect(new Set(starts).size, reading).toBe(starts.length);
    }
  });

  it("varies how the same card in the same position is introduced", () => {
    const leads = new Set<string>();
    for (const question of SAMPLE_QUESTIONS) {
      const reading = composeReading({ question, type: "one_card", category: "general", cards: ["The Empress"] });
      leads.add(sentences(blocks(reading)[1].body)[0].split(/\s+/).slice(0, 3).join(" "));
    }
    expect(leads.size).toBeGreaterThanOrEqual(4);
  });
});

describe("composeReading: Yes or No verdict", () => {
  const verdictOf = (cards: CardName[]) => {
    const reading = composeReading({ question: "Will it work out?", type: "yes_no", category: "general", cards });
    return blocks(reading)[0].body.match(/^\*\*Verdict: (Yes|No|Maybe)\.\*\* /)?.[1];
  };

  it("answers Yes when more cards lean yes than no", () => {
    expect(verdictOf(YES)).toBe("Yes");
    expect(verdictOf([YES[0], YES[1], NO[0]])).toBe("Yes");
    expect(verdictOf([MAYBE[0], MAYBE[1], YES[2]])).toBe("Yes");
  });

  it("answers No when more cards lean no than yes", () => {
    expect(verdictOf(NO)).toBe("No");
    expect(verdictOf([NO[0], NO[2], YES[0]])).toBe("No");
    expect(verdictOf([MAYBE[0], NO[1], MAYBE[1]])).toBe("No");
  });

  it("answers Maybe when the leanings cancel out or stay undecided", () => {
    expect(verdictOf(MAYBE)).toBe("Maybe");
    expect(verdictOf([YES[0], NO[0], MAYBE[0]])).toBe("Maybe");
  });

  it("explains the verdict with each card's own yes/no reason", () => {
    const cards: CardName[] = ["The Sun", "Death", "The Moon"];
    const reading = composeReading({ question: "Should I sign the lease?", type: "yes_no", category: "projects", cards });
    cards.forEach((name, index) => {
      expect(blocks(reading)[index + 1].body.toLowerCase()).toContain(knowledgeOf(cardByName(name)!).yesNoReason.toLowerCase());
    });
  });

  it("gives a verdict only in the Yes or No spread", () => {
    const random = seeded(3);
    for (const type of ["one_card", "three_cards", "tarot"] as const) {
      expect(composeReading(randomPrompt(random, type))).not.toContain("Verdict");
    }
  });
});

describe("composeReading: category and position", () => {
  it.each(CATEGORY_IDS)("uses each card's %s text and none of its other categories' texts", (category) => {
    for (const name of CARD_NAMES) {
      const reading = composeReading({ question: "What should I know?", type: "one_card", category, cards: [name] });
      const texts = knowledgeOf(cardByName(name)!).categories;
      expect(reading.toLowerCase(), name).toContain(sentences(texts[category])[0].toLowerCase());
      for (const other of CATEGORY_IDS.filter((id) => id !== category)) {
        for (const sentence of sentences(texts[other])) expect(reading, `${name} ${other}`).not.toContain(sentence.slice(0, 40));
      }
    }
  });

  it("reads a love question through the love text, not the career text", () => {
    const reading = composeReading({ question: "Will we move in together?", type: "one_card", category: "love", cards: ["The World"] });
    expect(reading.toLowerCase()).toContain("in love, this card points to deep fulfilment, commitment and a sense of belonging together.");
    expect(reading).not.toContain("successful completions, well-earned recognition");
  });

  it("reads each card of a spread in its own position", () => {
    const cards: CardName[] = ["The Emperor", "The Devil", "The Moon", "Temperance", "The Sun"];
    const reading = composeReading({ question: "How do I grow my business?", type: "tarot", category: "career", cards });
    blocks(reading)
      .slice(1, -1)
      .forEach((block, index) => {
        expect(block.body.toLowerCase()).toContain(sentences(knowledgeOf(cardByName(cards[index])!).categories.career)[0].toLowerCase());
      });
    expect(blocks(reading)[4].body).toContain("let patience do the mixing");
  });

  it("keeps the future open in Future and Outcome positions", () => {
    const random = seeded(8);
    for (let i = 0; i < 60; i++) {
      const reading = composeReading(randomPrompt(random, i % 2 ? "tarot" : "three_cards"));
      const last = blocks(reading).at(-2)!;
      expect(last.heading).toMatch(/^(Future|Outcome): /);
      expect(last.body).toMatch(/fixed fate|set in stone|picture can change|not a sentence|lead somewhere else|changes this card's story|free to change something|still in play|room for your own hand|can be changed/);
    }
  });

  it("ends the synthesis with practical advice drawn from the cards", () => {
    const random = seeded(21);
    for (let i = 0; i < 60; i++) {
      const prompt = randomPrompt(random);
      const synthesis = blocks(composeReading(prompt)).at(-1)!.body;
      const advice = prompt.cards.map((name) => knowledgeOf(cardByName(name)!).advice);
      expect(advice.some((text) => synthesis.includes(text.charAt(0).toLowerCase() + text.slice(1)))).toBe(true);
    }
  });
});

describe("composeReading: the synthesis's last sentence", () => {
  it.each(CATEGORY_IDS)("ends %s readings in many different ways, none in more than 15% of them", (category) => {
    const random = seeded(314);
    const endings = new Map<string, number>();
    const readings = 200;
    for (let i = 0; i < readings; i++) {
      const synthesis = blocks(composeReading(randomPrompt(random, undefined, category))).at(-1)!.body;
      const last = sentences(synthesis).at(-1)!;
      endings.set(last, (endings.get(last) ?? 0) + 1);
    }
    expect(endings.size).toBeGreaterThanOrEqual(20);
    expect(Math.max(...endings.values())).toBeLessThanOrEqual(readings * 0.15);
  });

  it("closes with a concrete step of the reading's own category and of no other", () => {
    const random = seeded(15);
    for (let i = 0; i < 120; i++) {
      const prompt = randomPrompt(random);
      const synthesis = blocks(composeReading(prompt)).at(-1)!.body;
      for (const category of CATEGORY_IDS) {
        const steps = ACTIONS[category].filter((step) => synthesis.toLowerCase().includes(step.toLowerCase()));
        expect(steps, `${prompt.category} reading, ${category} steps`).toHaveLength(category === prompt.category ? 1 : 0);
      }
    }
  });
});

describe("composeReading: health", () => {
  const UNSAFE = /\b(diagnos\w*|treatments?|cure[sd]?|medication|medicine|prescri\w*|disease|illness|symptoms?|therapy|remed(y|ies)|dosage)\b/i;

  it("suggests a qualified professional exactly once and never speaks of diagnosis or treatment", () => {
    const random = seeded(77);
    const prompts: ReadingPrompt[] = [
      ...CARD_NAMES.map((name): ReadingPrompt => ({ question: "How can I rest better?", type: "one_card", category: "health", cards: [name] })),
      ...Array.from({ length: 120 }, () => randomPrompt(random, undefined, "health")),
    ];
    for (const prompt of prompts) {
      const reading = composeReading(prompt);
      expect(count(reading, "qualified professional"), reading).toBe(1);
      expect(count(reading.toLowerCase(), "professional"), reading).toBe(1);
      expect(reading, reading).not.toMatch(UNSAFE);
    }
  });

  it("does not suggest a professional in other categories", () => {
    const reading = composeReading({ question: "How can I rest better?", type: "one_card", category: "general", cards: ["The Hanged Man"] });
    expect(reading).not.toContain("qualified professional");
  });
});

describe("composeReading: the question", () => {
  it("quotes the trimmed question once", () => {
    const reading = composeReading({ question: "   Will I find love?  ", type: "one_card", category: "love", cards: ["The Lovers"] });
    expect(count(reading, "“Will I find love?”")).toBe(1);
  });

  it.each([
    ["a link", "Click [x](javascript:alert(1)) now", "\\[x\\]\\(javascript:alert\\(1\\)\\)"],
    ["an image", "See ![i](http://e/x.png)", "\\!\\[i\\]\\(http\\://e/x.png\\)"],
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
    expect(html).toContain("## Injected");
  });

  it("escapes backslashes, emphasis and code markers", () => {
    const reading = composeReading({ question: "a\\b *c* _d_ `e`", type: "one_card", category: "general", cards: ["The Star"] });
    expect(reading).toContain("“a\\\\b \\*c\\* \\_d\\_ \\`e\\`”");
    expect(render(reading)).not.toMatch(/<em>|<code>/);
  });
});
