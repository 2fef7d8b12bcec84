import { describe, expect, it } from "vitest";
import type { CardName } from "@/lib/tarot/deck";
import { LOCAL_LOCALES, blocks } from "@/tests/helpers/local-readings";
import { analyseQuestion, verdictAsked } from "./question";
import { checkWriting } from "./quality";
import { composeReading } from "./local/reading";
import type { ReadingPrompt } from "./types";

/**
 * The words of an illness or a loss the question reader knows in every language (issue 45, plan 1B): an animal
 * in hibernation or off its food, a listless dog, "will he be ok?", "will she pull through?", dementia in every
 * form, and a death that has happened told gently ("passed away", «nous a quittés», „ist von uns gegangen“). Each
 * makes the question one about someone's health or a death, which no card rules on.
 */

type Locale = (typeof LOCAL_LOCALES)[number];

const ILLNESS: Record<Locale, string[]> = {
  en: [
    "Our tortoise hasn't woken up properly from hibernation. Is he going to be ok?",
    "My cat is not eating. Will she get better soon?",
    "My dog has stopped eating. What do the cards say?",
    "My rabbit seems lethargic. What should I know?",
    "My horse has been listless all week. What do the cards show?",
    "My grandmother is becoming demented. Will she know me at Christmas?",
    "My uncle had a bad fall. Will he pull through?",
  ],
  es: [
    "Nuestra tortuga no ha despertado bien de la hibernación. ¿Qué dicen las cartas?",
    "Mi gato no come desde el lunes. ¿Qué dicen las cartas?",
    "Mi perro está aletargado. ¿Se pondrá bien?",
    "Mi abuela está cada vez más demente. ¿Me reconocerá en Navidad?",
    "Mi tío tuvo un accidente. ¿Saldrá de esta?",
  ],
  "pt-BR": [
    "Nosso jabuti não acordou direito da hibernação. O que as cartas dizem?",
    "Minha gata parou de comer. O que as cartas dizem?",
    "Meu cachorro está apático e jururu. O que as cartas mostram?",
    "Minha avó está ficando demente. Ela vai me reconhecer no Natal?",
    "Meu tio sofreu um acidente. Ele vai sair dessa?",
  ],
  de: [
    "Unsere Schildkröte ist nicht richtig aus dem Winterschlaf aufgewacht. Was sagen die Karten?",
    "Meine Katze frisst nicht mehr. Was sagen die Karten?",
    "Mein Hund ist seit Tagen apathisch. Was zeigen die Karten?",
    "Meine Oma wird immer dementer. Wird sie mich an Weihnachten erkennen?",
    "Mein Onkel hatte einen Unfall. Kommt er durch?",
  ],
  fr: [
    "Notre tortue ne s'est pas bien réveillée de son hibernation. Que disent les cartes ?",
    "Mon chat ne mange plus. Que disent les cartes ?",
    "Mon chien est léthargique depuis lundi. Que montrent les cartes ?",
    "Ma grand-mère devient démente. Me reconnaîtra-t-elle à Noël ?",
    "Mon oncle a eu un accident. Va-t-il s'en sortir ? Est-ce qu'il va s'en sortir ?",
  ],
  it: [
    "La nostra tartaruga non si è svegliata bene dal letargo. Cosa dicono le carte?",
    "Il mio gatto non mangia più. Cosa dicono le carte?",
    "Il mio cane è apatico da giorni. Cosa mostrano le carte?",
    "Mia nonna è sempre più demente. Mi riconoscerà a Natale?",
    "Mio zio ha avuto un incidente. Se la caverà?",
  ],
};

const LOSS: Record<Locale, string[]> = {
  en: ["My father passed on in May. Is he at peace?", "We lost her last spring. What do the cards say?", "My brother died in March. How do I go on?", "My late husband loved the sea. Is he watching over me?"],
  es: ["Mi padre se nos fue en mayo. ¿Está en paz?", "Mi abuela nos dejó el año pasado. ¿Qué dicen las cartas?", "Perdí a mi hermana en marzo. ¿Cómo sigo adelante?"],
  "pt-BR": ["Minha irmã partiu em março. Ela está em paz?", "Meu avô nos deixou ano passado. O que as cartas dizem?", "Perdi minha mãe em maio. Como sigo em frente?"],
  de: ["Mein Vater ist im Mai von uns gegangen. Hat er Frieden gefunden?", "Meine Oma ist letztes Jahr gestorben. Was sagen die Karten?", "Meine verstorbene Mutter fehlt mir. Wie gehe ich weiter?"],
  fr: ["Mon père nous a quittés en mai. Est-il en paix ?", "Ma grand-mère n'est plus parmi nous. Que disent les cartes ?", "J'ai perdu ma sœur en mars. Comment avancer ?"],
  it: ["Mio padre ci ha lasciato a maggio. È in pace?", "Mia nonna non c'è più. Cosa dicono le carte?", "Ho perso mia sorella a marzo. Come vado avanti?"],
};

/** What the same words do not mean: a lost job, a partner who left, a business that will be fine. */
const NOT_LOSS: Record<Locale, string[]> = {
  en: ["I lost my job in May. Will I find another?"],
  es: ["Perdí mi trabajo en mayo. ¿Encontraré otro?"],
  "pt-BR": ["Perdi meu emprego em maio. Vou achar outro?"],
  de: ["Ich habe meinen Job im Mai verloren. Finde ich einen neuen?"],
  fr: ["J'ai perdu mon travail en mai. Vais-je en trouver un autre ?"],
  it: ["Ho perso il lavoro a maggio. Ne troverò un altro?"],
};

const CARDS: CardName[] = ["The Sun", "The Star", "The World"];

describe.each(LOCAL_LOCALES)("the words of an illness or a loss in %s", (locale) => {
  it("read a pet's or a relative's hibernation, lost appetite, listlessness, dementia or 'will they pull through' as their health", () => {
    for (const question of ILLNESS[locale]) {
      const analysis = analyseQuestion(question);
      expect({ question, domains: analysis.domains }).toEqual({ question, domains: expect.arrayContaining(["health"]) });
      expect({ question, othersHealth: analysis.othersHealth }).toEqual({ question, othersHealth: true });
    }
  });

  it("read a death that has happened, told gently, as a death", () => {
    for (const question of LOSS[locale]) expect({ question, domains: analyseQuestion(question).domains }).toEqual({ question, domains: expect.arrayContaining(["death"]) });
    for (const question of NOT_LOSS[locale]) expect({ question, domains: analyseQuestion(question).domains }).toEqual({ question, domains: expect.not.arrayContaining(["death"]) });
  });

  it("give no verdict on another person's or a pet's health asked under Health and Wellness, even in words it does not know", () => {
    for (const question of ILLNESS[locale].filter((each) => /\?\s*$/.test(each))) {
      const prompt: ReadingPrompt = { question, type: "yes_no", category: "health", cards: CARDS, locale };
      const reading = composeReading(prompt);
      expect(blocks(reading)[0].body, reading).not.toMatch(/^\*\*/);
      expect(checkWriting({ kind: "reading", prompt, text: reading }).verdict_fits_question, reading).toBe(true);
    }
  });
});

describe("a yes/no question asked under Health and Wellness", () => {
  it("about another person or a pet gets no verdict whatever words it uses; about the asker's life it may", () => {
    expect(verdictAsked(analyseQuestion("Is my grandmother going to be happy in her new flat?"), "health")).toBe(false);
    expect(verdictAsked(analyseQuestion("Is my grandmother going to be happy in her new flat?"), "general")).toBe(true);
  });
});

/** Questions beside which Death and the Tower read as omens: a relative's illness, the asker's own, a death. */
const OMEN_QUESTIONS: Record<Locale, string[]> = {
  en: ["My mother is in hospital. What do the cards say?", "I have been ill since the summer. What do the cards say about my health?", "My grandmother has dementia. How can I help her?"],
  es: ["Mi madre está ingresada en el hospital. ¿Qué dicen las cartas?", "Llevo enferma desde el verano. ¿Qué dicen las cartas de mi salud?", "Mi abuela tiene demencia. ¿Cómo puedo ayudarla?"],
  "pt-BR": ["Minha mãe está internada no hospital. O que as cartas dizem?", "Estou doente desde o verão. O que as cartas dizem da minha saúde?", "Minha avó tem demência. Como posso ajudá-la?"],
  de: ["Meine Mutter liegt im Krankenhaus. Was sagen die Karten?", "Ich bin seit dem Sommer krank. Was sagen die Karten über meine Gesundheit?", "Meine Oma ist dement. Wie kann ich ihr helfen?"],
  fr: ["Ma mère est à l'hôpital. Que disent les cartes ?", "Je suis malade depuis l'été. Que disent les cartes de ma santé ?", "Ma grand-mère est démente. Comment l'aider ?"],
  it: ["Mia madre è in ospedale. Cosa dicono le carte?", "Sono malata dall'estate. Cosa dicono le carte della mia salute?", "Mia nonna ha la demenza. Come posso aiutarla?"],
};

const OMEN_DRAWS: { type: ReadingPrompt["type"]; cards: CardName[] }[] = [
  { type: "three_cards", cards: ["The Star", "Temperance", "Death"] },
  { type: "three_cards", cards: ["The Moon", "The Sun", "The Tower"] },
  { type: "tarot", cards: ["The Star", "The Moon", "The Hermit", "Temperance", "Death"] },
  { type: "tarot", cards: ["The Sun", "Strength", "The Moon", "The Star", "The Tower"] },
];

describe.each(LOCAL_LOCALES)("Death and the Tower beside an illness in %s", (locale) => {
  it("are never put at the end of a path ('leads to Death', 'führt zum Tod') in the summary, a section or the synthesis", () => {
    for (const question of OMEN_QUESTIONS[locale]) {
      for (const { type, cards } of OMEN_DRAWS) {
        for (const category of ["health", "general", "emotions"] as const) {
          const prompt: ReadingPrompt = { question, type, category, cards, locale };
          const reading = composeReading(prompt);
          expect(checkWriting({ kind: "reading", prompt, text: reading }).no_omen_outcome, reading).toBe(true);
        }
      }
    }
  });
});

/** The asker's low mood, told as people tell it. */
const LOW_MOOD: Record<Locale, string[]> = {
  en: ["I can't get out of bed most days. Will things get better?", "I cry every day and I don't want anything. What do the cards say?"],
  es: ["No consigo levantarme de la cama. ¿Mejorará esto?", "Lloro todos los días y no tengo ganas de nada. ¿Qué dicen las cartas?"],
  "pt-BR": ["Tem dia que nem consigo levantar da cama. Vai melhorar?", "Choro todo dia e não tenho vontade de nada. O que as cartas dizem?"],
  de: ["Ich komme morgens kaum aus dem Bett. Wird es besser?", "Ich weine jeden Tag und habe auf nichts mehr Lust. Was sagen die Karten?"],
  fr: ["Je n'arrive plus à me lever le matin. Est-ce que ça ira mieux ?", "Je pleure tous les jours et je n'ai envie de rien. Que disent les cartes ?"],
  it: ["Non riesco ad alzarmi dal letto la mattina. Andrà meglio?", "Piango ogni giorno e non ho voglia di niente. Cosa dicono le carte?"],
};

/** The national listening line each language's reading names. */
const LINE: Record<Locale, RegExp> = { en: /116 123/, es: /717 003 717/, "pt-BR": /\b188\b/, de: /0800 111 0 111/, fr: /09 72 39 40 50/, it: /02 2327 2327/ };

const MOOD_DRAWS: { type: ReadingPrompt["type"]; cards: CardName[] }[] = [
  { type: "three_cards", cards: ["The Moon", "The Star", "Death"] },
  { type: "yes_no", cards: ["The Sun", "The Hermit", "Strength"] },
  { type: "one_card", cards: ["The Tower"] },
];

describe.each(LOCAL_LOCALES)("low mood and grief in %s", (locale) => {
  it("a question telling of low mood gets care, a doctor or psychologist and the national listening line, and the referral check sees them", () => {
    for (const question of LOW_MOOD[locale]) {
      for (const { type, cards } of MOOD_DRAWS) {
        for (const category of ["general", "emotions", "health"] as const) {
          const prompt: ReadingPrompt = { question, type, category, cards, locale };
          const reading = composeReading(prompt);
          expect(reading, reading).toMatch(LINE[locale]);
          expect(checkWriting({ kind: "reading", prompt, text: reading }).referral, reading).toBe(true);
        }
      }
    }
  });

  it("a death that has happened reads as a grief and points to grief support and the listening line, never to a patient's medical team", () => {
    for (const question of LOSS[locale]) {
      for (const { type, cards } of MOOD_DRAWS) {
        const prompt: ReadingPrompt = { question, type, category: "general", cards, locale };
        const reading = composeReading(prompt);
        expect(reading, reading).toMatch(LINE[locale]);
        const checks = checkWriting({ kind: "reading", prompt, text: reading });
        expect(checks.referral, reading).toBe(true);
        expect(checks.third_party ?? true, reading).toBe(true);
      }
    }
  });

  it("the referral check fails a low-mood or grief reading that names no help", () => {
    for (const question of [...LOW_MOOD[locale], ...LOSS[locale]]) {
      const prompt: ReadingPrompt = { question, type: "three_cards", category: "general", cards: CARDS, locale };
      const reading = composeReading(prompt);
      const withoutHelp = reading.split(/(?<=[.!?])\s+/).filter((sentence) => !LINE[locale].test(sentence)).join(" ");
      expect(checkWriting({ kind: "reading", prompt, text: withoutHelp }).referral, withoutHelp).toBe(false);
    }
  });
});
