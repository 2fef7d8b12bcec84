import { type Asked, type CardFormSpec, type CardForms, type CategoryId } from "../../../local-writer";
import { inTurn, namedTogether, relationNamed, masculine as m, feminine as f, type GenderedNoun, type RelationTable } from "../../../relations";

/**
 * The forms of a card's name Brazilian Portuguese sentences use, and of what a question is about. Portuguese
 * contracts the article with de, em, a and por ("do Sol", "na Estrela", "ao Louco", "pela Torre"): a sentence never
 * puts one of those prepositions before a form that starts with an article; it uses `do`, `no`, `ao` or `pelo`.
 */

/** A card's name as Portuguese sentences use it: "o Sol", "O Sol", "do Sol", "no Sol", "ao Sol", "pelo Sol". */
export type PtCard = CardForms<"o" | "O" | "do" | "no" | "ao" | "pelo">;

export const CARD_FORMS = {
  o: {},
  O: { start: true },
  do: { preposition: "de" },
  no: { preposition: "em" },
  ao: { preposition: "a" },
  pelo: { preposition: "por" },
} as const satisfies Record<string, CardFormSpec>;

const feminine = (card: PtCard) => card.gender === "f";

/** A verb (or any word) agreeing with a card or a list of cards: `v(c, "traz", "trazem")`. */
export const v = (cards: PtCard | readonly PtCard[], singular: string, plural: string) =>
  (Array.isArray(cards) ? cards.length > 1 || (cards as readonly PtCard[])[0]?.plural : (cards as PtCard).plural) ? plural : singular;

/** "a", "a e b", "a, b e c". */
export function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} e ${items[items.length - 1]}`;
}

export const cap = (text: string) => text.replace(/\p{L}/u, (letter) => letter.toUpperCase());
export const names = (cards: readonly PtCard[]) => list(cards.map((card) => card.o));
export const Names = (cards: readonly PtCard[]) => cap(names(cards));
/** "do Sol e da Lua": each name after "de", contracted. */
export const namesDo = (cards: readonly PtCard[]) => list(cards.map((card) => card.do));
/** "ao Sol e à Lua": each name after "a", contracted. */
export const namesAo = (cards: readonly PtCard[]) => list(cards.map((card) => card.ao));
/** "pelo Sol e pela Lua": each name after "por", contracted. */
export const namesPelo = (cards: readonly PtCard[]) => list(cards.map((card) => card.pelo));
/** An adjective or participle in -o agreeing with a card: `agree(c, "colocad")` → "colocado", "colocada", "colocados". */
export const agree = (c: PtCard, stem: string) => `${stem}${feminine(c) ? "a" : "o"}${c.plural ? "s" : ""}`;
/** The pronoun for a card after a preposition, contracted with "de": "dele", "dela", "deles". */
export const dele = (c: PtCard) => `del${feminine(c) ? "a" : "e"}${c.plural ? "s" : ""}`;
/** "com ele", "com ela", "com eles". */
export const ele = (c: PtCard) => `el${feminine(c) ? "a" : "e"}${c.plural ? "s" : ""}`;

/** "primeira", "segunda"…: the ordinal of a card ("carta" is feminine). */
export const ordinal = (n: number) => ["primeira", "segunda", "terceira", "quarta", "quinta", "sexta", "sétima", "oitava", "nona", "décima"][n - 1] ?? `${n}.ª`;

/** A noun phrase in the forms a sentence needs: "a sua saúde" / "da sua saúde" / "na sua saúde" / "à sua saúde" / "pela sua saúde". */
export type PtPhrase = { o: string; do: string; no: string; ao: string; pelo: string };

const ARTICLE_CONTRACTIONS: Record<string, PtPhrase> = {
  o: { o: "o", do: "do", no: "no", ao: "ao", pelo: "pelo" },
  a: { o: "a", do: "da", no: "na", ao: "à", pelo: "pela" },
  os: { o: "os", do: "dos", no: "nos", ao: "aos", pelo: "pelos" },
  as: { o: "as", do: "das", no: "nas", ao: "às", pelo: "pelas" },
  este: { o: "este", do: "deste", no: "neste", ao: "a este", pelo: "por este" },
  esse: { o: "esse", do: "desse", no: "nesse", ao: "a esse", pelo: "por esse" },
  essa: { o: "essa", do: "dessa", no: "nessa", ao: "a essa", pelo: "por essa" },
  aquilo: { o: "aquilo", do: "daquilo", no: "naquilo", ao: "àquilo", pelo: "por aquilo" },
};

/** A phrase that starts with an article or a demonstrative, in each contracted form; any other takes the bare preposition. */
export function phrase(text: string): PtPhrase {
  const [first, ...rest] = text.split(" ");
  const forms = ARTICLE_CONTRACTIONS[first];
  if (!forms) return { o: text, do: `de ${text}`, no: `em ${text}`, ao: `a ${text}`, pelo: `por ${text}` };
  const tail = rest.length > 0 ? ` ${rest.join(" ")}` : "";
  return { o: `${forms.o}${tail}`, do: `${forms.do}${tail}`, no: `${forms.no}${tail}`, ao: `${forms.ao}${tail}`, pelo: `${forms.pelo}${tail}` };
}

export type PtFocus = {
  other: boolean;
  /** Who the question is about: "você", "sua mãe", "seu cachorro". */
  who: string;
  /** After "de", contracted: "da sua mãe", "do seu pai", "dessa pessoa" ("de você" for the asker). */
  whoDo: string;
  /** Feminine and plural, for agreement ("sua mãe está internada"). */
  f: boolean;
  pl: boolean;
  /** Subject pronoun ("ela", "ele", "eles") and the same after "de" ("dela", "dele", "deles"). */
  ela: string;
  dela: string;
  /** The matter: "a saúde da sua mãe", "as suas dívidas", "o seu trabalho", or the reading's area of life. */
  topic: PtPhrase;
};

type Person = GenderedNoun;

/** Each relation, masculine and feminine where Portuguese tells them apart; the generic masculine when the question does not say. */
const RELATIONS: RelationTable<Person> = {
  mother: { m: f("sua mãe"), f: f("sua mãe") },
  father: { m: m("seu pai"), f: m("seu pai") },
  parents: { m: m("seus pais", true), f: m("seus pais", true) },
  sister: { m: f("sua irmã"), f: f("sua irmã") },
  brother: { m: m("seu irmão"), f: m("seu irmão") },
  son: { m: m("seu filho"), f: m("seu filho") },
  daughter: { m: f("sua filha"), f: f("sua filha") },
  child: { m: m("seu filho"), f: f("sua filha") },
  children: { m: m("seus filhos", true), f: f("suas filhas", true) },
  grandmother: { m: f("sua avó"), f: f("sua avó") },
  grandfather: { m: m("seu avô"), f: m("seu avô") },
  aunt: { m: f("sua tia"), f: f("sua tia") },
  uncle: { m: m("seu tio"), f: m("seu tio") },
  cousin: { m: m("seu primo"), f: f("sua prima") },
  family: { m: f("sua família"), f: f("sua família") },
  partner: { m: m("seu companheiro"), f: f("sua companheira") },
  husband: { m: m("seu marido"), f: m("seu marido") },
  wife: { m: f("sua esposa"), f: f("sua esposa") },
  boyfriend: { m: m("seu namorado"), f: m("seu namorado") },
  girlfriend: { m: f("sua namorada"), f: f("sua namorada") },
  ex: { m: m("seu ex"), f: f("sua ex") },
  friend: { m: m("seu amigo"), f: f("sua amiga") },
  boss: { m: m("seu chefe"), f: f("sua chefe") },
  colleague: { m: m("seu colega de trabalho"), f: f("sua colega de trabalho") },
  dog: { m: m("seu cachorro"), f: f("sua cachorra") },
  cat: { m: m("seu gato"), f: f("sua gata") },
  pet: { m: m("seu bichinho"), f: m("seu bichinho") },
};

const PEOPLE: Record<Asked["who"]["person"], { m: Person; f: Person }> = {
  self: { m: m("você"), f: f("você") },
  partner: RELATIONS.partner,
  relative: { m: m("seu parente"), f: f("sua parente") },
  child: RELATIONS.child,
  friend: RELATIONS.friend,
  pet: RELATIONS.pet,
  other: { m: f("essa pessoa"), f: f("essa pessoa") },
};

/** The reading's area of life when the question names no matter of its own: a few ways of saying it, taken in turn. */
const AREAS: Record<CategoryId, readonly string[]> = {
  general: ["o assunto que ocupa você", "a sua situação", "a questão que você traz", "o caminho à sua frente"],
  love: ["a sua vida amorosa", "os assuntos do coração", "os seus relacionamentos"],
  career: ["a sua vida profissional", "o seu trabalho", "a sua carreira"],
  health: ["o seu bem-estar", "o equilíbrio dos seus dias", "o seu ritmo de descanso"],
  personal_development: ["o seu crescimento pessoal", "a pessoa que você está se tornando", "o seu crescimento interior"],
  spirituality: ["a sua vida espiritual", "a sua prática interior", "a sua busca de sentido"],
  projects: ["os seus planos", "o projeto que você tem em mãos", "os seus próximos passos"],
  emotions: ["o que você sente", "a sua vida emocional", "o seu mundo interior"],
  creativity: ["o seu trabalho criativo", "aquilo que você cria", "a sua vida criativa"],
};


/** "sua mãe" → "da sua mãe"; "essa pessoa" → "dessa pessoa"; "você" → "de você". */
function after(who: string): string {
  if (/^(?:sua|suas) /u.test(who)) return `da${who.startsWith("suas") ? "s" : ""} ${who}`;
  if (/^(?:seu|seus) /u.test(who)) return `do${who.startsWith("seus") ? "s" : ""} ${who}`;
  return phrase(who).do;
}
/** The matter of a question of several matters (`situation`) and of an either/or (`decision`), in turn. */
const FRAMED: Record<"situation" | "decision", readonly string[]> = {
  situation: ["a sua situação", "este momento da sua vida", "o que você está vivendo"],
  decision: ["a sua decisão", "essa escolha"],
};

export function ptFocus(asked: Asked, category: CategoryId): PtFocus {
  const other = asked.who.person !== "self";
  const forms = asked.who.relation ? RELATIONS[asked.who.relation] : PEOPLE[asked.who.person];
  const person = asked.who.gender === "f" ? forms.f : forms.m;
  const who = person.noun;
  const whoDo = after(who);
  const pronoun = !other ? "você" : `${person.f ? "ela" : "ele"}${person.pl ? "s" : ""}`;
  const pronouns = { ela: pronoun, dela: other ? `d${pronoun}` : "de você" };
  const topics: Partial<Record<NonNullable<Asked["domain"]>, string>> = {
    health: "a sua saúde",
    death: other ? `o que ${who} está vivendo` : "esse medo",
    pregnancy: "o seu desejo de ter um filho",
    money: "a sua vida financeira",
    debt: "as suas dívidas",
    law: "a questão jurídica",
    work: other ? `o trabalho ${whoDo}` : "o seu trabalho",
    study: other ? `os estudos ${whoDo}` : "os seus estudos",
    love: other ? `o que existe entre você e ${who}` : "a sua vida amorosa",
    move: "a mudança",
    family: other ? `a sua relação com ${who}` : "a sua família",
    friendship: other ? `a sua amizade com ${who}` : "as suas amizades",
    creativity: "o seu trabalho criativo",
    spirituality: "a sua vida espiritual",
  };
  // A doença de outra pessoa é lida pelo lado de quem pergunta: as cartas nunca descrevem o corpo do paciente.
  const framed = (asked.about === "situation" || asked.about === "decision") && !asked.othersHealth ? FRAMED[asked.about] : undefined;
  if (framed) {
    // A question of several matters may also be named by them together, each in its own forms.
    const together = namedTogether((asked.about === "situation" ? (asked.matters ?? []) : []).map((matter) => (topics[matter] ? phrase(topics[matter]) : undefined)), "e");
    return inTurn({ other, who, whoDo, f: person.f, pl: person.pl, ...pronouns } as PtFocus, "topic", together ? [together, ...framed.map(phrase)] : framed.map(phrase));
  }
  const own =
    asked.othersHealth || (other && asked.domain === "health")
      ? `este momento ao lado ${whoDo}`
      : (asked.focus ?? (asked.about === "relationship" ? `a sua relação com ${who}` : undefined) ?? (asked.who.person === "pet" ? who : undefined) ?? (asked.domain && topics[asked.domain]) ?? (other ? `a sua relação com ${who}` : undefined));
  const focus = { other, who, whoDo, f: person.f, pl: person.pl, ...pronouns };
  return own ? { ...focus, topic: phrase(own) } : inTurn(focus as PtFocus, "topic", AREAS[category].map(phrase));
}

/** The relation a question's words for a person name ("minha irmã" → sister, feminine). */
export const relationOf = (words: string) => relationNamed(words, RELATIONS, (form) => form.noun, /^(?:seu|sua|seus|suas) /);

/** A participle agreeing with a card or a list of cards: "lido", "lida", "lidos" (masculine when any card is), "lidas". */
export function agreeAll(cards: PtCard | readonly PtCard[], stem: string): string {
  const all: readonly PtCard[] = Array.isArray(cards) ? cards : [cards as PtCard];
  if (all.length === 1) return agree(all[0], stem);
  return `${stem}${all.every(feminine) ? "a" : "o"}s`;
}
/** "no Sol e na Lua": each name after "em", contracted. */
export const namesNo = (cards: readonly PtCard[]) => list(cards.map((card) => card.no));
