import { describe, expect, it } from "vitest";
import { knowledgeOf } from "@/lib/tarot/cards";
import { cardByName, CARD_NAMES } from "@/lib/tarot/deck";
import { composeFollowUp, localWriter } from "./local";
import type { FollowUpPrompt, ReadingPrompt } from "./types";

const THREE: ReadingPrompt = { question: "How will the launch go?", type: "three_cards", category: "general", cards: ["The Lovers", "The Tower", "The Star"] };
const ask = (question: string, reading: ReadingPrompt = THREE): FollowUpPrompt => ({ reading, interpretation: "## Summary\nA reading.", question });

describe("the local writer's follow-ups", () => {
  it("answers about the card the question names, in its position and in the area the question's words are about", () => {
    const answer = composeFollowUp(ask("What does the Tower mean for my team?"));
    expect(answer).toMatch(/the Tower[^.]*Present position/);
    const towerCareer = knowledgeOf(cardByName("The Tower")!).categories.career;
    const quoted = towerCareer.split(/(?<=[.!?])\s+/).some((sentence) => answer.includes(sentence)) || /work|career|money/.test(answer);
    expect(quoted).toBe(true);
    expect(answer).not.toMatch(/the Lovers card,? in the Past position/);
    expect(answer).toContain("“What does the Tower mean for my team?”");
  });

  it("answers two different questions on the same cards with different words", () => {
    const love = composeFollowUp(ask("What about my partner?"));
    const work = composeFollowUp(ask("What about my job?"));
    expect(love).not.toBe(work);
    expect(love).toContain("“What about my partner?”");
  });

  it("never names a card that was not drawn, and says so when asked for another", () => {
    const answer = composeFollowUp(ask("Can you draw another card for me?"));
    expect(answer).toMatch(/never adds one/);
    const drawn = new Set(THREE.cards);
    for (const name of CARD_NAMES.filter((card) => !drawn.has(card))) expect(answer, name).not.toContain(name.replace(/^The /, "the "));
  });

  it("is deterministic, has no headings, and streams paragraphs that join to the whole answer", async () => {
    const prompt = ask("When will things settle?", { question: "Should I move?", type: "yes_no", category: "general", cards: ["The Sun", "The Moon", "Death"] });
    const answer = composeFollowUp(prompt);
    expect(composeFollowUp(prompt)).toBe(answer);
    expect(answer).not.toMatch(/^#/m);
    expect(answer).toMatch(/do not give dates/);
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
