import type { Page } from "@playwright/test";

/** Every `a.b.c` text of a catalog. */
export function catalogTexts(catalog: object, prefix = ""): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(catalog)) {
    const at = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") found.set(at, value);
    else for (const [inner, text] of catalogTexts(value as object, at)) found.set(inner, text);
  }
  return found;
}

/** The page's text a reader sees or hears (visible text and labels), leaving out what matches `skipped`: what the reader wrote, and so on. */
export async function visibleText(page: Page, skipped: string): Promise<string> {
  return page.evaluate((selector) => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const parts: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest(selector) !== null || !parent.checkVisibility()) continue;
      parts.push(node.textContent ?? "");
    }
    const labels = [...document.querySelectorAll("[aria-label]")].map((element) => element.getAttribute("aria-label") ?? "");
    return [...parts, ...labels].join(" ").replace(/\s+/g, " ");
  }, skipped);
}
