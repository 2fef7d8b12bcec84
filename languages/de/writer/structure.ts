import type { StructureWords } from "../../writer";

/**
 * A German reading's headings and verdict line (positions: the reading catalog's `spreads`). "Zusammenschau" and
 * "Urteil" are the words the How to Use page gives the closing synthesis and the Yes or No spread's answer.
 */
export const structure: StructureWords = {
  summary: "Überblick",
  synthesis: "Zusammenschau",
  verdict: { label: "Urteil", yes: "Ja", no: "Nein", maybe: "Vielleicht" },
  headingSeparator: ": ",
};
