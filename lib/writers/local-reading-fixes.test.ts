import { describe, expect, it } from "vitest";
import type { Locale } from "@/lib/i18n/locales";
import { analyseQuestion, verdictAsked } from "./question";
import { askedOf } from "./local/ask";
import { policyFor } from "./local/asked";
import { languageOf } from "./local/languages";
import { composeReading } from "./local";
import { verdictLine } from "./structure";

/**
 * How the local writer reads a question, after a review and blind readers found it misread: a medical test's result
 * or an exam's given a verdict, and the like. The questions are written apart from eval/corpus.ts.
 */

const asked = (locale: Locale, question: string) => askedOf(question, languageOf(locale));

/** A reading of three bright cards on the Yes or No spread, with no verdict line in it. */
function expectNoVerdict(locale: Locale, question: string) {
  const text = composeReading({ question, type: "yes_no", category: "general", cards: ["The Sun", "The World", "The Star"], locale });
  for (const lean of ["yes", "no", "maybe"] as const) expect(text).not.toContain(verdictLine(lean, locale));
  return text;
}

describe("the local writer's reading of a question", () => {
  const TEST_RESULTS: { locale: Locale; question: string }[] = [
    { locale: "en", question: "Will my biopsy results be clear?" },
    { locale: "es", question: "¿Saldrá bien mi biopsia?" },
    { locale: "pt-BR", question: "O resultado da minha biópsia vai ser bom?" },
    { locale: "de", question: "Wird das Ergebnis meiner Biopsie gut?" },
    { locale: "fr", question: "Les résultats de ma biopsie seront-ils bons ?" },
    { locale: "it", question: "Il risultato della mia biopsia sarà buono?" },
    { locale: "en", question: "Will my MRI show nothing serious?" },
    { locale: "fr", question: "Est-ce que ma prise de sang sera normale ?" },
    { locale: "de", question: "Sind meine Blutwerte in Ordnung?" },
  ];
  for (const { locale, question } of TEST_RESULTS) {
    it(`gives a medical test's result no verdict and points to a doctor (${locale}: ${question})`, () => {
      const policy = policyFor(asked(locale, question), "general", true);
      expect(policy.verdict).toBe(false);
      expect(policy.referral).toBe("doctor");
      expect(verdictAsked(analyseQuestion(question, locale), "general")).toBe(false);
      expectNoVerdict(locale, question);
    });
  }

  const EXAMS: { locale: Locale; question: string }[] = [
    { locale: "en", question: "Will I pass my driving exam next week?" },
    { locale: "es", question: "¿Aprobaré el examen de la semana que viene?" },
    { locale: "pt-BR", question: "Vou passar na prova da semana que vem?" },
    { locale: "de", question: "Bestehe ich nächste Woche meine Prüfung?" },
    { locale: "fr", question: "Vais-je réussir mon examen la semaine prochaine ?" },
    { locale: "it", question: "Passerò l'esame la settimana prossima?" },
  ];
  for (const { locale, question } of EXAMS) {
    it(`gives an exam's result a lean, never a verdict (${locale})`, () => {
      expect(policyFor(asked(locale, question), "general", true).verdict).toBe(false);
      expect(verdictAsked(analyseQuestion(question, locale), "general")).toBe(false);
      expectNoVerdict(locale, question);
    });
  }

  it("still gives a verdict on a decision about studies", () => {
    expect(policyFor(asked("en", "Should I retake my exam in June?"), "general", true).verdict).toBe(true);
    expect(verdictAsked(analyseQuestion("Should I retake my exam in June?", "en"), "general")).toBe(true);
  });

  it("tells an exam's lean on a verdict spread, without a verdict line", () => {
    expect(expectNoVerdict("en", "Will I pass my driving exam next week?")).toMatch(/\byes\b/i);
  });

  it("reads a relative's illness in a question of several matters as theirs, for their medical team, not the asker's doctor", () => {
    const question =
      "My mother was diagnosed with cancer last month and I am her main carer. At the same time my boss wants me to take on a new project and my partner feels neglected. What should I focus on?";
    const read = asked("en", question);
    expect(read.about).toBe("situation");
    expect(read.othersHealth).toBe(true);
    expect(read.who.relation).toBe("mother");
    expect(policyFor(read, "general", false).referral).toBe("medical_team");
    const prose = composeReading({ question, type: "three_cards", category: "general", voice: "gentle", cards: ["The Sun", "Strength", "Justice"], locale: "en" }).replace(question, "");
    expect(prose).toMatch(/your mother/);
    expect(prose).not.toMatch(/you's|how you feel/);
  });

  it("keeps the asker's own illness in a question of several matters their doctor's", () => {
    const question =
      "I was diagnosed with diabetes last month and my health worries me. At the same time my sister is getting married and my boss wants me to travel more. What should I focus on?";
    const read = asked("en", question);
    expect(read.about).toBe("situation");
    expect(read.othersHealth).toBe(false);
    expect(policyFor(read, "general", false).referral).toBe("doctor");
  });

  const NOT_LEGAL: { locale: Locale; question: string }[] = [
    { locale: "en", question: "Will I get my new hearing aid before the holidays?" },
    { locale: "en", question: "Will I be charged for the repair of my phone?" },
    { locale: "en", question: "Is it the case that he likes me?" },
    { locale: "en", question: "Will my free trial turn into a real job?" },
    { locale: "de", question: "Wird meine Gehaltsverhandlung gut laufen?" },
    { locale: "de", question: "Werde ich meine Berufung finden?" },
    { locale: "es", question: "¿Habrá demanda para mi producto este año?" },
    { locale: "pt-BR", question: "Vou passar no processo seletivo da empresa?" },
    { locale: "fr", question: "Est-ce qu'il répondra à mon appel ?" },
    { locale: "it", question: "Mi ha visto ieri sera, mi scriverà?" },
    { locale: "it", question: "Sono triste a causa del lavoro, cambierà qualcosa?" },
  ];
  for (const { locale, question } of NOT_LEGAL) {
    it(`reads no legal matter into an everyday word (${locale}: ${question})`, () => {
      const read = asked(locale, question);
      expect(read.domain).not.toBe("law");
      expect(policyFor(read, "general", true).referral).not.toBe("lawyer");
    });
  }

  const LEGAL: { locale: Locale; question: string }[] = [
    { locale: "en", question: "My court hearing is next month. How will it go?" },
    { locale: "en", question: "I was charged with careless driving. What happens now?" },
    { locale: "de", question: "Wie wird meine Gerichtsverhandlung ausgehen?" },
    { locale: "es", question: "Mi vecino me ha puesto una demanda. ¿Qué pasará?" },
    { locale: "pt-BR", question: "Entrei com um processo trabalhista. Vou ganhar?" },
    { locale: "fr", question: "Mon ex a fait appel du jugement. Que va-t-il se passer ?" },
    { locale: "it", question: "Il mio vicino mi ha fatto causa. Come andrà?" },
  ];
  for (const { locale, question } of LEGAL) {
    it(`still reads legal trouble in its own words (${locale}: ${question})`, () => {
      expect(policyFor(asked(locale, question), "general", true).referral).toBe("lawyer");
    });
  }

  const ANIMALS: { locale: Locale; question: string }[] = [
    { locale: "en", question: "My cockatiel has stopped singing. Is she ill?" },
    { locale: "en", question: "Will my guinea pig get better after the vet?" },
    { locale: "es", question: "Mi cobaya está enferma. ¿Se curará?" },
    { locale: "pt-BR", question: "Minha calopsita está doente. Vai sarar?" },
    { locale: "de", question: "Mein Wellensittich frisst nicht mehr. Wird er gesund?" },
    { locale: "fr", question: "Mon cochon d'inde est malade, va-t-il guérir ?" },
    { locale: "it", question: "Il mio criceto non mangia più. Guarirà?" },
  ];
  for (const { locale, question } of ANIMALS) {
    it(`reads a sick animal as a pet for its vet, never the asker's own health (${locale}: ${question})`, () => {
      const read = asked(locale, question);
      expect(read.who.person).toBe("pet");
      const policy = policyFor(read, "health", true);
      expect(policy.care).toBe("others_health");
      expect(policy.referral).toBe("vet");
    });
  }

  const GRIEF: { locale: Locale; question: string }[] = [
    { locale: "en", question: "I am grieving and nothing feels real. How do I go on?" },
    { locale: "es", question: "¿Cómo supero este duelo que no termina?" },
    { locale: "pt-BR", question: "Como atravesso este luto que não passa?" },
    { locale: "de", question: "Wie komme ich mit meiner Trauer zurecht?" },
    { locale: "fr", question: "Comment vivre ce deuil qui ne passe pas ?" },
    { locale: "it", question: "Come posso affrontare questo lutto?" },
  ];
  for (const { locale, question } of GRIEF) {
    it(`reads a grief through the cards' general texts, not the Emotions texts of moods and romance (${locale})`, () => {
      const read = asked(locale, question);
      expect(read.domain).toBe("death");
      for (const category of ["emotions", "love", "general"] as const) expect(policyFor(read, category, false).reads).toBe("general");
      expect(policyFor(read, "emotions", false).step).toBe("grief");
    });
  }

  it("reads the asker who acts ('and I cannot stop crying', 'I ignore') as no one acting toward them", () => {
    expect(asked("en", "My sister lives abroad and I miss her terribly. Will she come home?").about).toBeUndefined();
    expect(asked("en", "My father is retiring and I worry he will be bored. What can help?").about).toBeUndefined();
    expect(asked("en", "My boss ignores me. What should I do?").about).toBe("relationship");
    expect(asked("en", "My boss and I never agree. What now?").about).toBe("relationship");
    expect(asked("fr", "Mon chef m'ignore en réunion. Que faire ?").about).toBe("relationship");
  });
});
