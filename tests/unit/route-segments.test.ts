import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { getPathMatch } from "next/dist/shared/lib/router/utils/path-match";
import { describe, expect, it } from "vitest";
import { ENGLISH_PAGE_SEGMENTS, ENGLISH_REWRITES, FILE_SEGMENTS } from "@/lib/i18n/paths";

const root = fileURLToPath(new URL("../..", import.meta.url));
const entries = (folder: string) => readdirSync(`${root}/${folder}`, { withFileTypes: true });
const folders = (folder: string) => entries(folder).filter((entry) => entry.isDirectory()).map((entry) => entry.name);

describe("the first path segments proxy.ts knows (lib/i18n/paths.ts)", () => {
  it("name the pages' folders of app/[locale] and its (english-only) group", () => {
    const pages = [...folders("app/[locale]").filter((name) => !name.startsWith("(")), ...folders("app/[locale]/(english-only)")];
    expect([...ENGLISH_PAGE_SEGMENTS].sort()).toEqual(pages.sort());
  });

  it("name the icons and manifest app/ serves, public's folders but the card images', _next and the not-found target", () => {
    const metadataFiles = entries("app")
      .filter((entry) => entry.isFile() && /^(icon|apple-icon)\.\w+$/.test(entry.name))
      .map((entry) => entry.name);
    const publicFolders = folders("public").filter((name) => name !== "cards");
    expect([...FILE_SEGMENTS].sort()).toEqual([...metadataFiles, "manifest.webmanifest", ...publicFolders, "_next", "not-found"].sort());
  });
});

describe("the rewrites of English's paths (next.config.ts, ENGLISH_REWRITES)", () => {
  /** Where the router sends a path, matched as Next matches a rewrite's source: the first rule that matches, or nowhere. */
  function rewritten(pathname: string): string | null {
    for (const { source, destination } of ENGLISH_REWRITES) {
      const params = getPathMatch(source, { removeUnnamedParams: true })(pathname);
      if (!params) continue;
      return destination.replace(/:(\w+)\*?/g, (_, name: string) => [params[name] ?? []].flat().join("/")).replace(/\/$/, "") || "/";
    }
    return null;
  }

  it("send every English page's path to the /en/… path its page is rendered at", () => {
    expect(rewritten("/")).toBe("/en");
    expect(rewritten("/faq")).toBe("/en/faq");
    expect(rewritten("/cards/the-fool")).toBe("/en/cards/the-fool");
    expect(rewritten("/readings/abc/check-in")).toBe("/en/readings/abc/check-in");
    expect(rewritten("/daily/2026-11-28/the-sun/og.png")).toBe("/en/daily/2026-11-28/the-sun/og.png");
  });

  it("leave the card images (public/cards/*.jpg), other languages' paths and Next's own files alone", () => {
    expect(rewritten("/cards/the-moon.jpg")).toBeNull();
    expect(rewritten("/de/faq")).toBeNull();
    expect(rewritten("/_next/image")).toBeNull();
    expect(rewritten("/icons/icon-192.png")).toBeNull();
  });
});
