import { readdirSync, statSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { dayBefore, latestDateAnywhere } from "../lib/daily/local-date";
import { FIRST_CARD_OF_THE_DAY_DATE } from "../lib/daily/shareable";
import { runningStandaloneServer } from "./servers";

/** Where the standalone server's Next keeps what it renders (the build's pages, and its on-disk page cache). */
const SERVER_DIST = path.join(".next", "standalone", ".next", "server");
/** The path: NUL, then a newline, then a line that reads like one of ours. */
const FORGED = 'x%00%0a{"level":"error","msg":"forged"}%0a';

const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** A GET sent with the path exactly as written (fetch would re-encode it), answering status and headers. */
function rawGet(base: string, pathname: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(base);
    const request = http.request({ hostname, port, path: pathname, method: "GET", headers }, (response) => {
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
    });
    request.on("error", reject);
    request.end();
  });
}

/** Every file under `dir` with its size and modification time. */
function filesUnder(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const { size, mtimeMs } = statSync(file);
    files.set(file, `${size}@${mtimeMs}`);
  }
  return files;
}

test.describe("public pages that cost nothing to abuse, on the standalone server as npm start runs it", () => {
  test("a share path that names no share page is the not-found page, uncached, and no page is written to disk", async () => {
    test.setTimeout(180_000);
    const server = await runningStandaloneServer();
    try {
      const before = filesUnder(SERVER_DIST);
      const latest = latestDateAnywhere(new Date());

      for (const pathname of [`/daily/${FIRST_CARD_OF_THE_DAY_DATE}/the-star`, `/daily/${latest}/the-moon`]) {
        const page = await rawGet(server.base, pathname);
        expect(page.status, pathname).toBe(200);
        expect(page.headers["cache-control"], pathname).toMatch(/s-maxage=\d+/);
      }
      // Asked again, it comes from Next's cache, in memory.
      expect((await rawGet(server.base, `/daily/${FIRST_CARD_OF_THE_DAY_DATE}/the-star`)).headers["x-nextjs-cache"]).toBe("HIT");

      for (const pathname of [
        `/daily/${dayBefore(FIRST_CARD_OF_THE_DAY_DATE)}/the-star`,
        `/daily/${dayAfter(latest)}/the-star`,
        "/daily/2099-01-01/the-star",
        "/daily/2026-02-30/the-star",
        `/daily/${FIRST_CARD_OF_THE_DAY_DATE}/the-joker`,
        `/daily/${FIRST_CARD_OF_THE_DAY_DATE}/The-Star`,
        `/daily/${FIRST_CARD_OF_THE_DAY_DATE}/${FORGED}`,
        `/daily/${FIRST_CARD_OF_THE_DAY_DATE}/the-star%00`,
        `/daily/${FIRST_CARD_OF_THE_DAY_DATE}/the-star%0a`,
        `/daily/${dayAfter(latest)}/the-star/og.png`,
        `/daily/${FIRST_CARD_OF_THE_DAY_DATE}/the-joker/story.png`,
      ]) {
        for (const headers of [{}, { RSC: "1" }] as Record<string, string>[]) {
          const answer = await rawGet(server.base, pathname, headers);
          expect(answer.status, `${pathname} ${JSON.stringify(headers)}`).toBe(404);
          // Neither Next nor nginx may keep it: tomorrow's date will have a page tomorrow.
          expect(answer.headers["cache-control"], pathname).toMatch(/no-store/);
        }
      }

      const after = filesUnder(SERVER_DIST);
      const written = [...after].filter(([file, stamp]) => before.get(file) !== stamp).map(([file]) => file);
      expect(written).toEqual([]);
    } finally {
      await server.stop();
    }
  });

  test("the log cannot be forged: every line the server prints, its start-up's included, is one JSON line of ours", async () => {
    test.setTimeout(180_000);
    const server = await runningStandaloneServer();
    let output = "";
    try {
      for (const pathname of [
        `/daily/2026-11-25/${FORGED}`,
        `/daily/2026-11-25/${FORGED}/og.png`,
        `/daily/${FORGED}/the-star`,
        `/cards/${FORGED}`,
        `/${FORGED}`,
        `/api/readings/${FORGED}`,
        `/dev/portal?customer=cus_${FORGED}`,
      ]) {
        await rawGet(server.base, pathname);
        await rawGet(server.base, pathname, { RSC: "1" });
      }
      // An action that does not exist: Next prints the error itself, whatever the page.
      const action = await fetch(`${server.base}/faq`, { method: "POST", headers: { "Next-Action": "0123456789abcdef0123456789abcdef01234567", "Content-Type": "text/plain" }, body: "x" });
      expect(action.status).toBeGreaterThanOrEqual(400);
      output = await server.stop();

      const lines = output.split("\n").filter((line) => line.trim() !== "");
      expect(lines.length).toBeGreaterThan(0);
      const parsed = lines.map((line) => {
        let value: unknown;
        expect(() => (value = JSON.parse(line)), `not JSON: ${line}`).not.toThrow();
        expect(value, line).toMatchObject({ time: expect.any(String), level: expect.stringMatching(/^(info|warn|error)$/), msg: expect.any(String) });
        return value as { msg: string; text?: string };
      });
      expect(parsed.filter((line) => line.msg === "forged")).toEqual([]);
      // Next's own print of the missing action went through our logger.
      expect(parsed.some((line) => line.msg === "console")).toBe(true);
      // No line carries a query's SQL or its parameters.
      expect(output).not.toMatch(/select |params:|cus_x/);
    } finally {
      await server.stop();
    }
  });
});
