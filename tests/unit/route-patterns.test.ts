import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// Every route file under app/, by the pattern its path gives it (`app/api/readings/[id]/route.ts` is
// `/api/readings/[id]`; a route group's `(name)` is no segment of the URL, and neither is the language
// segment of a page's route, `app/[locale]/…`: its pattern is its English address).
const APP = fileURLToPath(new URL("../../app/", import.meta.url));
const routeFiles = readdirSync(APP, { recursive: true, encoding: "utf8" })
  .filter((file) => /(^|\/)route\.tsx?$/.test(file))
  .sort();
const patternOf = (file: string) =>
  `/${path
    .dirname(file)
    .split("/")
    .filter((segment, index) => !/^\(.*\)$/.test(segment) && !(index === 0 && segment === "[locale]"))
    .join("/")}`;

/** Route files that answer without a wrapper, and why; any other route goes through lib/http/route.ts. */
const UNWRAPPED = new Set([
  // Paths no route owns: a path nobody chose must not become a metrics label.
  "/api/[...path]",
  // The health checks ask nothing of the wrapper (no maintenance switch, no log line per probe).
  "/api/health",
  "/api/health/live",
  // The share pictures are pages' images, not API calls.
  "/daily/[date]/[slug]/og.png",
  "/daily/[date]/[slug]/story.png",
]);

const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
// The first route imported transforms most of the app's modules (the writers, the languages' texts): a few seconds
// alone, and past the unit suite's 20 s on a 2-core machine busy with a Playwright run.
const FIRST_IMPORT_MS = 120_000;

describe("route patterns", () => {
  it("finds the route files", () => {
    expect(routeFiles).toContain("api/readings/[id]/route.ts");
    expect(routeFiles.length).toBeGreaterThan(25);
  });

  it.each(routeFiles)("%s declares its own path as the pattern of every method it exports", async (file) => {
    const pattern = patternOf(file);
    const route = (await import(path.join(APP, file))) as Record<string, unknown>;
    const handlers = Object.entries(route).filter(([name]) => METHODS.includes(name));
    expect(handlers.length).toBeGreaterThan(0);
    const declared = Object.fromEntries(handlers.map(([method, handler]) => [method, (handler as { pattern?: unknown }).pattern]));
    const expected = Object.fromEntries(handlers.map(([method]) => [method, UNWRAPPED.has(pattern) ? undefined : pattern]));
    expect(declared).toEqual(expected);
  }, FIRST_IMPORT_MS);
});
