import type { Remembered } from "./remembered";

/**
 * The line under a reading that remembered (docs/product.md#readings-that-remember), exactly what its writer
 * was given: 'This reading remembered: The Tower (3), The Star (2) and your last 3 questions.' Null when
 * nothing was remembered, so nothing is shown. Kept free of zod for the reading screen's bundle.
 */
export function rememberedLine({ cards, questions }: Remembered): string | null {
  const items = cards.map(({ card, count }) => `${card} (${count})`);
  if (questions === 1) items.push("your last question");
  else if (questions > 1) items.push(`your last ${questions} questions`);
  if (items.length === 0) return null;
  const listed = items.length === 1 ? items[0] : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
  return `This reading remembered: ${listed}.`;
}
