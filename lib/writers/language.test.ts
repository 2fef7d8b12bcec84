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

describe("questionLanguage leaves out web addresses and links' targets", () => {
  it("does not read an image's alt letter and address as Italian", () => {
    expect(questionLanguage("See ![i](http://e/x.png)")).toBeNull();
  });

  it("does not read the words of a web address", () => {
    expect(questionLanguage("See http://e.it/la/il/di/per")).toBeNull();
    expect(questionLanguage("Look www.example.it/il/la/per/di")).toBeNull();
  });

  it("still reads a link's own words and the prose around it", () => {
    expect(questionLanguage("Vedi [la guida](https://example.com/the/what) per il resto")).toBe("it");
    expect(questionLanguage("See ![i](http://e/x.png) for the picture of the card")).toBe("en");
  });
});
