import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { POST as checkout } from "@/app/api/dev/checkout/[sessionId]/route";
import { POST as runJobs } from "@/app/api/dev/jobs/run/route";
import { POST as portal } from "@/app/api/dev/portal/route";
import { GET as journal } from "@/app/api/readings/route";
import { getConfig } from "@/lib/config";
import { INSTANT_RANGE_MESSAGE } from "@/lib/time/instant";
import { capturingLogs, messagesAt } from "../helpers/logs";
import { jsonRequest, newUser } from "../helpers/requests";

/**
 * The smaller holes of the last public probe (docs/architecture.md#security): the local providers' form routes
 * read their bodies with the limits of every other route, and a date out of the app's years is a 400.
 */

const ONE_MEGABYTE = 1024 * 1024;
const params = <Name extends string>(name: Name, value: string) => ({ params: Promise.resolve({ [name]: value } as Record<Name, string>) });

/** A form post of `size` bytes: declared in Content-Length, or sent in chunks without one, as curl's `-H 'Transfer-Encoding: chunked'` does. */
function bigForm(url: string, size: number, { declared }: { declared: boolean }): Request {
  const filler = `customer=${"x".repeat(size)}&action=resume`;
  const headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded" };
  if (declared) return new Request(new URL(url, getConfig().appUrl), { method: "POST", headers: { ...headers, "Content-Length": String(filler.length) }, body: filler });
  const bytes = new TextEncoder().encode(filler);
  let offset = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(offset, offset + 64 * 1024));
      offset += 64 * 1024;
    },
  });
  return new Request(new URL(url, getConfig().appUrl), { method: "POST", headers, body, duplex: "half" } as RequestInit);
}

async function answerOf(response: Response): Promise<{ status: number; code?: string; error?: string }> {
  return { status: response.status, ...((await response.json()) as { code?: string; error?: string }) };
}

describe("the local providers' form routes", () => {
  it.each([true, false])("refuse a form body over 16 KB with 413, declared or not (declared: %s), and never a 500", async (declared) => {
    const { lines, result } = await capturingLogs(async () => [
      await answerOf(await portal(bigForm("/api/dev/portal", ONE_MEGABYTE, { declared }))),
      await answerOf(await checkout(bigForm("/api/dev/checkout/cs_x", ONE_MEGABYTE, { declared }), params("sessionId", "cs_x"))),
    ]);
    for (const answer of result) expect(answer).toMatchObject({ status: 413, code: "payload_too_large" });
    expect(messagesAt(lines, "error")).toEqual([]);
  });

  it("still take the forms their pages post", async () => {
    const answer = await portal(
      new Request(new URL("/api/dev/portal", getConfig().appUrl), {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "customer=cus_unknown&action=resume",
      }),
    );
    // A customer nobody knows has no subscription to resume: refused by the portal, not by the body's reading.
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { code: string }).code).not.toBe("payload_too_large");
  });

  it("leave no route reading a form without a limit: nothing under app/ or lib/ calls request.formData()", () => {
    const root = process.cwd();
    const sources = (folder: string): string[] =>
      readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
        const relative = path.join(folder, entry.name);
        if (entry.isDirectory()) return sources(relative);
        return /\.tsx?$/.test(entry.name) && !entry.name.includes(".test.") ? [relative] : [];
      });
    const readers = [...sources("app"), ...sources("lib")].filter((file) => /\.formData\(\)/.test(readFileSync(path.join(root, file), "utf8")));
    expect(readers).toEqual([]);
  });
});

describe("dates out of the app's years", () => {
  const run = (at: string) => runJobs(jsonRequest("/api/dev/jobs/run", { body: { at } }));

  it("are a 400 naming the field for the worker's run, never PostgreSQL's 500", async () => {
    const { lines, result } = await capturingLogs(async () => Promise.all(["0000-01-01T00:00:00Z", "1969-12-31T23:59:59Z", "9999-12-31T23:59:59-14:00"].map(async (at) => answerOf(await run(at)))));
    for (const answer of result) expect(answer).toEqual({ status: 400, code: "invalid_request", error: `Invalid at: ${INSTANT_RANGE_MESSAGE}` });
    expect(messagesAt(lines, "error")).toEqual([]);
    expect((await run("2026-12-01T08:00:00+01:00")).status).toBe(200);
  });

  it("are a 400 in a journal cursor", async () => {
    const { token } = await newUser();
    const cursor = Buffer.from(JSON.stringify(["0000-01-01T00:00:00.000Z", randomUUID()])).toString("base64url");
    const answer = await answerOf(await journal(jsonRequest(`/api/readings?cursor=${cursor}`, { method: "GET", token })));
    expect(answer).toMatchObject({ status: 400, code: "invalid_request" });
  });
});
