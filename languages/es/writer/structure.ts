import type { StructureWords } from "../../writer";

/** A Spanish reading's headings and verdict line (positions: the reading catalog's `spreads`). */
export const structure: StructureWords = {
  summary: "Resumen",
  synthesis: "Síntesis",
  verdict: { label: "Veredicto", yes: "Sí", no: "No", maybe: "Quizá" },
  headingSeparator: ": ",
};
