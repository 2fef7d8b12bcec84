import { describe, expect, it } from "vitest";
import type { Locale } from "@/lib/i18n/locales";
import { composeReading } from "./local";

/** The reading speaks of the person or pet the question asks about, by role, and of a grandparent as the asker named them. */

const withoutQuote = (text: string) => text.replace(/[“«„][^”»“]*[”»“]/gu, "");
const read = (locale: Locale, question: string) =>
  withoutQuote(composeReading({ question, type: "three_cards", category: "health", cards: ["The Sun", "The Moon", "The Star"], locale }));

describe("a pet whose owner the question names", () => {
  it.each([
    { locale: "en" as Locale, question: "Our tortoise Gerald hasn't woken up properly from hibernation. He was my mum's before she gave him to us. Is he going to be ok?", owner: /\byour mum\b/u },
    { locale: "es" as Locale, question: "El perro de mi madre no come desde hace días. ¿Se va a recuperar?", owner: /\btu madre\b/u },
    { locale: "pt-BR" as Locale, question: "O gato da minha mãe está muito magro. Ele vai ficar bem?", owner: /\bsua mãe\b/u },
    { locale: "de" as Locale, question: "Der Hund meiner Mutter frisst seit Tagen nicht mehr. Wird er wieder gesund?", owner: /\bdeine[rn]? Mutter\b/u },
    { locale: "fr" as Locale, question: "Le chat de ma mère ne mange plus depuis trois jours. Va-t-il s'en remettre ?", owner: /\bvotre mère\b/u },
    { locale: "it" as Locale, question: "Il nostro coniglio nano Birillo non si fa più prendere in braccio dai bambini dopo la visita dal veterinario. Si fida ancora di noi?", owner: /\btu[oa] figli[oa]\b/u },
  ])("is the one the reading is about, not its owner ($locale)", ({ locale, question, owner }) => {
    expect(read(locale, question)).not.toMatch(owner);
  });
});

describe("a grandparent by the asker's own word", () => {
  it.each([
    { locale: "en" as Locale, question: "My grandad has been moved to the stroke ward. Will he come home again?", named: /\byour grandad\b/u, not: /\byour relative\b|person you asked about/u },
    { locale: "en" as Locale, question: "Will my nan be ok after her fall?", named: /\byour nan\b/u, not: /\byour relative\b/u },
    { locale: "es" as Locale, question: "¿Mi yaya se pondrá bien después de la operación?", named: /\btu yaya\b/u, not: /\btu familiar\b/u },
    { locale: "pt-BR" as Locale, question: "A minha vovó vai ficar bem depois da cirurgia?", named: /\bsua avó(?!\p{L})/u, not: /\bseu familiar\b/u },
    { locale: "de" as Locale, question: "Meine Omi ist im Krankenhaus. Wird sie wieder gesund?", named: /\bdeine[rn]? Omi\b/u, not: /\bdeinem Angehörigen\b/u },
    { locale: "fr" as Locale, question: "Est-ce que ma mémé va se remettre de son opération ?", named: /\bvotre mémé(?!\p{L})/u, not: /\bvotre proche\b/u },
    { locale: "it" as Locale, question: "La mia nonnina guarirà dopo l'operazione?", named: /\btua nonnina\b/u, not: /\bil tuo familiare\b/u },
  ])("is named as asked, in her or his gender ($locale: $question)", ({ locale, question, named, not }) => {
    const text = read(locale, question);
    expect(text).toMatch(named);
    expect(text).not.toMatch(not);
  });
});

describe("someone asked about by a pronoun only", () => {
  it("is never 'the person you asked about', nor its possessive", () => {
    const text = read("en", "Will he get better after the surgery?");
    expect(text).not.toMatch(/person you asked about/u);
    expect(text).not.toMatch(/\b\p{L}+ \p{L}+ \p{L}+ \p{L}+'s health/u);
  });
});

describe("a relation's gender as each language's words name it", () => {
  it.each([
    ["en", "my nan", "grandmother", "f"],
    ["en", "my grandad", "grandfather", "m"],
    ["es", "mi abuela", "grandmother", "f"],
    ["es", "tu madre", "mother", "f"],
    ["pt-BR", "sua mãe", "mother", "f"],
    ["pt-BR", "sua avó", "grandmother", "f"],
    ["de", "Meine Oma", "grandmother", "f"],
    ["fr", "ma mamie", "grandmother", "f"],
    ["it", "tua madre", "mother", "f"],
  ] as const)("(%s) %j is a %s, %s", async (locale, words, relation, gender) => {
    const { relationOf } = await import(`@/languages/${locale}/writer/local/grammar`);
    expect(relationOf(words)).toEqual({ relation, gender });
  });

  it("gives no gender where the relation and the language's noun say none", async () => {
    const { relationOf } = await import("@/languages/en/writer/local/grammar");
    expect(relationOf("my partner")).toEqual({ relation: "partner" });
  });
});
