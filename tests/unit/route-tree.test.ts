import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { LOCALES } from "@/lib/i18n/locales";
import { isTranslatedPage } from "@/lib/i18n/paths";

/**
 * One route tree for every language (docs/architecture.md#languages): every page is under app/[locale], once,
 * and no file of app/ is written for one language, so that no page can exist twice with its language changed.
 */
const root = fileURLToPath(new URL("../..", import.meta.url));

function filesUnder(folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${folder}/${entry.name}`;
    return entry.isDirectory() ? filesUnder(relative) : [relative];
  });
}

const APP_FILES = filesUnder("app");
const PAGES = APP_FILES.filter((file) => file.endsWith("/page.tsx"));

/** A page file's address in English: route groups and the `[locale]` segment left out, `[id]` kept. */
function englishPath(file: string): string {
  const segments = path.dirname(file).split("/").slice(1);
  const kept = segments.filter((segment, index) => !/^\(.*\)$/.test(segment) && !(index === 0 && segment === "[locale]"));
  return `/${kept.join("/")}`;
}

/** The English-only pages' folder: the console, the local providers' stand-ins, the sign-in popup and the shared card of the day. */
const ENGLISH_ONLY = "app/[locale]/(english-only)/";

describe("the route tree", () => {
  it("declares each page once, every one under app/[locale]", () => {
    expect(PAGES.length).toBeGreaterThan(20);
    expect(PAGES.filter((file) => !file.startsWith("app/[locale]/"))).toEqual([]);
    const paths = PAGES.map(englishPath);
    expect(paths.filter((each, index) => paths.indexOf(each) !== index)).toEqual([]);
  });

  it("has one root layout, under the language segment, and one document", () => {
    const layouts = APP_FILES.filter((file) => /\/layout\.tsx?$/.test(file));
    // A root layout is one with no layout above it: only app/[locale]/layout.tsx.
    const rootLayouts = layouts.filter((file) => !layouts.some((other) => other !== file && path.dirname(file).startsWith(`${path.dirname(other)}/`)));
    expect(rootLayouts).toEqual(["app/[locale]/layout.tsx"]);
    // The document (`<html>`, through the site's shell) is drawn by the root layout alone, but outside the tree:
    // for a path no route matches, a crash of the root layout, and the outermost not-found nothing reaches.
    const documents = APP_FILES.filter((file) => /<html\b|<SiteShell\b/.test(readFileSync(path.join(root, file), "utf8")));
    expect(documents.sort()).toEqual(["app/[locale]/layout.tsx", "app/global-error.tsx", "app/global-not-found.tsx", "app/not-found.tsx"]);
  });

  it("writes no page or layout for one language: none names a language, but the pages that are English only", () => {
    const named = new RegExp(`(["'\`])(${LOCALES.join("|")})\\1|\\b(DEFAULT_LOCALE|PREFIXED_LOCALES|PrefixedLocale)\\b`);
    const routeFiles = APP_FILES.filter((file) => file.startsWith("app/[locale]/") && /\/(page|layout|route)\.tsx?$/.test(file));
    const written = routeFiles.filter((file) => !file.startsWith(ENGLISH_ONLY)).filter((file) => named.test(readFileSync(path.join(root, file), "utf8")));
    expect(routeFiles.length).toBeGreaterThan(20);
    expect(written).toEqual([]);
  });

  it("keeps the pages every language has apart from the English-only ones, as lib/i18n/paths.ts lists them", () => {
    const sample = (englishPagePath: string) => englishPagePath.replace(/\[[^\]]+\]/g, "x").replace(/\/cards\/x$/, "/cards/the-fool");
    for (const page of PAGES) {
      const address = sample(englishPath(page));
      expect(isTranslatedPage(address), `${page} (${address})`).toBe(!page.startsWith(ENGLISH_ONLY));
    }
  });

  it("reads a page file's address as the reader sees it", () => {
    expect(englishPath("app/[locale]/page.tsx")).toBe("/");
    expect(englishPath("app/[locale]/cards/[slug]/page.tsx")).toBe("/cards/[slug]");
    expect(englishPath("app/[locale]/(english-only)/admin/page.tsx")).toBe("/admin");
    expect(englishPath("app/(en)/about/page.tsx")).toBe("/about");
  });
});
