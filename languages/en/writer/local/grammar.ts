import { type Asked, type CardFormSpec, type CardForms, type CategoryId, type Relation } from "../../../local-writer";
import { aliasOf, inTurn, namedTogether, relationNamed } from "../../../relations";

/** The forms of a card's name English sentences use, and of what a question is about. */

/** A card's name as English sentences use it: mid-sentence ("the Sun", "Death", "the Wheel of Fortune") and opening one ("The Sun"). */
export type EnCard = CardForms<"the" | "The">;

export const CARD_FORMS = { the: {}, The: { start: true } } as const satisfies Record<string, CardFormSpec>;

/** "the Sun's", "the Lovers'". */
export const s = (c: EnCard) => (c.plural ? `${c.the}'` : `${c.the}'s`);
export const S = (c: EnCard) => { const text = s(c); return text.charAt(0).toUpperCase() + text.slice(1); };

/** A verb agreeing with a card or a list of cards: `v(c, "brings", "bring")`. */
export const v = (cards: EnCard | readonly EnCard[], singular: string, plural: string) =>
  (Array.isArray(cards) ? cards.length > 1 || (cards as readonly EnCard[])[0]?.plural : (cards as EnCard).plural) ? plural : singular;

/** "a", "a and b", "a, b and c". */
export function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

export const names = (cards: readonly EnCard[]) => list(cards.map((card) => card.the));
export const Names = (cards: readonly EnCard[]) => {
  const text = names(cards);
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** Small numbers as running text spells them. */
export const numberWord = (count: number) => ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"][count] ?? String(count);
export const ordinalWord = (count: number) => ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"][count - 1] ?? `${count}th`;

export type EnFocus = {
  /** Someone other than the asker. */
  other: boolean;
  /** Who the question is about: "you", "your mother", "your dog". */
  who: string;
  Who: string;
  /** Their pronouns: you/you/your, she/her/her, he/him/his, they/them/their, it/it/its. */
  they: string;
  them: string;
  their: string;
  /** "is" or "are", after `they`. */
  are: string;
  /** The matter: "your mother's health", "your debts", "your work", or the reading's area of life. */
  topic: string;
};

const RELATIONS: Record<Relation, { noun: string; pronoun: "she" | "he" | "they" | "it" }> = {
  mother: { noun: "mother", pronoun: "she" },
  father: { noun: "father", pronoun: "he" },
  parents: { noun: "parents", pronoun: "they" },
  sister: { noun: "sister", pronoun: "she" },
  brother: { noun: "brother", pronoun: "he" },
  son: { noun: "son", pronoun: "he" },
  daughter: { noun: "daughter", pronoun: "she" },
  child: { noun: "child", pronoun: "they" },
  children: { noun: "children", pronoun: "they" },
  grandmother: { noun: "grandmother", pronoun: "she" },
  grandfather: { noun: "grandfather", pronoun: "he" },
  aunt: { noun: "aunt", pronoun: "she" },
  uncle: { noun: "uncle", pronoun: "he" },
  cousin: { noun: "cousin", pronoun: "they" },
  family: { noun: "family", pronoun: "they" },
  partner: { noun: "partner", pronoun: "they" },
  husband: { noun: "husband", pronoun: "he" },
  wife: { noun: "wife", pronoun: "she" },
  boyfriend: { noun: "boyfriend", pronoun: "he" },
  girlfriend: { noun: "girlfriend", pronoun: "she" },
  ex: { noun: "ex", pronoun: "they" },
  friend: { noun: "friend", pronoun: "they" },
  boss: { noun: "boss", pronoun: "they" },
  colleague: { noun: "colleague", pronoun: "they" },
  dog: { noun: "dog", pronoun: "it" },
  cat: { noun: "cat", pronoun: "it" },
  pet: { noun: "pet", pronoun: "it" },
};

/** The asker's own words for a relation ("mum", "dad"), used as they asked. */
const ALIASES: Partial<Record<Relation, Readonly<Record<string, { noun: string; pronoun: "she" | "he" | "they" | "it" }>>>> = {
  mother: { mum: { noun: "mum", pronoun: "she" }, mom: { noun: "mom", pronoun: "she" }, mummy: { noun: "mummy", pronoun: "she" }, mommy: { noun: "mommy", pronoun: "she" } },
  father: { dad: { noun: "dad", pronoun: "he" }, daddy: { noun: "daddy", pronoun: "he" } },
  grandmother: Object.fromEntries(["grandma", "granny", "gran", "nan", "nana", "nanna", "grandmum", "grandmom"].map((noun) => [noun, { noun, pronoun: "she" as const }])),
  grandfather: Object.fromEntries(["grandpa", "grandad", "granddad", "gramps", "grampa"].map((noun) => [noun, { noun, pronoun: "he" as const }])),
  colleague: { manager: { noun: "manager", pronoun: "they" }, supervisor: { noun: "supervisor", pronoun: "they" }, coworker: { noun: "coworker", pronoun: "they" } },
};

const PRONOUNS = {
  she: { they: "she", them: "her", their: "her", are: "is" },
  he: { they: "he", them: "him", their: "his", are: "is" },
  they: { they: "they", them: "them", their: "their", are: "are" },
  it: { they: "it", them: "it", their: "its", are: "is" },
  you: { they: "you", them: "you", their: "your", are: "are" },
} as const;

/** Who the question is about when it names no relation the tables know. */
const PEOPLE: Record<Asked["who"]["person"], { noun: string; pronoun: keyof typeof PRONOUNS }> = {
  self: { noun: "", pronoun: "you" },
  partner: { noun: "partner", pronoun: "they" },
  relative: { noun: "relative", pronoun: "they" },
  child: { noun: "child", pronoun: "they" },
  friend: { noun: "friend", pronoun: "they" },
  pet: { noun: "pet", pronoun: "it" },
  other: { noun: "", pronoun: "they" },
};

/** The reading's area of life when the question names no matter of its own: a few ways of saying it, taken in turn. */
const AREAS: Record<CategoryId, readonly string[]> = {
  general: ["the matter you asked about", "your situation", "the question you are carrying", "the path in front of you"],
  love: ["your love life", "matters of the heart", "your relationships"],
  career: ["your work and money", "your working life", "your career"],
  health: ["your energy and wellbeing", "the balance of your days", "your daily rhythms of rest and energy"],
  personal_development: ["your personal growth", "the person you are becoming", "your inner growth"],
  spirituality: ["your spiritual life", "your inner practice", "your search for meaning"],
  projects: ["your plans", "the project in front of you", "your next steps"],
  emotions: ["your feelings", "your emotional life", "your inner weather"],
  creativity: ["your creative work", "the things you make", "your creative life"],
};

/** The matter of a question of several matters (`situation`) and of an either/or (`decision`), in turn. */
const FRAMED: Record<"situation" | "decision", readonly string[]> = {
  situation: ["your situation", "this stretch of your life", "everything you are carrying"],
  decision: ["your decision", "this choice"],
};

export function enFocus(asked: Asked, category: CategoryId): EnFocus {
  const relation = aliasOf(asked.who.phrase, asked.who.relation, ALIASES) ?? (asked.who.relation ? RELATIONS[asked.who.relation] : undefined);
  const person = PEOPLE[asked.who.person];
  const other = asked.who.person !== "self";
  // Someone the question names by a pronoun only ("Will he call?") is "this person", and "he" after that.
  const who = !other ? "you" : relation ? `your ${relation.noun}` : person.noun ? `your ${person.noun}` : "this person";
  const askedWord = asked.who.phrase?.toLowerCase();
  const pronounAsked = askedWord === "he" || askedWord === "him" ? "he" : askedWord === "she" || askedWord === "her" ? "she" : undefined;
  const pronouns = PRONOUNS[!other ? "you" : (relation?.pronoun ?? pronounAsked ?? person.pronoun)];
  const whose = other ? `${who}'s` : "your";
  // A partner a question of several matters tells of, by their relation's noun, else the asker's own word ("my fiancé").
  const among = asked.among?.partner;
  const partnerWord = among?.relation ? RELATIONS[among.relation].noun : among?.phrase?.toLowerCase().replace(/^(?:my|our)\s+/u, "");
  const partner = among ? `your ${partnerWord || "partner"}` : undefined;
  const topics: Partial<Record<NonNullable<Asked["domain"]>, string>> = {
    health: "your health",
    death: other ? `what ${who} ${pronouns.are} going through` : "this fear",
    pregnancy: "your hope of a child",
    money: "your finances",
    debt: "your debts",
    law: "the legal matter",
    work: other ? `${whose} work` : "your work",
    study: other ? `${whose} studies` : "your studies",
    love: other ? `things between you and ${who}` : partner ? `things between you and ${partner}` : "your love life",
    move: "the move",
    family: other ? `things with ${who}` : asked.among?.children ? "the question of children" : "your family",
    friendship: other ? `your friendship with ${who}` : "your friendships",
    creativity: "your creative work",
    spirituality: "your spiritual life",
  };
  const focus = { other, who, Who: who.charAt(0).toUpperCase() + who.slice(1), ...pronouns };
  // A question of several matters, or an either/or, is named by neutral words: never one matter or option it names.
  if ((asked.about === "situation" || asked.about === "decision") && !asked.othersHealth) {
    // A question of several matters may also be named by them together ("your work, your family and your health").
    const together = namedTogether((asked.about === "situation" ? (asked.matters ?? []) : []).map((matter) => topics[matter]), "and");
    return inTurn(focus as EnFocus, "topic", together ? [together, ...FRAMED[asked.about]] : FRAMED[asked.about]);
  }
  // Someone else's illness is read for the asker's side of it: the cards never describe the patient's body.
  const topic = asked.othersHealth || (other && asked.domain === "health") ? `this time beside ${who}` : (asked.focus ?? (asked.about === "relationship" ? `your relationship with ${who}` : undefined) ?? (asked.who.person === "pet" ? who : undefined) ?? (asked.domain && topics[asked.domain]) ?? (other ? `things with ${who}` : undefined));
  return topic ? { ...focus, topic } : inTurn(focus as EnFocus, "topic", AREAS[category]);
}

/** The relation a question's words for a person name ("my sister" → sister). */
export const relationOf = (phrase: string) =>
  relationNamed(
    phrase,
    Object.fromEntries(Object.entries(RELATIONS).map(([relation, form]) => [relation, { m: form, f: form }])) as Partial<Record<Relation, { m: { noun: string }; f: { noun: string } }>>,
    (form) => form.noun,
    /^$/,
    ALIASES,
  );
