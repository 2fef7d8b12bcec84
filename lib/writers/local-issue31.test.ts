import { describe, expect, it } from "vitest";
import { knowledgeOf } from "@/lib/tarot/cards";
import { CARD_NAMES, cardByName, type CardName } from "@/lib/tarot/deck";
import { questionLanguage } from "./language";
import { composeFollowUp, composeReading } from "./local";
import { composeDailyMessage } from "./local/daily";
import { splitSentences } from "./local/text";
import type { FollowUpPrompt, ReadingPrompt } from "./types";

/** The four examples of issue 31 that the local writer got wrong, and what it writes now. */

const summaryOf = (reading: string) => reading.split(/^## /m)[1].replace(/^Summary\n/, "");
const LISBON = "Should I take the job in Lisbon or stay with my team?";
const yesNo = (question: string, cards: CardName[]): ReadingPrompt => ({ question, type: "yes_no", category: "career", cards });

describe("the local writer on an either/or question asked of Yes or No", () => {
  it("gives no verdict, names both options, and says which the cards lean to and why", () => {
    const toLisbon = composeReading(yesNo(LISBON, ["The Sun", "The Star", "The Tower"]));
    expect(toLisbon).not.toMatch(/Verdict/);
    const summary = summaryOf(toLisbon);
    expect(summary).toContain("“take the job in Lisbon”");
    expect(summary).toContain("“stay with my team”");
    // The Sun and the Star lean yes: they speak for the option the question proposes, and are named as the reason.
    expect(summary).toMatch(/toward “take the job in Lisbon”|“take the job in Lisbon” draws more/);
    expect(summary).toMatch(/the Sun and the Star speak for it/);

    const toTeam = summaryOf(composeReading(yesNo(LISBON, ["The Devil", "The Tower", "The Star"])));
    expect(toTeam).toMatch(/toward “stay with my team”|“stay with my team” draws more/);
    expect(toTeam).toMatch(/the Devil and the Tower speak for it/);

    const even = summaryOf(composeReading(yesNo(LISBON, ["The Sun", "The Moon", "Death"])));
    expect(even).toMatch(/do not settle it/);
  });

  it.each(["¿Me quedo o me voy?", "Soll ich bleiben oder gehen?", "Devo ficar ou partir?", "Dois-je rester ou partir ?", "Dovrei restare o partire?"])(
    "reads %j as a choice in every corpus language",
    (question) => {
      const reading = composeReading(yesNo(question, ["The Sun", "The Star", "The Tower"]));
      expect(reading).not.toMatch(/Verdict/);
      expect(summaryOf(reading)).toMatch(/“[^”]+”[^“]*“[^”]+”[^“]*“[^”]+”/);
    },
  );

  it("keeps the verdict for a yes/no question and gives an open question the balance instead", () => {
    expect(summaryOf(composeReading(yesNo("Will I get the job?", ["The Sun", "The Star", "The Tower"])))).toMatch(/^\*\*Verdict: Yes\.\*\* /);
    const open = composeReading(yesNo("What about my job?", ["The Sun", "The Star", "The Tower"]));
    expect(open).not.toMatch(/Verdict/);
    expect(summaryOf(open)).toMatch(/more than a yes or no|balance/);
  });
});

describe("the local writer on a question it cannot write in", () => {
  const QUESTIONS = [
    ["es", "¿Volverá mi ex conmigo?"],
    ["de", "Wird er zu mir zurückkommen?"],
    ["fr", "Est-ce qu'il va revenir vers moi ?"],
    ["pt", "O meu ex vai voltar para mim?"],
    ["it", "Il mio ex tornerà da me?"],
  ] as const;

  it.each(QUESTIONS)("opens in %s with why the reading is in English and how to get one in that language, then reads in English", (language, question) => {
    const reading = composeReading(yesNo(question, ["The Sun", "The Moon", "Death"]));
    expect(reading.startsWith("## Summary\n")).toBe(true);
    const [first, ...rest] = summaryOf(reading).split(/(?<=[.!?])\s+/);
    expect(questionLanguage(first)).toBe(language);
    expect(first).toContain("ANTHROPIC_API_KEY");
    expect(questionLanguage(rest.join(" "))).toBe("en");
    expect(reading).toContain("## First card: The Sun");
  });

  it("says the same at the start of a follow-up, and nothing of the kind for English", () => {
    const reading: ReadingPrompt = yesNo("Will I get the job?", ["The Sun", "The Moon", "Death"]);
    const answer = composeFollowUp({ reading, interpretation: composeReading(reading), question: "¿Y mi jefe me apoyará?" });
    expect(questionLanguage(answer.split(/(?<=[.!?])\s+/)[0])).toBe("es");
    expect(composeReading(reading)).not.toContain("ANTHROPIC_API_KEY");
  });
});

describe("the local writer's card of the day", () => {
  const days = Array.from({ length: 60 }, (_, i) => new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10));
  const DEVIL_SHADOWS = ["unhealthy patterns", "compulsion", "attachment", "materialism", "temptation", "feeling trapped", "shadow self"];
  const ENCOURAGES = /\b(?:make room for|embrace|welcome)\b/i;

  it("never encourages the Devil's shadow, nor makes room for Death's clearing, and names none of the Devil's shadow keywords", () => {
    for (const date of days) {
      const devil = composeDailyMessage({ card: "The Devil", date });
      for (const shadow of DEVIL_SHADOWS) expect(devil.toLowerCase(), `${date}: ${devil}`).not.toContain(shadow);
      expect(devil).not.toMatch(ENCOURAGES);
      expect(composeDailyMessage({ card: "Death", date })).not.toMatch(/make room for clearing space/);
    }
  });

  it("ends every card's message with the card's own advice and makes room for no keyword", () => {
    for (const card of CARD_NAMES) {
      for (const date of days.slice(0, 20)) {
        const message = composeDailyMessage({ card, date });
        expect(message, `${card} on ${date}`).not.toMatch(/make room for/);
        const advice = knowledgeOf(cardByName(card)!).advice;
        expect(message.trim(), `${card} on ${date}`).toMatch(new RegExp(`: ${advice.charAt(0).toLowerCase()}${advice.slice(1).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
      }
    }
  });
});

describe("the local writer's follow-ups on one reading", () => {
  const reading: ReadingPrompt = { question: "How will the launch go?", type: "three_cards", category: "general", cards: ["The Lovers", "The Tower", "The Star"] };
  const ask = (question: string): FollowUpPrompt => ({ reading, interpretation: composeReading(reading), question });
  const longSentences = (text: string) => splitSentences(text.replace(/\n+/g, " ")).filter((sentence) => sentence.split(/\s+/).length >= 8);

  it("answers three different follow-ups with clearly different answers, each in its own words and shape", () => {
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
    // Its own subject, and its own shape: a lean for yes/no, both options for a choice, counsel for an open question.
    expect(partner).toContain("your partner");
    expect(partner).toMatch(/\b(?:a yes|a no|an honest maybe)\b/);
    expect(timing).toContain("“launch in spring”");
    expect(timing).toContain("“wait until autumn”");
    expect(timing).toMatch(/toward “(?:launch in spring|wait until autumn)”|does not choose|do not choose/);
    expect(blocking).toContain("what is blocking you at work");
    expect(blocking).not.toMatch(/\b(?:a yes|a no|an honest maybe)\b/);
  });
});

describe("the local writer naming what a question is about", () => {
  it("names the subject of a question in its summary and synthesis, in English turned to the reader or in the question's own words", () => {
    const english = composeReading({ question: "Should I move to another city?", type: "three_cards", category: "general", cards: ["The Sun", "The Moon", "Death"] });
    const [summary, synthesis] = [english.split(/^## /m)[1], english.split(/^## /m).at(-1)!];
    expect(summary).toContain("whether to move to another city");
    expect(synthesis).toContain("whether to move to another city");
    const german = composeReading({ question: "Soll ich nach Berlin ziehen?", type: "one_card", category: "general", cards: ["The Star"] });
    expect(german.split(/^## /m)[1]).toContain("‘nach Berlin ziehen’");
  });

  it("names a follow-up's subject in another language by its own word", () => {
    const reading: ReadingPrompt = yesNo("Will I get the job?", ["The Sun", "The Moon", "Death"]);
    const answer = composeFollowUp({ reading, interpretation: composeReading(reading), question: "¿Y el dinero?" });
    expect(answer).toContain("‘dinero’");
  });
});
