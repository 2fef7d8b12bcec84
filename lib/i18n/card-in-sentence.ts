import { languageOf, type Language, type Locale } from "@/languages/languages";
import { fill } from "./fill";

/**
 * A card's name as a message places it. The cards' names are titles with a capital article ("Der Narr",
 * "Le Fou", "Il Matto"), right where a message begins with the card or names it after a colon ("Der Narr:
 * meine Tageskarte", "Vergangenheit: Der Narr"); mid-sentence the article is lower-case ("Was der Narr
 * bedeutet", "Vous avez tiré le Fou", "Hai pescato il Matto") and after a preposition it contracts as the
 * language contracts it ("du Fou", "del Loco", "do Louco", "del Matto"). English keeps "The Fool" a title
 * everywhere, as English tarot writing does. Each language's articles and contractions are on its line of
 * languages/languages.ts.
 */

/** The name's leading article, as written, and the rest ("L'" + "Étoile", "Der" + " Narr"); null without one. */
function leadingArticle(locale: Locale, name: string): { article: string; rest: string } | null {
  for (const article of languageOf(locale).cardArticles) {
    const elided = article.endsWith("'");
    if (name.startsWith(article) && (elided || name[article.length] === " ")) return { article, rest: name.slice(article.length) };
  }
  return null;
}

/** Whether a card placed after this text starts something: the message's start, a colon, an opening bracket. */
function startsSomething(before: string): boolean {
  return /(^|[:(]\s*|[.!?]\s+)$/u.test(before);
}

/**
 * A message with `{card}` filled by the card's name in its place's form, and its other places filled as
 * `fill` fills them: `fillCard("fr", "Vous avez tiré {card} une fois", { card: "Le Fou" })` → "Vous avez
 * tiré le Fou une fois".
 */
export function fillCard(locale: Locale, template: string, values: Record<string, string | number> & { card: string }): string {
  const { card, ...others } = values;
  const placed = template.replace(/(\S+\s+)?\{card\}/g, (whole, word: string | undefined, offset: number) => {
    const before = template.slice(0, offset) + (word ?? "");
    const article = leadingArticle(locale, card);
    if (!article || startsSomething(before)) return (word ?? "") + card;
    const lower = article.article.toLowerCase();
    const preposition = word?.trim().toLowerCase();
    const contractions: Language["contractions"] = languageOf(locale).contractions;
    const contracted = preposition === undefined ? undefined : contractions[preposition]?.[lower];
    if (word && contracted) {
      const capital = word[0] !== word[0].toLowerCase();
      return (capital ? contracted[0].toUpperCase() + contracted.slice(1) : contracted) + article.rest;
    }
    return (word ?? "") + lower + article.rest;
  });
  return fill(placed, others);
}
