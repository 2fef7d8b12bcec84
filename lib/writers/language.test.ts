import { describe, expect, it } from "vitest";
import { questionLanguage } from "./language";

describe("questionLanguage", () => {
  it.each([
    ["Should I take the job in Lisbon or stay with my team?", "en"],
    ["What do I need to know today?", "en"],
    ["Soll ich bleiben oder gehen?", "de"],
    ["Wird er zu mir zurückkommen?", "de"],
    ["¿Volverá mi ex conmigo?", "es"],
    ["¿Me quedo o me voy?", "es"],
    ["Dois-je rester ou partir ?", "fr"],
    ["Qu'est-ce que l'avenir me réserve ?", "fr"],
    ["Devo ficar ou partir?", "pt"],
    ["O que o futuro reserva para a minha carreira?", "pt"],
    ["Dovrei restare o partire?", "it"],
    ["Cosa mi riserva il futuro nel lavoro?", "it"],
  ])("reads %j as %s", (text, language) => {
    expect(questionLanguage(text)).toBe(language);
  });

  it.each(["Love", "Amor?", "", "Lisbon Porto"])("is unsure of %j", (text) => {
    expect(questionLanguage(text)).toBeNull();
  });
});

describe("questionLanguage on letters alone", () => {
  it("does not decide from single letters, which are words in several languages", () => {
    expect(questionLanguage("a\\b *c* _d_ `e`")).toBeNull();
  });
});

describe("questionLanguage on short questions of each language", () => {
  it.each([
    ["Il mio ex tornerà da me?", "it"],
    ["O meu ex vai voltar para mim?", "pt"],
    ["Est-ce qu'il va revenir vers moi ?", "fr"],
    ["Wird er zu mir zurückkommen?", "de"],
  ])("reads %j as %s", (text, language) => {
    expect(questionLanguage(text)).toBe(language);
  });
});
