/**
 * The language menu's words and the suggestion of this language (components/i18n/language-suggestion.tsx),
 * said in this language: a page offers another language in that language's own words, loaded from its
 * folder when the offer is made (not in any page's payload).
 */
export const languagesEn = {
  menuLabel: "Language",
  thisPageIn: "This page in",
  suggestion: "This page is also in English.",
  suggestionAction: "Read it in English",
  dismiss: "Dismiss",
};

export default languagesEn;
