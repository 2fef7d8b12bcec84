/**
 * A reading's markdown as the passages a speech synthesiser reads one after another: headings and
 * paragraphs, without the marks that would be read out as symbols. Passages stay short because some
 * browsers (Chrome) stop a single long utterance after about fifteen seconds.
 */
export function speakablePassages(markdown: string): string[] {
  return markdown
    // A heading is a passage of its own, so the voice pauses after it.
    .replace(/^(\s*#{1,6}\s[^\n]*)\n/gm, "$1\n\n")
    .split(/\n\s*\n|\n(?=\s*(?:#{1,6}\s|[-*+]\s|\d+[.)]\s))/)
    .map((block) =>
      block
        .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
        .replace(/^\s*#{1,6}\s+/gm, "")
        .replace(/^\s*(?:[-*+]|\d+[.)])\s+/gm, "")
        .replace(/^\s*>\s?/gm, "")
        .replace(/[*_`~]+/g, "")
        .replace(/\s+/g, " ")
        .trim(),
    )
    .filter((passage) => /[\p{L}\p{N}]/u.test(passage));
}
