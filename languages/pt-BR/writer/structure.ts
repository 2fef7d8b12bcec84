import type { StructureWords } from "../../writer";

/** A Brazilian Portuguese reading's headings and verdict line (positions: the reading catalog's `spreads`). */
export const structure: StructureWords = {
  summary: "Resumo",
  synthesis: "Síntese",
  verdict: { label: "Veredito", yes: "Sim", no: "Não", maybe: "Talvez" },
  headingSeparator: ": ",
};
