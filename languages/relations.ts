import { relationIn, type Relation } from "./local-writer";

/**
 * What every language's focus (languages/<code>/writer/local/grammar.ts) does the same way: a relation's noun in
 * its masculine and feminine forms, the relation a question's words name, and an area of life named in turn.
 * Pure, in languages/ with the contract it serves, so that the six grammar modules share one copy.
 */

/** A relation's noun as a language writes it ("tua madre", "i tuoi genitori"), feminine and plural for agreement. */
export type GenderedNoun = { noun: string; f: boolean; pl: boolean };
export const masculine = (noun: string, pl = false): GenderedNoun => ({ noun, f: false, pl });
export const feminine = (noun: string, pl = false): GenderedNoun => ({ noun, f: true, pl });

/** Each relation in its masculine and feminine forms (the same noun twice where a language does not tell them apart). */
export type RelationTable<P> = Record<Relation, { m: P; f: P }>;

/** The relations whose gender the relation itself says ("mother", "grandfather"): whatever form a table lists first. */
export const RELATION_GENDER: Partial<Record<Relation, "f" | "m">> = {
  mother: "f", sister: "f", grandmother: "f", aunt: "f", daughter: "f", wife: "f", girlfriend: "f",
  father: "m", brother: "m", grandfather: "m", uncle: "m", son: "m", husband: "m", boyfriend: "m",
};

/**
 * The relation a question's words for a person name, read with a language's table: first the asker's own words the
 * language keeps as they were asked (`aliases`: "Oma", "nan", "mamie"), then the table, where `nounOf` gives a
 * form's noun as the focus writes it (possessive and all) and `possessives` what to take off it ("tua ", "deine ").
 * The gender is the relation's own where it has one (a "madre" is never masculine, though a table lists her form
 * twice), the form's where the two forms differ ("amigo", "amiga"), else none: never masculine by default.
 */
export function relationNamed<P>(
  words: string,
  relations: Partial<RelationTable<P>>,
  nounOf: (form: P) => string,
  possessives: RegExp,
  aliases: Partial<Record<Relation, Readonly<Record<string, unknown>>>> = {},
): { relation: Relation; gender?: "f" | "m" } | undefined {
  const own = ` ${words.toLowerCase().replace(/[^\p{L}\s'-]/gu, " ")} `;
  const alias = (Object.entries(aliases) as [Relation, Readonly<Record<string, unknown>>][]).find(([, nouns]) => Object.keys(nouns).some((noun) => own.includes(` ${noun} `)));
  if (alias) return withGender(alias[0], undefined);
  const found = relationIn(
    words,
    (Object.entries(relations) as [Relation, { m: P; f: P }][]).flatMap(([relation, forms]) => [
      { relation, gender: "m" as const, phrase: nounOf(forms.m) },
      { relation, gender: "f" as const, phrase: nounOf(forms.f) },
    ]),
    possessives,
  );
  if (!found) return undefined;
  const forms = relations[found.relation]!;
  return withGender(found.relation, nounOf(forms.m) === nounOf(forms.f) ? undefined : found.gender);
}

function withGender(relation: Relation, gender: "f" | "m" | undefined): { relation: Relation; gender?: "f" | "m" } {
  const own = RELATION_GENDER[relation] ?? gender;
  return own ? { relation, gender: own } : { relation };
}

/**
 * A question's several matters named together ("your work, your family and your health"), from the language's
 * phrase for each: a string, or each form of a phrase joined with the same form of the others ("de tu trabajo, de
 * tu familia y de tu salud"). Undefined for fewer than two matters.
 */
export function namedTogether<P extends string | Readonly<Record<string, string>>>(phrases: readonly (P | undefined)[], and: string): P | undefined {
  const known = phrases.filter((phrase): phrase is P => phrase !== undefined);
  if (known.length < 2) return undefined;
  const join = (parts: readonly string[]) => `${parts.slice(0, -1).join(", ")} ${and} ${parts.at(-1)}`;
  if (typeof known[0] === "string") return join(known as readonly string[]) as P;
  return Object.fromEntries(Object.keys(known[0]).map((key) => [key, join(known.map((phrase) => (phrase as Readonly<Record<string, string>>)[key]))])) as P;
}

/** A value read in turn from a list: each use of a reading's `topic` names the area a little differently. */
export function inTurn<T extends object, V>(target: T, key: string, values: readonly V[]): T {
  let next = 0;
  return Object.defineProperty(target, key, { enumerable: true, get: () => values[next++ % values.length] });
}

/**
 * The asker's own word for a relation where the language has it as well as the table's ("Mum?" → "your mum",
 * "¿Mamá?" → "tu mamá"): the reading speaks of the person as they were asked about. Undefined for any other word.
 */
export function aliasOf<P>(phrase: string | undefined, relation: Relation | undefined, aliases: Partial<Record<Relation, Readonly<Record<string, P>>>>): P | undefined {
  const word = phrase?.toLowerCase().match(/\p{L}+$/u)?.[0];
  const own = relation ? aliases[relation] : undefined;
  return word && own && Object.hasOwn(own, word) ? own[word] : undefined;
}
