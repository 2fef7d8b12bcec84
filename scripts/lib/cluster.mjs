// The production topology without Docker: N standalone instances on one PostgreSQL behind nginx running
// the shipped deploy/nginx.conf. Used by `npm run start:cluster`, the cluster journeys and the bench.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { appendFileSync, chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, writeSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { prepareStandalone, standaloneDir } from "../prepare-standalone.mjs";
import { startServer } from "../start-local.mjs";
import { freePort, root } from "./run.mjs";

export const NGINX_CONF = path.join(root, "deploy", "nginx.conf");

/** The nginx binary on PATH (or NGINX), or undefined. */
export function findNginx() {
  const candidates = [process.env.NGINX, "nginx", "/usr/sbin/nginx"].filter(Boolean);
  return candidates.find((candidate) => spawnSync(candidate, ["-v"], { stdio: "ignore" }).status === 0);
}

const BROTLI_MODULES = ["ngx_http_brotli_filter_module.so", "ngx_http_brotli_static_module.so"];

/**
 * The folder of this nginx's dynamic modules (`nginx -V`: --modules-path) if both brotli modules are in
 * it. Undefined when nginx lacks them: the cluster then runs with gzip alone.
 */
export function findBrotliModules(nginx = findNginx()) {
  const version = nginx ? spawnSync(nginx, ["-V"], { encoding: "utf8" }) : undefined;
  const modulesPath = /--modules-path=(\S+)/.exec(`${version?.stderr ?? ""}${version?.stdout ?? ""}`)?.[1];
  return [modulesPath, "/usr/lib/nginx/modules", "/usr/local/nginx/modules"]
    .filter(Boolean)
    .find((dir) => BROTLI_MODULES.every((module) => existsSync(path.join(dir, module))));
}

/**
 * deploy/nginx.conf with the lines marked "cluster:" pointed at this machine: the listen port, the
 * instances' ports, a private folder for pid, logs, temp files, the cache and the build's static assets
 * (`www/_next/static`), and the brotli modules' folder (their lines commented out without one). Every
 * marked line must be rewritten, so a change to the shipped file cannot slip past the cluster unnoticed.
 */
export function renderNginxConf(template, { port, instancePorts, dir, brotliModules }) {
  const mimeTypes = ["/etc/nginx/mime.types", "/usr/local/etc/nginx/mime.types", "/opt/homebrew/etc/nginx/mime.types"].find((file) => {
    try {
      readFileSync(file);
      return true;
    } catch {
      return false;
    }
  });
  const rewrites = {
    pid: () => `pid ${dir}/nginx.pid;`,
    error_log: () => `error_log ${dir}/error.log warn;`,
    "mime.types": () => (mimeTypes ? `include ${mimeTypes};` : "types { text/html html; text/css css; application/javascript js; image/jpeg jpg; }"),
    access_log: () => `access_log ${dir}/access.log arcana;`,
    temp: (line) => line.replace("/var/cache/nginx", dir).replace(/#.*$/, ""),
    instances: () => instancePorts.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join("\n        "),
    cache: (line) => line.replace("/var/cache/nginx", dir).replace(/#.*$/, ""),
    listen: () => `listen 127.0.0.1:${port};`,
    static_root: () => `root ${dir}/www;`,
    // The shipped path is relative to nginx's prefix, which `-p` moves.
    brotli_module: (line) => (brotliModules ? line.replace("modules/", `${brotliModules}/`) : `# ${line}`).replace(/\s*#\s*cluster:.*$/, ""),
    brotli: (line) => (brotliModules ? line : `# ${line}`).replace(/\s*#\s*cluster:.*$/, ""),
  };
  const seen = new Set();
  const lines = template.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const marker = /#\s*cluster:\s*([\w.]+)\s*$/.exec(lines[i]);
    if (!marker) continue;
    const rewrite = rewrites[marker[1]];
    if (!rewrite) throw new Error(`deploy/nginx.conf: unknown cluster marker "${marker[1]}"`);
    seen.add(marker[1]);
    // A marked statement may continue on the line before (proxy_cache_path spans two lines).
    if (marker[1] === "cache") {
      lines[i - 1] = rewrite(lines[i - 1]);
      lines[i] = lines[i].replace(/#.*$/, "");
    } else {
      const indent = /^\s*/.exec(lines[i])[0];
      lines[i] = indent + rewrite(lines[i].trim()).trim();
    }
  }
  const missing = Object.keys(rewrites).filter((name) => !seen.has(name));
  if (missing.length) throw new Error(`deploy/nginx.conf lacks the cluster markers: ${missing.join(", ")}`);
  return lines.join("\n");
}

function waitForHealth(url, child, timeoutMs = 90_000) {
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + timeoutMs;
    let exited = false;
    child.once("exit", () => {
      exited = true;
    });
    const attempt = async () => {
      if (exited) return reject(new Error(`${url}: the process exited before answering`));
      const ok = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
      if (ok) return resolve();
      if (Date.now() > deadline) return reject(new Error(`${url}/api/health did not answer 200 in time`));
      setTimeout(attempt, 250);
    };
    attempt();
  });
}

/**
 * A secret kept in `dir/name`, readable by its owner only (mode 600): made once, then the same on every
 * start, so restarting the cluster signs nobody out. A file that others can read is refused.
 */
export function keptSecret(dir, name, make = () => randomBytes(32).toString("base64url")) {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, name);
  if (!existsSync(file)) writeFileSync(file, `${make()}\n`, { mode: 0o600, flag: "wx" });
  const mode = statSync(file).mode & 0o777;
  if (mode & 0o077) throw new Error(`${file} can be read by others (mode ${mode.toString(8)}): chmod 600 it, or set the variable instead.`);
  return { value: readFileSync(file, "utf8").trim(), file };
}

/** Waits before starting a process again after it died: 1 s, then twice as long each time, at most 30 s. */
export const RESTART_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 16_000, 30_000];
/** A process that has run this long before dying starts its backoff from the beginning again. */
const HEALTHY_RUN_MS = 60_000;
/** What is kept of a process's stderr to say why it died (V8's "heap out of memory" and its stack fit). */
const STDERR_TAIL_LINES = 20;
const STDERR_LINE_CHARS = 500;

/**
 * Where a child's piped stderr goes on to ("inherit": ours, a number: that file descriptor, "ignore":
 * nowhere), keeping its last lines: the reason a process died is usually the last thing it printed.
 */
function keepStderrTail(child, forward) {
  const lines = [];
  let partial = "";
  child.stderr?.on("data", (chunk) => {
    if (forward === "inherit") process.stderr.write(chunk);
    else if (typeof forward === "number") writeSync(forward, chunk);
    const text = partial + chunk.toString("utf8");
    const complete = text.split("\n");
    partial = complete.pop().slice(-STDERR_LINE_CHARS);
    for (const line of complete) if (line.trim()) lines.push(line.slice(0, STDERR_LINE_CHARS));
    lines.splice(0, Math.max(0, lines.length - STDERR_TAIL_LINES));
  });
  return () => [...lines, ...(partial.trim() ? [partial] : [])].slice(-STDERR_TAIL_LINES);
}

/**
 * Keeps one process of the cluster running: when it dies (killed, crashed, out of memory) it is
 * started again on the same port after a growing delay, while nginx sends its traffic to the others.
 * A death is never silent: it is logged at `warn` as one JSON line with its reason (exit code or
 * signal) and the last lines the process wrote to stderr (when `start` pipes it; `stderr` says where
 * those lines go on to), and `restarts()` lists every one. `current()` is the live child; `stop()`
 * ends it for good.
 */
export function supervise(name, start, { delays = RESTART_DELAYS_MS, onRestart = () => {}, onDeath = () => {}, stderr = "inherit" } = {}) {
  let stopping = false;
  let failures = 0;
  let child;
  let timer;
  const deaths = [];
  const launch = () => {
    const startedAt = Date.now();
    child = start();
    const stderrTail = keepStderrTail(child, stderr);
    // "close", not "exit": the process's last words on stderr have been read by then.
    child.once("close", (code, signal) => {
      if (stopping) return;
      if (Date.now() - startedAt > HEALTHY_RUN_MS) failures = 0;
      const delay = delays[Math.min(failures, delays.length - 1)];
      failures += 1;
      const death = { time: new Date().toISOString(), process: name, reason: signal ?? `code ${code}`, ranSeconds: Math.round((Date.now() - startedAt) / 1000), restartInSeconds: delay / 1000, stderr: stderrTail() };
      deaths.push(death);
      console.warn(JSON.stringify({ time: death.time, level: "warn", msg: `${name} exited (${death.reason}): starting it again in ${delay / 1000} s; the other instances keep serving.`, ...death }));
      onDeath(death);
      timer = setTimeout(() => {
        if (stopping) return;
        launch();
        onRestart(child);
      }, delay);
    });
  };
  launch();
  return {
    current: () => child,
    restarts: () => [...deaths],
    stop: () =>
      new Promise((resolve) => {
        stopping = true;
        clearTimeout(timer);
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", resolve);
        child.kill("SIGTERM");
        setTimeout(() => child.kill("SIGKILL"), 5_000).unref();
      }),
  };
}

/** In the cluster's folder: one JSON line per death of one of its processes (supervise's record of it). */
const RESTARTS_FILE = "restarts.jsonl";

/** Every death (and so restart) of a process of the cluster whose folder is `dir`, oldest first. */
export function clusterRestarts(dir) {
  const file = path.join(dir, RESTARTS_FILE);
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8").split("\n").filter(Boolean).map((line) => JSON.parse(line));
}

/**
 * Starts the cluster from an existing build (`next build` with output: "standalone"). Returns its URL,
 * the instances (port, the live child, its supervisor), the nginx folder (access.log), whether nginx
 * compresses with brotli, restarts() (every death of one of its processes, also kept in the folder's
 * restarts.jsonl for the journeys' workers) and stop(), which ends every process started. A process
 * that dies is started again (supervise), so the cluster keeps itself up. `dataDir` is the instances'
 * DATA_DIR (a folder of the cluster's own, removed at stop, when unset); AUTH_SECRET and
 * STRIPE_WEBHOOK_SECRET come from `env` or the environment, else are made up for this run.
 */
export async function startCluster({ databaseUrl, instances = 2, port, appUrl, env = {}, log = "ignore", dataDir: sharedDataDir }) {
  const nginx = findNginx();
  if (!nginx) throw new Error("nginx is not on PATH: install it (apt-get install nginx) or set NGINX to its path.");
  if (!databaseUrl) throw new Error("DATABASE_URL is not set: the instances share one PostgreSQL database.");
  prepareStandalone();

  const nginxPort = port ?? (await freePort());
  const url = appUrl ?? `http://127.0.0.1:${nginxPort}`;
  const dir = mkdtempSync(path.join(os.tmpdir(), "arcana-cluster-"));
  // Started as root (CI), nginx's workers run as an unprivileged user and must reach the cache below.
  chmodSync(dir, 0o755);
  const dataDir = sharedDataDir ?? path.join(dir, "data");
  mkdirSync(dataDir, { recursive: true });
  // Instances are interchangeable only if they share every secret (docs/architecture.md#settings-that-must-match).
  const shared = {
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    APP_URL: url,
    DATABASE_URL: databaseUrl,
    TRUST_PROXY: "1",
    DATA_DIR: dataDir,
    AUTH_SECRET: process.env.AUTH_SECRET ?? randomBytes(32).toString("base64url"),
    STRIPE_WEBHOOK_SECRET: process.env.STRIPE_WEBHOOK_SECRET ?? `whsec_cluster_${randomBytes(24).toString("base64url")}`,
    ...env,
  };

  const started = [];
  const nginxState = { supervisor: undefined };
  const recordDeath = (death) => appendFileSync(path.join(dir, RESTARTS_FILE), `${JSON.stringify(death)}\n`);
  const brotliModules = findBrotliModules(nginx);
  const stop = async () => {
    await Promise.all([nginxState.supervisor, ...started.map((instance) => instance.supervisor)].filter(Boolean).map((supervisor) => supervisor.stop()));
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    for (let i = 0; i < instances; i++) {
      const instancePort = await freePort();
      const instance = { port: instancePort, url: `http://127.0.0.1:${instancePort}` };
      // Started as `npm start` starts it (its heap cap and malloc setting); stderr is piped to the
      // supervisor, which keeps its last lines to say why an instance died.
      instance.supervisor = supervise(
        `The instance on port ${instancePort}`,
        () => startServer({ port: instancePort, hostname: "127.0.0.1", env: { ...process.env, ...shared }, stdio: ["ignore", log, "pipe"] }),
        { stderr: log, onDeath: recordDeath },
      );
      // The live child: a new one after each restart.
      Object.defineProperty(instance, "child", { enumerable: true, get: () => instance.supervisor.current() });
      started.push(instance);
    }
    await Promise.all(started.map((instance) => waitForHealth(instance.url, instance.child)));

    const conf = path.join(dir, "nginx.conf");
    if (!brotliModules) {
      console.warn("nginx lacks the brotli modules (apt-get install libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static): gzip only.");
    }
    // nginx sends the build's assets itself, as the `proxy` image does (deploy/Dockerfile).
    cpSync(path.join(standaloneDir, ".next", "static"), path.join(dir, "www", "_next", "static"), { recursive: true });
    writeFileSync(conf, renderNginxConf(readFileSync(NGINX_CONF, "utf8"), { port: nginxPort, instancePorts: started.map((i) => i.port), dir, brotliModules }));
    nginxState.supervisor = supervise(
      "nginx",
      () => spawn(nginx, ["-e", path.join(dir, "error.log"), "-p", dir, "-c", conf, "-g", "daemon off;"], { stdio: ["ignore", log, "pipe"] }),
      { stderr: log, onDeath: recordDeath },
    );
    await waitForHealth(`http://127.0.0.1:${nginxPort}`, nginxState.supervisor.current(), 20_000);
  } catch (error) {
    let nginxLog = "";
    try {
      nginxLog = readFileSync(path.join(dir, "error.log"), "utf8").trim();
    } catch {
      // nginx never started
    }
    await stop();
    throw new Error(`${error instanceof Error ? error.message : String(error)}${nginxLog ? `\nnginx: ${nginxLog}` : ""}`);
  }

  return {
    url: `http://127.0.0.1:${nginxPort}`,
    instances: started,
    dir,
    dataDir,
    get nginx() {
      return nginxState.supervisor.current();
    },
    brotli: Boolean(brotliModules),
    accessLog: () => readFileSync(path.join(dir, "access.log"), "utf8"),
    restarts: () => clusterRestarts(dir),
    stop,
  };
}
