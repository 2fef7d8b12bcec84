import type { Strings } from "../../strings";
import type { languagesEn } from "../../en/messages/languages";

export const languagesDe: Strings<typeof languagesEn> = {
  menuLabel: "Sprache",
  thisPageIn: "Diese Seite auf",
  suggestion: "Diese Seite gibt es auch auf Deutsch.",
  suggestionAction: "Auf Deutsch lesen",
  dismiss: "Schließen",
};

export default languagesDe;
