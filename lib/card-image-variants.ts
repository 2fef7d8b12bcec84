import { CARD_IMAGE_HEIGHTS } from "@/lib/tarot/card-images";

const CARD_IMAGE_PATH = /^\/cards\/([a-z-]+)\.jpg$/;

/**
 * True when an image-optimizer request names one of our 22 card images exactly: no query, no
 * fragment, no other file. Width and quality are checked by Next itself against the fixed lists in
 * next.config.ts, so together the encoder can only ever produce a fixed set of variants.
 */
export function isCardImageVariant(params: URLSearchParams): boolean {
  const urls = params.getAll("url");
  if (urls.length !== 1) return false;
  const match = CARD_IMAGE_PATH.exec(urls[0]);
  return match !== null && Object.hasOwn(CARD_IMAGE_HEIGHTS, match[1]);
}
