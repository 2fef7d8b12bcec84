import { describe, expect, it } from "vitest";
import { CARD_NAMES } from "@/lib/tarot/deck";
import { SAMPLE_QUESTIONS } from "@/lib/tarot/sample-questions";
import { CRISIS_RESPONSE, detectsCrisis } from "./crisis";

const CRISIS_QUESTIONS = [
  "I want to kill myself",
  "Should I end my life?",
  "I've been thinking about suicide a lot lately",
  "I want to hurt myself",
  "Is there no reason to live anymore?",
  "how do I stop the urge to self harm",
  "I keep self-harming, will it get better?",
  "should i just kms",
  "I want to unalive myself",
  "I feel suicidal, what do the cards say?",
  "I'm so tired, I want to die",
  "thinking about killing myself tonight",
  "Would everyone be better off without me?",
  "I don't want to be alive anymore",
  "I have nothing left to live for",
  "Should I take my own life?",
  "Is it time to end it all?",
  "im thinking about ending it",
  "I wish I was dead",
  "sucide",
  "su1c1de thoughts again",
  "s u i c i d e",
  "k m s",
  "I want 2 die",
  "I think I'm going to overdose",
  "kill my self",
  "Life isn't worth living, is it?",
  "I hope I don't wake up tomorrow",
];

const ORDINARY_QUESTIONS = [
  "Will my plant die?",
  "Should I kill this project?",
  "Is my career dead-ended?",
  "How do I deal with the death of my old life?",
  "What does the Death card mean for my relationship?",
  "Will I kill it at my job interview tomorrow?",
  "Is my phone battery going to die before the trip?",
  "I'm dying to know whether he likes me",
  "Is this job killing my creativity?",
  "Should I cut myself off from toxic friends?",
  "Should I end my relationship?",
  "Should I end it with my boyfriend?",
  "Is he going to end it?",
  "Will I hurt myself skiing this winter?",
  "I ran 10 kms today; will I finish the marathon?",
  "Should I run ten kms a day?",
  "Is it time to let my old dream die?",
  "My grandmother died last year; how do I honour her memory?",
  "Should I take my life in a new direction?",
  "Is there any reason to live in the city rather than the country?",
  "Will this song be a killer hit?",
  "Is my business dead in the water?",
  "I want to dye my hair red, is that a good idea?",
  "Will my old habits die out?",
];

describe("detectsCrisis", () => {
  it.each(CRISIS_QUESTIONS)("recognises a crisis in %j", (question) => {
    expect(detectsCrisis(question)).toBe(true);
  });

  it.each(ORDINARY_QUESTIONS)("reads %j as an ordinary question", (question) => {
    expect(detectsCrisis(question)).toBe(false);
  });

  it("lets every sample question and every card name through", () => {
    for (const question of [...SAMPLE_QUESTIONS, ...CARD_NAMES.map((name) => `What does ${name} mean for me?`)]) {
      expect(detectsCrisis(question), question).toBe(false);
    }
  });

  it("is not fooled by capitals, curly apostrophes or line breaks", () => {
    expect(detectsCrisis("I DON’T WANT TO LIVE\nANYMORE")).toBe(true);
    expect(detectsCrisis("Kill\n  Myself")).toBe(true);
  });
});

describe("CRISIS_RESPONSE", () => {
  it("says there is no reading and that the person deserves support now", () => {
    expect(CRISIS_RESPONSE).toMatch(/can't offer a reading/);
    expect(CRISIS_RESPONSE).toMatch(/deserve support right now/);
  });

  it("points to emergency services, 988, Samaritans on 116 123, findahelpline.com and someone they trust", () => {
    expect(CRISIS_RESPONSE).toMatch(/emergency services/);
    expect(CRISIS_RESPONSE).toMatch(/US and Canada.*call or text \*\*988\*\*/);
    expect(CRISIS_RESPONSE).toMatch(/Samaritans.*\*\*116 123\*\*/);
    expect(CRISIS_RESPONSE).toMatch(/UK and Ireland/);
    expect(CRISIS_RESPONSE).toMatch(/someone you trust/);
  });

  it("is plain markdown whose only link is https://findahelpline.com, with no images, HTML or reading", () => {
    const targets = [...CRISIS_RESPONSE.matchAll(/\]\(([^)]*)\)/g)].map((match) => match[1]);
    expect(targets).toEqual(["https://findahelpline.com"]);
    expect(CRISIS_RESPONSE).not.toMatch(/!\[/);
    expect(CRISIS_RESPONSE).not.toMatch(/<[a-z/]/i);
    expect(CRISIS_RESPONSE).not.toMatch(/^#/m);
    expect(CRISIS_RESPONSE).not.toMatch(/http:\/\//);
    for (const name of CARD_NAMES) expect(CRISIS_RESPONSE).not.toContain(name);
    expect(CRISIS_RESPONSE.split(/\s+/).length).toBeLessThan(160);
  });
});
