import { describe, expect, it } from "vitest";
import type { Voice } from "@/lib/tarot/voices";
import { LOCAL_LOCALES, localPrompts } from "@/tests/helpers/local-readings";
import { namesCard } from "@/languages/quote-frames";
import { composeFollowUp, composeReading } from "./local";

/**
 * Classes of sentence a careful editor strikes, over many generated readings and follow-ups in every language
 * (the blind reviews found each of them): a card named again right after a lead-in that named it, two colons in
 * one sentence, stock closings and openers that say nothing, the keyword observation, the purple lamp, "in … in",
 * a verdict-like judgement of the whole spread on an open question.
 */

const VOICES: readonly Voice[] = ["gentle", "direct", "practical", "mystic"];

/** Stock lines by language: a closing, an opener, a step that gives no step, an observation with a keyword pasted in. */
const STOCK: RegExp[] = [
  /advice seriously|That's the reading|it's simple\.|rather than wait for|one step, one date, one review|lamp behind a curtain|already shows up in your days|into play|Good spread|Mostly good news|again when that date comes/,
  /Nimm den Rat .* ernst|Das ist die Deutung|ist es einfach\.|ein Schritt, ein Datum|Lampe hinter einem Vorhang|Gute Legung|tragfähig und überwiegend günstig|wieder an, wenn der Tag kommt/,
  /en serio el consejo|Esa es la lectura|es sencillo\.|en lugar de esperarlo|un paso, una fecha y una revisión|lámpara tras una cortina|aparece ya .* en tus días|Buena tirada|pintan bien|vuelve a mirar .* cuando llegue/,
  /au sérieux le conseil|Voilà la lecture|c'est simple\.|plutôt qu'à attendre|un pas, une date, un bilan|lampe derrière un rideau|Bon tirage|regardez de nouveau .* quand ce jour/,
  /sul serio il consiglio|Questa è la lettura|è semplice\.|invece che da aspettare|un passo, una data, una verifica|lampada dietro una tenda|compare già nelle tue giornate|Buona stesa|torna a guardare .* quando arriva/,
  /a sério o conselho|Essa é a leitura|é simples\.|em vez de esperar\.|um passo, uma data, uma revisão|lamparina atrás de uma cortina|já aparece nos seus dias|Boa tiragem|volte a olhar .* quando esse dia/,
];

/** A writing's sentences as written (headings and the bold verdict left out), capitals and marks kept. */
function sentencesOf(markdown: string): string[] {
  return markdown
    .replace(/^#.*$/gm, "")
    .replace(/\*\*[^*]+\*\*/g, "")
    .split(/(?<=[.!?…][”»"]?)\s+/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** The drawn cards' names as the reading's headings print them, as objects `namesCard` reads. */
function drawnNames(reading: string): { name: string }[] {
  return [...reading.matchAll(/^## [^\n]*?[:：]\s*(.+)$/gm)].map((match) => ({ name: match[1].trim() }));
}

/** How often a card's name comes up in a sentence (a declined form counts). */
function timesNamed(card: { name: string }, sentence: string): number {
  const words = card.name.split(/\s+/).filter((word) => /^\p{Lu}\p{L}{2,}$/u.test(word) && !/^(The|Der|Die|Das|El|La|Le|Il|Lo|Os|As)$/.test(word));
  const longest = words.sort((a, b) => b.length - a.length)[0];
  if (!longest) return 0;
  return sentence.match(new RegExp(`(?<!\\p{L})${longest}(?:s|n|en|es)?(?!\\p{L})`, "gu"))?.length ?? 0;
}

describe.each(LOCAL_LOCALES)("the %s prose, over many readings and follow-ups", (locale) => {
  const writings = localPrompts(locale, 60, "prose").flatMap((prompt, index) => {
    const voice = VOICES[index % VOICES.length];
    const reading = composeReading({ ...prompt, voice });
    const followUp = composeFollowUp({ reading: { ...prompt, voice }, interpretation: reading, question: prompt.question });
    return [{ reading, text: reading }, { reading, text: followUp }];
  });
  const sentences = writings.flatMap(({ reading, text }) => sentencesOf(text).map((sentence) => ({ sentence, cards: drawnNames(reading) })));

  it("never names a card twice in one sentence", () => {
    const doubled = sentences.filter(({ sentence, cards }) => cards.some((card) => timesNamed(card, sentence) > 1)).map(({ sentence }) => sentence);
    expect(doubled).toEqual([]);
  });

  it("never puts two colons in one sentence", () => {
    // A French colon takes a space before it; the verdict line ("Verdict: Yes.") is a sentence of its own.
    expect(sentences.map(({ sentence }) => sentence).filter((sentence) => (sentence.match(/:(?!\/\/)/g) ?? []).length > 1)).toEqual([]);
  });

  it("writes none of the stock closings, openers, empty steps, keyword observations or spread verdicts", () => {
    expect(sentences.map(({ sentence }) => sentence).filter((sentence) => STOCK.some((pattern) => pattern.test(sentence)))).toEqual([]);
  });

  it("never writes “in … in” around a theme in English", () => {
    if (locale !== "en") return;
    expect(sentences.map(({ sentence }) => sentence).filter((sentence) => /\bin your \w+ in your\b/.test(sentence))).toEqual([]);
  });
});

describe("namesCard", () => {
  it("finds a card's name in any of its forms, a declined one by its stem, and nothing else", () => {
    expect(namesCard({ the: "the Wheel of Fortune", The: "The Wheel of Fortune" }, "Outcomes are in motion, so the Wheel answers maybe.")).toBe(true);
    expect(namesCard({ nom: "der Narr", gen: "des Narren" }, "Wenn du dem Narren folgst")).toBe(true);
    expect(namesCard({ el: "el Mago", del: "del Mago" }, "el sí está favorecido aquí")).toBe(false);
  });
});
