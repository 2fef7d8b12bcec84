/** My Readings, Insights, a reading's page and the check-in (components/journal, app/(en)/readings). */
export const journalEn = {};
