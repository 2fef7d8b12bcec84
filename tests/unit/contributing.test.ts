import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** The repository paths a document names in backticks: `lib/…/x.ts`, `app/…/route.ts`, `e2e/x.spec.ts`, folders with a slash. */
function namedPaths(markdown: string): string[] {
  const named = [...markdown.matchAll(/`([^`\s]+)`/g)].map((match) => match[1].replace(/#.*$/, ""));
  return [...new Set(named.filter((text) => /^(app|components|languages|lib|db|tests|e2e|docs|scripts|bench)\//.test(text) && !/[<>*]/.test(text)))];
}

describe("docs/contributing.md", () => {
  it("names only files and folders that exist", () => {
    const paths = namedPaths(readFileSync(`${root}/docs/contributing.md`, "utf8"));
    expect(paths.length).toBeGreaterThan(30);
    expect(paths.filter((path) => !existsSync(`${root}/${path}`))).toEqual([]);
  });

  it("has each recipe name the test that follows it, and the test name its recipe back", () => {
    const doc = readFileSync(`${root}/docs/contributing.md`, "utf8");
    const recipes = {
      "Add an API route": "tests/unit/route-recipe.test.ts",
      "Add a page": "tests/unit/page-recipe.test.ts",
      "Add a spread": "tests/unit/spread-recipe.test.ts",
      "Add a writer": "tests/unit/writer-recipe.test.ts",
      "Add a language": "tests/unit/language-recipe.test.ts",
    };
    // Every recipe of the document, and no other.
    expect([...doc.matchAll(/^## (Add .*)$/gm)].map((match) => match[1])).toEqual(Object.keys(recipes));
    for (const [title, test] of Object.entries(recipes)) {
      const start = doc.indexOf(`## ${title}\n`);
      const end = doc.indexOf("\n## ", start + 1);
      const section = doc.slice(start, end === -1 ? undefined : end);
      expect(section.replace(/\s+/g, " "), title).toContain(`\`${test}\` is this recipe as a test`);
      expect(section.match(/^Check: (.*)$/m)?.[1], title).toContain(test);
      const anchor = `docs/contributing.md#${title.toLowerCase().replace(/ /g, "-")}`;
      expect(readFileSync(`${root}/${test}`, "utf8"), test).toContain(anchor);
    }
  });

  it("reads paths from backticks, leaving placeholders and words alone", () => {
    expect(namedPaths("See `lib/a.ts`, `lib/<area>/x.ts`, `getDb()` and `app/` twice: `lib/a.ts`.")).toEqual(["lib/a.ts", "app/"]);
  });
});
