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

  it("reads paths from backticks, leaving placeholders and words alone", () => {
    expect(namedPaths("See `lib/a.ts`, `lib/<area>/x.ts`, `getDb()` and `app/` twice: `lib/a.ts`.")).toEqual(["lib/a.ts", "app/"]);
  });
});
