import type { Lines } from "./local-writer";

/**
 * How a card's own sentence is introduced, whatever the language: our texts often name their card ("Justice points
 * to…", "Creatively, Justice brings…") and some carry a colon of their own ("Yes is favoured here: …"), so a frame
 * that names the card and ends on a colon would say the name twice or put two colons in one sentence. A language
 * writes four families of frames and `quoteFrames` picks, for each text, the family that fits it.
 */

/** Articles and contractions that open a card's name in our languages: not the name itself. */
const ARTICLES = new Set(["The", "Der", "Die", "Das", "Den", "Dem", "Des", "El", "La", "Los", "Las", "Le", "Les", "Il", "Lo", "Gli", "Os", "As", "O", "A", "I", "Del", "Al", "Du", "Au", "Aux", "Dal", "Dalla", "Della", "Dello", "Do", "Da", "Dos", "Ao", "À", "Im", "Vom", "Zum", "Zur"]);

/** The capitalised words of a card's name in any of its forms ("Wheel", "Fortune"; "Narr", "Narren"). */
function nameWords(card: object): string[] {
  const words = new Set<string>();
  for (const form of Object.values(card)) {
    if (typeof form !== "string") continue;
    for (const word of form.split(/[\s'’]+/)) if (/^\p{Lu}\p{L}{2,}$/u.test(word) && !ARTICLES.has(word)) words.add(word);
  }
  return [...words];
}

/** Whether a sentence names the card, in any form of its name (a declined German form counts by its stem). */
export function namesCard(card: object, text: string): boolean {
  return nameWords(card).some((word) => new RegExp(`(?<!\\p{L})${word.slice(0, Math.max(3, word.length - 1))}`, "u").test(text));
}

export type QuoteFamilies<A> = {
  /** The card named, the text after a colon: for a text that neither names the card nor has a colon. */
  named: Lines<A>;
  /** The card named, the text after a comma: for a text with a colon of its own that does not name the card. */
  namedComma: Lines<A>;
  /** The card not named, the text after a colon: for a text that names the card and has no colon. */
  plain: Lines<A>;
  /** The card not named, the text after a comma: for a text that names the card and has a colon. */
  plainComma: Lines<A>;
};

/** Variants (as many as the longest family) that each pick the family the text needs; `text` reads the card's sentence. */
export function quoteFrames<A extends { c: object }>(families: QuoteFamilies<A>, text: (a: A) => string): Lines<A> {
  const count = Math.max(families.named.length, families.namedComma.length, families.plain.length, families.plainComma.length);
  return Array.from({ length: count }, (_, index) => (a: A) => {
    const sentence = text(a);
    const colon = sentence.includes(":");
    const family = namesCard(a.c, sentence) ? (colon ? families.plainComma : families.plain) : colon ? families.namedComma : families.named;
    return family[index % family.length](a);
  });
}

/**
 * The same variants, for a text that follows a frame's own colon and a frame that names the card (a card's advice,
 * or its summary where the advice would urge haste): a text with a colon of its own keeps only what follows it when
 * what comes before names the card ("…, the Magician turns intention into action: you already hold what you need"),
 * else its colon becomes `mark` (a semicolon, a dash), so that no sentence says the card's name twice or carries
 * two colons. A language whose case after the mark depends on the word (German writes a noun capitalised, anything
 * else small after a dash) passes `mark` as the function that rewrites the text.
 */
export function oneColon<A extends { c: object }, K extends keyof A & string>(lines: Lines<A>, key: K, mark: string | ((text: string) => string)): Lines<A> {
  return lines.map((line) => (a: A) => {
    const text = a[key];
    if (typeof text !== "string" || !text.includes(":")) return line(a);
    const colon = text.indexOf(":");
    const rest = text.slice(colon + 1).trim();
    const own = namesCard(a.c, text.slice(0, colon)) && !namesCard(a.c, rest) ? rest : typeof mark === "string" ? text.replace(/\s*:\s*/, mark) : mark(text);
    return line({ ...a, [key]: own });
  });
}
