import { type Asked, type CardFormSpec, type CardForms, type CategoryId, type Relation } from "../../../local-writer";
import { aliasOf, inTurn, namedTogether, relationNamed, type RelationTable } from "../../../relations";

/**
 * The forms of a card's name French sentences use, and of what a question is about. French contracts "de le" and
 * "à le" ("du Soleil", "au Soleil", "des Amoureux", "aux Amoureux") and elides before a vowel ("l'Étoile",
 * "de l'Étoile"): a sentence says `c.du` or `c.au`, never "de" or "à" before `c.le`. The question's matter always
 * opens with a possessive or a demonstrative ("votre travail", "cette période"), so nothing contracts with it.
 */

/** A card's name as French sentences use it: "le Soleil", "Le Soleil", "du Soleil", "au Soleil", "de l'Étoile", "aux Amoureux". */
export type FrCard = CardForms<"le" | "Le" | "du" | "au">;

export const CARD_FORMS = { le: {}, Le: { start: true }, du: { preposition: "de" }, au: { preposition: "à" } } as const satisfies Record<string, CardFormSpec>;

const feminine = (card: FrCard) => card.gender === "f";

/** A verb agreeing with a card or a list of cards: `v(c, "apporte", "apportent")`. */
export const v = (cards: FrCard | readonly FrCard[], singular: string, plural: string) =>
  (Array.isArray(cards) ? cards.length > 1 || (cards as readonly FrCard[])[0]?.plural : (cards as FrCard).plural) ? plural : singular;

/** An adjective or participle agreeing with a card: `agree(c, "croisé")` → "croisé", "croisée", "croisés". */
export const agree = (c: FrCard, masculine: string) => `${masculine}${feminine(c) ? "e" : ""}${c.plural ? "s" : ""}`;

/** The pronoun standing for a card: "il", "elle", "ils"; after a preposition "lui", "elle", "eux". */
export const il = (c: FrCard) => (c.plural ? (feminine(c) ? "elles" : "ils") : feminine(c) ? "elle" : "il");
export const lui = (c: FrCard) => (c.plural ? (feminine(c) ? "elles" : "eux") : feminine(c) ? "elle" : "lui");

/** "a", "a et b", "a, b et c". */
export function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} et ${items[items.length - 1]}`;
}

export const cap = (text: string) => text.replace(/\p{L}/u, (letter) => letter.toUpperCase());
export const names = (cards: readonly FrCard[]) => list(cards.map((card) => card.le));
export const Names = (cards: readonly FrCard[]) => cap(names(cards));
export const namesDu = (cards: readonly FrCard[]) => list(cards.map((card) => card.du));
export const namesAu = (cards: readonly FrCard[]) => list(cards.map((card) => card.au));

/** "première", "deuxième" …: the ordinal of a card ("carte" is feminine). */
export const ordinal = (n: number) => ["première", "deuxième", "troisième", "quatrième", "cinquième", "sixième", "septième", "huitième", "neuvième", "dixième"][n - 1] ?? `${n}e`;

export type FrFocus = {
  other: boolean;
  /** Who the question is about: "vous", "votre mère". */
  who: string;
  /** Subject pronoun ("elle", "il", "ils"), after "que" ("qu'elle") and "si" ("s'il", "si elle"). */
  il: string;
  quIl: string;
  sIl: string;
  /** After a preposition ("pour elle", "auprès de lui"), and the indirect object ("lui", "leur"). */
  elle: string;
  lui: string;
  /** Possessives before a feminine and a plural noun: "sa"/"leur"/"votre", "ses"/"leurs"/"vos". */
  sa: string;
  ses: string;
  f: boolean;
  pl: boolean;
  /** The matter: "votre travail", "vos dettes", "cette période auprès de votre mère". */
  topic: string;
};

type Person = { who: string; f: boolean; pl?: boolean };
const m = (who: string, pl = false): Person => ({ who, f: false, pl });
const f = (who: string, pl = false): Person => ({ who, f: true, pl });

/** The asker's own words for a relation, used as they asked. */
const ALIASES: Partial<Record<Relation, Readonly<Record<string, Person>>>> = {
  mother: { maman: f("votre maman") },
  father: { papa: m("votre papa") },
  grandmother: { mamie: f("votre mamie"), mamy: f("votre mamy"), mémé: f("votre mémé") },
  grandfather: { papi: m("votre papi"), papy: m("votre papy"), pépé: m("votre pépé") },
  dog: { chienne: f("votre chienne") },
  boss: { chef: m("votre chef"), cheffe: f("votre cheffe"), manager: m("votre manager") },
  cat: { chatte: f("votre chatte") },
  pet: { chienne: f("votre chienne"), chatte: f("votre chatte") },
};

/** Each relation, masculine and feminine where French tells them apart. */
const RELATIONS: RelationTable<Person> = {
  mother: { m: f("votre mère"), f: f("votre mère") },
  father: { m: m("votre père"), f: m("votre père") },
  parents: { m: m("vos parents", true), f: m("vos parents", true) },
  sister: { m: f("votre sœur"), f: f("votre sœur") },
  brother: { m: m("votre frère"), f: m("votre frère") },
  son: { m: m("votre fils"), f: m("votre fils") },
  daughter: { m: f("votre fille"), f: f("votre fille") },
  child: { m: m("votre enfant"), f: f("votre enfant") },
  children: { m: m("vos enfants", true), f: f("vos enfants", true) },
  grandmother: { m: f("votre grand-mère"), f: f("votre grand-mère") },
  grandfather: { m: m("votre grand-père"), f: m("votre grand-père") },
  aunt: { m: f("votre tante"), f: f("votre tante") },
  uncle: { m: m("votre oncle"), f: m("votre oncle") },
  cousin: { m: m("votre cousin"), f: f("votre cousine") },
  family: { m: f("votre famille"), f: f("votre famille") },
  partner: { m: m("votre partenaire"), f: f("votre partenaire") },
  husband: { m: m("votre mari"), f: m("votre mari") },
  wife: { m: f("votre femme"), f: f("votre femme") },
  boyfriend: { m: m("votre compagnon"), f: m("votre compagnon") },
  girlfriend: { m: f("votre compagne"), f: f("votre compagne") },
  ex: { m: m("votre ex"), f: f("votre ex") },
  friend: { m: m("votre ami"), f: f("votre amie") },
  boss: { m: m("votre patron"), f: f("votre patronne") },
  colleague: { m: m("votre collègue"), f: f("votre collègue") },
  dog: { m: m("votre chien"), f: f("votre chienne") },
  cat: { m: m("votre chat"), f: f("votre chatte") },
  pet: { m: m("votre animal"), f: m("votre animal") },
};

const PEOPLE: Record<Asked["who"]["person"], { m: Person; f: Person }> = {
  self: { m: m("vous"), f: f("vous") },
  partner: RELATIONS.partner,
  relative: { m: m("votre proche"), f: f("votre proche") },
  child: RELATIONS.child,
  friend: RELATIONS.friend,
  pet: RELATIONS.pet,
  other: { m: f("cette personne"), f: f("cette personne") },
};

/** The reading's area of life when the question names no matter of its own: a few ways of saying it, taken in turn. */
const AREAS: Record<CategoryId, readonly string[]> = {
  general: ["votre situation", "votre question", "ce qui vous occupe", "votre chemin"],
  love: ["votre vie amoureuse", "vos relations", "votre cœur"],
  career: ["votre travail", "votre vie professionnelle", "votre carrière"],
  health: ["votre énergie", "votre bien-être", "votre rythme de vie"],
  personal_development: ["votre évolution personnelle", "votre croissance intérieure", "votre chemin intérieur"],
  spirituality: ["votre vie spirituelle", "votre pratique intérieure", "votre quête de sens"],
  projects: ["vos projets", "votre projet en cours", "vos prochaines étapes"],
  emotions: ["vos émotions", "votre vie émotionnelle", "votre monde intérieur"],
  creativity: ["votre travail créatif", "vos créations", "votre créativité"],
};

/** The matter of a question of several matters (`situation`) and of an either/or (`decision`), in turn. */
const FRAMED: Record<"situation" | "decision", readonly string[]> = {
  situation: ["votre situation", "ce moment de votre vie", "tout ce que vous traversez"],
  decision: ["votre décision", "ce choix"],
};

export function frFocus(asked: Asked, category: CategoryId): FrFocus {
  const other = asked.who.person !== "self";
  const forms = asked.who.relation ? RELATIONS[asked.who.relation] : PEOPLE[asked.who.person];
  const person = aliasOf(asked.who.phrase, asked.who.relation, ALIASES) ?? (asked.who.gender === "f" ? forms.f : forms.m);
  const pronouns = !other
    ? { il: "vous", quIl: "que vous", sIl: "si vous", elle: "vous", lui: "vous", sa: "votre", ses: "vos" }
    : person.pl
      ? { il: person.f ? "elles" : "ils", quIl: person.f ? "qu'elles" : "qu'ils", sIl: person.f ? "si elles" : "s'ils", elle: person.f ? "elles" : "eux", lui: "leur", sa: "leur", ses: "leurs" }
      : person.f
        ? { il: "elle", quIl: "qu'elle", sIl: "si elle", elle: "elle", lui: "lui", sa: "sa", ses: "ses" }
        : { il: "il", quIl: "qu'il", sIl: "s'il", elle: "lui", lui: "lui", sa: "sa", ses: "ses" };
  const topics: Partial<Record<NonNullable<Asked["domain"]>, string>> = {
    health: "votre santé",
    death: other ? `cette épreuve que traverse ${person.who}` : "cette peur",
    pregnancy: "votre désir d'enfant",
    money: "vos finances",
    debt: "vos dettes",
    law: "cette affaire juridique",
    work: other ? "cette question professionnelle" : "votre travail",
    study: "vos études",
    love: other ? `votre relation avec ${person.who}` : "votre vie amoureuse",
    move: "votre déménagement",
    family: other ? `votre relation avec ${person.who}` : "votre famille",
    friendship: other ? `votre amitié avec ${person.who}` : "vos amitiés",
    creativity: "votre travail créatif",
    spirituality: "votre vie spirituelle",
  };
  // La maladie d'un proche se lit du côté de la personne qui pose la question : les cartes ne décrivent jamais le corps du malade.
  const framed = (asked.about === "situation" || asked.about === "decision") && !asked.othersHealth ? FRAMED[asked.about] : undefined;
  if (framed) {
    // A question of several matters may also be named by them together ("votre travail, votre famille et votre santé").
    const together = namedTogether((asked.about === "situation" ? (asked.matters ?? []) : []).map((matter) => topics[matter]), "et");
    return inTurn({ other, who: person.who, f: person.f, pl: person.pl === true, ...pronouns } as FrFocus, "topic", together ? [together, ...framed] : framed);
  }
  const own =
    asked.othersHealth || (other && asked.domain === "health")
      ? `cette période auprès de ${person.who}${asked.illness ? ` ${person.f ? "atteinte" : "atteint"}${person.pl ? "s" : ""} ${asked.illness}` : ""}`
      : (asked.focus ?? (asked.about === "relationship" ? `votre relation avec ${person.who}` : undefined) ?? (asked.who.person === "pet" ? person.who : undefined) ?? (asked.domain && topics[asked.domain]) ?? (other ? `votre relation avec ${person.who}` : undefined));
  const focus = { other, who: person.who, f: person.f, pl: person.pl === true, ...pronouns };
  return own ? { ...focus, topic: own } : inTurn(focus as FrFocus, "topic", AREAS[category]);
}

/** "est lu", "est lue", "sont lus", "sont lues": a passive agreeing with a card or a list (feminine plural only when every card is). */
export function est(cards: FrCard | readonly FrCard[], participle: string): string {
  const all = Array.isArray(cards) ? (cards as readonly FrCard[]) : [cards as FrCard];
  const plural = all.length > 1 || all[0]?.plural;
  const allFeminine = all.every(feminine);
  return `${plural ? "sont" : "est"} ${participle}${allFeminine ? "e" : ""}${plural ? "s" : ""}`;
}

/** An adjective agreeing with a list of cards: feminine only when every card is, plural for more than one. */
export const agreeAll = (cards: readonly FrCard[], masculine: string) => `${masculine}${cards.every(feminine) ? "e" : ""}${cards.length > 1 || cards[0]?.plural ? "s" : ""}`;

/** The relation a question's words for a person name ("ma sœur" → sister). */
export const relationOf = (phrase: string) =>
  relationNamed(phrase, RELATIONS, (form) => form.who, /^(?:votre|vos) /, ALIASES) ?? relationNamed(phrase, OWN_WORDS, (form) => form.who, /^(?:votre|vos) /);

/** The asker's own words for a relation the table names otherwise ("mon chef" is a boss). */
const OWN_WORDS: Partial<RelationTable<Person>> = { boss: { m: m("votre chef"), f: f("votre cheffe") } };

/** Someone else's illness as a question names it, for "votre mère atteinte d'Alzheimer". */
export function illnessOf(question: string): string | undefined {
  const named = question.match(/\b(alzheimer|parkinson)\b/iu)?.[1];
  if (named) return named.toLowerCase() === "alzheimer" ? "d'Alzheimer" : "de Parkinson";
  return /\bcancer\b/iu.test(question) ? "d'un cancer" : undefined;
}
