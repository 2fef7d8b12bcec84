/** Shared by the benchmarks: a production server of the app, and signed-in subscribers to load it with. */
import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { Sql } from "postgres";
import { openDatabase, schema } from "../db";
import { localSubject } from "../lib/auth/local-issuer";
// @ts-expect-error: a plain ES module of ours without types
import { supervise } from "../scripts/lib/cluster.mjs";
// @ts-expect-error: a plain ES module of ours without types
import { prepareStandalone } from "../scripts/prepare-standalone.mjs";
// @ts-expect-error: a plain ES module of ours without types
import { freePort } from "../scripts/lib/run.mjs";
// @ts-expect-error: a plain ES module of ours without types
import { startServer } from "../scripts/start-local.mjs";

/** Subscribers (no quota in the way), written straight into the database before the app starts. */
export async function seedSubscribers(target: Parameters<typeof openDatabase>[0], count: number): Promise<string[]> {
  const handle = await openDatabase(target);
  const emails = Array.from({ length: count }, (_, i) => `bench-${i}@example.com`);
  for (let from = 0; from < count; from += 1_000) {
    await handle.db.insert(schema.users).values(
      emails
        .slice(from, from + 1_000)
        .map((email, i) => ({ subject: localSubject(email), identityHash: `bench-${from + i}`, email, referralCode: `BENCH${String(from + i).padStart(3, "0")}`, role: "subscribed" as const })),
    );
  }
  await handle.close();
  return emails;
}

/** A process's death as scripts/lib/cluster.mjs's supervisor records it. */
export type Death = { time: string; process: string; reason: string; ranSeconds: number; stderr: string[] };

export type App = {
  url: string;
  /** The live server process (a new one after a restart). */
  child(): ChildProcess;
  /** Every time the server died and was started again. */
  restarts(): Death[];
  /** `GET /api/metrics`'s bearer token. */
  metricsToken: string;
  stop(): Promise<void>;
};

/**
 * The standalone build served as `npm start` serves it (scripts/start-local.mjs: the heap cap and malloc
 * setting of production), with local providers and the limits lifted, kept up by the cluster's supervisor:
 * a crash is started again, logged with its last words on stderr, and counted in `restarts()`.
 */
export async function startApp(env: Record<string, string>): Promise<App> {
  prepareStandalone();
  const port: number = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const metricsToken = randomBytes(24).toString("hex");
  const appEnv = {
    ...process.env,
    LOCAL_PROVIDERS: "1",
    NEXT_TELEMETRY_DISABLED: "1",
    APP_URL: url,
    METRICS_TOKEN: metricsToken,
    RATE_LIMIT_USER_PER_MIN: "1000000",
    RATE_LIMIT_IP_PER_MIN: "1000000",
    RATE_LIMIT_SIGNIN_PER_MIN: "1000000",
    SUBSCRIBER_READINGS_PER_DAY: "1000000",
    ...env,
  };
  const supervisor = supervise(`The app on port ${port}`, () => startServer({ port, hostname: "127.0.0.1", env: appEnv, stdio: ["ignore", "ignore", "pipe"] }), {
    stderr: "ignore",
  });
  const app: App = { url, child: () => supervisor.current(), restarts: () => supervisor.restarts(), metricsToken, stop: () => supervisor.stop() };
  // The first request opens and migrates the database (PGlite's initdb takes a while on a busy machine).
  for (let attempt = 0; attempt < 240; attempt++) {
    const ok = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
    if (ok) return app;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await app.stop();
  throw new Error("app did not start");
}

export async function sessionTokens(url: string, emails: string[]): Promise<string[]> {
  return Promise.all(
    emails.map(async (email) => {
      const { idToken } = await (await fetch(`${url}/api/dev/identity/token`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email }) })).json();
      const { token } = await (await fetch(`${url}/api/auth/google`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ idToken }) })).json();
      return token as string;
    }),
  );
}

/** CPU seconds (user + system) a process has used, from Linux /proc; 0 once it is gone. */
export async function cpuSeconds(pid: number | undefined): Promise<number> {
  const stat = pid ? await readFile(`/proc/${pid}/stat`, "utf8").catch(() => "") : "";
  // The command name, in parentheses, may hold spaces: the fields are counted after it (utime and stime, in ticks of 1/100 s).
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return fields.length > 12 ? (Number(fields[11]) + Number(fields[12])) / 100 : 0;
}

/**
 * The CPU used so far by the PostgreSQL backends serving `database`, by process: what the server spends on
 * it, without pg_stat_statements (which needs the server restarted to load). The server runs on this machine.
 */
export async function backendCpu(admin: Sql, database: string): Promise<Map<number, number>> {
  const rows = await admin<{ pid: number }[]>`select pid from pg_stat_activity where datname = ${database}`;
  return new Map(await Promise.all(rows.map(async ({ pid }) => [pid, await cpuSeconds(pid)] as const)));
}

/** The CPU seconds the backends used between two `backendCpu` readings (a backend that started since counts whole). */
export function cpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  let seconds = 0;
  for (const [pid, cpu] of after) seconds += cpu - (before.get(pid) ?? 0);
  return seconds;
}

/** Resident memory of a process in MB (Linux /proc), or undefined when it is gone. */
export async function rssMb(pid: number | undefined): Promise<number | undefined> {
  const status = pid ? await readFile(`/proc/${pid}/status`, "utf8").catch(() => "") : "";
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  return kb ? kb / 1024 : undefined;
}

/** The V8 heap in use, in MB, as the app's own metrics report it (prom-client's default metrics). */
export async function heapUsedMb(app: App): Promise<number | undefined> {
  const text = await fetch(`${app.url}/api/metrics`, { headers: { Authorization: `Bearer ${app.metricsToken}` } }).then((r) => (r.ok ? r.text() : ""), () => "");
  const bytes = Number(/^nodejs_heap_size_used_bytes (\S+)$/m.exec(text)?.[1]);
  return bytes ? bytes / 1024 / 1024 : undefined;
}

/** The lines that say a server died during a benchmark, for its output: nothing when none did. */
export function describeRestarts(label: string, restarts: Death[]): string[] {
  return restarts.map((death) => {
    // V8's own words ("FATAL ERROR: ... heap out of memory") come before its native stack.
    const cause = death.stderr.find((line) => /^FATAL ERROR|^\w*Error\b/.test(line.trim())) ?? death.stderr.at(-1) ?? "nothing on stderr";
    return `RESTART (${label}): ${death.process} died (${death.reason}) after ${death.ranSeconds} s: ${cause}`;
  });
}
