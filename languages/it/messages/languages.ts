import type { Strings } from "../../strings";
import type { languagesEn } from "../../en/messages/languages";

export const languagesIt: Strings<typeof languagesEn> = {
  menuLabel: "Lingua",
  thisPageIn: "Questa pagina in",
  suggestion: "Questa pagina è disponibile anche in italiano.",
  suggestionAction: "Leggila in italiano",
  dismiss: "Chiudi",
};

export default languagesIt;
