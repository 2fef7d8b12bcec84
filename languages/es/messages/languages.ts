import type { Strings } from "../../strings";
import type { languagesEn } from "../../en/messages/languages";

export const languagesEs: Strings<typeof languagesEn> = {
  menuLabel: "Idioma",
  thisPageIn: "Esta página en",
  suggestion: "Esta página también está en español.",
  suggestionAction: "Leerla en español",
  dismiss: "Cerrar",
};

export default languagesEs;
