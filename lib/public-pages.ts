import { DECK } from "./tarot/deck";

/** Every page search engines should index: the sitemap lists these and a test walks them. */
export const CONTENT_PATHS = ["/", "/how-to-use", "/about", "/faq", "/privacy", "/terms"] as const;

export function publicPaths(): string[] {
  return [...CONTENT_PATHS, ...DECK.map((card) => `/cards/${card.slug}`)];
}
