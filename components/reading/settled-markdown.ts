/**
 * The part of a reading still being written that can be shown without a flicker of raw markdown: a
 * heading line appears once it is complete, and an emphasis (`**…`) or code span still open at the
 * end waits until it closes.
 */
export function settledMarkdown(partial: string): string {
  const lineStart = partial.lastIndexOf("\n") + 1;
  const done = partial.slice(0, lineStart);
  let last = partial.slice(lineStart);
  // "## Pres" would show as a heading that keeps changing, and "#" alone as text.
  if (/^\s{0,3}#/.test(last)) return done;
  for (const marker of ["**", "`"]) {
    if (last.split(marker).length % 2 === 0) last = last.slice(0, last.lastIndexOf(marker));
  }
  // A lone "*" or "_" at the very end may be the start of emphasis.
  return done + last.replace(/[*_]+$/, "");
}
