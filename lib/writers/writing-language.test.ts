import { describe, expect, it } from "vitest";
import { interpretRequestSchema } from "@/lib/readings/interpret-request";
import { writingLanguage } from "./language";
import { composeFollowUp, composeReading } from "./local";
import { userMessageFor } from "./prompt";

const asked = { type: "one_card", category: "general", cards: ["The Star"] } as const;

describe("the language a reading is written in", () => {
  it("is the question's own, whatever the page's language", () => {
    expect(writingLanguage("Wird meine Arbeit bald besser werden?", "es")).toBe("de");
    expect(writingLanguage("Will my work get better soon?", "fr")).toBe("en");
  });

  it("is the page's when the question's own cannot be told, and unknown with neither", () => {
    expect(writingLanguage("Tarot?", "es")).toBe("es");
    expect(writingLanguage("Tarot?", "pt-BR")).toBe("pt");
    expect(writingLanguage("Tarot?")).toBeNull();
  });

  it("is named to the AI writer from the page only when the question does not tell", () => {
    expect(userMessageFor({ ...asked, question: "Tarot?", locale: "de" })).toContain(
      "Language: German, the language of the page the reader asked on (the question's own language cannot be told).",
    );
    expect(userMessageFor({ ...asked, question: "¿Volverá mi ex conmigo?", locale: "de" })).toContain("Language: Spanish, the language of the question below.");
    expect(userMessageFor({ ...asked, question: "Tarot?", locale: "en" })).toContain("Language: English, the language of the page the reader asked on");
    expect(userMessageFor({ ...asked, question: "Tarot?" })).toContain("Language: English.");
  });

  it("is the local writer's too: the page's language when the question does not tell, and a follow-up's reading's when its own does not", () => {
    const reading = { ...asked, cards: [...asked.cards], question: "Tarot?", locale: "es" as const };
    expect(composeReading(reading)).toMatch(/^## Resumen\n/);
    expect(composeReading({ ...reading, question: "Will my work get better soon?" })).toMatch(/^## Summary\n/);
    expect(composeReading({ ...reading, locale: undefined })).toMatch(/^## Summary\n/);
    expect(composeFollowUp({ reading, interpretation: "", question: "Ok?" })).toMatch(/^(?:Has preguntado|A tu pregunta)/);
    expect(composeFollowUp({ reading: { ...reading, question: "¿Volverá mi ex?" , locale: undefined }, interpretation: "", question: "Ok?" })).toMatch(/^(?:Has preguntado|A tu pregunta)/);
  });

  it("comes with the interpret call as one of our languages, or not at all", () => {
    const body = { ...asked, cards: [...asked.cards], question: "Tarot?" };
    expect(interpretRequestSchema.parse({ ...body, locale: "pt-BR" }).locale).toBe("pt-BR");
    expect(interpretRequestSchema.parse(body).locale).toBeUndefined();
    const refused = interpretRequestSchema.safeParse({ ...body, locale: "nl" });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.path).toEqual(["locale"]);
  });
});
