/** Pixel sizes of public/cards/*.jpg (all 640 wide), so next/image reserves the right space. */
const CARD_IMAGE_WIDTH = 640;

export const CARD_IMAGE_HEIGHTS: Readonly<Record<string, number>> = {
  death: 1105,
  judgement: 1102,
  justice: 1102,
  strength: 1102,
  temperance: 1111,
  "the-chariot": 1105,
  "the-devil": 1127,
  "the-emperor": 1100,
  "the-empress": 1094,
  "the-fool": 1074,
  "the-hanged-man": 1125,
  "the-hermit": 1094,
  "the-hierophant": 1102,
  "the-high-priestess": 1100,
  "the-lovers": 1095,
  "the-magician": 1109,
  "the-moon": 1105,
  "the-star": 1102,
  "the-sun": 1102,
  "the-tower": 1108,
  "the-world": 1105,
  "wheel-of-fortune": 1113,
};

export function cardImageSize(slug: string): { width: number; height: number } {
  const height = CARD_IMAGE_HEIGHTS[slug];
  if (!height) throw new Error(`No image size for card ${slug}`);
  return { width: CARD_IMAGE_WIDTH, height };
}
