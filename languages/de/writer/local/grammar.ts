import { type Asked, type CardFormSpec, type CardForms, type CategoryId, type Relation } from "../../../local-writer";
import { aliasOf, inTurn, namedTogether, relationNamed, type RelationTable } from "../../../relations";
import { deTopic } from "./focus-phrase";

/**
 * The forms of a card's name German sentences use, and of what a question is about. Every slot names its case:
 * `c.nom` where the card is the subject, `c.acc` after a verb's object or "für", `c.dat` after "mit", "von", "zu",
 * `c.gen` for "die Botschaft des Turms". After "in", "von", "zu" and "bei" the article contracts ("im Turm", "vom
 * Tod", "zur Sonne"): those forms are `c.im`, `c.vom`, `c.zum`, `c.beim`.
 */

type Gender = "m" | "f" | "n";

/** A card's name as German sentences use it, in each case and after the prepositions that contract with its article. */
export type DeCard = CardForms<"nom" | "Nom" | "acc" | "dat" | "gen" | "im" | "vom" | "zum" | "beim">;

export const CARD_FORMS = {
  nom: { case: "nom" },
  Nom: { case: "nom", start: true },
  acc: { case: "acc" },
  dat: { case: "dat" },
  gen: { case: "gen" },
  im: { preposition: "in", case: "dat" },
  vom: { preposition: "von" },
  zum: { preposition: "zu" },
  beim: { preposition: "bei" },
} as const satisfies Record<string, CardFormSpec>;

/** A verb agreeing with a card or a list of cards: `v(c, "bringt", "bringen")`. */
export const v = (cards: DeCard | readonly DeCard[], singular: string, plural: string) =>
  (Array.isArray(cards) ? cards.length > 1 || (cards as readonly DeCard[])[0]?.plural : (cards as DeCard).plural) ? plural : singular;

/** The pronoun standing for a card: "er", "sie", "es", plural "sie"; and its possessive stem ("sein", "ihr"). */
export const er = (c: DeCard) => (c.plural ? "sie" : c.gender === "m" ? "er" : c.gender === "f" ? "sie" : "es");
export const sein = (c: DeCard) => (c.plural || c.gender === "f" ? "ihr" : "sein");

/** "a", "a und b", "a, b und c". */
export function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} und ${items[items.length - 1]}`;
}

export const cap = (text: string) => text.replace(/\p{L}/u, (letter) => letter.toUpperCase());
/** The cards in a case: `names(cards)`, `names(cards, "dat")`. */
export const names = (cards: readonly DeCard[], grammaticalCase: "nom" | "acc" | "dat" | "gen" = "nom") => list(cards.map((card) => card[grammaticalCase]));
export const Names = (cards: readonly DeCard[]) => cap(names(cards));

/** "erste", "zweite" …: an ordinal after a definite article. */
export const ordinal = (n: number) => ["erste", "zweite", "dritte", "vierte", "fünfte", "sechste", "siebte", "achte", "neunte", "zehnte"][n - 1] ?? `${n}.`;

/** A noun phrase in its four cases; every one opens with a possessive or a demonstrative, so no preposition contracts with it. */
export type DePhrase = { nom: string; acc: string; dat: string; gen: string };

const phrase = (nom: string, acc: string, dat: string, gen: string): DePhrase => ({ nom, acc, dat, gen });

export type DeFocus = {
  other: boolean;
  /** Who the question is about, in each case: "deine Mutter", "deiner Mutter"; the asker: "du", "dich", "dir". */
  who: DePhrase;
  /** Pronouns for them: sie/ihn/ihm, and the possessive stem ("ihr", "sein"), which takes its endings in the sentence. */
  er: string;
  ihn: string;
  ihm: string;
  sein: string;
  /** Plural ("deine Eltern"): verbs agree. */
  pl: boolean;
  /** The matter: "deine Schulden", "dein Umzug", or the reading's area of life. */
  topic: DePhrase;
};

type Person = { who: DePhrase; gender: Gender; pl?: boolean };
/** "dein Vater": its genitive noun where it differs ("Vaters"); a weak noun ("Kollege") takes -n in every case but the nominative. */
const masc = (noun: string, genitive: string, weak = false): Person => ({
  who: phrase(`dein ${noun}`, `deinen ${noun}${weak ? "n" : ""}`, `deinem ${noun}${weak ? "n" : ""}`, `deines ${genitive}`),
  gender: "m",
});
const fem = (noun: string): Person => ({ who: phrase(`deine ${noun}`, `deine ${noun}`, `deiner ${noun}`, `deiner ${noun}`), gender: "f" });
const neut = (noun: string, genitive: string): Person => ({ who: phrase(`dein ${noun}`, `dein ${noun}`, `deinem ${noun}`, `deines ${genitive}`), gender: "n" });
const plural = (noun: string, dative: string): Person => ({ who: phrase(`deine ${noun}`, `deine ${noun}`, `deinen ${dative}`, `deiner ${noun}`), gender: "m", pl: true });

/** Each relation, masculine and feminine where German tells them apart. */
const RELATIONS: RelationTable<Person> = {
  mother: { m: fem("Mutter"), f: fem("Mutter") },
  father: { m: masc("Vater", "Vaters"), f: masc("Vater", "Vaters") },
  parents: { m: plural("Eltern", "Eltern"), f: plural("Eltern", "Eltern") },
  sister: { m: fem("Schwester"), f: fem("Schwester") },
  brother: { m: masc("Bruder", "Bruders"), f: masc("Bruder", "Bruders") },
  son: { m: masc("Sohn", "Sohnes"), f: masc("Sohn", "Sohnes") },
  daughter: { m: fem("Tochter"), f: fem("Tochter") },
  child: { m: neut("Kind", "Kindes"), f: neut("Kind", "Kindes") },
  children: { m: plural("Kinder", "Kindern"), f: plural("Kinder", "Kindern") },
  grandmother: { m: fem("Großmutter"), f: fem("Großmutter") },
  grandfather: { m: masc("Großvater", "Großvaters"), f: masc("Großvater", "Großvaters") },
  aunt: { m: fem("Tante"), f: fem("Tante") },
  uncle: { m: masc("Onkel", "Onkels"), f: masc("Onkel", "Onkels") },
  cousin: { m: masc("Cousin", "Cousins"), f: fem("Cousine") },
  family: { m: fem("Familie"), f: fem("Familie") },
  partner: { m: masc("Partner", "Partners"), f: fem("Partnerin") },
  husband: { m: masc("Mann", "Mannes"), f: masc("Mann", "Mannes") },
  wife: { m: fem("Frau"), f: fem("Frau") },
  boyfriend: { m: masc("Freund", "Freundes"), f: masc("Freund", "Freundes") },
  girlfriend: { m: fem("Freundin"), f: fem("Freundin") },
  ex: { m: masc("Ex", "Ex"), f: fem("Ex") },
  friend: { m: masc("Freund", "Freundes"), f: fem("Freundin") },
  boss: { m: masc("Chef", "Chefs"), f: fem("Chefin") },
  colleague: { m: masc("Kollege", "Kollegen", true), f: fem("Kollegin") },
  dog: { m: masc("Hund", "Hundes"), f: masc("Hund", "Hundes") },
  cat: { m: fem("Katze"), f: fem("Katze") },
  pet: { m: neut("Tier", "Tieres"), f: neut("Tier", "Tieres") },
};

/** The asker's own words for a relation ("Mama", "Papa"), used as they asked. */
const ALIASES: Partial<Record<Relation, Readonly<Record<string, Person>>>> = {
  mother: { mama: fem("Mama"), mutti: fem("Mutti") },
  father: { papa: masc("Papa", "Papas"), vati: masc("Vati", "Vatis") },
  grandmother: { oma: fem("Oma"), omi: fem("Omi") },
  grandfather: { opa: masc("Opa", "Opas"), opi: masc("Opi", "Opis") },
  dog: { hündin: fem("Hündin") },
  cat: { kater: masc("Kater", "Katers") },
  pet: { hündin: fem("Hündin"), kater: masc("Kater", "Katers") },
};

const SELF: Person = { who: phrase("du", "dich", "dir", "deiner"), gender: "m" };
const PEOPLE: Record<Asked["who"]["person"], { m: Person; f: Person }> = {
  self: { m: SELF, f: SELF },
  partner: RELATIONS.partner,
  relative: {
    m: { who: phrase("dein Angehöriger", "deinen Angehörigen", "deinem Angehörigen", "deines Angehörigen"), gender: "m" },
    f: { who: phrase("deine Angehörige", "deine Angehörige", "deiner Angehörigen", "deiner Angehörigen"), gender: "f" },
  },
  child: RELATIONS.child,
  friend: RELATIONS.friend,
  pet: RELATIONS.pet,
  other: {
    m: { who: phrase("dieser Mensch", "diesen Menschen", "diesem Menschen", "dieses Menschen"), gender: "m" },
    f: { who: phrase("dieser Mensch", "diesen Menschen", "diesem Menschen", "dieses Menschen"), gender: "m" },
  },
};

/** A topic: "dein Umzug" with its genitive noun ("Umzugs"), "deine Arbeit", "dein Vorhaben", "deine Pläne"; an adjective declines with it. */
const m = (noun: string, genitive: string, adjective = "") =>
  phrase(`dein ${adjective ? `${adjective}er ` : ""}${noun}`, `deinen ${adjective ? `${adjective}en ` : ""}${noun}`, `deinem ${adjective ? `${adjective}en ` : ""}${noun}`, `deines ${adjective ? `${adjective}en ` : ""}${genitive}`);
const f = (noun: string, adjective = "") =>
  phrase(`deine ${adjective ? `${adjective}e ` : ""}${noun}`, `deine ${adjective ? `${adjective}e ` : ""}${noun}`, `deiner ${adjective ? `${adjective}en ` : ""}${noun}`, `deiner ${adjective ? `${adjective}en ` : ""}${noun}`);
const n = (noun: string, genitive: string, adjective = "") =>
  phrase(`dein ${adjective ? `${adjective}es ` : ""}${noun}`, `dein ${adjective ? `${adjective}es ` : ""}${noun}`, `deinem ${adjective ? `${adjective}en ` : ""}${noun}`, `deines ${adjective ? `${adjective}en ` : ""}${genitive}`);
const pl = (noun: string, dative: string, adjective = "") =>
  phrase(`deine ${adjective ? `${adjective}en ` : ""}${noun}`, `deine ${adjective ? `${adjective}en ` : ""}${noun}`, `deinen ${adjective ? `${adjective}en ` : ""}${dative}`, `deiner ${adjective ? `${adjective}en ` : ""}${noun}`);
/** "diese Angst", "diese Zeit mit deiner Mutter": a feminine phrase with a demonstrative. */
const these = (noun: string, adjective = "") =>
  phrase(`diese ${adjective ? `${adjective}e ` : ""}${noun}`, `diese ${adjective ? `${adjective}e ` : ""}${noun}`, `dieser ${adjective ? `${adjective}en ` : ""}${noun}`, `dieser ${adjective ? `${adjective}en ` : ""}${noun}`);

/** The reading's area of life when the question names no matter of its own: a few ways of saying it, taken in turn. */
const AREAS: Record<CategoryId, readonly DePhrase[]> = {
  general: [f("Lage"), n("Anliegen", "Anliegens"), f("Situation"), f("Frage")],
  love: [n("Liebesleben", "Liebeslebens"), pl("Beziehungen", "Beziehungen"), f("Herzensangelegenheit")],
  career: [f("Arbeit"), n("Berufsleben", "Berufslebens"), f("Laufbahn")],
  health: [f("Energie"), n("Wohlbefinden", "Wohlbefindens"), m("Alltag", "Alltags")],
  personal_development: [n("Wachstum", "Wachstums", "persönlich"), f("Entwicklung", "inner"), f("Selbstfindung")],
  spirituality: [n("Leben", "Lebens", "spirituell"), f("Praxis", "inner"), f("Suche nach Sinn")],
  projects: [pl("Pläne", "Plänen"), n("Vorhaben", "Vorhabens"), pl("Schritte", "Schritten", "nächst")],
  emotions: [pl("Gefühle", "Gefühlen"), n("Gefühlsleben", "Gefühlslebens"), f("Welt", "inner")],
  creativity: [f("Arbeit", "kreativ"), n("Schaffen", "Schaffens", "kreativ"), f("Kreativität")],
};

/** The matter of a question of several matters (`situation`) and of an either/or (`decision`), in turn. */
const FRAMED: Record<"situation" | "decision", readonly DePhrase[]> = {
  situation: [f("Lage"), f("Situation")],
  decision: [f("Entscheidung"), f("Wahl")],
};

export function deFocus(asked: Asked, category: CategoryId): DeFocus {
  const other = asked.who.person !== "self";
  const forms = asked.who.relation ? RELATIONS[asked.who.relation] : PEOPLE[asked.who.person];
  const person = aliasOf(asked.who.phrase, asked.who.relation, ALIASES) ?? (asked.who.gender === "f" ? forms.f : forms.m);
  const pronouns = !other
    ? { er: "du", ihn: "dich", ihm: "dir", sein: "dein" }
    : person.pl
      ? { er: "sie", ihn: "sie", ihm: "ihnen", sein: "ihr" }
      : person.gender === "f"
        ? { er: "sie", ihn: "sie", ihm: "ihr", sein: "ihr" }
        : person.gender === "n"
          ? { er: "es", ihn: "es", ihm: "ihm", sein: "sein" }
          : { er: "er", ihn: "ihn", ihm: "ihm", sein: "sein" };
  const whoDat = person.who.dat;
  const topics: Partial<Record<NonNullable<Asked["domain"]>, DePhrase>> = {
    health: f("Gesundheit"),
    death: other ? these(`Zeit für ${person.who.acc}`, "schwer") : these("Angst"),
    pregnancy: m("Kinderwunsch", "Kinderwunsches"),
    money: pl("Finanzen", "Finanzen"),
    debt: pl("Schulden", "Schulden"),
    law: f("Rechtsangelegenheit"),
    // With a boss or a colleague the matter is working with them; another person's work is their own question.
    work: asked.who.relation === "boss" || asked.who.relation === "colleague" ? f(`Zusammenarbeit mit ${whoDat}`) : other ? these("Frage", "beruflich") : f("Arbeit"),
    study: f("Ausbildung"),
    love: other ? f(`Beziehung zu ${whoDat}`) : n("Liebesleben", "Liebeslebens"),
    move: m("Umzug", "Umzugs"),
    family: other ? f(`Beziehung zu ${whoDat}`) : f("Familie"),
    friendship: other ? f(`Freundschaft mit ${whoDat}`) : pl("Freundschaften", "Freundschaften"),
    creativity: f("Arbeit", "kreativ"),
    spirituality: n("Leben", "Lebens", "spirituell"),
  };
  // Someone else's illness is read for the asker's side of it: the cards never describe the patient's body.
  // The question's own matter in its words ("dein Buchladen", "diese neue Stelle in Hamburg"), where one can be taken.
  const framed = (asked.about === "situation" || asked.about === "decision") && !asked.othersHealth ? FRAMED[asked.about] : undefined;
  if (framed) {
    // A question of several matters may also be named by them together, case by case ("deiner Arbeit, deiner Familie und deiner Gesundheit").
    const together = namedTogether((asked.about === "situation" ? (asked.matters ?? []) : []).map((matter) => topics[matter]), "und");
    return inTurn({ other, who: person.who, pl: person.pl === true, ...pronouns } as DeFocus, "topic", together ? [together, ...framed] : framed);
  }
  // A pet is named as itself ("dein Kater"), whatever matter its question touches.
  const named = asked.focus ? deTopic(asked.focus) : asked.who.person === "pet" && !asked.othersHealth ? person.who : asked.about === "relationship" ? f(asked.who.relation === "boss" || asked.who.relation === "colleague" ? `Zusammenarbeit mit ${whoDat}` : `Beziehung zu ${whoDat}`) : undefined;
  const own =
    asked.othersHealth || (other && asked.domain === "health")
      ? these(`Zeit mit ${whoDat}${asked.illness ? ` und ${person.gender === "f" || person.pl ? "ihrer" : "seiner"} ${asked.illness}` : ""}`)
      : (named ?? (asked.domain ? topics[asked.domain] : undefined) ?? (other ? f(`Beziehung zu ${whoDat}`) : undefined));
  const focus = { other, who: person.who, pl: person.pl === true, ...pronouns };
  return own ? { ...focus, topic: own } : inTurn(focus as DeFocus, "topic", AREAS[category]);
}

/** The relative pronoun for a card as a clause's subject: "der", "die", "das"; plural "die". */
export const rel = (c: DeCard) => (c.plural ? "die" : c.gender === "m" ? "der" : c.gender === "f" ? "die" : "das");
/** The cards after a preposition that contracts with the article, each in its own contracted form: "vom Stern und von der Sonne". */
export const vom = (cards: readonly DeCard[]) => list(cards.map((card) => card.vom));
export const im = (cards: readonly DeCard[]) => list(cards.map((card) => card.im));
export const zum = (cards: readonly DeCard[]) => list(cards.map((card) => card.zum));
export const beim = (cards: readonly DeCard[]) => list(cards.map((card) => card.beim));

/** The relation a question's words for a person name ("meine Schwester", "meiner Mutter" → sister, mother). */
export const relationOf = (phrase: string) => relationNamed(phrase, RELATIONS, (form) => form.who.nom, /^(?:dein|deine|deinen|deinem|deiner|deines) /, ALIASES);

/** Someone else's illness as a question names it (a feminine noun, for "mit deiner Mutter und ihrer Demenz"). */
export const illnessOf = (question: string) => (/\bDemenz\b/u.test(question) ? "Demenz" : /\bAlzheimer-Krankheit\b|\bAlzheimer\b/u.test(question) ? "Alzheimer-Krankheit" : undefined);
