import { describe, expect, it } from "vitest";
import { sentencesOf, wordsIn } from "@/eval/figures";
import { cardText } from "@/lib/tarot/cards/localized";
import { cardByName, CARD_NAMES } from "@/lib/tarot/deck";
import { LOCAL_LOCALES, localPrompts, stockSentences } from "@/tests/helpers/local-readings";
import { composeFollowUp, composeReading, localWriter } from "./local";
import type { FollowUpPrompt, ReadingPrompt } from "./types";

const THREE: ReadingPrompt = { question: "How will the launch go?", type: "three_cards", category: "general", cards: ["The Lovers", "The Tower", "The Star"] };
const ask = (question: string, reading: ReadingPrompt = THREE): FollowUpPrompt => ({ reading, interpretation: "## Summary\nA reading.", question });
const longSentences = (text: string) => sentencesOf(text).filter((sentence) => wordsIn(sentence) >= 8);

describe("the local writer's follow-ups", () => {
  it("answers about the card the question names, in its position, quoting the question", () => {
    const answer = composeFollowUp(ask("What does the Tower mean for my team?"));
    expect(answer).toMatch(/the Tower[^.]*Present position|Present position[^.]*the Tower/i);
    expect(answer).not.toMatch(/the Lovers,? in the Past position/);
    expect(answer).toContain("“What does the Tower mean for my team?”");
  });

  it("answers three different follow-ups with clearly different answers, each in its own shape", () => {
    const partner = composeFollowUp(ask("Will my partner support the launch?"));
    const timing = composeFollowUp(ask("Should I launch in spring or wait until autumn?"));
    const blocking = composeFollowUp(ask("What is blocking me at work?"));
    const answers = [partner, timing, blocking];
    for (let a = 0; a < answers.length; a++) {
      for (let b = a + 1; b < answers.length; b++) {
        const shared = longSentences(answers[a]).filter((sentence) => longSentences(answers[b]).includes(sentence));
        expect(shared, `answers ${a} and ${b}`).toEqual([]);
      }
    }
    // A lean for yes/no, both options for a choice, counsel for an open question.
    expect(partner).toMatch(/\b(?:toward yes|toward no|lean yes|lean no|honest maybe|undecided)\b/);
    expect(timing).toContain("“launch in spring”");
    expect(timing).toContain("“wait until autumn”");
    expect(blocking).not.toMatch(/\b(?:toward yes|toward no|lean yes|lean no|honest maybe)\b/);
  });

  it("never names a card that was not drawn, and says so when asked for another", () => {
    const answer = composeFollowUp(ask("Can you draw another card for me?"));
    expect(answer).toMatch(/never adds one/);
    const drawn = new Set(THREE.cards);
    for (const name of CARD_NAMES.filter((card) => !drawn.has(card))) expect(answer, name).not.toContain(name.replace(/^The /, "the "));
  });

  it("is deterministic, has no headings, says the cards give no dates, and streams paragraphs that join to the whole answer", async () => {
    const prompt = ask("When will things settle?", { question: "Should I move?", type: "yes_no", category: "general", cards: ["The Sun", "The Moon", "Death"] });
    const answer = composeFollowUp(prompt);
    expect(composeFollowUp(prompt)).toBe(answer);
    expect(answer).not.toMatch(/^#/m);
    expect(answer).toMatch(/do not give dates|No card can name a day/);
    let streamed = "";
    for await (const chunk of localWriter.answer(prompt)) streamed += chunk;
    expect(streamed).toBe(answer);
  });

  it("keeps a full tarot's answer to the cards the question's words match, each in its position", () => {
    const tarot: ReadingPrompt = { question: "Where is my career going?", type: "tarot", category: "career", cards: ["The Fool", "The Devil", "The Moon", "The Hermit", "The World"] };
    const answer = composeFollowUp(ask("What should I do next?", tarot));
    expect(answer).toMatch(/Advice position|Hidden influence position|Challenge position|Situation position|Outcome position/);
    expect(answer.split("\n\n").length).toBeLessThanOrEqual(5);
  });
});

describe.each(LOCAL_LOCALES)("follow-ups in %s", (locale) => {
  it("answers in the follow-up's language, or its reading's when its own cannot be told", () => {
    const reading = localPrompts(locale, 1)[0];
    const answer = composeFollowUp({ reading, interpretation: composeReading(reading), question: "Tarot?" });
    const names = reading.cards.map((name) => cardText(cardByName(name)!, locale).name.split(" ").slice(1).join(" "));
    expect(names.some((name) => answer.includes(name))).toBe(true);
    expect(answer).toMatch({ en: /You asked|To “/, "pt-BR": /Você perguntou|À sua pergunta/, es: /Has preguntado|A tu pregunta/, de: /Du hast|Auf deine Frage/, fr: /Vous avez demandé|À votre question/, it: /Hai chiesto|Alla tua domanda/ }[locale]);
  });

  it("repeats no sentence of eight words or more in more than 5 % of follow-ups", () => {
    const prompts = localPrompts(locale, 60, "follow-ups");
    const questions = localPrompts(locale, 60, "questions").map((prompt) => prompt.question);
    const answers = prompts.map((reading, index) => composeFollowUp({ reading, interpretation: "", question: questions[(index * 7) % questions.length] }));
    expect(stockSentences(answers)).toEqual([]);
  });
});
