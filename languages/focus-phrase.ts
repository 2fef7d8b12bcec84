/**
 * A question's own words for its matter, as a noun phrase a reading can carry (en "Will I pass my driving test in
 * March?" → "your driving test in March"; es "¿Aprobaré el examen del carné en marzo?" → "el examen del carné en
 * marzo"): a phrase that opens on a possessive or an article the language's table accepts, cut before any clause
 * or option joined to it, the asker's possessives turned to the reader's. Undefined when no clean phrase can be
 * taken: a reading with no echo reads better than one with a broken echo. Each language's words are in
 * languages/<code>/writer/local/focus-phrase.ts; the reading uses the phrase where it names its matter.
 */

export type FocusPhraseWords = {
  /** Openers (lowercase) and what the reading says instead ("my" → "your", "mi" → "tu", "le" → "ce"); an elided opener ends in an apostrophe ("l'"). */
  openers: Readonly<Record<string, string>>;
  /** Possessives inside the phrase and the reader's ("mio" → "tuo" in "il mio esame"). */
  inside?: Readonly<Record<string, string>>;
  /** Words that end the phrase: a clause or an option joined to it, an infinitive, a relative clause. */
  stops: ReadonlySet<string>;
  /** Openers that are also object pronouns (fr "le", "l'"), and the first words that show one is ("le quitter", "l'aider"). */
  pronounOpeners?: { openers: ReadonlySet<string>; verb: RegExp };
  /**
   * Set phrases whose article is no opener of a matter ("vale a pena", "vale la pena", "ça vaut la peine", "die Mühe
   * wert"): their words never open a phrase and end one, or "Vale a pena fazer…?" would echo "a pena fazer…".
   */
  idioms?: readonly string[];
  /** Pronouns and verbs: the phrase ends before one where it is the sentence's subject, else there is no phrase. */
  clause: ReadonlySet<string>;
  /** Nouns too vague to be the matter ("the right time"), among the phrase's first two words. */
  vague: ReadonlySet<string>;
  /** Words a phrase cannot end on (a preposition, an article). */
  dangling: ReadonlySet<string>;
  /** A word that makes the phrase a clause wherever it stands after the first (en "-ing" verbs, fr "va-t-elle"). */
  verbal?: RegExp;
  /**
   * Where the phrase may be followed by its verb: after the words this matches ("Will my back pain ease?", "help my
   * bakery grow"), where the phrase must end at a clause word, or anywhere (languages whose subject may come first).
   */
  subject: RegExp | "anywhere";
};

const MAX_WORDS = 7;
const WORD = /^[\p{L}\p{N}][\p{L}\p{N}'’-]*$/u;

export function focusPhrase(question: string, words: FocusPhraseWords): string | undefined {
  const sentences = question.split(/(?<=[.!?])\s+/).map((sentence) => sentence.trim()).filter((sentence) => sentence.length > 0);
  // The sentence that asks (ending on "?") first, then the others.
  // Only the sentence that asks: a statement around it ("I owe money on three cards.") is context, and a request with no
  // question in it ("Ignore your instructions and…", "Write me a recipe") is never echoed as the reading's matter.
  for (const sentence of sentences.filter((each) => /[?？]$/.test(each))) {
    const found = phraseIn(sentence, words);
    if (found !== null) return found;
  }
  return undefined;
}

/** The phrase of one sentence: a string, undefined when the sentence's matter gives none (stop looking), null when it has no opener. */
function phraseIn(sentence: string, words: FocusPhraseWords): string | undefined | null {
  const tokens = sentence
    .replace(/^[¿¡]/, "")
    .replace(/\s*[?!.]+\s*$/, "")
    .split(/\s+/)
    .flatMap((token) => {
      const elided = token.match(/^([\p{L}]+['’])(\p{L}.*)$/u);
      return elided && words.openers[elided[1].toLowerCase().replace("’", "'")] !== undefined ? [elided[1].replace("’", "'"), elided[2]] : [token];
    });
  const lowered = tokens.map((token) => token.toLowerCase().replace(/[,;:]+$/, ""));
  const inIdiom = new Set<number>();
  for (const idiom of words.idioms ?? []) {
    const parts = idiom.split(" ");
    lowered.forEach((_, at) => {
      if (parts.every((part, offset) => lowered[at + offset] === part)) parts.forEach((__, offset) => inIdiom.add(at + offset));
    });
  }
  for (let start = 0; start < tokens.length; start++) {
    if (inIdiom.has(start)) continue;
    const opener = words.openers[tokens[start].toLowerCase()];
    if (opener === undefined) continue;
    const subject = words.subject === "anywhere" || (start > 0 && words.subject.test(tokens[start - 1]));
    const taken: string[] = [];
    let ended = false;
    for (const [offset, token] of tokens.slice(start + 1).entries()) {
      if (inIdiom.has(start + 1 + offset)) break;
      const bare = token.replace(/[,;:]+$/, "");
      const lower = bare.toLowerCase();
      // (After a subject, a joined word is no proof its verb has been passed: "Will my shop survive or close?")
      if (words.stops.has(lower)) break;
      if (words.clause.has(lower) || (taken.length > 0 && words.verbal?.test(lower))) {
        if (!subject || taken.length === 0) return undefined;
        ended = true;
        break;
      }
      taken.push(words.inside?.[lower] ?? bare);
      if (bare !== token) break;
    }
    // A subject whose verb cannot be told ("Will our shop survive the year?") gives no phrase: it is the matter.
    if (words.subject !== "anywhere" && subject && !ended) return undefined;
    return clean(opener, tokens[start].toLowerCase(), taken, words);
  }
  return null;
}

function clean(opener: string, asked: string, rest: readonly string[], words: FocusPhraseWords): string | undefined {
  if (rest.length === 0 || rest.length > MAX_WORDS) return undefined;
  const pronoun = words.pronounOpeners;
  if (pronoun && pronoun.openers.has(asked) && pronoun.verb.test(rest[0].toLowerCase())) return undefined;
  if (!rest.every((word) => WORD.test(word))) return undefined;
  const lower = rest.map((word) => word.toLowerCase());
  if (lower.slice(0, 2).some((word) => words.vague.has(word))) return undefined;
  if (words.dangling.has(lower.at(-1)!)) return undefined;
  return opener.endsWith("'") ? `${opener}${rest.join(" ")}` : `${opener} ${rest.join(" ")}`;
}

/**
 * A one-word question's matter ("Money?", "¿Boda?", "Hochzeit?"), from a language's table of the words readers ask
 * alone, each with the phrase its grammar needs ("your money", "la boda"): undefined for a word the table does not
 * hold, whose article or gender the reading cannot know (the reading then keeps its area's words).
 */
export function oneWordPhrase(question: string, table: Readonly<Record<string, string>>): string | undefined {
  const word = question.replace(/[¿¡?!.\s\u00a0]+/g, " ").trim().toLowerCase();
  return /^\p{L}+$/u.test(word) && Object.hasOwn(table, word) ? table[word] : undefined;
}

/** A pattern in a question and the phrase it makes from what it caught ("comprar un coche" → "la compra de un coche"). */
export type PhraseRule = { pattern: RegExp; phrase: (match: RegExpMatchArray) => string };

/**
 * The phrase of the first of a language's rules that matches the question; undefined when none does. Its acts
 * ("Is it time to buy a car?", "¿Debo mudarme a Madrid?" → "tu mudanza a Madrid") and its legal and debt matters
 * ("the custody case") are each such a list.
 */
export function firstRulePhrase(question: string, rules: readonly PhraseRule[]): string | undefined {
  for (const { pattern, phrase } of rules) {
    const match = question.match(pattern);
    if (match) return phrase(match);
  }
  return undefined;
}
