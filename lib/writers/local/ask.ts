import "server-only";
import type { Domain as QuestionDomain } from "@/languages/writer";
import { analyseQuestion, peopleNamed, type QuestionAnalysis } from "../question";
import { moodOf } from "../quality/safety";
import type { About, Asked, Domain, Person, Relation, Shape } from "./asked";
import { RELATION_GENDER } from "@/languages/relations";
import type { AnyLocalLanguage } from "./contract";

/**
 * The question as the local writer reads it, from the shared question analysis (lib/writers/question): its
 * shape, who it is about (their relation and gender from the language's own nouns: "mi hermana" is a sister),
 * the matter, whether it is someone else's health, whether it is a decision, and how far ahead it looks.
 */

const PERSON: Record<Extract<QuestionAnalysis["subject"], { kind: "person" }>["person"], Person> = {
  partner: "partner",
  ex: "partner",
  relative: "relative",
  child: "child",
  friend: "friend",
  colleague: "other",
  someone: "other",
};

/** Who each relation is, so that a noun the language shares between two ("Freund": friend, boyfriend) follows the analysis. */
const PERSON_OF: Record<Relation, Person> = {
  mother: "relative", father: "relative", parents: "relative", sister: "relative", brother: "relative", grandmother: "relative",
  grandfather: "relative", aunt: "relative", uncle: "relative", cousin: "relative", family: "relative",
  son: "child", daughter: "child", child: "child", children: "child",
  partner: "partner", husband: "partner", wife: "partner", boyfriend: "partner", girlfriend: "partner", ex: "partner",
  friend: "friend", boss: "other", colleague: "other", dog: "pet", cat: "pet", pet: "pet",
};

/** The relation the analysis names when the language's nouns name none ("parents" is a relation of its own; a sibling is not). */
const RELATIVE: Partial<Record<NonNullable<Extract<QuestionAnalysis["subject"], { kind: "person" }>["relative"]>, Relation>> = {
  mother: "mother",
  father: "father",
  parent: "parents",
  grandmother: "grandmother",
  grandfather: "grandfather",
};

/** The matter a question is about, most specific first; a home question is a move only when it speaks of moving. */
const MATTERS: readonly QuestionDomain[] = ["debt", "law", "pregnancy", "death", "health", "study", "money", "work", "home", "love", "family"];

function whoOf(analysis: QuestionAnalysis, lang: AnyLocalLanguage): Asked["who"] {
  const subject = analysis.ill ?? analysis.subject;
  if (subject.kind === "self" || subject.kind === "matter") return { person: "self" };
  const person: Person = subject.kind === "pet" ? "pet" : PERSON[subject.person];
  const named = lang.relationOf(subject.phrase);
  const fallback =
    subject.kind === "pet"
      ? "pet"
      : subject.person === "ex"
        ? "ex"
        : subject.person === "colleague"
          ? "colleague"
          : subject.relative
            ? RELATIVE[subject.relative]
            : undefined;
  const relation = named && PERSON_OF[named.relation] === person ? named.relation : fallback;
  // A relation that has a gender of its own gives it ("my nan", "meine Oma"), though the language's table does not name her.
  const gender = named?.gender ?? (relation ? RELATION_GENDER[relation] : undefined);
  return { person, phrase: subject.phrase, ...(relation ? { relation } : {}), ...(gender ? { gender } : {}) };
}

/** What a question of several matters keeps of them: a matter that calls for care and real help (a lawyer, a doctor, a debt adviser). */
const KEPT_FROM_SEVERAL: readonly QuestionDomain[] = ["debt", "law", "pregnancy", "death", "health", "money"];

function domainOf(analysis: QuestionAnalysis, question: string, lang: AnyLocalLanguage): Domain | undefined {
  const matters = analysis.several ? KEPT_FROM_SEVERAL : analysis.shape === "either_or" ? MATTERS.filter((domain) => domain !== "family") : MATTERS;
  const matter = matters.find((domain) => analysis.domains.includes(domain));
  if (matter !== "home") return matter;
  return lang.text.moving.test(question) ? "move" : undefined;
}

/** The matters a question of several matters may be named by, in the order a reading names them. */
const NAMED_MATTERS: readonly Domain[] = ["work", "study", "love", "family", "health", "debt", "money", "move"];
const MAX_MATTERS = 3;

function mattersOf(analysis: QuestionAnalysis, question: string, lang: AnyLocalLanguage, among: Asked["among"]): Domain[] {
  const touched = new Set<Domain>(analysis.domains.flatMap((domain): Domain[] => (domain === "home" ? (lang.text.moving.test(question) ? ["move"] : []) : [domain])));
  if (touched.has("debt")) touched.delete("money");
  // A partner the question tells of is a love matter, children a family one, whatever words it says them in.
  if (among?.partner) touched.add("love");
  if (among?.children) touched.add("family");
  return NAMED_MATTERS.filter((domain) => touched.has(domain)).slice(0, MAX_MATTERS);
}

/** The partner and the children a question of several matters tells of, read through the language's own nouns. */
function amongOf(question: string, lang: AnyLocalLanguage): Asked["among"] {
  const among: NonNullable<Asked["among"]> = {};
  for (const named of peopleNamed(question, lang.locale)) {
    if (named.person !== "partner" && named.person !== "child") continue;
    const relation = lang.relationOf(named.phrase);
    const person: Person = named.person;
    const who = { person, phrase: named.phrase, ...(relation && PERSON_OF[relation.relation] === person ? { relation: relation.relation, ...(relation.gender ? { gender: relation.gender } : {}) } : {}) };
    if (named.person === "partner") among.partner ??= who;
    else among.children ??= who;
  }
  return among.partner || among.children ? among : undefined;
}

function aboutOf(analysis: QuestionAnalysis, shape: Shape): About | undefined {
  if (analysis.several) return "situation";
  if (shape.kind === "either_or") return "decision";
  const subject = analysis.subject;
  return subject.kind === "person" && subject.towardAsker && !analysis.othersHealth ? "relationship" : undefined;
}

function shapeOf(analysis: QuestionAnalysis): Shape {
  if (analysis.shape === "either_or" && analysis.options) return { kind: "either_or", options: analysis.options };
  if (analysis.shape === "one_word") return { kind: "one_word", word: analysis.word ?? "" };
  return { kind: analysis.shape === "yes_no" ? "yes_no" : "open" };
}

/** The question read in the language the writing answers in (`lang`), asked on a page in that language. */
export function askedOf(question: string, lang: AnyLocalLanguage): Asked {
  const text = question.replace(/\s+/g, " ").trim();
  const analysis = analyseQuestion(text, lang.locale);
  const domain = domainOf(analysis, text, lang);
  const when = analysis.timeFrame && analysis.timeFrame !== "past" ? analysis.timeFrame : undefined;
  const shape = shapeOf(analysis);
  const who = whoOf(analysis, lang);
  const about = aboutOf(analysis, shape);
  // The asker's own matter in the question's words; a person's is read through their relation, an either/or through its options.
  // A legal, debt or pregnancy matter in its own words first, whoever it is about (never someone else's illness:
  // that is read as their time); else the asker's own matter.
  const hasOneMatter = shape.kind !== "either_or" && !analysis.outside && !analysis.several;
  const matter = hasOneMatter && !analysis.othersHealth ? lang.matterPhrase?.(text) : undefined;
  const focus = matter ?? (hasOneMatter && who.person === "self" ? lang.focusPhrase?.(text) : undefined);
  const illness = analysis.othersHealth ? lang.illnessOf?.(text) : undefined;
  const among = analysis.several ? amongOf(text, lang) : undefined;
  return {
    shape,
    who,
    ...(domain ? { domain } : {}),
    othersHealth: analysis.othersHealth,
    ...(when ? { when } : {}),
    decision: analysis.decision,
    ...(focus ? { focus } : {}),
    outside: analysis.outside,
    ...(illness ? { illness } : {}),
    ...(about ? { about } : {}),
    ...(analysis.missingPet ? { missingPet: true } : {}),
    ...moodOf(text, analysis.locale),
    ...(analysis.several ? { matters: mattersOf(analysis, text, lang, among) } : {}),
    ...(among ? { among } : {}),
    ...optionsMatterOf(shape, domain, lang),
  };
}

/** The question's matter when each option of its either/or speaks of it too (two jobs, two flats), not one option alone. */
function optionsMatterOf(shape: Shape, domain: Domain | undefined, lang: AnyLocalLanguage): Pick<Asked, "optionsMatter"> {
  if (shape.kind !== "either_or" || !domain) return {};
  const shared = shape.options.every((option) => domainOf(analyseQuestion(option, lang.locale), option, lang) === domain);
  return shared ? { optionsMatter: domain } : {};
}
