import { describe, expect, it } from "vitest";
import type { FollowUpIntent } from "@/languages/local-writer";
import { LOCAL_LOCALES } from "@/tests/helpers/local-readings";
import { composeFollowUp } from "./local";
import { followUpAsked, followUpIntent } from "./local/follow-up";
import { languageOf } from "./local/languages";
import type { FollowUpPrompt, ReadingPrompt } from "./types";

type Locale = (typeof LOCAL_LOCALES)[number];

/** Each language's follow-ups, one per intent it has a frame for. */
const INTENTS: Record<Locale, readonly [string, FollowUpIntent][]> = {
  en: [
    ["And the wedding, then? Should I say yes or ask her to wait?", "should_I"],
    ["What can I do to make this easier for my nan while we wait?", "how_to_help"],
    ["And if I go over her head to HR, what happens?", "what_if"],
    ["How can I help my nan while she is in hospital?", "how_to_help"],
    ["What can I do to help him?", "how_to_help"],
    ["If I go to HR, what happens?", "what_if"],
    ["What if I tell her the truth?", "what_if"],
    ["Should I call him this week?", "should_I"],
    ["Why does this keep happening?", "why"],
    ["What is blocking me at work?", "why"],
    ["When will he call?", "when"],
    ["What should I avoid?", "open"],
  ],
  es: [
    ["¿Y lo de la boda, entonces? ¿Debo decirle que sí o que esperemos?", "should_I"],
    ["¿Cómo puedo hacerle todo esto más fácil a mi padre?", "how_to_help"],
    ["¿Y si le digo que no?", "what_if"],
    ["¿Cómo puedo ayudar a mi abuela mientras está en el hospital?", "how_to_help"],
    ["¿Qué pasa si hablo con Recursos Humanos?", "what_if"],
    ["¿Debo llamarle esta semana?", "should_I"],
    ["¿Por qué me pasa siempre lo mismo?", "why"],
    ["¿Cuándo pasará esto?", "when"],
    ["¿Qué debo evitar?", "open"],
  ],
  "pt-BR": [
    ["E o casamento, então? Devo dizer que sim ou pedir para esperar?", "should_I"],
    ["E o Davi, como eu posso me aproximar dele?", "how_to_help"],
    ["E se eu mandar mensagem pra ela primeiro?", "what_if"],
    ["Como posso me aproximar do Davi sem afastá-lo?", "how_to_help"],
    ["E se eu falar com o RH, o que acontece?", "what_if"],
    ["Devo ligar para ele esta semana?", "should_I"],
    ["Por que isso sempre se repete?", "why"],
    ["Quando é que isto vai acontecer?", "when"],
    ["O que devo evitar?", "open"],
  ],
  de: [
    ["Und die Hochzeit? Soll ich ja sagen oder sie bitten zu warten?", "should_I"],
    ["Wie kann ich es meinem Vater leichter machen?", "how_to_help"],
    ["Und wenn ja, sollte ich einen jungen Vogel nehmen?", "should_I"],
    ["Ist es eine gute Idee, das Haus zu verkaufen?", "should_I"],
    ["Wie kann ich meiner Oma im Krankenhaus helfen?", "how_to_help"],
    ["Was passiert, wenn ich zur Personalabteilung gehe?", "what_if"],
    ["Soll ich ihn diese Woche anrufen?", "should_I"],
    ["Warum passiert mir das immer wieder?", "why"],
    ["Wann wird das passieren?", "when"],
    ["Was sollte ich vermeiden?", "open"],
  ],
  fr: [
    ["Et le mariage, alors ? Dois-je dire oui ou lui demander d'attendre ?", "should_I"],
    ["Comment je peux la soutenir sans l'étouffer ?", "how_to_help"],
    ["Est-ce que c'est une bonne idée de vendre la maison ?", "should_I"],
    ["Qu'est-ce qui bloque de son côté ?", "why"],
    ["Comment puis-je aider ma grand-mère à l'hôpital ?", "how_to_help"],
    ["Si je parle aux RH, que se passe-t-il ?", "what_if"],
    ["Dois-je l'appeler cette semaine ?", "should_I"],
    ["Pourquoi est-ce que cela se répète ?", "why"],
    ["Quand cela va-t-il arriver ?", "when"],
    ["Que dois-je éviter ?", "open"],
  ],
  it: [
    ["E il matrimonio, allora? Devo dire di sì o chiedere di aspettare?", "should_I"],
    ["Come posso rendere tutto più facile a mio padre?", "how_to_help"],
    ["È una buona idea vendere la casa?", "should_I"],
    ["Come posso aiutare mia nonna in ospedale?", "how_to_help"],
    ["Cosa succede se parlo con le risorse umane?", "what_if"],
    ["Dovrei chiamarlo questa settimana?", "should_I"],
    ["Perché mi succede sempre la stessa cosa?", "why"],
    ["Quando succederà?", "when"],
    ["Cosa dovrei evitare?", "open"],
  ],
};

/** A reading about a grandmother in hospital, and an either/or follow-up whose one option is seeing the vet, per language. */
const CARE: Record<Locale, { reading: string; help: string; pet: string; vet: string }> = {
  en: { reading: "My grandmother is in hospital after a stroke. Will she recover?", help: "How can I help my grandmother?", pet: "My dog has stopped eating and sleeps all day. Is he going to be ok?", vet: "Should I take him to the vet now or wait another week?" },
  es: { reading: "Mi abuela está en el hospital después de un ictus. ¿Se recuperará?", help: "¿Cómo puedo ayudar a mi abuela?", pet: "Mi perro ha dejado de comer y duerme todo el día. ¿Se pondrá bien?", vet: "¿Lo llevo al veterinario ahora o espero otra semana?" },
  "pt-BR": { reading: "Minha avó está no hospital depois de um AVC. Ela vai se recuperar?", help: "Como posso ajudar minha avó?", pet: "Meu cachorro parou de comer e dorme o dia todo. Ele vai ficar bem?", vet: "Levo ele ao veterinário agora ou espero mais uma semana?" },
  de: { reading: "Meine Großmutter liegt nach einem Schlaganfall im Krankenhaus. Wird sie sich erholen?", help: "Wie kann ich meiner Großmutter helfen?", pet: "Mein Hund frisst nicht mehr und schläft den ganzen Tag. Wird er wieder gesund?", vet: "Soll ich jetzt zum Tierarzt gehen oder noch eine Woche warten?" },
  fr: { reading: "Ma grand-mère est à l'hôpital après un AVC. Va-t-elle s'en remettre ?", help: "Comment puis-je aider ma grand-mère ?", pet: "Mon chien ne mange plus et dort toute la journée. Va-t-il aller mieux ?", vet: "Est-ce que je l'emmène chez le vétérinaire maintenant ou j'attends encore une semaine ?" },
  it: { reading: "Mia nonna è in ospedale dopo un ictus. Si riprenderà?", help: "Come posso aiutare mia nonna?", pet: "Il mio cane non mangia più e dorme tutto il giorno. Starà bene?", vet: "Lo porto dal veterinario adesso o aspetto un'altra settimana?" },
};

const CARDS = ["The Tower", "Death", "The Moon"] as const;
const askOn = (locale: Locale, readingQuestion: string, question: string, cards: readonly string[] = CARDS): FollowUpPrompt => {
  const reading: ReadingPrompt = { question: readingQuestion, type: "three_cards", category: "health", cards: [...cards] as ReadingPrompt["cards"], locale };
  return { reading, interpretation: "", question };
};
const sentences = (text: string) => text.replace(/\u202f|\u00a0/g, " ");

describe.each(LOCAL_LOCALES)("a follow-up's intent in %s", (locale) => {
  const lines = languageOf(locale).followUp;

  it("is read from the follow-up's asking sentence with the language's own pattern table", () => {
    for (const [question, intent] of INTENTS[locale]) expect(followUpIntent(question, { shape: { kind: "open" } }, lines), question).toBe(intent);
    expect(followUpIntent("A or B?", { shape: { kind: "either_or", options: ["A", "B"] } }, lines)).toBe("which_option");
  });

  it("answers how to help a relative in hospital with a step for caring for them, not with counsel about the asker", () => {
    const { reading, help } = CARE[locale];
    // Every draw of the seed: the step is always one of the hospital steps.
    for (const cards of [CARDS, ["The Star", "The Sun", "Strength"], ["The Hermit", "Judgement", "Temperance"]]) {
      const answer = sentences(composeFollowUp(askOn(locale, reading, help, cards)));
      const steps = lines.steps.others_health.filter((step) => answer.includes(sentences(step)));
      expect(steps, answer).toHaveLength(1);
      expect(lines.intent.how_to_help.some((frame) => answer.includes(sentences(frame))), answer).toBe(true);
    }
  });

  it("reads a follow-up about the vet, in the asker's own words, as the pet's health and never the asker's", () => {
    const { pet, vet } = CARE[locale];
    const asked = followUpAsked(vet, pet, languageOf(locale));
    expect(asked.who.person).toBe("pet");
  });

  it("never weighs seeing the vet against waiting: seeing them is right when in doubt, said plainly", () => {
    const { pet, vet } = CARE[locale];
    for (const cards of [CARDS, ["The Star", "The Sun", "Strength"], ["The Hermit", "Judgement", "Temperance"]]) {
      const answer = sentences(composeFollowUp(askOn(locale, pet, vet, cards)));
      const plain = lines.seeProfessional.map((line) => sentences(line({ f: undefined as never, who: lines.professionals[0][1] })));
      expect(plain.some((line) => answer.includes(line)), answer).toBe(true);
      // No lean between the options: the choice lines are not used.
      const favoured = /toward|favour|inclin|pende|tendem|neig|penche|penchent|se decant/iu;
      expect(answer.split("\n\n").at(-1), answer).not.toMatch(favoured);
    }
  });
});
