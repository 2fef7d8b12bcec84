import { describe, expect, it } from "vitest";
import type { Locale } from "@/lib/i18n/locales";
import { CARD_NAMES } from "@/lib/tarot/deck";
import { askedOf } from "./local/ask";
import { policyFor } from "./local/asked";
import { languageOf } from "./local/languages";
import { composeFollowUp, composeReading } from "./local";
import type { ReadingPrompt } from "./types";

/**
 * Who and what a question is about, read over the whole question as a careful reader would: a person named as a
 * place in an either/or's option is no subject, a person who acts toward the asker makes the matter the asker's
 * dealings with them (not that person's work), a long question of several matters is read as the asker's
 * situation (never one matter or one person from it), legal trouble is recognised by its everyday words, and a
 * follow-up keeps its reading's subject. The questions are written apart from eval/corpus.ts and the review's.
 */

/** The focus's topic as running text: a language's topic is a string or an object of its forms (the first is the bare one). */
function topicOf(locale: Locale, question: string, category: ReadingPrompt["category"] = "general"): string {
  const lang = languageOf(locale);
  const focus = lang.focus(askedOf(question, lang), category) as { topic: string | Record<string, string> };
  return typeof focus.topic === "string" ? focus.topic : Object.values(focus.topic)[0];
}

const asked = (locale: Locale, question: string) => askedOf(question, languageOf(locale));

describe("the local writer's subject reader", () => {
  const OPTIONS: { locale: Locale; question: string; person: RegExp; decision: RegExp }[] = [
    { locale: "en", question: "Do I accept the offer in Glasgow or remain in York close to my sister?", person: /sister/i, decision: /decision|choice/ },
    { locale: "es", question: "¿Me mudo a Bilbao o sigo en Zaragoza cerca de mis padres?", person: /padre/i, decision: /decisión|elección/ },
    { locale: "pt-BR", question: "Aceito a vaga em Curitiba ou continuo em Recife perto da minha mãe?", person: /mãe/i, decision: /decisão|escolha/ },
    { locale: "de", question: "Soll ich nach Hamburg gehen oder in München bei meiner Schwester bleiben?", person: /Schwester/i, decision: /Entscheidung|Wahl/ },
    { locale: "fr", question: "Dois-je partir à Nantes ou rester à Lille près de mes parents ?", person: /parent/i, decision: /décision|choix/ },
    { locale: "it", question: "Vado a lavorare a Bologna o resto a Napoli vicino a mia sorella?", person: /sorella/i, decision: /decisione|scelta/ },
  ];
  for (const { locale, question, person, decision } of OPTIONS) {
    it(`reads an either/or as the decision, not the person in one option (${locale})`, () => {
      const read = asked(locale, question);
      expect(read.shape.kind).toBe("either_or");
      expect(read.who.person).toBe("self");
      expect(read.about).toBe("decision");
      const topic = topicOf(locale, question);
      expect(topic).not.toMatch(person);
      expect(topic).toMatch(decision);
    });
  }

  it("reads a person named as a place in a plan as no subject (en, it)", () => {
    expect(asked("en", "Is it wise to move nearer to my grandparents next year?").who.person).toBe("self");
    expect(asked("it", "Ha senso trasferirmi più vicino ai miei genitori?").who.person).toBe("self");
  });

  const ACTORS: { locale: Locale; question: string; person: RegExp; notTheirWork: RegExp }[] = [
    { locale: "en", question: "My supervisor takes credit for my ideas. How should I respond?", person: /supervisor/, notTheirWork: /supervisor's work/ },
    { locale: "es", question: "Mi jefe me grita delante de los clientes. ¿Qué puedo hacer?", person: /tu jefe/, notTheirWork: /trabajo de tu jefe/ },
    { locale: "pt-BR", question: "Minha chefe me ignora nos e-mails. Como lido com isso?", person: /chefe/, notTheirWork: /trabalho d[ao] sua chefe/ },
    { locale: "de", question: "Mein Kollege schiebt mir seine Fehler zu. Wie reagiere ich?", person: /Kollege/, notTheirWork: /berufliche Frage/ },
    { locale: "fr", question: "Ma collègue me coupe la parole en réunion. Comment réagir ?", person: /collègue/, notTheirWork: /question professionnelle/ },
    { locale: "it", question: "Il mio capo mi critica davanti a tutti. Come mi comporto?", person: /capo/, notTheirWork: /lavoro del tuo capo/ },
  ];
  for (const { locale, question, person, notTheirWork } of ACTORS) {
    it(`reads a person acting toward the asker as the asker's dealings with them (${locale})`, () => {
      expect(asked(locale, question).about).toBe("relationship");
      const topic = topicOf(locale, question, "career");
      expect(topic).toMatch(person);
      expect(topic).not.toMatch(notTheirWork);
    });
  }

  it("still reads another's own matter as theirs when nothing turns to the asker", () => {
    expect(asked("en", "Will my brother get the apprenticeship he applied for?").about).toBeUndefined();
  });

  const SEVERAL: { locale: Locale; question: string; named: RegExp }[] = [
    {
      locale: "en",
      question:
        "Things are a mess. My brother stopped speaking to me after the wedding, my job feels pointless, my grandmother has been unwell since the summer and I have no savings left. Where do I even start?",
      named: /brother|job|savings/i,
    },
    {
      locale: "es",
      question:
        "No sé ni cómo empezar. Mi hermano no me habla desde la boda, el trabajo me agota, mi abuela está delicada de salud desde el verano y ya no me quedan ahorros. ¿Por dónde tiro?",
      named: /hermano|trabajo|ahorros/i,
    },
    {
      locale: "pt-BR",
      question:
        "Está tudo confuso. Meu irmão parou de falar comigo depois do casamento, o trabalho me esgota, minha avó anda doente desde o inverno e eu não tenho mais reservas. Por onde começo?",
      named: /irmão|trabalho|dinheiro/i,
    },
    {
      locale: "de",
      question:
        "Gerade ist alles zu viel. Mein Bruder redet seit der Hochzeit nicht mehr mit mir, die Arbeit macht mich fertig, meine Oma ist seit dem Sommer krank und mein Erspartes ist weg. Wo fange ich an?",
      named: /Bruder|Arbeit|Finanzen/i,
    },
    {
      locale: "fr",
      question:
        "Tout se mélange en ce moment. Mon frère ne me parle plus depuis le mariage, mon travail m'épuise, ma grand-mère est malade depuis l'été et je n'ai plus d'économies. Par où commencer ?",
      named: /frère|travail|finances/i,
    },
    {
      locale: "it",
      question:
        "È tutto un caos. Mio fratello non mi parla più dal matrimonio, il lavoro mi sfinisce, mia nonna sta male dall'estate e non ho più risparmi. Da dove comincio?",
      named: /fratello|lavoro|finanze/i,
    },
  ];
  for (const { locale, question, named } of SEVERAL) {
    it(`reads a long question of several matters as the asker's situation beside a grandmother's illness, not one of its other matters (${locale})`, () => {
      const read = asked(locale, question);
      expect(read.about).toBe("situation");
      // The illness it tells of is the grandmother's: her medical team's matter, never the asker's own doctor's.
      expect(read.who.person).toBe("relative");
      expect(read.othersHealth).toBe(true);
      const policy = policyFor(read, "general", false);
      expect(policy.care).toBe("others_health");
      expect(policy.referral).toBe("medical_team");
      for (const category of ["general", "emotions", "career"] as const) expect(topicOf(locale, question, category)).not.toMatch(named);
    });
  }

  it("keeps the person a long question asks about by name in its last sentence", () => {
    const read = asked(
      "en",
      "It has been a hard winter. My father had a fall in October and is still in hospital, my sister and I argue about who visits, and work keeps me late most days. Will my father walk again?",
    );
    expect(read.about).toBeUndefined();
    expect(read.who.relation).toBe("father");
    expect(read.othersHealth).toBe(true);
  });

  const LEGAL: { locale: Locale; question: string }[] = [
    { locale: "en", question: "My landlord is trying to evict me next month. What can I expect?" },
    { locale: "en", question: "I was arrested at a protest last week. What happens now?" },
    { locale: "es", question: "Me han puesto una multa de tráfico que no es justa. ¿Qué pasará?" },
    { locale: "pt-BR", question: "Fui processada pelo meu antigo patrão. Como isso vai terminar?" },
    { locale: "de", question: "Gegen mich läuft eine Strafanzeige wegen Beleidigung. Wie geht das aus?" },
    { locale: "de", question: "Mein Vermieter droht mit einer Räumungsklage. Was passiert jetzt?" },
    { locale: "fr", question: "Mon propriétaire veut m'expulser du logement. Que va-t-il se passer ?" },
    { locale: "it", question: "Mi hanno denunciato per un incidente in bici. Come andrà a finire?" },
  ];
  for (const { locale, question } of LEGAL) {
    it(`recognises legal trouble in everyday words and points to a lawyer (${locale}: ${question.slice(0, 30)}…)`, () => {
      const policy = policyFor(asked(locale, question), "general", true);
      expect(policy.care).toBe("law");
      expect(policy.referral).toBe("lawyer");
      expect(policy.verdict).toBe(false);
    });
  }

  it("never reads a legal matter's spread as good news, whatever its cards", () => {
    // The Sun, the World and the Star all lean yes: a bright spread for any other question.
    const bright = ["The Sun", "The World", "The Star", "Strength", "The Magician"] as const;
    for (const voice of ["direct", "practical", "gentle"] as const) {
      const text = composeReading({ question: "My landlord is trying to evict me next month. What can I expect?", type: "tarot", category: "general", voice, cards: bright, locale: "en" });
      expect(text).not.toMatch(/Good spread|Mostly good news|look good overall|more light than shadow|spread is encouraging|mostly favourable/i);
    }
  });

  it("reads a French « Qu'est-ce qui… » as an open question, not a yes/no one", () => {
    expect(asked("fr", "Qu'est-ce qui m'empêche d'avancer dans mes études ?").shape.kind).toBe("open");
    expect(asked("fr", "Qu'est-ce que je fais de travers avec mes amis ?").shape.kind).toBe("open");
  });

  const MISSING: { locale: Locale; question: string }[] = [
    { locale: "en", question: "Our cat ran away during the fireworks. Will we find her?" },
    { locale: "es", question: "Mi perro se escapó del jardín anoche. ¿Volverá?" },
    { locale: "pt-BR", question: "Minha gata sumiu há dois dias. Ela vai voltar?" },
    { locale: "de", question: "Unser Hund ist beim Spaziergang weggelaufen. Finden wir ihn wieder?" },
    { locale: "fr", question: "Notre chatte a disparu depuis samedi. Va-t-elle revenir ?" },
    { locale: "it", question: "Il mio gatto è scappato dal balcone. Tornerà a casa?" },
  ];
  for (const { locale, question } of MISSING) {
    it(`reads a missing pet as a search, not a sick animal, with no emotions or love texts (${locale})`, () => {
      const read = asked(locale, question);
      expect(read.who.person).toBe("pet");
      const policy = policyFor(read, "emotions", true);
      expect(policy.care).toBeUndefined();
      expect(policy.referral).toBeUndefined();
      expect(policy.reads).toBe("general");
    });
  }

  it("names a pet as itself, not the matter its question touches (a move, money)", () => {
    expect(topicOf("fr", "Ma chatte ne sort plus de sous le lit depuis le déménagement. Comment la rassurer ?")).toBe("votre chatte");
    expect(topicOf("en", "Our dog barks all night since we moved house. What can we do?")).toBe("your dog");
  });

  it("still reads a sick pet as its vet's matter", () => {
    expect(policyFor(asked("en", "My rabbit has stopped eating hay. Is she ill?"), "general", true).referral).toBe("vet");
  });

  const SICK_WITH_MISSING_WORDS: { locale: Locale; question: string }[] = [
    { locale: "en", question: "My dog just got out of surgery on his leg. Will he heal well?" },
    { locale: "fr", question: "Les symptômes de ma chatte ont disparu après le traitement, mais est-elle vraiment guérie ?" },
    { locale: "pt-BR", question: "Os sintomas do meu cachorro desapareceram depois da cirurgia. Ele está curado?" },
  ];
  for (const { locale, question } of SICK_WITH_MISSING_WORDS) {
    it(`reads a sick pet as its vet's matter even when its question says a word of disappearance (${locale})`, () => {
      const read = asked(locale, question);
      expect(read.missingPet).toBeUndefined();
      expect(policyFor(read, "general", true).referral).toBe("vet");
    });
  }

  it("answers a follow-up that points back with a pronoun about the reading's own subject, in the asker's word", () => {
    const reading: ReadingPrompt = { question: "Meine Hündin ist uns gestern im Park entlaufen. Kommt sie zurück?", type: "three_cards", category: "general", cards: CARD_NAMES.slice(3, 6), locale: "de" };
    const answer = composeFollowUp({ reading, interpretation: "## Zusammenfassung\nEine Lesung.", question: "Wo soll ich nach ihm suchen?" });
    expect(answer).not.toMatch(/diese(?:n|m|r)? (?:Menschen|Person)/);
    expect(answer).toMatch(/Hündin/);
    // Gone missing, she is searched for: no vet, no illness.
    expect(answer).not.toMatch(/Tierärzt/);
  });

  it("answers a follow-up on an either/or about the same decision", () => {
    const reading: ReadingPrompt = { question: "Do I accept the offer in Glasgow or remain in York close to my sister?", type: "three_cards", category: "general", cards: CARD_NAMES.slice(7, 10), locale: "en" };
    const answer = composeFollowUp({ reading, interpretation: "## Summary\nA reading.", question: "What if I go for six months first?" });
    expect(answer).not.toMatch(/your sister/);
  });
});
