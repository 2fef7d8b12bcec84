import { checkWriting as checkQuality } from "@/lib/writers/quality";
import type { CheckWriting } from "./run";

/** The product's quality checks (lib/writers/quality) on each writing of the evaluation, as the writer runs record them. */
export const checkWriting: CheckWriting = (writing) => {
  switch (writing.kind) {
    case "reading":
      return checkQuality({ kind: "reading", text: writing.text, prompt: writing.prompt });
    case "follow-up":
      return checkQuality({ kind: "follow_up", text: writing.text, prompt: writing.prompt });
    case "daily":
      return checkQuality({ kind: "daily", text: writing.text, prompt: writing.prompt });
  }
};
