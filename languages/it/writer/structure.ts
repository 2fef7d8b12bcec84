import type { StructureWords } from "../../writer";

/** An Italian reading's headings and verdict line (positions: the reading catalog's `spreads`). */
export const structure: StructureWords = {
  summary: "In breve",
  synthesis: "Sintesi",
  verdict: { label: "Verdetto", yes: "Sì", no: "No", maybe: "Forse" },
  headingSeparator: ": ",
};
