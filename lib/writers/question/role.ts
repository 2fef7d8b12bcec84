import "server-only";

/**
 * A person's role in a question beyond their word: whether they are named only as an owner or an agent ("he was my
 * mum's", "el perro de mi madre", "der Hund meiner Mutter", "adottato dai bambini"), and which pronouns can stand for
 * whom ("Is he going to be ok?"). The subject of a question is never its owner or agent while anyone else is named.
 */

/** Possessives and articles that may stand between a preposition and the person ("de mi madre", "della mia nonna"). */
const DETERMINER = "(?:my|our|his|her|their|the|mi|mis|tu|su|sus|nuestr[oa]s?|el|la|los|las|meu|minha|meus|minhas|nosso|nossa|o|a|os|as|seu|sua|mein\\w*|dein\\w*|unser\\w*|ihr\\w*|sein\\w*|der|dem|den|des|ma|mon|mes|notre|nos|sa|son|ses|le|les|mio|mia|miei|mie|nostr[aoie]|suo|sua|il|lo|i|gli|le)";

/**
 * An agent: "by" in English; elsewhere the preposition after a passive participle ("adoptado por", "adotada pela",
 * "adopté par", "adoptiert von", "adottato dai"), but not after a worry ("preocupada por mi madre", "préoccupée par
 * ma mère" are about the mother).
 */
const AGENT = new RegExp(
  `(?:\\bby|(?<!\\p{L})(?!(?:preocupad|angustiad|asustad|aterrad|inquiet|préoccup|obsesionad|obcecad|apaixonad|enamorad|innamorat)\\p{L}*\\s)\\p{L}+(?:ad|id|at|it|ut|é|i|t)[oae]?s?\\s+(?:por|par|von|pel[oa]s?|dai|dal|dalla|dagli|dalle))\\s+(?:${DETERMINER}\\s+)?$`,
  "iu",
);

/** "of" between an owned thing and its owner, with the Romance contractions and German: de, do, da, di, del, della, von… */
const OF = `(?:de|del|de\\s+la|do|da|dos|das|di|della|dello|dei|degli|delle|of|von|vom)`;

/** German prepositions that take a dative: "mit meiner Mutter" is no genitive. */
const GERMAN_PREPOSITIONS = /^(?:mit|bei|von|zu|aus|nach|seit|gegenüber|trotz|wegen|während|für|um|über|unter|vor|hinter|neben|zwischen|an|auf|in|wie|und|oder|aber|ich|du|er|sie|es|wir|ihr)$/iu;

/**
 * Whether the person matched at `at` (its words running to `end`) is named only as an owner or an agent:
 * - an English possessive that owns a pet, a person or nothing ("my mum's dog", "he was my mum's"), but not
 *   a matter of their own ("my mum's health" is about the mum, "my dad's ill" too);
 * - a Romance, German or English "of" after a pet or a person ("el perro de mi madre", "il gatto della nonna");
 * - a German genitive after a noun ("der Hund meiner Mutter"), not a dative after a preposition ("mit meiner Mutter");
 * - the agent of a passive ("adopted by my aunt", "adottato dai bambini").
 * `nouns` matches one word that names a person or a pet.
 */
export function ownerOrAgent(question: string, at: number, end: number, nouns: RegExp): boolean {
  const before = question.slice(0, at);
  const possessive = question.slice(end).match(/^['’]s?(?!\p{L})\s*([\p{L}_-]*)/u);
  if (possessive && (!possessive[1] || /^(?:and|or|but|too|before|when|until)$/iu.test(possessive[1]) || wholeWord(possessive[1], nouns))) return true;
  const of = before.match(new RegExp(`([\\p{L}_'’-]+)\\s+${OF}\\s+(?:${DETERMINER}\\s+)?$`, "iu"));
  if (of && wholeWord(of[1], nouns)) return true;
  const genitive = before.match(/(\p{Lu}\p{Ll}+)\s+(?:meiner|meines|deiner|deines|unserer|unseres|seiner|seines|ihrer|ihres)\s+$/u);
  if (genitive && !GERMAN_PREPOSITIONS.test(genitive[1])) return true;
  return AGENT.test(before);
}

function wholeWord(word: string, nouns: RegExp): boolean {
  return new RegExp(`^(?:${nouns.source})$`, nouns.flags.replace("g", "")).test(word.replace(/_/g, " "));
}

/** The genders of the pronouns that may stand for a person or a pet named before ("Is he going to be ok?"). */
const PRONOUN_GENDER: Readonly<Record<string, "f" | "m">> = {
  he: "m", him: "m", his: "m", she: "f", her: "f",
  "él": "m", ella: "f", ele: "m", ela: "f",
  er: "m", ihn: "m", ihm: "m",
  il: "m", elle: "f",
  lui: "m", lei: "f",
};

/** The gender a third-person pronoun of the asking sentence asks for, or undefined when it names none (English it, or no pronoun at all). */
export function pronounGender(sentence: string): "f" | "m" | undefined {
  for (const word of sentence.toLowerCase().match(/\p{L}+/gu) ?? []) {
    if (word in PRONOUN_GENDER) return PRONOUN_GENDER[word];
  }
  return undefined;
}
