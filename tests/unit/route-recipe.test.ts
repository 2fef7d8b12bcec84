import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { z } from "@/lib/zod";
import { AppError, ERROR_STATUS } from "@/lib/errors";
import { readJsonBody } from "@/lib/http/body";
import { jsonResponse } from "@/lib/http/respond";
import { anyoneRoute, signedInRoute } from "@/lib/http/route";
import { capturingLogs } from "../helpers/logs";

/**
 * docs/contributing.md#add-an-api-route as a test. It adds a route the way the recipe says (its body's zod schema,
 * a rule that throws an `AppError`, one wrapper of lib/http/route.ts with its own path as the pattern, `readJsonBody`
 * and `jsonResponse`) and asks it for what the recipe promises comes with that: the request id, the log line, the
 * error table's status and shape, the body's limits, the URL's text rule, the caller's 401. Then it holds every real
 * route of app/api to the recipe, so a route written another way fails here, as does one the API docs do not name.
 */

const root = fileURLToPath(new URL("../..", import.meta.url));

// Step 1, the contract: the body's schema (a pure module in the app; inline here).
const noteRequestSchema = z.object({ note: z.string().min(1).max(200) });

// Step 2, the rule: does the work, refuses with a code of lib/errors.ts.
async function saveNote(id: string, { note }: z.infer<typeof noteRequestSchema>) {
  if (note === "refuse me") throw new AppError("premium_required", "Notes are for subscribers.");
  return { id, note };
}

// Step 3, the route: one wrapper named for what it demands, its own path as the pattern, readJsonBody and jsonResponse.
const PUT = anyoneRoute("/api/notes/[id]", async ({ request, params }) => {
  const body = await readJsonBody(request, noteRequestSchema);
  return jsonResponse({ note: await saveNote(params.id, body) });
});
const PRIVATE_PUT = signedInRoute("/api/notes/[id]/private", async ({ request, user, params }) => {
  const body = await readJsonBody(request, noteRequestSchema);
  return jsonResponse({ note: await saveNote(params.id, body), by: user.id });
});

const ID = "00000000-0000-4000-8000-000000000000";
type NoteRoute = (request: Request, context?: { params: Promise<{ id: string }> }) => Promise<Response>;
const call = (route: NoteRoute, { body = JSON.stringify({ note: "hello" }), id = ID, headers = {} as Record<string, string> } = {}) =>
  route(new Request(`http://localhost/api/notes/${encodeURIComponent(id)}`, { method: "PUT", headers: { "content-type": "application/json", ...headers }, body }), {
    params: Promise.resolve({ id }),
  });

describe("a route added by the recipe", () => {
  it("answers its handler's JSON with no-store, a request id and one log line labelled by its pattern", async () => {
    const { result: response, lines } = await capturingLogs(() => call(PUT));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ note: { id: ID, note: "hello" } });
    expect(response.headers.get("cache-control")).toBe("no-store");
    const requestId = response.headers.get("x-request-id");
    expect(requestId).toBeTruthy();
    expect(lines).toMatchObject([{ msg: "request", route: "/api/notes/[id]", requestId, method: "PUT", status: 200 }]);
    expect(PUT.pattern).toBe("/api/notes/[id]");
  });

  it("keeps the request id nginx gave it", async () => {
    const response = await call(PUT, { headers: { "x-request-id": "0123456789abcdef0123456789abcdef" } });
    expect(response.headers.get("x-request-id")).toBe("0123456789abcdef0123456789abcdef");
  });

  it("answers its rule's AppError with the status of lib/errors.ts, as { error, code }", async () => {
    const response = await call(PUT, { body: JSON.stringify({ note: "refuse me" }) });
    expect(response.status).toBe(ERROR_STATUS.premium_required);
    expect(await response.json()).toEqual({ error: "Notes are for subscribers.", code: "premium_required" });
    expect(response.headers.get("x-request-id")).toBeTruthy();
  });

  it.each([
    ["a body not declared JSON", { headers: { "content-type": "text/plain" } }, 415, "unsupported_media_type"],
    ["a body over 16 KB", { body: JSON.stringify({ note: "x".repeat(17 * 1024) }) }, 413, "payload_too_large"],
    ["a body that is not JSON", { body: "{" }, 400, "invalid_json"],
    ["a field its schema refuses", { body: JSON.stringify({ note: "" }) }, 400, "invalid_request"],
    ["a control character in its path parameter", { id: "a\u0000b" }, 400, "invalid_request"],
  ])("refuses %s before its rule runs", async (_, request, status, code) => {
    const response = await call(PUT, request);
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ code });
  });

  it("names the refused field", async () => {
    const response = await call(PUT, { body: JSON.stringify({ note: 7 }) });
    expect((await response.json()).error).toMatch(/^Invalid note: /);
  });

  it("refuses a caller without a session when its wrapper demands one, before reading anything", async () => {
    const response = await call(PRIVATE_PUT, { body: "not even JSON" });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "Please sign in to continue.", code: "unauthenticated" });
  });
});

/** Every route file of app/api, as the recipe's step 3 has it: `app/api/<path>/route.ts`. */
const API = path.join(root, "app", "api");
const routeFiles = readdirSync(API, { recursive: true, encoding: "utf8" })
  .filter((file) => /(^|\/)route\.ts$/.test(file))
  .map((file) => `app/api/${file}`)
  .sort();

/** Answered without a wrapper, on purpose (tests/unit/route-patterns.test.ts says why). */
const UNWRAPPED = new Set(["app/api/[...path]/route.ts", "app/api/health/route.ts", "app/api/health/live/route.ts"]);
const sourceOf = (file: string) => readFileSync(path.join(root, file), "utf8");

describe("every route of app/api follows the recipe", () => {
  it("finds the routes", () => {
    expect(routeFiles).toContain("app/api/readings/[id]/feedback/route.ts");
    expect(routeFiles.length).toBeGreaterThan(30);
  });

  it("goes through a wrapper of lib/http/route.ts (or lib/http/local-provider.ts, which wraps it)", () => {
    const unwrapped = routeFiles.filter((file) => !UNWRAPPED.has(file) && !/from "@\/lib\/http\/(route|local-provider)"/.test(sourceOf(file)));
    expect(unwrapped).toEqual([]);
  });

  it("reads its body only through lib/http/body.ts and leaves the database to its rule in lib/", () => {
    const offending = routeFiles.filter((file) => /\brequest\.(json|text|formData|arrayBuffer|blob)\(\)|from "@\/db(\/[\w-]+)?"/.test(sourceOf(file)));
    expect(offending).toEqual([]);
  });

  it("has each method it answers in the API section of docs/product.md (step 6)", () => {
    const product = readFileSync(path.join(root, "docs", "product.md"), "utf8");
    const undocumented: string[] = [];
    for (const file of routeFiles.filter((file) => !UNWRAPPED.has(file))) {
      const address = `/${path.dirname(file).replace(/^app\//, "")}`.replace(/\[(\w+)\]/g, ":$1");
      // The methods it declares itself; a local provider's other methods only answer 405.
      const methods = [...sourceOf(file).matchAll(/^export (?:const|async function|function) ([A-Z]+)\b/gm)].map((match) => match[1]);
      expect(methods.length, file).toBeGreaterThan(0);
      for (const method of methods) if (!product.includes(`\`${method} ${address}\``) && !product.includes(`\`${method} ${address}?`)) undocumented.push(`${method} ${address}`);
    }
    expect(undocumented).toEqual([]);
  });

  it("answers its errors from the one table, which docs/product.md#error-codes lists code by code (step 2)", () => {
    const product = readFileSync(path.join(root, "docs", "product.md"), "utf8");
    const table = product.split(/^### Error codes$/m)[1]?.split(/^#{2,3} /m)[0] ?? "";
    const rows = Object.fromEntries([...table.matchAll(/^\| `(\w+)` \| (\d{3}) \|/gm)].map((match) => [match[1], Number(match[2])]));
    expect(rows).toEqual({ ...ERROR_STATUS });
  });
});
