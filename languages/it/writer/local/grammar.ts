import { type Asked, type CardFormSpec, type CardForms, type CategoryId, type Relation } from "../../../local-writer";
import { aliasOf, inTurn, namedTogether, relationNamed, masculine as m, feminine as f, type GenderedNoun, type RelationTable } from "../../../relations";

/**
 * The forms of a card's name Italian sentences use, and of what a question is about. Italian joins di, a, in, da,
 * su to the article ("del Matto", "dell'Eremita", "alla Torre", "nella Stella", "dagli Amanti"): a sentence never
 * writes "di" or "a" before `c.il`, it writes `c.del` or `c.al`. The question's matter and the person asked about
 * often open with an article too ("il tuo lavoro", "i tuoi debiti"), so they come in the same forms (`ItPhrase`);
 * a relative in the singular takes none ("tua madre", "di tua madre").
 */

/** A card's name as Italian sentences use it: "il Matto", "Il Matto", "del Matto", "al Matto", "nel Matto", "dal Matto", "sul Matto". */
export type ItCard = CardForms<"il" | "Il" | "del" | "al" | "nel" | "dal" | "sul">;

export const CARD_FORMS = {
  il: {},
  Il: { start: true },
  del: { preposition: "di" },
  al: { preposition: "a" },
  nel: { preposition: "in" },
  dal: { preposition: "da" },
  sul: { preposition: "su" },
} as const satisfies Record<string, CardFormSpec>;

const feminine = (card: ItCard) => card.gender === "f";

/** A verb agreeing with a card or a list of cards: `v(c, "porta", "portano")`. */
export const v = (cards: ItCard | readonly ItCard[], singular: string, plural: string) =>
  (Array.isArray(cards) ? cards.length > 1 || (cards as readonly ItCard[])[0]?.plural : (cards as ItCard).plural) ? plural : singular;

/** An adjective or participle in -o agreeing with a card: `agree(c, "lett")` → "letto", "letta", "letti", "lette". */
export const agree = (c: ItCard, stem: string) => `${stem}${c.plural ? (feminine(c) ? "e" : "i") : feminine(c) ? "a" : "o"}`;

/** The same for a list of cards: feminine only when every card is, plural for more than one. */
export const agreeAll = (cards: readonly ItCard[], stem: string) => {
  const plural = cards.length > 1 || cards[0]?.plural === true;
  const fem = cards.every(feminine);
  return `${stem}${plural ? (fem ? "e" : "i") : fem ? "a" : "o"}`;
};

/** The pronoun for a card after a preposition: "lui", "lei", "loro". */
export const lui = (c: ItCard) => (c.plural ? "loro" : feminine(c) ? "lei" : "lui");
/** The direct object pronoun for a card: "lo", "la", "li", "le". */
export const lo = (c: ItCard) => (c.plural ? (feminine(c) ? "le" : "li") : feminine(c) ? "la" : "lo");

/** "a", "a e b", "a, b e c". */
export function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} e ${items[items.length - 1]}`;
}

export const cap = (text: string) => text.replace(/\p{L}/u, (letter) => letter.toUpperCase());
export const names = (cards: readonly ItCard[]) => list(cards.map((card) => card.il));
export const Names = (cards: readonly ItCard[]) => cap(names(cards));
/** "del Sole e della Luna": each name after "di", joined. */
export const namesDel = (cards: readonly ItCard[]) => list(cards.map((card) => card.del));
/** "nel Sole e nella Luna": each name after "in", joined. */
export const namesNel = (cards: readonly ItCard[]) => list(cards.map((card) => card.nel));
/** "al Sole e alla Luna": each name after "a", joined. */
export const namesAl = (cards: readonly ItCard[]) => list(cards.map((card) => card.al));

/** "prima", "seconda"…: the ordinal of a card ("carta" is feminine). */
export const ordinal = (n: number) => ["prima", "seconda", "terza", "quarta", "quinta", "sesta", "settima", "ottava", "nona", "decima"][n - 1] ?? `${n}ª`;
/** "la prima volta", "la seconda volta"…: the ordinal of a time ("volta" is feminine). */
export const times = ordinal;

/** A noun phrase in the forms a sentence needs: "il tuo lavoro" / "del tuo lavoro" / "al tuo lavoro" / "nel tuo lavoro" / "sul tuo lavoro". */
export type ItPhrase = { il: string; del: string; al: string; nel: string; sul: string; dal: string };

const JOINED: Record<string, { di: string; a: string; in: string; su: string; da: string }> = {
  "il ": { di: "del ", a: "al ", in: "nel ", su: "sul ", da: "dal " },
  "lo ": { di: "dello ", a: "allo ", in: "nello ", su: "sullo ", da: "dallo " },
  "la ": { di: "della ", a: "alla ", in: "nella ", su: "sulla ", da: "dalla " },
  "l'": { di: "dell'", a: "all'", in: "nell'", su: "sull'", da: "dall'" },
  "i ": { di: "dei ", a: "ai ", in: "nei ", su: "sui ", da: "dai " },
  "gli ": { di: "degli ", a: "agli ", in: "negli ", su: "sugli ", da: "dagli " },
  "le ": { di: "delle ", a: "alle ", in: "nelle ", su: "sulle ", da: "dalle " },
};

/** A phrase in its five forms, joining the preposition to a leading article ("la tua salute" → "della tua salute"). */
export function phrase(text: string): ItPhrase {
  if (text === "tu") return { il: "tu", del: "di te", al: "a te", nel: "in te", sul: "su di te", dal: "da te" };
  const article = Object.keys(JOINED).find((each) => text.startsWith(each));
  if (!article) return { il: text, del: `di ${text}`, al: `a ${text}`, nel: `in ${text}`, sul: `su ${text}`, dal: `da ${text}` };
  const rest = text.slice(article.length);
  const joined = JOINED[article];
  return { il: text, del: `${joined.di}${rest}`, al: `${joined.a}${rest}`, nel: `${joined.in}${rest}`, sul: `${joined.su}${rest}`, dal: `${joined.da}${rest}` };
}

export type ItFocus = {
  other: boolean;
  /** Who the question is about: "tu", "tua madre", "il tuo cane", in every joined form ("accanto a tua madre", "accanto al tuo amico"). */
  who: ItPhrase;
  /** Feminine and plural, for agreement ("tua madre è ricoverata"). */
  f: boolean;
  pl: boolean;
  /** Subject and stressed pronoun ("lei", "lui", "loro"; "te" for the asker after a preposition). */
  lei: string;
  /** Direct object ("la", "lo", "li", "le"; "ti"), indirect object ("le", "gli"; "ti"). */
  la: string;
  gli: string;
  /** The matter: "la salute di tua madre", "i tuoi debiti", "il tuo lavoro", or the reading's area of life. */
  topic: ItPhrase;
};

type Person = GenderedNoun;

/** The asker's own words for a relation, used as they asked. */
const ALIASES: Partial<Record<Relation, Readonly<Record<string, Person>>>> = {
  mother: { mamma: f("tua mamma") },
  father: { papà: m("tuo papà") },
  grandmother: { nonnina: f("la tua nonnina") },
  grandfather: { nonnino: m("il tuo nonnino") },
  boss: { capa: f("la tua capa"), titolare: m("il tuo titolare") },
};

/** Each relation, masculine and feminine where Italian tells them apart; the masculine when the question does not say. */
const RELATIONS: RelationTable<Person> = {
  mother: { m: f("tua madre"), f: f("tua madre") },
  father: { m: m("tuo padre"), f: m("tuo padre") },
  parents: { m: m("i tuoi genitori", true), f: m("i tuoi genitori", true) },
  sister: { m: f("tua sorella"), f: f("tua sorella") },
  brother: { m: m("tuo fratello"), f: m("tuo fratello") },
  son: { m: m("tuo figlio"), f: m("tuo figlio") },
  daughter: { m: f("tua figlia"), f: f("tua figlia") },
  child: { m: m("tuo figlio"), f: f("tua figlia") },
  children: { m: m("i tuoi figli", true), f: f("le tue figlie", true) },
  grandmother: { m: f("tua nonna"), f: f("tua nonna") },
  grandfather: { m: m("tuo nonno"), f: m("tuo nonno") },
  aunt: { m: f("tua zia"), f: f("tua zia") },
  uncle: { m: m("tuo zio"), f: m("tuo zio") },
  cousin: { m: m("tuo cugino"), f: f("tua cugina") },
  family: { m: f("la tua famiglia"), f: f("la tua famiglia") },
  partner: { m: m("il tuo partner"), f: f("la tua partner") },
  husband: { m: m("tuo marito"), f: m("tuo marito") },
  wife: { m: f("tua moglie"), f: f("tua moglie") },
  boyfriend: { m: m("il tuo ragazzo"), f: m("il tuo ragazzo") },
  girlfriend: { m: f("la tua ragazza"), f: f("la tua ragazza") },
  ex: { m: m("il tuo ex"), f: f("la tua ex") },
  friend: { m: m("il tuo amico"), f: f("la tua amica") },
  boss: { m: m("il tuo capo"), f: f("la tua responsabile") },
  colleague: { m: m("il tuo collega"), f: f("la tua collega") },
  dog: { m: m("il tuo cane"), f: f("la tua cagnolina") },
  cat: { m: m("il tuo gatto"), f: f("la tua gatta") },
  pet: { m: m("il tuo animale"), f: m("il tuo animale") },
};

const PEOPLE: Record<Asked["who"]["person"], { m: Person; f: Person }> = {
  self: { m: m("tu"), f: f("tu") },
  partner: RELATIONS.partner,
  relative: { m: m("il tuo familiare"), f: f("la tua familiare") },
  child: RELATIONS.child,
  friend: RELATIONS.friend,
  pet: RELATIONS.pet,
  other: { m: f("questa persona"), f: f("questa persona") },
};

/** The reading's area of life when the question names no matter of its own: a few ways of saying it, taken in turn. */
const AREAS: Record<CategoryId, readonly string[]> = {
  general: ["la situazione che ti sta a cuore", "la tua situazione", "la domanda che porti", "la strada che hai davanti"],
  love: ["la tua vita sentimentale", "le questioni di cuore", "le tue relazioni"],
  career: ["il tuo lavoro", "la tua vita professionale", "il tuo percorso professionale"],
  health: ["la tua energia", "l'equilibrio delle tue giornate", "i tuoi ritmi di riposo"],
  personal_development: ["la tua crescita personale", "la persona che stai diventando", "il tuo cammino interiore"],
  spirituality: ["la tua vita spirituale", "la tua pratica interiore", "la tua ricerca di senso"],
  projects: ["i tuoi progetti", "il progetto che hai tra le mani", "i tuoi prossimi passi"],
  emotions: ["quello che provi", "la tua vita emotiva", "il tuo mondo interiore"],
  creativity: ["il tuo lavoro creativo", "quello che crei", "la tua vena creativa"],
};

/** The matter of a question of several matters (`situation`) and of an either/or (`decision`), in turn. */
const FRAMED: Record<"situation" | "decision", readonly string[]> = {
  situation: ["la tua situazione", "questo momento della tua vita"],
  decision: ["la tua decisione", "questa scelta"],
};

/** A partner a question of several matters tells of: their relation's noun, else the asker's own word made theirs ("il mio compagno" → "il tuo compagno"). */
function partnerOf(named: NonNullable<NonNullable<Asked["among"]>["partner"]>): string {
  if (named.relation && named.relation !== "partner") return (named.gender === "f" ? RELATIONS[named.relation].f : RELATIONS[named.relation].m).noun;
  const own = (named.phrase ?? "").toLowerCase().replace(/\bmi([oa]|ei|e)\b/u, (_, end: string) => `tu${end === "ei" ? "oi" : end}`);
  if (/^(?:il|la|i|le) tu/u.test(own)) return own;
  const article = { tuo: "il", tua: "la", tuoi: "i", tue: "le" }[own.split(" ")[0]];
  return article ? `${article} ${own}` : RELATIONS.partner[named.gender === "f" ? "f" : "m"].noun;
}

export function itFocus(asked: Asked, category: CategoryId): ItFocus {
  const other = asked.who.person !== "self";
  const forms = asked.who.relation ? RELATIONS[asked.who.relation] : PEOPLE[asked.who.person];
  const person = aliasOf(asked.who.phrase, asked.who.relation, ALIASES) ?? (asked.who.gender === "f" ? forms.f : forms.m);
  const who = phrase(person.noun);
  const pronouns = !other
    ? { lei: "te", la: "ti", gli: "ti" }
    : person.pl
      ? { lei: "loro", la: person.f ? "le" : "li", gli: "gli" }
      : person.f
        ? { lei: "lei", la: "la", gli: "le" }
        : { lei: "lui", la: "lo", gli: "gli" };
  const partner = asked.among?.partner ? partnerOf(asked.among.partner) : undefined;
  const topics: Partial<Record<NonNullable<Asked["domain"]>, string>> = {
    health: "la tua salute",
    death: other ? `quello che sta vivendo ${who.il}` : "questa paura",
    pregnancy: "il tuo desiderio di un figlio",
    money: "le tue finanze",
    debt: "i tuoi debiti",
    law: "la questione legale",
    work: other ? `il lavoro ${who.del}` : "il tuo lavoro",
    study: other ? `gli studi ${who.del}` : "i tuoi studi",
    love: other ? `il legame tra te e ${who.il}` : partner ? `il legame tra te e ${partner}` : "la tua vita sentimentale",
    move: "il trasloco",
    family: other ? `il tuo rapporto con ${who.il}` : asked.among?.children ? "la questione dei figli" : "la tua famiglia",
    friendship: other ? `la tua amicizia con ${who.il}` : "le tue amicizie",
    creativity: "il tuo lavoro creativo",
    spirituality: "la tua vita spirituale",
  };
  // La malattia di un'altra persona si legge dalla parte di chi chiede: le carte non descrivono mai il corpo di chi è malato.
  const framed = (asked.about === "situation" || asked.about === "decision") && !asked.othersHealth ? FRAMED[asked.about] : undefined;
  if (framed) {
    // A question of several matters may also be named by them together, each in its own forms.
    const together = namedTogether((asked.about === "situation" ? (asked.matters ?? []) : []).map((matter) => (topics[matter] ? phrase(topics[matter]) : undefined)), "e");
    return inTurn({ other, who, f: person.f, pl: person.pl, ...pronouns } as ItFocus, "topic", together ? [together, ...framed.map(phrase)] : framed.map(phrase));
  }
  const focus = { other, who, f: person.f, pl: person.pl, ...pronouns };
  // Someone else's illness is read as the asker's time beside them, said a little differently each time it is named.
  if (asked.othersHealth || (other && asked.domain === "health")) return inTurn(focus as ItFocus, "topic", [`questo periodo accanto ${who.al}`, `il tempo che passi vicino ${who.al}`].map(phrase));
  const own =
    (asked.focus ?? (asked.about === "relationship" ? `il tuo rapporto con ${who.il}` : undefined) ?? (asked.who.person === "pet" ? who.il : undefined) ?? (asked.domain && topics[asked.domain]) ?? (other ? `il tuo rapporto con ${who.il}` : undefined));
  return own ? { ...focus, topic: phrase(own) } : inTurn(focus as ItFocus, "topic", AREAS[category].map(phrase));
}

/** The relation a question's words for a person name ("mia sorella" → sister, feminine). */
export const relationOf = (words: string) =>
  relationNamed(words, RELATIONS, (form) => form.noun, /^(?:il |la |i |le )?(?:tuo|tua|tuoi|tue) /, ALIASES) ?? relationNamed(words, OWN_WORDS, (form) => form.noun, /^(?:il |la |i |le )?(?:tuo|tua|tuoi|tue) /);

/** The asker's own words for a relation the table names otherwise ("la mia capa" is a boss), each relation in both forms. */
const OWN_WORDS: Partial<RelationTable<Person>> = { boss: { m: m("il tuo titolare"), f: f("la tua capa") } };

/** A sign or a body of the sky after "da" or "a", with its article where Italian gives one ("dall'Ariete", "al Sole", "a Venere"). */
const SKY_ARTICLES: Record<string, string> = {
  Acquario: "l'", Ariete: "l'", Bilancia: "la ", Cancro: "il ", Capricorno: "il ", Gemelli: "i ", Leone: "il ", Pesci: "i ",
  Sagittario: "il ", Scorpione: "lo ", Toro: "il ", Vergine: "la ", Sole: "il ", Luna: "la ",
};
export const sky = (name: string): ItPhrase => phrase(`${SKY_ARTICLES[name] ?? ""}${name}`);
