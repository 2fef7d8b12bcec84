import { describe, expect, it } from "vitest";
import { cardText } from "@/lib/tarot/cards/localized";
import { cardByName, type CardName } from "@/lib/tarot/deck";
import { VOICES } from "@/lib/tarot/voices";
import { blocks, localPrompts } from "@/tests/helpers/local-readings";
import { composeReading } from "./local";
import { composeDailyMessage } from "./local/daily";
import { composeFollowUp } from "./local/follow-up";
import { parseReading } from "./structure";
import type { ReadingPrompt } from "./types";

/**
 * The local writer in Italian (languages/it/writer/local), read as an Italian reader would: every word Italian, card
 * names with their articles joined to di, a, in, da, su ("del Matto", "dell'Eremita", "nella Torre", "agli Amanti"),
 * the question's own subject echoed, and the safety rules of issue 45 kept for Italian questions.
 */

const read = (question: string, cards: CardName[], over: Partial<ReadingPrompt> = {}) =>
  composeReading({ question, type: cards.length === 1 ? "one_card" : cards.length === 5 ? "tarot" : "yes_no", category: "general", cards, locale: "it", ...over });
/** The reading without the question quoted back: the asker's words are not the reading's. */
const prose = (reading: string) => reading.replace(/«([^»]*)»/gu, (_, quoted: string) => (/[?!]$/.test(quoted) ? "Q." : "Q"));

/** English words no Italian sentence holds. */
const ENGLISH = /(?<!\p{L})(?:the|and|your|you|with|card|cards|reading|yes|maybe|verdict|summary|will|this|that|of|to)(?!\p{L})/iu;
/** A preposition left unjoined before an article ("di il", "a la", "in l'"), or an article doubled or capitalised mid-sentence. */
const UNJOINED = /(?<!\p{L})(?:di|a|da|in|su) (?:(?:il|lo|la|i|gli|le) |l')|(?<![.!?:]\s|^|\*\*|## )(?:Il|La|Lo|L'|Gli) (?=Matto|Mago|Papessa|Imperat|Papa|Amanti|Carro|Forza|Eremita|Ruota|Giustizia|Appeso|Morte|Temperanza|Diavolo|Torre|Stella|Luna|Sole|Giudizio|Mondo)|(?<!\p{L})(?:il|la) (?:(?:il|la) |l')/mu;

const MOTHER = "Mia madre è in ospedale. Guarirà?";
const DRAWS: CardName[][] = [
  ["The Star", "Death", "Temperance"],
  ["The Tower", "The Star", "The Hermit"],
  ["Death", "The Devil", "The Sun"],
  ["The Lovers", "The Empress", "The Fool"],
];

describe("the local writer in Italian", () => {
  const prompts = localPrompts("it", 120, "italian");

  it("writes headings, positions and verdicts the shared parser reads as Italian", () => {
    for (const prompt of prompts) {
      const reading = composeReading(prompt);
      const parsed = parseReading(reading, { locale: "it" });
      expect(parsed.locale, reading).toBe("it");
      expect(parsed.sections[0].heading).toBe("In breve");
      expect(parsed.sections.at(-1)!.heading).toBe("Sintesi");
      const cardSections = blocks(reading).slice(1, -1).map((block) => block.heading);
      expect(cardSections.map((heading) => heading.split(": ")[1])).toEqual(prompt.cards.map((card) => cardText(cardByName(card)!, "it").name));
      if (parsed.verdict) expect(parsed.verdict.locale).toBe("it");
    }
    const yes = read("Troverò un nuovo lavoro?", ["The Sun", "The Star", "The World"]);
    expect(yes).toContain("**Verdetto: Sì.**");
    expect(parseReading(yes, { locale: "it" }).verdict?.leaning).toBe("yes");
    const no = read("Troverò un nuovo lavoro?", ["The Tower", "The Devil", "The Moon"], { category: "career" });
    expect(parseReading(no, { locale: "it" }).verdict?.leaning).not.toBe("yes");
  });

  it("writes every sentence in Italian, in every voice, with no English word and no broken slot", () => {
    for (const [index, prompt] of prompts.entries()) {
      const reading = prose(composeReading({ ...prompt, voice: VOICES[index % VOICES.length] }));
      expect(reading, reading).not.toMatch(ENGLISH);
      expect(reading, reading).not.toMatch(/undefined|NaN|\[object|\$\{|  /);
      expect(reading, reading).not.toMatch(UNJOINED);
    }
  });

  it("names the cards in Italian with their articles, joined to the prepositions", () => {
    const prose = [
      ...DRAWS.flatMap((cards) => VOICES.map((voice) => read("Che cosa devo sapere sul mio lavoro?", cards, { type: "three_cards", category: "career", voice }))),
      ...VOICES.map((voice) => read("Che cosa mi aspetta?", ["The Hermit", "The Lovers", "The Tower", "The Empress", "The Hanged Man"], { voice })),
    ].join("\n");
    for (const name of ["la Stella", "la Morte", "la Temperanza", "la Torre", "l'Eremita", "il Diavolo", "il Sole", "gli Amanti", "l'Imperatrice", "il Matto", "l'Appeso"]) expect(prose).toContain(name);
    expect(prose).toMatch(/(?:dell|all|nell|dall|sull)'(?:Eremita|Imperatrice|Appeso)/);
    expect(prose).toMatch(/(?:della|alla|nella|dalla|sulla) (?:Stella|Torre|Morte|Temperanza)/);
    expect(prose).toMatch(/(?:degli|agli|negli|dagli|sugli) Amanti/);
    expect(prose).toMatch(/(?:del|al|nel|dal|sul) (?:Sole|Diavolo|Matto)/);
    expect(prose).not.toMatch(UNJOINED);
    expect(prose).not.toMatch(/The (?:Star|Tower|Sun|Hermit|Lovers|Fool)|Death/);
  });

  it("echoes the question's own subject", () => {
    expect(prose(read("Come posso uscire dai miei debiti?", ["The Hermit", "The Lovers", "The Empress"], { type: "three_cards" }))).toMatch(/tuoi debiti/);
    expect(prose(read(MOTHER, DRAWS[0]))).toMatch(/tua madre/);
    expect(prose(read("Il mio cane è malato, guarirà?", DRAWS[1]))).toMatch(/tuo cane/);
    const choice = read("Meglio trasferirmi a Milano o restare a Roma?", ["The Emperor", "The Hanged Man", "The Chariot", "Strength", "The Sun"]);
    expect(blocks(choice)[0].body).toMatch(/«trasferirmi a Milano»[^.]*«restare a Roma»/);
  });

  it("reads a mother's illness for the asker: her medical team named, no verdict, no promise, not her body", () => {
    for (const cards of DRAWS) {
      for (const voice of VOICES) {
        for (const type of ["yes_no", "three_cards"] as const) {
          const reading = composeReading({ question: MOTHER, type, category: "health", cards, voice, locale: "it" });
          const text = prose(reading);
          expect(text, text).toMatch(/équipe medica|persone che si prendono cura di tua madre|chi l'ha in cura/);
          expect(text, text).not.toMatch(/(?<!se tua madre |se (?:lei|lui) )guarirà(?! ?:)|guarigione completa|sicuramente|di certo/);
          expect(text, text).not.toMatch(/(?:la sua|le sue) (?:energia|abitudini|riposo|corpo)|professionista qualificat/);
          expect(text).not.toMatch(/(?:smetti|inizia|prendi|aumenta|riduci) (?:il |i |la )?(?:farmac|medicin|terapi|cur)/i);
          expect(blocks(reading)[0].body).not.toMatch(/^\*\*/);
          if (cards.includes("Death")) expect(text).toMatch(/non dice niente su quanto vivrà|non è una previsione|non annuncia malanni/);
        }
      }
    }
    const answer = composeFollowUp({ reading: { question: MOTHER, type: "three_cards", category: "health", cards: DRAWS[0], locale: "it" }, interpretation: "", question: "Che cosa posso fare per aiutarla?" });
    expect(prose(answer), answer).not.toMatch(ENGLISH);
    expect(prose(answer), answer).toMatch(/équipe medica|persone che si prendono cura di tua madre|chi l'ha in cura/);
  });

  it("points one's own health to a doctor, a pregnancy to a midwife, debts to a debt adviser, a court case to a lawyer, and promises none", () => {
    const cases: [string, RegExp][] = [
      ["Starò meglio con la mia salute quest'anno?", /medico/],
      ["Rimarrò incinta quest'anno?", /ostetrica/],
      ["Riuscirò a pagare i miei debiti?", /consulenza sui debiti/],
      ["Vincerò la causa in tribunale?", /avvocato/],
    ];
    for (const [question, referral] of cases) {
      for (const cards of DRAWS) {
        const text = prose(read(question, cards));
        expect(text, text).toMatch(referral);
        expect(text, text).not.toMatch(/vincerai|guarirai|rimarrai incinta|sicuramente|garantit/);
        expect(text, text).not.toMatch(/(?:investi|chiedi un prestito|smetti di pagare|fai causa)(?!\p{L})/iu);
      }
    }
  });

  it("gives a life decision the cards' lean, never an instruction to act today", () => {
    for (const voice of VOICES) {
      const text = prose(read("Devo lasciare l'università per aprire un'attività?", ["The Magician", "Wheel of Fortune", "Justice"], { voice }));
      expect(text, text).not.toMatch(/(?<!\p{L})(?:oggi stesso|subito|fallo ora|buttati)(?!\p{L})/iu);
      expect(text).toMatch(/\*\*Verdetto: Forse\.\*\*/);
    }
  });

  it("writes the card of the day in Italian, the card's name in bold once", () => {
    for (const card of ["The Fool", "The Hermit", "The Lovers", "The Star", "Death", "The Sun"] as CardName[]) {
      const daily = composeDailyMessage({ card, date: "2026-11-28", locale: "it" });
      expect(daily, daily).not.toMatch(ENGLISH);
      expect(daily, daily).not.toMatch(UNJOINED);
      expect(daily.match(/\*\*[^*]+\*\*/g), daily).toHaveLength(1);
      expect(daily, daily).toContain(cardText(cardByName(card)!, "it").name.replace(/^(?:Il|La|L'|Gli) /, "").replace(/^L'/, ""));
    }
  });
});
