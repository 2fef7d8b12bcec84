import { composeReading } from "@/lib/writers/local";
import { CORPUS_READINGS } from "./corpus";
import { checkWriting } from "./quality";
const only = process.argv[2];
const counts: Record<string, number> = {};
for (const r of CORPUS_READINGS) {
  const text = composeReading(r.prompt);
  const checks = checkWriting({ kind: "reading", prompt: r.prompt, text });
  for (const [k, v] of Object.entries(checks)) if (v === false) {
    counts[`${r.language} ${k}`] = (counts[`${r.language} ${k}`] ?? 0) + 1;
    if (only && k === only && (!process.argv[3] || r.language === process.argv[3])) console.log(`--- ${r.language} ${r.kind} ${r.prompt.type} ${r.prompt.category}: ${r.prompt.question}\n${process.argv[4] ? text : ""}`);
  }
}
console.log(counts);
