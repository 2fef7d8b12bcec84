import { type Asked, type CardFormSpec, type CardForms, type CategoryId, type Relation } from "../../../local-writer";
import { aliasOf, inTurn, namedTogether, relationNamed, masculine as m, feminine as f, type GenderedNoun, type RelationTable } from "../../../relations";

/**
 * The forms of a card's name Spanish sentences use, and of what a question is about. Spanish contracts "de el"
 * and "a el" ("del Sol", "al Mago"): a sentence never puts "de" or "a" before a form that could start with "el";
 * it uses `del` and `al`, which this file builds.
 */

/** A card's name as Spanish sentences use it: "el Sol", "El Sol", "del Sol", "al Sol" ("de" and "a" contract with "el"). */
export type EsCard = CardForms<"el" | "El" | "del" | "al">;

export const CARD_FORMS = { el: {}, El: { start: true }, del: { preposition: "de" }, al: { preposition: "a" } } as const satisfies Record<string, CardFormSpec>;

const feminine = (card: EsCard) => card.gender === "f";

/** A verb (or any word) agreeing with a card or a list of cards: `v(c, "trae", "traen")`. */
export const v = (cards: EsCard | readonly EsCard[], singular: string, plural: string) =>
  (Array.isArray(cards) ? cards.length > 1 || (cards as readonly EsCard[])[0]?.plural : (cards as EsCard).plural) ? plural : singular;

/** A word agreeing in gender with a card: `g(c, "sereno", "serena")`. */
export const g = (c: EsCard, masculine: string, fem: string) => (feminine(c) ? fem : masculine);

/** "a", "a y b", "a, b y c" ("e" before a word that starts with an i sound). */
export function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  const last = items[items.length - 1];
  const and = /^h?i(?![aeiouáéíóú])/iu.test(last) ? "e" : "y";
  return `${items.slice(0, -1).join(", ")} ${and} ${last}`;
}

export const cap = (text: string) => text.replace(/\p{L}/u, (letter) => letter.toUpperCase());
export const names = (cards: readonly EsCard[]) => list(cards.map((card) => card.el));
export const Names = (cards: readonly EsCard[]) => cap(names(cards));
/** "del Sol y de la Luna": each name after "de", contracted. */
export const namesDe = (cards: readonly EsCard[]) => list(cards.map((card) => card.del));
/** "al Sol y a la Luna": each name after "a", contracted. */
export const namesA = (cards: readonly EsCard[]) => list(cards.map((card) => card.al));
/** An adjective in -o agreeing with a card: `agree(c, "puest")` → "puesto", "puesta", "puestos". */
export const agree = (c: EsCard, stem: string) => `${stem}${feminine(c) ? "a" : "o"}${c.plural ? "s" : ""}`;
/** The pronoun that stands for a card after a preposition: "él", "ella", "ellos". */
export const pron = (c: EsCard) => (c.plural ? (feminine(c) ? "ellas" : "ellos") : feminine(c) ? "ella" : "él");

/** "primera", "segunda"…: the ordinal of a card ("carta" is feminine). */
export const ordinal = (n: number) => ["primera", "segunda", "tercera", "cuarta", "quinta", "sexta", "séptima", "octava", "novena", "décima"][n - 1] ?? `${n}.ª`;

/** A noun phrase in the forms a sentence needs: "el asunto" / "del asunto" / "al asunto". */
export type EsPhrase = { el: string; del: string; al: string };

export function phrase(text: string): EsPhrase {
  if (text.startsWith("el ")) return { el: text, del: `del ${text.slice(3)}`, al: `al ${text.slice(3)}` };
  return { el: text, del: `de ${text}`, al: `a ${text}` };
}

export type EsFocus = {
  other: boolean;
  /** Who the question is about: "tú", "tu madre", "tu perro". */
  who: string;
  /** After "a" and "de": "a tu madre", "de tu madre" (possessives never contract). */
  /** Feminine and plural, for agreement ("tu madre está ingresada"). */
  f: boolean;
  pl: boolean;
  /** Subject pronoun ("ella", "él", "ellos"), direct and indirect object ("la"/"lo"/"los", "le"/"les"), possessive ("su"/"tu"). */
  ella: string;
  la: string;
  le: string;
  su: string;
  /** The matter: "la salud de tu madre", "tus deudas", "tu trabajo", or the reading's area of life. */
  topic: EsPhrase;
};

type Person = GenderedNoun;

/** The asker's own words for a relation, used as they asked. */
const ALIASES: Partial<Record<Relation, Readonly<Record<string, Person>>>> = {
  mother: { mamá: f("tu mamá") },
  father: { papá: m("tu papá") },
  grandmother: { abuelita: f("tu abuelita"), yaya: f("tu yaya") },
  grandfather: { abuelito: m("tu abuelito"), yayo: m("tu yayo") },
};

/** Each relation, masculine and feminine where Spanish tells them apart; the generic masculine when the question does not say. */
const RELATIONS: RelationTable<Person> = {
  mother: { m: f("tu madre"), f: f("tu madre") },
  father: { m: m("tu padre"), f: m("tu padre") },
  parents: { m: m("tus padres", true), f: m("tus padres", true) },
  sister: { m: f("tu hermana"), f: f("tu hermana") },
  brother: { m: m("tu hermano"), f: m("tu hermano") },
  son: { m: m("tu hijo"), f: m("tu hijo") },
  daughter: { m: f("tu hija"), f: f("tu hija") },
  child: { m: m("tu hijo"), f: f("tu hija") },
  children: { m: m("tus hijos", true), f: f("tus hijas", true) },
  grandmother: { m: f("tu abuela"), f: f("tu abuela") },
  grandfather: { m: m("tu abuelo"), f: m("tu abuelo") },
  aunt: { m: f("tu tía"), f: f("tu tía") },
  uncle: { m: m("tu tío"), f: m("tu tío") },
  cousin: { m: m("tu primo"), f: f("tu prima") },
  family: { m: f("tu familia"), f: f("tu familia") },
  partner: { m: f("tu pareja"), f: f("tu pareja") },
  husband: { m: m("tu marido"), f: m("tu marido") },
  wife: { m: f("tu mujer"), f: f("tu mujer") },
  boyfriend: { m: m("tu novio"), f: m("tu novio") },
  girlfriend: { m: f("tu novia"), f: f("tu novia") },
  ex: { m: m("tu ex"), f: f("tu ex") },
  friend: { m: m("tu amigo"), f: f("tu amiga") },
  boss: { m: m("tu jefe"), f: f("tu jefa") },
  colleague: { m: m("tu compañero de trabajo"), f: f("tu compañera de trabajo") },
  dog: { m: m("tu perro"), f: f("tu perra") },
  cat: { m: m("tu gato"), f: f("tu gata") },
  pet: { m: m("tu animal"), f: m("tu animal") },
};

const PEOPLE: Record<Asked["who"]["person"], { m: Person; f: Person }> = {
  self: { m: m("tú"), f: f("tú") },
  partner: RELATIONS.partner,
  relative: { m: m("tu familiar"), f: f("tu familiar") },
  child: RELATIONS.child,
  friend: RELATIONS.friend,
  pet: RELATIONS.pet,
  other: { m: f("esa persona"), f: f("esa persona") },
};

/** The reading's area of life when the question names no matter of its own: a few ways of saying it, taken in turn. */
const AREAS: Record<CategoryId, readonly string[]> = {
  general: ["el asunto que te ocupa", "tu situación", "la cuestión que planteas", "el camino que tienes delante"],
  love: ["tu vida amorosa", "los asuntos del corazón", "tus relaciones"],
  career: ["tu trabajo y tu dinero", "tu vida laboral", "tu carrera"],
  health: ["tu energía y tu bienestar", "el equilibrio de tus días", "tus ritmos de descanso"],
  personal_development: ["tu crecimiento personal", "la persona en la que te estás convirtiendo", "tu crecimiento interior"],
  spirituality: ["tu vida espiritual", "tu práctica interior", "tu búsqueda de sentido"],
  projects: ["tus planes", "el proyecto que tienes entre manos", "tus próximos pasos"],
  emotions: ["lo que sientes", "tu vida emocional", "tu mundo interior"],
  creativity: ["tu trabajo creativo", "lo que creas", "tu vida creativa"],
};

/** The matter of a question of several matters (`situation`) and of an either/or (`decision`), in turn. */
const FRAMED: Record<"situation" | "decision", readonly string[]> = {
  situation: ["tu situación", "este momento de tu vida", "lo que estás viviendo"],
  decision: ["tu decisión", "esta elección"],
};

export function esFocus(asked: Asked, category: CategoryId): EsFocus {
  const other = asked.who.person !== "self";
  const forms = asked.who.relation ? RELATIONS[asked.who.relation] : PEOPLE[asked.who.person];
  const person = aliasOf(asked.who.phrase, asked.who.relation, ALIASES) ?? (asked.who.gender === "f" ? forms.f : forms.m);
  const who = person.noun;
  const pronouns = !other
    ? { ella: "tú", la: "te", le: "te", su: "tu" }
    : person.pl
      ? { ella: person.f ? "ellas" : "ellos", la: person.f ? "las" : "los", le: "les", su: "sus" }
      : { ella: person.f ? "ella" : "él", la: person.f ? "la" : "lo", le: "le", su: "su" };
  const of = who.replace(/^tú$/u, "ti");
  const topics: Partial<Record<NonNullable<Asked["domain"]>, string>> = {
    health: "tu salud",
    death: other ? `lo que está viviendo ${who}` : "ese miedo",
    pregnancy: "tu deseo de tener un hijo",
    money: "tu economía",
    debt: "tus deudas",
    law: "el asunto legal",
    work: other ? `el trabajo de ${of}` : "tu trabajo",
    study: other ? `los estudios de ${of}` : "tus estudios",
    love: other ? `lo que hay entre ${who} y tú` : "tu vida amorosa",
    move: "la mudanza",
    family: other ? `tu relación con ${who}` : "tu familia",
    friendship: other ? `tu amistad con ${who}` : "tus amistades",
    creativity: "tu trabajo creativo",
    spirituality: "tu vida espiritual",
  };
  // La enfermedad de otra persona se lee desde el lado de quien pregunta: las cartas nunca describen el cuerpo del paciente.
  const framed = (asked.about === "situation" || asked.about === "decision") && !asked.othersHealth ? FRAMED[asked.about] : undefined;
  if (framed) {
    // A question of several matters may also be named by them together, each in its own forms.
    const together = namedTogether((asked.about === "situation" ? (asked.matters ?? []) : []).map((matter) => (topics[matter] ? phrase(topics[matter]) : undefined)), "y");
    return inTurn({ other, who, f: person.f, pl: person.pl, ...pronouns } as EsFocus, "topic", together ? [together, ...framed.map(phrase)] : framed.map(phrase));
  }
  const own = asked.othersHealth || (other && asked.domain === "health") ? `este tiempo junto a ${who}${asked.illness ? ` ${person.f ? "enferma" : "enfermo"}${person.pl ? "s" : ""} de ${asked.illness}` : ""}` : (asked.focus ?? (asked.about === "relationship" ? `tu relación con ${who}` : undefined) ?? (asked.who.person === "pet" ? who : undefined) ?? (asked.domain && topics[asked.domain]) ?? (other ? `tu relación con ${who}` : undefined));
  const focus = { other, who, f: person.f, pl: person.pl, ...pronouns };
  return own ? { ...focus, topic: phrase(own) } : inTurn(focus as EsFocus, "topic", AREAS[category].map(phrase));
}

/** The relation a question's words for a person name ("mi hermana" → sister, feminine). */
export const relationOf = (phrase: string) => relationNamed(phrase, RELATIONS, (form) => form.noun, /^(?:tu|tus) /, ALIASES);

/** Someone else's illness as a question names it, for "tu madre enferma de alzhéimer". */
export const illnessOf = (question: string) => question.match(/\b(alzh[eé]imer|demencia|párkinson|parkinson|cáncer)\b/iu)?.[1].toLowerCase().replace("alzheimer", "alzhéimer").replace("parkinson", "párkinson");
