/** The reading screen, the card of the day and the home page (components/reading, components/daily, app/(en)/page.tsx). */
export const readingEn = {};
