import { execFile, execFileSync, spawnSync } from "node:child_process";
import { promisify } from "node:util";
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
// @ts-expect-error: a plain ES module of ours without types
import { freePort } from "../scripts/lib/run.mjs";

/**
 * A PostgreSQL server of the chaos journeys' own, in a throw-away folder on a free port, which they may
 * stop, start and restart at will without disturbing the server the other suites use. As root (CI) it
 * runs as the `postgres` user, which PostgreSQL requires.
 */
export type PrivatePostgres = {
  /** A URL of its `postgres` database (create others with it). */
  url: string;
  restart(): Promise<void>;
  stop(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
};

const run = promisify(execFile);

function binDir(): string {
  const fromConfig = spawnSync("pg_config", ["--bindir"], { encoding: "utf8" });
  const candidates = [
    fromConfig.status === 0 ? fromConfig.stdout.trim() : "",
    // Debian puts every version's server binaries here, pg_config or not.
    ...(existsSync("/usr/lib/postgresql") ? readdirSync("/usr/lib/postgresql").sort().reverse().map((version) => `/usr/lib/postgresql/${version}/bin`) : []),
  ];
  const found = candidates.find((dir) => dir && existsSync(path.join(dir, "initdb")) && existsSync(path.join(dir, "pg_ctl")));
  if (!found) throw new Error("PostgreSQL's server binaries (initdb, pg_ctl) were not found: apt-get install postgresql");
  return found;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = binDir();
  const port = (await freePort()) as number;
  const dir = mkdtempSync(path.join(os.tmpdir(), "arcana-chaos-pg-"));
  const data = path.join(dir, "data");
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    chownSync(dir, uid, gid);
    chmodSync(dir, 0o700);
  }
  // Asynchronous, so that whatever the test runs meanwhile (its load) goes on while the server restarts.
  const pg = async (tool: string, args: string[]) => {
    const command = asRoot ? "runuser" : path.join(bin, tool);
    const fullArgs = asRoot ? ["-u", "postgres", "--", path.join(bin, tool), ...args] : args;
    try {
      await run(command, fullArgs, { cwd: dir });
    } catch (error) {
      const { stderr, stdout } = error as { stderr?: string; stdout?: string };
      throw new Error(`${tool} ${args.join(" ")} failed: ${stderr || stdout || String(error)}`);
    }
  };
  await pg("initdb", ["-D", data, "-U", "arcana", "--auth=trust", "--no-sync", "-E", "UTF8"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  const control = (action: string, extra: string[] = []) => pg("pg_ctl", ["-D", data, "-l", path.join(dir, "server.log"), "-w", "-t", "60", ...extra, action]);
  await control("start", ["-o", options]);

  return {
    url: `postgres://arcana@127.0.0.1:${port}/postgres`,
    restart: () => control("restart", ["-m", "fast", "-o", options]),
    stop: () => control("stop", ["-m", "fast"]),
    start: () => control("start", ["-o", options]),
    destroy: async () => {
      await control("stop", ["-m", "immediate"]).catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
