import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { callSites, tableRows, unlisted } from "../helpers/paid-calls";

/**
 * Every call that costs money or leaves the server is in the table of docs/architecture.md#security, with who
 * can cause it, its bound and the test that proves the bound. The calls are found in the code
 * (tests/helpers/paid-calls.ts), so a new writing, model call or outbound request fails here until the table
 * names it, in the file that makes it.
 */

const root = fileURLToPath(new URL("../..", import.meta.url));

describe("the table of paid calls and outbound requests (docs/architecture.md#security)", () => {
  const rows = tableRows();
  const sites = callSites();

  it("finds the calls it knows in the code", () => {
    expect(sites).toEqual(
      expect.arrayContaining([
        { file: "lib/readings/interpret.ts", call: "writer.stream" },
        { file: "lib/follow-ups/ask.ts", call: "writer.answer" },
        { file: "lib/daily/day-messages.ts", call: "writer.daily" },
        { file: "lib/writers/quality/judge.ts", call: "judgeReading" },
        { file: "lib/writers/anthropic.ts", call: "messages.stream" },
        { file: "lib/notifications/push/send.ts", call: "postPush" },
      ]),
    );
    expect(rows.length).toBeGreaterThanOrEqual(10);
  });

  it("lists every call in the code, in the file that makes it, with its bound and a test", () => {
    expect(unlisted(sites, rows)).toEqual([]);
  });

  it("names tests that exist", () => {
    const tests = rows.flatMap((row) => [...(row[4] ?? "").matchAll(/`([^`]+)`/g)].map((match) => match[1]));
    expect(tests.length).toBeGreaterThanOrEqual(rows.length);
    expect(tests.filter((test) => !existsSync(path.join(root, test)))).toEqual([]);
  });
});
