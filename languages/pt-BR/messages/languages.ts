import type { Strings } from "../../strings";
import type { languagesEn } from "../../en/messages/languages";

export const languagesPtBR: Strings<typeof languagesEn> = {
  menuLabel: "Idioma",
  thisPageIn: "Esta página em",
  suggestion: "Esta página também está em português.",
  suggestionAction: "Ler em português",
  dismiss: "Fechar",
};

export default languagesPtBR;
