import { describe, expect, it } from "vitest";
import { analyseQuestion } from "./question";
import { quotedOptions } from "./local/text";

const quote = (text: string) => `“${text}”`;

describe("an either/or question's options, as the reading quotes them", () => {
  it.each([
    ["en", "Does Callum actually want a relationship or am I just convenient?", ["Does Callum actually want a relationship", "am I just convenient"]],
    ["en", "Am I ready to launch or should I push the date back?", ["Am I ready to launch", "push the date back"]],
    ["de", "Liebt Jonas mich noch oder bleibt er nur aus Gewohnheit?", ["Liebt Jonas mich noch", "bleibt er nur aus Gewohnheit"]],
    ["de", "Soll ich kündigen oder soll ich bleiben?", ["kündigen", "bleiben"]],
    ["fr", "Dois-je accepter le CDI ou est-ce que je dois rester freelance ?", ["accepter le CDI", "rester freelance"]],
    ["es", "¿Debo aceptar el trabajo o debo seguir estudiando?", ["aceptar el trabajo", "seguir estudiando"]],
    ["it", "Devo accettare l'offerta o devo restare dove sono?", ["accettare l'offerta", "restare dove sono"]],
    ["pt-BR", "Devo aceitar a proposta ou devo ficar onde estou?", ["aceitar a proposta", "ficar onde estou"]],
  ] as const)("%s: %j keeps each option whole, without the opening of either", (locale, question, options) => {
    expect(analyseQuestion(question, locale)).toMatchObject({ shape: "either_or", options });
  });

  it.each([
    ["fr", ["CDI à Lyon", "rester freelance"], ["“CDI à Lyon”", "“rester freelance”"]],
    ["en", ["UX work", "stay in sales"], ["“UX work”", "“stay in sales”"]],
    ["es", ["ONG en Quito", "quedarme en casa"], ["“ONG en Quito”", "“quedarme en casa”"]],
    ["it", ["MBA a Milano", "restare"], ["“MBA a Milano”", "“restare”"]],
    ["pt-BR", ["CLT na empresa", "ficar como PJ"], ["“CLT na empresa”", "“ficar como PJ”"]],
    ["fr", ["Rester", "partir"], ["“rester”", "“partir”"]],
    ["de", ["Job annehmen", "bleiben"], ["„Job annehmen“", "„bleiben“"]],
  ] as const)("%s: %j lower-cases only a capital that opened the question", (locale, options, expected) => {
    const q = locale === "de" ? (text: string) => `„${text}“` : quote;
    expect(quotedOptions(options, locale, q)).toEqual(expected);
  });
});
