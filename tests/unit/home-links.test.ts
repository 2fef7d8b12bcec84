import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The header's Home link and logo, and every "Go to Home" of a page that exists in every language, lead
 * to the home page of the page's language (`localePath(locale, "/")`), never to `/` from every language.
 * Rendering the header needs the app's providers; this reads the components' source for the bare link.
 */
const ENGLISH_ONLY = new Set([
  // Used by the sign-in callback only (app/[locale]/(english-only)/auth/callback).
  "components/content/go-home-actions.tsx",
]);

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".tsx") && !entry.name.endsWith(".test.tsx"))
    .map((entry) => path.relative(process.cwd(), path.join(entry.parentPath, entry.name)));
}

describe("links home", () => {
  it("go to the home page of the page's language from every translated component", () => {
    const bare = sources(path.join(process.cwd(), "components"))
      .filter((file) => !ENGLISH_ONLY.has(file))
      .filter((file) => /href=(\{\s*)?"\/"|href:\s*"\/"/.test(readFileSync(file, "utf8")));
    expect(bare).toEqual([]);
  });

  it("the header builds Home and the logo with the page's language", () => {
    const header = readFileSync(path.join(process.cwd(), "components/site-header.tsx"), "utf8");
    expect(header.match(/localePath\(locale, "\/"\)/g)).toHaveLength(2);
  });
});
