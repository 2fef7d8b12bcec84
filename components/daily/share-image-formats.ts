/** The two pictures of a shared card of the day: a link preview (Open Graph, Twitter) and a phone story. */
export const SHARE_IMAGE_FORMATS = {
  og: { width: 1200, height: 630 },
  story: { width: 1080, height: 1920 },
} as const;
export type ShareImageFormat = keyof typeof SHARE_IMAGE_FORMATS;
