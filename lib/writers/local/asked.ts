import "server-only";
import type { Asked, Care, CategoryId, Domain, Referral, StepKind } from "@/languages/local-writer";

export type { About, Asked, Care, Domain, Person, Referral, Relation, Shape, StepKind, TimeFrame } from "@/languages/local-writer";

/**
 * The question as the local writer reads it: its shape, who it is about, what about, and when; and what follows
 * from that for a careful reader (the care it calls for, where real help is, whether the cards may rule on it).
 * Built from the shared question analysis (lib/writers/question); pure.
 */

/** What the reading does with the question: the care, the referral, whether a verdict is given, which texts it reads. */
export type Policy = {
  care?: Care;
  referral?: Referral;
  /** The cards may give a yes, a no or a maybe (a yes/no question on a verdict spread that is not about health, death, pregnancy or law). */
  verdict: boolean;
  /** The cards' texts the sections read: the reader's category, or the one the question's matter belongs to. */
  reads: CategoryId;
  step: StepKind;
  /** A card that could be read as a grim omen gets a line saying what it does not mean. */
  omens: boolean;
};

/** Questions whose outcome no card rules on: a yes/no question about them gets care instead of a verdict. */
const NO_RULING: ReadonlySet<Care> = new Set(["others_health", "own_health", "death", "pregnancy", "law"]);

/** Matters whose own help (a debt adviser, a lawyer, a midwife) a reading names even when the asker tells of low mood. */
const OWN_HELP: ReadonlySet<Domain> = new Set(["debt", "law", "pregnancy"]);

function careOf(asked: Asked, category: CategoryId): Care | undefined {
  // A death that has happened is a grief, not someone's illness to wait on ("my sister, who passed in March").
  if (asked.bereaved && asked.domain === "death") return "death";
  if (asked.othersHealth) return "others_health";
  // Low mood told in the question ("I can't get out of bed") calls for a person's help before any card: a doctor, a
  // psychologist, the national listening line. Another's illness and a grief keep their own care (and their referral
  // names such help too).
  if (asked.lowMood && !(asked.domain && OWN_HELP.has(asked.domain))) return "wellbeing";
  // An animal's worry (not eating, limping, frightened, old) is for its vet, and never read as the asker's own body.
  // A pet gone missing is searched for, not treated.
  if (asked.who.person === "pet" && asked.domain !== "death" && !asked.missingPet) return "others_health";
  // A question asked under Health and Wellness is about the asker's health unless it says otherwise; about another
  // person's or an animal's when it names one, even in words the lexicon does not know ("Is he going to be ok?").
  if (category === "health" && !asked.domain && !asked.missingPet) return asked.who.person === "self" ? "own_health" : "others_health";
  switch (asked.domain) {
    case "health":
      return asked.who.person === "self" ? "own_health" : "others_health";
    case "death":
    case "pregnancy":
    case "money":
    case "debt":
    case "law":
      return asked.domain;
    default:
      return undefined;
  }
}

const REFERRALS: Record<Care, Referral | undefined> = {
  others_health: "medical_team",
  own_health: "doctor",
  death: "grief_support",
  pregnancy: "midwife",
  money: "financial_adviser",
  debt: "debt_adviser",
  law: "lawyer",
  wellbeing: "listening_line",
};

/**
 * The category whose card texts speak to a matter. Money, debt, the law and a move have none of their own: the
 * career texts speak of jobs, ventures and savings, so those matters read the cards' general texts.
 */
const DOMAIN_CATEGORY: Partial<Record<Domain, CategoryId>> = {
  money: "general",
  debt: "general",
  law: "general",
  move: "general",
  work: "career",
  love: "love",
  study: "personal_development",
  creativity: "creativity",
  spirituality: "spirituality",
  family: "emotions",
  friendship: "emotions",
  death: "general",
};

function stepOf(asked: Asked, care: Care | undefined, reads: CategoryId): StepKind {
  if (care === "others_health") return asked.who.person === "pet" ? "pet_health" : "others_health";
  if (care === "death") return "grief";
  if (care === "debt" || care === "money" || care === "law") return care;
  if (care === "own_health" || care === "pregnancy") return "health";
  if (asked.domain === "study" || asked.domain === "move") return asked.domain;
  if (asked.decision && asked.shape.kind !== "open") return "decision";
  // The health texts' steps are for the asker's own body (rest, "your energy"): not for a question about someone else.
  if (reads === "health" && asked.who.person !== "self") return asked.who.person === "pet" ? "pet_health" : "general";
  return reads;
}

/**
 * The step for what the question is worried about, not only for its matter: a job at risk gets the job's step (a
 * talk with the manager, the contract, HR), never a study plan because the question says "under exam"; an either/or
 * whose options name a course or a city is a decision (a move's own step where it speaks of moving), never a study
 * plan. Cares keep their own step.
 */
export function concernStep(policy: Policy, asked: Asked, question: string, text: { moving: RegExp; jobAtRisk: RegExp }): StepKind {
  if (policy.care) return policy.step;
  if (text.jobAtRisk.test(question) && (asked.domain === undefined || asked.domain === "work" || asked.domain === "study")) return "job_risk";
  if (asked.shape.kind === "either_or" && (policy.step === "study" || policy.step === "move")) return text.moving.test(question) ? "move" : "decision";
  return policy.step;
}

/**
 * The category whose texts a reading quotes: the matter's own where the question names one (a debt question asked
 * under Career reads no job texts, a question about a new team asked under Love no love texts), else the reader's.
 */
function readsFor(asked: Asked, category: CategoryId): CategoryId {
  if (!asked.domain) return category;
  const own = DOMAIN_CATEGORY[asked.domain];
  if (own === undefined) return category;
  if (category === "general") return own;
  return OVERRIDES.has(asked.domain) && !FITS[own].has(category) ? own : category;
}

/** Matters whose words a chosen category's texts would contradict (a job or a venture under a debt, a lawsuit, an exam). */
const OVERRIDES: ReadonlySet<Domain> = new Set(["money", "debt", "law", "move", "work", "study"]);

/** The chosen categories whose texts still fit a matter's own (a love question asked under Emotions keeps Emotions). */
const FITS: Record<CategoryId, ReadonlySet<CategoryId>> = {
  general: new Set(),
  love: new Set(["love", "emotions"]),
  career: new Set(["career", "projects"]),
  health: new Set(["health"]),
  personal_development: new Set(["personal_development"]),
  spirituality: new Set(["spirituality", "personal_development"]),
  projects: new Set(["projects", "career"]),
  emotions: new Set(["emotions", "love", "personal_development"]),
  creativity: new Set(["creativity", "projects"]),
};

/**
 * A yes/no about how an exam will turn out, not a decision about one: its result is still the asker's to work for,
 * so the cards lean and never rule (examOutcome in lib/writers/question, for the prompt and the check).
 */
export function examOutcome(asked: Asked): boolean {
  return asked.shape.kind === "yes_no" && asked.domain === "study" && !asked.decision;
}

export function policyFor(asked: Asked, category: CategoryId, verdictSpread: boolean): Policy {
  const care = careOf(asked, category);
  // Someone else's illness is not the asker's body, nor their love life or feelings of excitement: their cards read
  // the general texts; so does a death or a grief, which the Emotions texts (moods, romance, excitement) would misread. A question about one's own health reads the health texts whatever was chosen. A question of
  // several matters, a missing pet, and an either/or whose options do not share one matter read the general texts
  // too: one category's stock (savings, dating, promotions) fits none of them.
  const reads: CategoryId =
    asked.missingPet || asked.about === "situation" || care === "others_health" || care === "death"
      ? "general"
      : care === "own_health" || care === "pregnancy"
        ? "health"
        : asked.about === "decision"
          ? asked.optionsMatter ? readsFor({ ...asked, domain: asked.optionsMatter }, category) : "general"
          : readsFor(asked, category);
  return {
    care,
    referral: care === "others_health" && asked.who.person === "pet" ? "vet" : care ? REFERRALS[care] : undefined,
    // Under Health and Wellness no card rules on another person or an animal (verdictAsked in lib/writers/question).
    verdict: verdictSpread && asked.shape.kind === "yes_no" && !(care && NO_RULING.has(care)) && !examOutcome(asked) && !(category === "health" && asked.who.person !== "self"),
    reads,
    step: stepOf(asked, care, reads),
    omens: care === "others_health" || care === "own_health" || care === "death" || care === "pregnancy" || care === "wellbeing",
  };
}

/** Cards whose picture a frightened reader could take for an omen: Death, the Tower. */
export const OMENS: ReadonlySet<number> = new Set([13, 16]);
/** Cards whose advice never closes a reading about someone's illness, a death or a pregnancy: the omens and the Devil. */
export const DARK: ReadonlySet<number> = new Set([13, 15, 16]);
/** Questions whose synthesis gives care for the asker rather than a card's advice for their life. */
export const CARE_COUNSEL: ReadonlySet<string> = new Set<Care>(["others_health", "death", "pregnancy"]);
