import { describe, expect, it } from "vitest";
import type { Locale } from "@/lib/i18n/locales";
import { CARD_NAMES } from "@/lib/tarot/deck";
import { askedOf } from "./local/ask";
import { concernStep, policyFor } from "./local/asked";
import { languageOf } from "./local/languages";
import { composeReading } from "./local";

/**
 * A reading's step is for what the question is worried about, not one stock step per matter: a job at risk is
 * never "three short study sessions", a choice between a course in one city and a grant in another is a decision or
 * a move, never an exam, and a question about someone else read under Health is no advice about the asker's own
 * rest. The questions are our own, written apart from eval/corpus.ts and the review's samples.
 */

const LOCALES = ["en", "es", "pt-BR", "de", "fr", "it"] as const;

const QUESTIONS: Record<Locale, { jobAtRisk: string; moveOrStudy: string; courses: string }> = {
  en: {
    jobAtRisk: "There are rumours of layoffs at the plant. Will I keep my job?",
    moveOrStudy: "Should I finish my master's in Leeds or move to Glasgow for the scholarship?",
    courses: "Should I take the evening course in accounting or the weekend course in design?",
  },
  es: {
    jobAtRisk: "Hay rumores de despidos en la fábrica. ¿Conservaré mi empleo?",
    moveOrStudy: "¿Termino el máster en Sevilla o me mudo a Bilbao por la beca?",
    courses: "¿Hago el curso de contabilidad por las tardes o el de diseño los fines de semana?",
  },
  "pt-BR": {
    jobAtRisk: "Há boatos de demissões na fábrica. Vou manter meu emprego?",
    moveOrStudy: "Termino o mestrado em Curitiba ou me mudo para Recife por causa da bolsa?",
    courses: "Faço o curso de contabilidade à noite ou o de design nos fins de semana?",
  },
  de: {
    jobAtRisk: "In der Firma ist von Stellenabbau die Rede. Ist meine Stelle in Gefahr?",
    moveOrStudy: "Soll ich meinen Master in Köln fertig machen oder für das Stipendium nach Dresden umziehen?",
    courses: "Soll ich den Abendkurs in Buchhaltung machen oder den Wochenendkurs in Design?",
  },
  fr: {
    jobAtRisk: "On parle d'un plan social à l'usine. Mon poste est-il menacé ?",
    moveOrStudy: "Dois-je finir mon master à Lille ou déménager à Nantes pour la bourse ?",
    courses: "Dois-je suivre le cours du soir en comptabilité ou le cours du week-end en design ?",
  },
  it: {
    jobAtRisk: "Si parla di esuberi in azienda. Il mio posto è a rischio?",
    moveOrStudy: "Finisco la magistrale a Padova o mi trasferisco a Bari per la borsa di studio?",
    courses: "Faccio il corso serale di contabilità o quello del fine settimana di design?",
  },
};

/** Words only the job-at-risk steps use (a talk with the manager, the contract and HR, a CV kept ready without leaving). */
const JOB_STEP: Record<Locale, RegExp> = {
  en: /your manager|letter from HR|CV up to date/,
  es: /tu responsable|recursos humanos|Pon al día tu currículum/,
  "pt-BR": /seu gestor|comunicado do RH|não para sair/,
  de: /Führungskraft|Personalabteilung|nicht um zu gehen/,
  fr: /votre responsable|ressources humaines|non pour partir/,
  it: /tuo responsabile|ufficio del personale|non per andartene/,
};

const stepFor = (locale: Locale, question: string, category: Parameters<typeof policyFor>[1]) => {
  const lang = languageOf(locale);
  const asked = askedOf(question, lang);
  return concernStep(policyFor(asked, category, true), asked, question, lang.text);
};

describe("the step keyed on the question's concern", () => {
  for (const locale of LOCALES) {
    it(`${locale}: a job at risk gets the job's step, an either/or of courses and cities a decision or a move, someone else under Health no step about the asker's own rest`, () => {
      const q = QUESTIONS[locale];
      expect(stepFor(locale, q.jobAtRisk, "career")).toBe("job_risk");
      expect(stepFor(locale, q.jobAtRisk, "personal_development")).toBe("job_risk");
      expect(stepFor(locale, q.moveOrStudy, "personal_development")).toBe("move");
      expect(["decision", "move"]).toContain(stepFor(locale, q.courses, "personal_development"));
      for (let first = 0; first < CARD_NAMES.length; first += 4) {
        const cards = [CARD_NAMES[first]!, CARD_NAMES[(first + 9) % CARD_NAMES.length]!, CARD_NAMES[(first + 15) % CARD_NAMES.length]!];
        const reading = composeReading({ question: q.jobAtRisk, type: "three_cards", category: "career", cards, locale });
        expect(reading.split(/^## /m).at(-1), `${locale} ${cards.join(", ")}`).toMatch(JOB_STEP[locale]);
      }
      const lang = languageOf(locale);
      const read = askedOf(q.courses, lang);
      const relative = { ...read, shape: { kind: "open" as const }, decision: false, domain: undefined, who: { person: "relative" as const, relation: "mother" as const, gender: "f" as const } };
      const policy = policyFor(relative, "health", false);
      expect(policy.step).not.toBe("health");
    });
  }
});
