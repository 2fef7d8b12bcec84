import "server-only";
import type { YesNoLeaning } from "@/lib/tarot/cards";

/**
 * The verdict the cards give: yes when more than half of them lean yes, no when more than half lean no, maybe
 * otherwise (a tie, or too many undecided cards). Provisional: the shared verdict rule (branch `writer`) replaces it.
 */
export function verdictOf(leanings: readonly YesNoLeaning[]): YesNoLeaning {
  const count = (lean: YesNoLeaning) => leanings.filter((leaning) => leaning === lean).length;
  if (count("yes") * 2 > leanings.length) return "yes";
  if (count("no") * 2 > leanings.length) return "no";
  return "maybe";
}
