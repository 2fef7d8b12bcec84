import { describe, expect, it } from "vitest";
import { mulberry32 } from "@/lib/random";
import { CATEGORY_IDS } from "@/lib/tarot/categories";
import { CARD_NAMES, type CardName } from "@/lib/tarot/deck";
import { SAMPLE_QUESTIONS } from "@/lib/tarot/sample-questions";
import { SPREADS } from "@/lib/tarot/spreads";
import { composeFollowUp, composeReading } from "../local";
import { composeDailyMessage } from "../local/daily";
import type { FollowUpPrompt, ReadingPrompt } from "../types";
import { alikeAnswers, checkWriting, shadowKeywords } from ".";

const reading = (prompt: ReadingPrompt, text: string) => checkWriting({ kind: "reading", text, prompt });
const followUp = (prompt: FollowUpPrompt, text: string) => checkWriting({ kind: "follow_up", text, prompt });
const daily = (card: CardName, text: string) => checkWriting({ kind: "daily", text, prompt: { card, date: "2026-11-26", locale: "en" } });

/** Prose of a given number of words, about nothing in particular. */
const filler = (words: number) => Array.from({ length: words }, (_, i) => ["steady", "light", "quiet", "patient", "honest"][i % 5]).join(" ");

const careerQuestion = "Where is my career heading this year?";
const threeCards: ReadingPrompt = { question: careerQuestion, type: "three_cards", category: "career", cards: ["The Hermit", "The Star", "The Chariot"] };

/** A three-card reading in the writers' shape, with `padding` words of prose in each section. */
function threeCardReading({ padding = 70, sections = ["Past: The Hermit", "Present: The Star", "Future: The Chariot"], extra = "" } = {}): string {
  return [
    `## Summary\nYour career this year moves from the Hermit through the Star toward the Chariot. ${extra}`,
    ...sections.map((heading) => `## ${heading}\n${filler(padding)}.`),
    `## Synthesis\nTaken together, the Hermit, the Star and the Chariot point your career toward clear direction. ${filler(20)}.`,
  ].join("\n\n");
}

describe("the issue's examples", () => {
  it("fails a flat verdict on an either/or question, and passes the options read against the cards", () => {
    const prompt: ReadingPrompt = { question: "Should I take the job in Lisbon or stay with my team?", type: "yes_no", category: "career", cards: ["The Sun", "The Tower", "Justice"] };
    const today = [
      "## Summary\n**Verdict: Yes.** Holding “Should I take the job in Lisbon or stay with my team?” in mind, you drew the Sun, the Tower and Justice. The weight falls on yes.",
      `## First card: The Sun\n${filler(80)}.`,
      `## Second card: The Tower\n${filler(80)}.`,
      `## Third card: Justice\n${filler(80)}.`,
      "## Synthesis\nWhatever the verdict, these cards agree that confidence deserves your attention.",
    ].join("\n\n");
    expect(reading(prompt, today)).toMatchObject({ verdict_fits_question: false, question_answered: false });

    const after = today
      .replace("**Verdict: Yes.** ", "")
      .replace("The weight falls on yes.", "The Sun favours the job in Lisbon, while Justice asks what you owe your team if you stay.");
    expect(reading(prompt, after)).toMatchObject({ verdict_fits_question: true, question_answered: true });

    const quotingTheOptions = today
      .replace("**Verdict: Yes.** ", "")
      .replace("The weight falls on yes.", "Read as a choice, the Sun speaks for “take the job in Lisbon”, the Tower for “stay with my team”.");
    expect(reading(prompt, quotingTheOptions)).toMatchObject({ verdict_fits_question: true, question_answered: true });
  });

  it("fails a Spanish question answered wholly in English, and passes one that says so in Spanish first, or answers in Spanish", () => {
    const prompt: ReadingPrompt = { question: "¿Volverá mi ex conmigo?", type: "one_card", category: "love", cards: ["The Lovers"] };
    const english = [
      "## Summary\n“¿Volverá mi ex conmigo?” is the question on the table, and the Lovers card takes it up. The Lovers speak of deep connection and of the choices that reveal what you truly value.",
      `## The heart of the matter: The Lovers\nEverything in this reading turns on the Lovers card, a card of aligned values and meaningful choice. ${filler(80)}.`,
      "## Synthesis\nWith one card, the reading is a focus rather than a forecast, and the focus is harmony.",
    ].join("\n\n");
    expect(reading(prompt, english).question_language).toBe(false);

    // A notice in Spanish does not make English prose Spanish, before it, inside the summary or anywhere.
    const notice = "Este lector local solo escribe en inglés, así que la lectura sigue en inglés; el lector con IA responde en tu idioma.";
    expect(reading(prompt, english.replace("## Summary\n", `## Summary\n${notice} `)).question_language).toBe(false);
    expect(reading(prompt, `${notice}\n\n${english}`).question_language).toBe(false);

    const spanish = "## Resumen\nLos Enamorados hablan de una elección: si tu ex vuelve contigo depende de lo que los dos valoráis. La carta no promete un regreso, pero te pide que seas honesta con lo que quieres.";
    expect(reading(prompt, spanish).question_language).toBe(true);
    // Spanish prose under English bones is not a Spanish reading.
    expect(reading(prompt, spanish.replace("## Resumen", "## Summary")).question_language).toBe(false);
    expect(reading(prompt, spanish).question_language).toBe(true);
  });

  it("fails the card of the day that makes room for a shadow keyword, and passes its light side", () => {
    const devil = "**The Devil** sets the tone for today: materialism, with a thread of compulsion running through it. The bonds that hold you may be looser than they appear. As a card of Earth, it favours patience and practical sense: a good day to make room for unhealthy patterns. For today: name one habit that has a grip on you.";
    expect(daily("The Devil", devil).no_shadow_encouragement).toBe(false);
    for (const shadow of ["compulsion", "attachment", "materialism"]) {
      expect(daily("The Devil", devil.replace("unhealthy patterns", shadow)).no_shadow_encouragement).toBe(false);
    }
    const death = "Today belongs to **Death**, a card of transition and endings. Something is ending so that something else can begin. A good day to make room for clearing space. For today: let what is finished be finished.";
    expect(daily("Death", death).no_shadow_encouragement).toBe(false);

    expect(daily("The Devil", devil.replace("make room for unhealthy patterns", "notice what you reach for, and make room for breaking free")).no_shadow_encouragement).toBe(true);
    expect(daily("Death", death.replace("make room for clearing space", "make room for renewal")).no_shadow_encouragement).toBe(true);
  });

  it("finds three follow-ups on one reading that got nearly the same answer, each failing its own question", () => {
    const interpretation = composeReading(threeCards);
    const questions = ["Should I ask my manager for a raise?", "What about my colleague Anna?", "Is it wise to go freelance next spring?"];
    const answer = (question: string) =>
      `You asked “${question}”, and the same cards answer it: the Hermit (Past), the Star (Present) and the Chariot (Future).\n\nThe Hermit brings inner guidance and introspection. Focused solo work, research and specialist expertise are favoured.\n\nThe Star brings faith in the future and renewal. Recognition may come gradually, so keep showing your real talents.\n\nThe Chariot brings determination and willpower. Keep your eye on the finish line.\n\nFor this question, the advice of the Hermit: step back into quiet reflection.`;
    const answers = questions.map((question) => ({ question, text: answer(question) }));
    expect(alikeAnswers(answers)).toEqual([
      [0, 1],
      [0, 2],
      [1, 2],
    ]);
    for (const { question, text } of answers) expect(followUp({ reading: threeCards, interpretation, question }, text).question_answered).toBe(false);

    const distinct = questions.map((question) => ({ question, text: composeFollowUp({ reading: threeCards, interpretation, question }) }));
    distinct[1].text = "Anna, your colleague, sits closest to the Star: a hopeful ally. The Hermit asks you to listen before you speak to her, and the Chariot to agree on one shared direction.";
    expect(alikeAnswers(distinct.slice(0, 2))).toEqual([]);
  });
});

describe("a reading's checks", () => {
  it("passes a reading in the writers' shape that names its cards and answers its question", () => {
    expect(reading(threeCards, threeCardReading())).toEqual({
      cards_named: true,
      no_undrawn_cards: true,
      sections_in_order: true,
      length_in_window: true,
      question_answered: true,
      verdict_fits_question: true,
      question_language: true,
      no_shadow_encouragement: true,
      no_certainty: true,
      no_instruction: true,
    });
  });

  it("fails a reading that leaves a drawn card unnamed", () => {
    const text = threeCardReading().replaceAll("the Chariot", "the last card").replace("Future: The Chariot", "Future");
    expect(reading(threeCards, text).cards_named).toBe(false);
  });

  it("fails a card that was not drawn, but not the words that share a one-word card's name or the heavens' Sun and Moon", () => {
    expect(reading(threeCards, threeCardReading({ extra: "The Tower looms behind it all." })).no_undrawn_cards).toBe(false);
    expect(reading(threeCards, threeCardReading({ extra: "Your path crosses the Wheel of Fortune." })).no_undrawn_cards).toBe(false);
    expect(reading(threeCards, threeCardReading({ extra: "As the Hermit says, lean on Strength here." })).no_undrawn_cards).toBe(false);
    expect(reading(threeCards, threeCardReading({ extra: "Strength grows in quiet. Death of an old plan is no loss; the world is wide and the sun is up." })).no_undrawn_cards).toBe(true);
    expect(reading(threeCards, threeCardReading({ extra: "As a Water card linked to the Moon, the Star brings feeling." })).no_undrawn_cards).toBe(true);
  });

  it("ignores a card the question itself names, when the reading quotes it", () => {
    const prompt = { ...threeCards, question: "Will the Tower come back into my career?" };
    expect(reading(prompt, threeCardReading({ extra: "You asked “Will the Tower come back into my career?”." })).no_undrawn_cards).toBe(true);
  });

  it("fails a missing, misplaced or mislabelled section", () => {
    expect(reading(threeCards, threeCardReading({ sections: ["Past: The Hermit", "Future: The Chariot"], padding: 100 })).sections_in_order).toBe(false);
    expect(reading(threeCards, threeCardReading({ sections: ["Past: The Hermit", "Future: The Chariot", "Present: The Star"] })).sections_in_order).toBe(false);
    expect(reading(threeCards, threeCardReading({ sections: ["Past: The Star", "Present: The Hermit", "Future: The Chariot"] })).sections_in_order).toBe(false);
  });

  it("fails a reading too short or too long for its spread", () => {
    expect(reading(threeCards, threeCardReading({ padding: 40 })).length_in_window).toBe(false);
    expect(reading(threeCards, threeCardReading({ padding: 70 })).length_in_window).toBe(true);
    expect(reading(threeCards, threeCardReading({ padding: 180 })).length_in_window).toBe(true);
    expect(reading(threeCards, threeCardReading({ padding: 220 })).length_in_window).toBe(false);
  });

  it("fails a question that is only quoted, never answered", () => {
    const text = threeCardReading().replaceAll("career", "path").replace("this year", "now");
    expect(reading(threeCards, text).question_answered).toBe(false);
    expect(reading(threeCards, text.replace("## Summary\n", `## Summary\nYou asked “${careerQuestion}”. `)).question_answered).toBe(false);
  });

  it("asks two of a long question's own words, and reads a word's forms as the word", () => {
    const prompt = { ...threeCards, question: "How can I stop avoiding the feelings my demanding manager stirs up?" };
    expect(reading(prompt, threeCardReading({ extra: "Your manager stays hard to read." })).question_answered).toBe(false);
    expect(reading(prompt, threeCardReading({ extra: "Your manager stirs something you avoid." })).question_answered).toBe(true);
    expect(reading({ ...threeCards, question: "What should I watch in the weeks ahead?" }, threeCardReading({ extra: "Watching this week matters." }).replaceAll("career", "path").replace("this year", "now")).question_answered).toBe(true);
  });

  it("fails an either/or reading that names only one of its options", () => {
    const prompt = { ...threeCards, question: "Should I move to Berlin or stay in Madrid?" };
    const both = threeCardReading({ extra: "Berlin suits the Chariot's drive; Madrid, the Hermit's calm." });
    expect(reading(prompt, both).question_answered).toBe(true);
    expect(reading(prompt, both.replace("; Madrid, the Hermit's calm", "")).question_answered).toBe(false);
  });

  describe("a verdict", () => {
    const yesNo: ReadingPrompt = { question: "Will I get the job?", type: "yes_no", category: "career", cards: ["The Sun", "The Tower", "Justice"] };
    const verdictReading = (verdict: string) =>
      [
        `## Summary\n${verdict}The job is within reach: the Sun favours it, the Tower warns of a shake-up, and Justice weighs the rest.`,
        `## First card: The Sun\n${filler(80)}.`,
        `## Second card: The Tower\n${filler(80)}.`,
        `## Third card: Justice\n${filler(80)}.`,
        "## Synthesis\nTogether they favour the job.",
      ].join("\n\n");

    it("passes where a yes/no question was asked on a verdict spread, and fails its absence there", () => {
      expect(reading(yesNo, verdictReading("**Verdict: Yes.** ")).verdict_fits_question).toBe(true);
      expect(reading(yesNo, verdictReading("")).verdict_fits_question).toBe(false);
    });

    it("fails on an open question, or on a spread that gives none", () => {
      expect(reading({ ...yesNo, question: "What should I know about the job?" }, verdictReading("**Verdict: Yes.** ")).verdict_fits_question).toBe(false);
      expect(reading({ ...yesNo, question: "What should I know about the job?" }, verdictReading("")).verdict_fits_question).toBe(true);
      expect(reading({ ...threeCards, question: "Will I get the job?" }, threeCardReading({ extra: "Verdict: Yes." })).verdict_fits_question).toBe(false);
    });

    it("asks no verdict of a yes/no question about an outcome no card rules on (health, a pregnancy, a court case), in any language", () => {
      for (const question of ["¿Mejorará mi salud este año?", "Nous essayons d'avoir un bébé depuis deux ans. Vais-je tomber enceinte ?", "Meu pai está internado há uma semana depois de um AVC. Ele vai melhorar?", "Will I win the court case?"]) {
        expect(reading({ ...yesNo, question }, verdictReading("")).verdict_fits_question, question).toBe(true);
        expect(reading({ ...yesNo, question }, verdictReading("**Verdict: Yes.** ")).verdict_fits_question, question).toBe(false);
      }
    });
  });

  it("reads a question whose language cannot be told in the page's language, English without one", () => {
    expect(reading({ ...threeCards, question: "Career?" }, threeCardReading()).question_language).toBe(true);
    expect(reading({ ...threeCards, question: "Career?", locale: "es" }, threeCardReading()).question_language).toBe(false);
  });

  it("fails a German question answered in French, and passes it answered in German", () => {
    const prompt = { ...threeCards, question: "Wie entwickelt sich meine Karriere in diesem Jahr?" };
    expect(reading(prompt, "## Summary\nVotre carrière avance avec le Hermit: il faut que vous preniez le temps de réfléchir avant de choisir.").question_language).toBe(false);
    expect(reading(prompt, "## Überblick\nDeine Karriere entwickelt sich mit dem Eremiten: nimm dir Zeit, bevor du wählst, und vertraue auf den Stern.").question_language).toBe(true);
  });

  it("fails encouragement of a drawn card's shadow, but not its warning, its negation or another card's shadow", () => {
    const devil: ReadingPrompt = { ...threeCards, cards: ["The Hermit", "The Devil", "The Chariot"] };
    const text = (sentence: string) => threeCardReading({ sections: ["Past: The Hermit", "Present: The Devil", "Future: The Chariot"], extra: sentence });
    expect(reading(devil, text("The Devil asks you to embrace your compulsion.")).no_shadow_encouragement).toBe(false);
    expect(reading(devil, text("Lean into a little temptation.")).no_shadow_encouragement).toBe(false);
    expect(reading(devil, text("The Hermit asks you to welcome isolation.")).no_shadow_encouragement).toBe(false);
    expect(reading(devil, text("Watch for unhealthy patterns and compulsion.")).no_shadow_encouragement).toBe(true);
    expect(reading(devil, text("You do not have to embrace the compulsion to learn from it.")).no_shadow_encouragement).toBe(true);
    expect(reading(devil, text("Make room for breaking free.")).no_shadow_encouragement).toBe(true);
    expect(reading(devil, text("Welcome upheaval.")).no_shadow_encouragement).toBe(true);
  });
});

describe("a follow-up's checks", () => {
  const interpretation = threeCardReading();

  it("passes an answer to the follow-up's own words from the same cards", () => {
    const question = "How should I talk to my manager about a raise?";
    const text = "Talk to your manager from the Chariot's steadiness: ask for the raise with one clear figure. The Hermit, in the Past, says prepare in quiet first.";
    expect(followUp({ reading: threeCards, interpretation, question }, text)).toEqual({
      no_undrawn_cards: true,
      question_answered: true,
      question_language: true,
      no_shadow_encouragement: true,
      no_certainty: true,
      no_instruction: true,
    });
  });

  it("fails a card that was not drawn, an answer in another language and a shadow encouraged", () => {
    const question = "How should I talk to my manager about a raise?";
    expect(followUp({ reading: threeCards, interpretation, question }, "Ask your manager for the raise; the Magician says you can.").no_undrawn_cards).toBe(false);
    expect(followUp({ reading: threeCards, interpretation, question: "Comment parler à mon manager de mon salaire?" }, "Talk to your manager about the salary with the Chariot's steadiness.").question_language).toBe(false);
    expect(followUp({ reading: { ...threeCards, cards: ["The Hermit", "The Moon", "The Chariot"] }, interpretation, question }, "Ask your manager for the raise, and embrace the anxiety.").no_shadow_encouragement).toBe(false);
  });
});

describe("the card of the day's checks", () => {
  it("passes its card named in three to five sentences, and fails another card, no card, or the wrong length", () => {
    const text = "Today belongs to **the Sun**, a card of joy. Warmth comes easily. Share it with someone. For today: step into the light.";
    expect(daily("The Sun", text)).toEqual({
      cards_named: true,
      no_undrawn_cards: true,
      length_in_window: true,
      question_language: true,
      no_shadow_encouragement: true,
      no_certainty: true,
      no_instruction: true,
    });
    expect(daily("The Sun", `${text.replace(".", ", like the Star.")}`).no_undrawn_cards).toBe(false);
    expect(daily("The Star", text).cards_named).toBe(false);
    expect(daily("The Sun", "Today belongs to **the Sun**. Step into the light.").length_in_window).toBe(false);
    expect(daily("The Sun", `${text} One more. And another.`).length_in_window).toBe(false);
  });
});

describe("the local writer", () => {
  it("names every card and no other, in every position's section, within its spread's length", () => {
    const random = mulberry32(31);
    for (let i = 0; i < 120; i++) {
      const spread = SPREADS[i % SPREADS.length];
      const deck = [...CARD_NAMES];
      const cards = Array.from({ length: spread.cardCount }, () => deck.splice(Math.floor(random() * deck.length), 1)[0]);
      const prompt: ReadingPrompt = { question: SAMPLE_QUESTIONS[i % SAMPLE_QUESTIONS.length], type: spread.id, category: CATEGORY_IDS[i % CATEGORY_IDS.length], cards };
      const result = reading(prompt, composeReading(prompt));
      expect({ prompt, result }).toMatchObject({ result: { cards_named: true, no_undrawn_cards: true, sections_in_order: true, length_in_window: true } });
    }
  });

  it("names the card of the day, and no other, in three to five sentences", () => {
    for (const card of CARD_NAMES) {
      const result = daily(card, composeDailyMessage({ card, date: "2026-11-26", locale: "en" }));
      expect({ card, result }).toMatchObject({ result: { cards_named: true, no_undrawn_cards: true, length_in_window: true } });
    }
  });
});

describe("shadow keywords", () => {
  it("are the Devil's upright ones, not its reversed way out", () => {
    expect(shadowKeywords("The Devil")).toEqual(expect.arrayContaining(["unhealthy patterns", "compulsion", "attachment", "materialism"]));
    expect(shadowKeywords("The Devil")).not.toContain("breaking free");
    expect(shadowKeywords("Death")).toContain("clearing space");
    expect(shadowKeywords("The Sun")).toContain("overconfidence");
    expect(shadowKeywords("The Sun")).not.toContain("joy");
  });
});

describe("the referral check in Italian", () => {
  it("counts a free debt-advice desk as real help for a debt question, and fails a reading that names none", () => {
    const prompt: ReadingPrompt = { question: "Ho debiti su tre carte di credito. Come esco dai debiti?", type: "one_card", category: "career", cards: ["Justice"], locale: "it" };
    const text = (help: string) =>
      [
        "## Riepilogo\nHai pescato la Giustizia per i tuoi debiti sulle carte di credito: una carta che chiede chiarezza e misura.",
        `## Il cuore della questione: La Giustizia\nLa Giustizia ti chiede di guardare i conti con calma e onestà, un passo alla volta. ${"Guarda con calma i numeri e le scadenze. ".repeat(8)}`,
        `## Sintesi\nLa Giustizia ti invita ad affrontare i tuoi debiti con un giudizio limpido. ${help}`,
      ].join("\n\n");
    expect(reading(prompt, text("Uno sportello gratuito di consulenza sui debiti può rivedere con te quanto devi.")).referral).toBe(true);
    expect(reading(prompt, text("Parlane con chi ti vuole bene e prenditi il tempo che serve.")).referral).toBe(false);
  });
});

describe("the question-answered check", () => {
  it("counts the short noun a question names its person by: a reading about “your ex” speaks to “Will my ex come back?”", () => {
    const prompt: ReadingPrompt = { question: "Will my ex come back to me?", type: "one_card", category: "love", cards: ["The Lovers"] };
    const text = (subject: string) =>
      [
        `## Summary\nYou drew the Lovers, a card of honest connection, for ${subject}.`,
        `## The heart of the matter: The Lovers\nThe Lovers speak of a bond built on shared values, and of the choice it asks of ${subject}. ${filler(80)}.`,
        `## Synthesis\nTaken as a whole, the Lovers ask you to meet ${subject} with an open heart. ${filler(20)}.`,
      ].join("\n\n");
    expect(reading(prompt, text("things between you and your ex")).question_answered).toBe(true);
    expect(reading(prompt, text("your love life")).question_answered).toBe(false);
  });
});

describe("the referral check in German", () => {
  it("counts the people caring for the asker's sister as her care team, and fails a reading that names none", () => {
    const prompt: ReadingPrompt = { question: "Bei meiner Schwester wurde Krebs festgestellt. Wie kann ich für sie da sein?", type: "one_card", category: "health", cards: ["The Chariot"], locale: "de" };
    const text = (help: string) =>
      [
        "## Überblick\nFür diese Zeit mit deiner Schwester hat das Deck den Wagen aufgedeckt, und deine Sorge um sie verdient eine behutsame Antwort.",
        `## Der Kern der Sache: Der Wagen\nDer Wagen spricht von entschlossenem Vorwärtsdrang und davon, wie du bei deiner Schwester sein kannst. ${"Bleib ruhig und nimm dir Zeit für sie und für dich. ".repeat(8)}`,
        `## Zusammenschau\nDer Wagen bittet dich, auch gut für dich zu sorgen. ${help}`,
      ].join("\n\n");
    expect(reading(prompt, text("Die Menschen, die deine Schwester versorgen, können dir sagen, wie es ihr geht.")).referral).toBe(true);
    expect(reading(prompt, text("Ruf sie heute Abend an und hör ihr einfach zu.")).referral).toBe(false);
  });
});

describe("the help a question needs", () => {
  const needs = (question: string, locale: ReadingPrompt["locale"]) =>
    reading({ question, type: "one_card", category: "personal_development", cards: ["The Star"], locale }, "## Summary\nThe Star.").referral;

  it("asks no financial adviser of a question about studies that mentions money in passing, nor reads a dream as sleep", () => {
    expect(needs("Estoy en tercero de Derecho, pero la carrera no me llena; mis padres han invertido mucho dinero en mis estudios y sueño con ser carpintera. ¿Qué debo hacer?", "es")).toBeUndefined();
    expect(needs("Ich studiere Jura, aber meine Eltern haben viel Geld in mein Studium gesteckt, und ich träume davon, Tischlerin zu werden. Was soll ich tun?", "de")).toBeUndefined();
  });

  it("still asks real help of a question about money or debts, and of one about sleep", () => {
    expect(needs("Ho debiti su tre carte di credito. Come esco dai debiti?", "it")).toBe(false);
    expect(needs("Should I put my savings into shares this year?", "en")).toBe(false);
    expect(needs("¿Por qué no consigo conciliar el sueño por las noches?", "es")).toBe(false);
  });
});
