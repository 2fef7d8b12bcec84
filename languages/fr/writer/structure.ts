import type { StructureWords } from "../../writer";

/**
 * A French reading's headings and verdict line (positions: the reading catalog's `spreads`). French sets a
 * no-break space before a colon: "Passé : L'Ermite", "**Verdict : Oui.**".
 */
export const structure: StructureWords = {
  summary: "En bref",
  synthesis: "Synthèse",
  verdict: { label: "Verdict", yes: "Oui", no: "Non", maybe: "Peut-être" },
  headingSeparator: "\u00a0: ",
};
