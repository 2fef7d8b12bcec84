import type { Strings } from "../../strings";
import type { languagesEn } from "../../en/messages/languages";

export const languagesFr: Strings<typeof languagesEn> = {
  menuLabel: "Langue",
  thisPageIn: "Cette page en",
  suggestion: "Cette page existe aussi en français.",
  suggestionAction: "La lire en français",
  dismiss: "Fermer",
};

export default languagesFr;
