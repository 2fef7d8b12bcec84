import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { staticPagesFor } from "@/languages";
import { LOCALES } from "@/languages/languages";
import type { StaticPagesWords } from "@/languages/prose";
import { ENGLISH_PAGE_SEGMENTS, languagePaths } from "@/lib/i18n/paths";
import { CONTENT_PATHS } from "@/lib/public-pages";

/**
 * The recipe "Add a page" of docs/contributing.md as a test: for every content page the app has, each step of
 * the recipe is found done (its words in six folders, reached through languages/index.ts; its route; its
 * paths; its place in the sitemap; its rows in the end-to-end suites). `gaps` names the steps a page lacks, so a
 * page added without one fails here, and a page the app does not have lacks every one.
 */
const root = fileURLToPath(new URL("../..", import.meta.url));
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

type ContentPage = { key: string; path: string; indexable: boolean };

/** The pages `app/[locale]/<name>/page.tsx` declares with `staticPageRoute(key, path)`. */
function contentPages(): ContentPage[] {
  return readdirSync(path.join(root, "app/[locale]"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(root, "app/[locale]", entry.name, "page.tsx")))
    .flatMap((entry) => {
      const source = read(`app/[locale]/${entry.name}/page.tsx`);
      const declared = /staticPageRoute\("([^"]+)", "([^"]+)"(, \{ indexable: false \})?\)/.exec(source);
      return declared ? [{ key: declared[1], path: declared[2], indexable: declared[3] === undefined }] : [];
    });
}

/** The steps of the recipe a page has not taken, by the recipe's words. */
function gaps({ key, path: pagePath, indexable }: ContentPage): string[] {
  const name = pagePath.slice(1);
  const missing: string[] = [];
  for (const locale of LOCALES) {
    if (!existsSync(path.join(root, `languages/${locale}/pages/${name}.tsx`))) missing.push(`its words: languages/${locale}/pages/${name}.tsx`);
    if (!(staticPagesFor(locale) as Partial<Record<string, unknown>>)[key]) missing.push(`its words registered in languages/${locale}/pages/index.ts`);
  }
  if (!existsSync(path.join(root, `app/[locale]/${name}/page.tsx`))) missing.push(`its route: app/[locale]/${name}/page.tsx`);
  if (languagePaths(pagePath) === null) missing.push("its path in TRANSLATED_PAGES");
  if (!ENGLISH_PAGE_SEGMENTS.has(name.split("/")[0])) missing.push("its first segment in ENGLISH_PAGE_SEGMENTS");
  if (indexable && !(CONTENT_PATHS as readonly string[]).includes(pagePath)) missing.push("its path in CONTENT_PATHS");
  if (!read("e2e/content.spec.ts").includes(`path: "${pagePath}"`)) missing.push("its row in ROUTES of e2e/content.spec.ts");
  const everyLanguage = /const EVERY_LANGUAGE_PAGES = \[([^\]]*)\]/.exec(read("e2e/languages.spec.ts"))?.[1] ?? "";
  if (!everyLanguage.includes(`"${pagePath}"`)) missing.push("its path in EVERY_LANGUAGE_PAGES of e2e/languages.spec.ts");
  return missing;
}

describe("adding a page (docs/contributing.md#add-a-page)", () => {
  const pages = contentPages();

  it("finds the app's content pages by their routes", () => {
    expect(pages.map((page) => page.key).sort()).toEqual((Object.keys(staticPagesFor("en")) as (keyof StaticPagesWords)[]).sort());
  });

  it.each(contentPages().map((page) => [page.path, page] as const))("%s has taken every step of the recipe", (_, page) => {
    expect(gaps(page)).toEqual([]);
  });

  it("names every step a page the app does not have still lacks", () => {
    const missing = gaps({ key: "contact", path: "/contact", indexable: true });
    expect(missing).toHaveLength(2 * LOCALES.length + 6);
    expect(missing).toContain("its path in TRANSLATED_PAGES");
    expect(missing).toContain("its first segment in ENGLISH_PAGE_SEGMENTS");
  });

  it("names in the recipe every file its steps touch", () => {
    const doc = read("docs/contributing.md");
    const section = doc.slice(doc.indexOf("## Add a page\n"), doc.indexOf("## Add a spread\n"));
    for (const file of [
      "languages/prose.ts",
      "languages/de/pages/index.ts",
      "components/content/pages/static-page.tsx",
      "lib/i18n/paths.ts",
      "lib/public-pages.ts",
      "e2e/content.spec.ts",
      "e2e/languages.spec.ts",
    ])
      expect(section, file).toContain(`\`${file}\``);
    for (const list of ["TRANSLATED_PAGES", "ENGLISH_PAGE_SEGMENTS", "CONTENT_PATHS", "EVERY_LANGUAGE_PAGES", "ROUTES"]) expect(section, list).toContain(`\`${list}\``);
  });
});
