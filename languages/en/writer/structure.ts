import type { StructureWords } from "../../writer";

/** An English reading's headings and verdict line (positions: the reading catalog's `spreads`). */
export const structure: StructureWords = {
  summary: "Summary",
  synthesis: "Synthesis",
  verdict: { label: "Verdict", yes: "Yes", no: "No", maybe: "Maybe" },
  headingSeparator: ": ",
};
