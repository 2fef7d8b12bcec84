#!/usr/bin/env node
// `npm run test:deploy` (and `npm test`, after the cluster suite): the shipped stack, run for real. Builds the
// `run` and `proxy` targets of deploy/Dockerfile from the working tree on stand-ins for the public base images
// (scripts/lib/stand-in-images.mjs), writes a throw-away deploy/.env (local providers, a short backup interval),
// brings deploy/compose.yaml up with Podman and checks, through nginx on its published port, what an operator
// meets on day one: pages and the cache, sign-in and readings on both replicas, backups that restore, a replica
// killed, `down` then `up`, an instance stopped mid-reading, and Prometheus. Prints what each step took and
// removes everything it started, also on failure or Ctrl+C. Needs podman, runc, debootstrap, docker-compose and
// pg_restore: without them it fails in CI and exits 3 ("not run") elsewhere.
//
// The runner is docker-compose 1.29 talking to `podman system service`: it honours deploy.replicas,
// depends_on conditions, profiles and --scale (podman-compose 1.0.3 does not). It predates the top-level
// `name:` key, so it reads a copy of compose.yaml without that one line (the project is named on the command
// line) and a test-only override (scripts/lib/deploy-test-override.yaml) that publishes PostgreSQL on loopback
// for db:restore.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { findPgRestore } from "./db-restore.mjs";
import { ensureStandIns, sh } from "./lib/stand-in-images.mjs";
import { freePort, root } from "./lib/run.mjs";

export const NOT_RUN = 3;
/**
 * The app image's budget on the stand-in base (its node image alone 280 MB): 375 MB measured on 26 November
 * 2026 with English alone, about 440 MB with the five other languages' prerendered pages (Next writes each
 * card page as HTML, RSC and its segment files, about 0.4 MB a page: 160 more pages).
 */
const IMAGE_BUDGET_MB = 460;
const APP_URL = "http://arcana.test:8080";
const SUPPORT_EMAIL = "support@arcana.test";

const have = (command) => spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;
const missing = [
  !have("podman") && "podman",
  !have("runc") && !existsSync("/usr/sbin/runc") && "runc",
  !have("debootstrap") && !existsSync("/usr/sbin/debootstrap") && "debootstrap",
  !have("docker-compose") && "docker-compose",
  !findPgRestore() && "pg_restore (postgresql-client)",
].filter(Boolean);
if (missing.length) {
  console.error(`The deploy test needs ${missing.join(", ")} (apt-get install podman runc debootstrap docker-compose postgresql-client; .ci/run installs them).`);
  process.exit(process.env.CI ? 1 : NOT_RUN);
}

const deployDir = path.join(root, "deploy");
const envFile = path.join(deployDir, ".env");
const envKept = path.join(deployDir, `.env.kept-by-test-deploy`);
const composeCopy = path.join(deployDir, ".compose.test-deploy.yaml");
const override = path.join(root, "scripts", "lib", "deploy-test-override.yaml");
const project = `arcana-deploy-test-${randomBytes(3).toString("hex")}`;
const work = mkdtempSync(path.join(os.tmpdir(), "arcana-deploy-test-"));
const socket = path.join(work, "podman.sock");
const images = { app: "localhost/arcana-deploy-test/app:latest", proxy: "localhost/arcana-deploy-test/nginx:latest" };
const timings = [];
const extraContainers = [];
let service;
let healthTicker;
let cleanedUp = false;

// deploy/.env is the compose file's own env_file: one run at a time per checkout.
if (existsSync(composeCopy)) {
  console.error(`Another deploy test is running in this checkout (${path.relative(root, composeCopy)} exists); if none is, delete that file.`);
  process.exit(1);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

async function step(name, work) {
  const started = Date.now();
  console.log(`\n--- ${name}`);
  try {
    const result = await work();
    timings.push({ name, ms: Date.now() - started, ok: true });
    console.log(`ok ${name} (${seconds(Date.now() - started)})`);
    return result;
  } catch (error) {
    timings.push({ name, ms: Date.now() - started, ok: false });
    console.error(`FAILED ${name} (${seconds(Date.now() - started)}): ${error instanceof Error ? error.message : error}`);
    throw error;
  }
}

function check(condition, message) {
  if (!condition) throw new Error(message);
}

// ---------- the compose runner ----------

const composeEnv = () => ({ DOCKER_HOST: `unix://${socket}`, COMPOSE_HTTP_TIMEOUT: "300" });

function compose(args, { quiet = false, profiles = [] } = {}) {
  const profileArgs = profiles.flatMap((profile) => ["--profile", profile]);
  return sh("docker-compose", ["-p", project, "--project-directory", deployDir, "-f", composeCopy, "-f", override, ...profileArgs, ...args], { quiet, env: composeEnv() });
}

function containersOf(service) {
  return sh("podman", ["ps", "-q", "--filter", `label=com.docker.compose.project=${project}`, "--filter", `label=com.docker.compose.service=${service}`], { quiet: true })
    .split("\n")
    .filter(Boolean);
}

/** How many of a service's containers their own health check last called healthy. */
function healthyOf(service) {
  return sh("podman", ["ps", "-q", "--filter", `label=com.docker.compose.project=${project}`, "--filter", `label=com.docker.compose.service=${service}`, "--filter", "health=healthy"], { quiet: true })
    .split("\n")
    .filter(Boolean).length;
}

async function startPodmanService() {
  service = spawn("podman", ["system", "service", "--time=0", `unix://${socket}`], { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  service.stderr.on("data", (chunk) => (stderr += chunk));
  for (let tries = 0; tries < 100 && !existsSync(socket); tries += 1) await sleep(100);
  check(existsSync(socket), `podman system service did not start: ${stderr.trim()}`);
}

/**
 * Podman runs a container's HEALTHCHECK from systemd timers; where there is no systemd (CI's containers, this
 * machine) nothing runs it and compose's `condition: service_healthy` would wait for ever. This loop is those
 * timers: every 3 s, each of the project's containers runs its own health check, as the image declares it.
 */
function startHealthTicker() {
  const loop = `while true; do for c in $(podman ps -q --filter label=com.docker.compose.project=${project}); do podman healthcheck run "$c" >/dev/null 2>&1 & done; sleep 3; done`;
  healthTicker = spawn("sh", ["-c", loop], { stdio: "ignore", detached: true });
}

// ---------- HTTP through nginx ----------

let base;

async function call(pathname, { method = "GET", body, token, headers = {}, url = base } = {}) {
  const response = await fetch(`${url}${pathname}`, {
    method,
    headers: { ...(body ? { "Content-Type": "application/json" } : {}), ...(token ? { Authorization: `Bearer ${token}` } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}

async function waitFor(what, probe, timeoutMs) {
  const limit = Date.now() + timeoutMs;
  let last;
  while (Date.now() < limit) {
    try {
      last = await probe();
      if (last === true) return;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await sleep(1000);
  }
  throw new Error(`${what}: not within ${timeoutMs / 1000} s (last: ${last})`);
}

async function signIn(email, url = base) {
  const issued = await call("/api/dev/identity/token", { method: "POST", body: { email }, url });
  check(issued.status === 200, `the local identity provider answered ${issued.status}: ${issued.text.slice(0, 200)}`);
  const signedIn = await call("/api/auth/google", { method: "POST", body: { idToken: issued.json.idToken }, url });
  check(signedIn.status === 200, `sign-in answered ${signedIn.status}: ${signedIn.text.slice(0, 200)}`);
  return signedIn.json.token;
}

/** A reading as the browser asks for one (e2e-cluster/cluster.ts). */
const READING = { question: "What should I focus on this week?", type: "one_card", category: "general", cards: ["The Star"] };

async function profileCount(token, url = base) {
  const user = await call("/api/auth/user", { token, url });
  check(user.status === 200, `/api/auth/user answered ${user.status}`);
  return user.json.stats.currentMonth.total_count;
}

// ---------- cleanup ----------

function cleanup() {
  if (cleanedUp) return;
  cleanedUp = true;
  console.log("\n--- cleanup");
  const quietly = (command, args, env) => spawnSync(command, args, { stdio: "ignore", env: { ...process.env, ...env } });
  for (const id of extraContainers) quietly("podman", ["rm", "-f", "-t", "0", id]);
  if (existsSync(composeCopy) && service) {
    quietly("docker-compose", ["-p", project, "--project-directory", deployDir, "-f", composeCopy, "-f", override, "--profile", "metrics", "down", "-v", "--remove-orphans", "-t", "5"], composeEnv());
  }
  // Whatever the runner missed (a container it no longer knew), by the project's label.
  const left = spawnSync("podman", ["ps", "-aq", "--filter", `label=com.docker.compose.project=${project}`], { encoding: "utf8" }).stdout?.split("\n").filter(Boolean) ?? [];
  if (left.length) quietly("podman", ["rm", "-f", "-t", "0", ...left]);
  const volumes = spawnSync("podman", ["volume", "ls", "-q", "--filter", `label=com.docker.compose.project=${project}`], { encoding: "utf8" }).stdout?.split("\n").filter(Boolean) ?? [];
  if (volumes.length) quietly("podman", ["volume", "rm", "-f", ...volumes]);
  quietly("podman", ["network", "rm", "-f", `${project}_default`]);
  if (healthTicker?.pid) {
    try {
      process.kill(-healthTicker.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
  service?.kill("SIGTERM");
  rmSync(composeCopy, { force: true });
  rmSync(envFile, { force: true });
  if (existsSync(envKept)) renameSync(envKept, envFile);
  rmSync(work, { recursive: true, force: true });
}

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the deploy test`);
    cleanup();
    process.exit(130);
  });
}

// ---------- the steps ----------

async function main() {
  const httpPort = await freePort();
  const dbPort = await freePort();
  const prometheusPort = await freePort();
  const restoredPort = await freePort();
  base = `http://127.0.0.1:${httpPort}`;
  const password = randomBytes(12).toString("hex");
  const metricsToken = randomBytes(16).toString("hex");

  const standIns = await step("stand-in base images (built once, cached by a hash of their recipe)", () => ensureStandIns((line) => console.log(line)));

  const buildArgs = [
    "--format", "docker", // HEALTHCHECK is kept only in Docker's image format
    "--build-arg", `NODE_IMAGE=${standIns.node}`,
    "--build-arg", `DEBIAN_IMAGE=${standIns.debian}`,
    "--build-arg", `APP_URL=${APP_URL}`,
    "--build-arg", `SUPPORT_EMAIL=${SUPPORT_EMAIL}`,
    "-f", path.join(deployDir, "Dockerfile"),
  ];
  await step("build the app image (deploy/Dockerfile, target run)", () => sh("podman", ["build", ...buildArgs, "--target", "run", "-t", images.app, root]));
  await step("build the nginx image (deploy/Dockerfile, target proxy)", () => sh("podman", ["build", ...buildArgs, "--target", "proxy", "-t", images.proxy, root]));

  await step(`the app image: non-root, health check, no dev dependencies, sources or secrets, under ${IMAGE_BUDGET_MB} MB`, () => {
    const [config] = JSON.parse(sh("podman", ["image", "inspect", images.app], { quiet: true }));
    const sizeMb = config.Size / 1e6;
    console.log(`app image: ${sizeMb.toFixed(0)} MB (budget ${IMAGE_BUDGET_MB} MB); nginx image: ${(JSON.parse(sh("podman", ["image", "inspect", images.proxy], { quiet: true }))[0].Size / 1e6).toFixed(0)} MB`);
    check(config.Config.User === "node", `the app image runs as '${config.Config.User || "root"}', not node`);
    check((config.Healthcheck ?? config.Config.Healthcheck)?.Test?.length > 0, "the app image has no HEALTHCHECK");
    const secretEnv = (config.Config.Env ?? []).filter((entry) => /SECRET|PASSWORD|TOKEN|_KEY=|DATABASE_URL/i.test(entry.split("=")[0] + "="));
    check(secretEnv.length === 0, `the app image's environment names secrets: ${secretEnv.join(", ")}`);
    const inside = sh(
      "podman",
      [
        "run", "--rm", "--read-only", "--entrypoint", "sh", images.app, "-c",
        "id -u; ls node_modules; echo ---; find / -xdev \\( -name '.env' -o -name '.env.*' -o -name '*.pem' \\) -not -path '/proc/*' 2>/dev/null; echo ---; " +
          "find /app -name '*.ts' -not -name '*.d.ts' -not -path '*/node_modules/*' | head; ls -d /app/app /app/lib /app/components /app/tests /app/e2e 2>/dev/null; true",
      ],
      { quiet: true },
    );
    const [uid, modules, secretFiles, sources] = inside.split(/^---$/m).flatMap((part, index) => (index === 0 ? part.trim().split("\n", 2) : [part.trim()]));
    check(uid.trim() !== "0", "the app image's user is root");
    const devDependencies = Object.keys(JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).devDependencies);
    const present = devDependencies.filter((name) => modules.split("\n").includes(name.split("/")[0]) && !name.startsWith("@types"));
    check(present.length === 0, `dev dependencies in the app image: ${present.join(", ")}`);
    check(!secretFiles, `secret-looking files in the app image: ${secretFiles}`);
    check(!sources, `sources in the app image: ${sources}`);
    check(sizeMb <= IMAGE_BUDGET_MB, `the app image is ${sizeMb.toFixed(0)} MB, over its budget of ${IMAGE_BUDGET_MB} MB`);
  });

  await step("throw-away deploy/.env and the runner's copy of compose.yaml", () => {
    if (existsSync(envFile)) renameSync(envFile, envKept);
    writeFileSync(
      envFile,
      [
        "# Written by scripts/test-deploy.mjs for one run; removed at its end.",
        `POSTGRES_PASSWORD=${password}`,
        `POSTGRES_IMAGE=${standIns.postgres}`,
        `PROMETHEUS_IMAGE=${standIns.prometheus}`,
        `ARCANA_IMAGE=${images.app}`,
        `ARCANA_NGINX_IMAGE=${images.proxy}`,
        `HTTP_PORT=${httpPort}`,
        `PROMETHEUS_PORT=${prometheusPort}`,
        `TEST_DB_PORT=${dbPort}`,
        `APP_URL=${APP_URL}`,
        `SUPPORT_EMAIL=${SUPPORT_EMAIL}`,
        "LOCAL_PROVIDERS=1",
        `METRICS_TOKEN=${metricsToken}`,
        "BACKUP_INTERVAL=10s",
        "BACKUP_KEEP=3",
        // A dump that races the replicas' first migrations can fail; the test waits 60 s, not the 5 minutes of production.
        "BACKUP_RETRY_SECONDS=5",
        "",
      ].join("\n"),
      { mode: 0o600 },
    );
    const source = readFileSync(path.join(deployDir, "compose.yaml"), "utf8");
    check(/^name: arcana$/m.test(source), "deploy/compose.yaml no longer names its project 'arcana'");
    writeFileSync(composeCopy, source.replace(/^name: .*\n/m, ""));
  });

  await step("podman system service (the Docker API for docker-compose) and the health checks' timer", async () => {
    await startPodmanService();
    startHealthTicker();
  });

  await step("up: PostgreSQL, two app replicas, nginx, backups", async () => {
    try {
      compose(["up", "-d", "--no-build"]);
    } catch (error) {
      // Why a replica never became healthy is in its own log.
      console.error(compose(["logs", "--no-color", "--tail", "15", "app"], { quiet: true }));
      throw error;
    }
    await waitFor("nginx answering /api/health with 200", async () => (await call("/api/health")).status === 200 || `status ${(await call("/api/health")).status}`, 240_000);
    check(containersOf("app").length === 2, `expected 2 app replicas, found ${containersOf("app").length}`);
  });

  await step("the card page is served, then from nginx's cache; /api/health is 200", async () => {
    const first = await call("/cards/the-fool");
    check(first.status === 200 && first.text.includes("The Fool"), `/cards/the-fool answered ${first.status}`);
    const second = await call("/cards/the-fool");
    check(second.headers.get("x-cache-status") === "HIT", `the second request was a cache ${second.headers.get("x-cache-status")}, not a HIT`);
    check((await call("/api/health")).status === 200, "/api/health is not 200");
  });

  const email = `deploy-${randomBytes(4).toString("hex")}@example.com`;
  let token;
  let readingId;
  await step("sign-in, a reading and the profile's count, served by both replicas", async () => {
    token = await signIn(email);
    const reading = await call("/api/tarot/interpret", { method: "POST", token, body: READING });
    check(reading.status === 200 && reading.json.interpretation?.length > 100, `the reading answered ${reading.status}: ${reading.text.slice(0, 300)}`);
    const journal = await call("/api/readings", { token });
    check(journal.status === 200, `the journal answered ${journal.status}`);
    readingId = JSON.stringify(journal.json).match(/"id":"([0-9a-f-]{36})"/)?.[1];
    check(readingId, "the journal does not list the reading");
    for (let index = 0; index < 8; index += 1) check((await profileCount(token)) === 1, "the profile does not count the one reading");
    const served = new Set(compose(["logs", "--no-color", "nginx"], { quiet: true }).match(/"GET \/api\/auth\/user [^"]*" 200 \d+ upstream=([\d.:]+)/g)?.map((line) => line.split("upstream=")[1]));
    console.log(`the profile was served by ${[...served].join(" and ")}`);
    check(served.size >= 2, `only ${served.size} replica served the signed-in calls`);
  });

  await step("the backup service writes a dump; db:restore restores it; an app on the restored database finds the user and the reading", async () => {
    const [backup] = containersOf("backup");
    const since = Date.now();
    let dump;
    await waitFor("a dump written after the reading", async () => {
      const names = sh("podman", ["exec", backup, "sh", "-c", "ls -1 /backups | grep -E '^arcana-.*\\.dump$' | sort | tail -n 1"], { quiet: true }).trim();
      if (!names) return "no dump yet";
      const stamp = names.match(/arcana-(\d{8}T\d{6}Z)/)[1].replace(/(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z/, "$1-$2-$3T$4:$5:$6Z");
      if (Date.parse(stamp) < since - 1000) return `newest dump ${names} is older than the reading`;
      dump = names;
      return true;
    }, 60_000).catch((error) => {
      console.error(compose(["logs", "--no-color", "--tail", "15", "backup"], { quiet: true }));
      throw error;
    });
    const local = path.join(work, dump);
    sh("podman", ["cp", `${backup}:/backups/${dump}`, local], { quiet: true });
    const [db] = containersOf("db");
    sh("podman", ["exec", db, "createdb", "-U", "arcana", "arcana_restored"], { quiet: true });
    const restoredUrl = `postgres://arcana:${password}@127.0.0.1:${dbPort}/arcana_restored`;
    const restored = sh(process.execPath, [path.join(root, "scripts", "db-restore.mjs"), local], { quiet: true, env: { DATABASE_URL: restoredUrl } });
    console.log(restored.trim());
    check(/: 1 users, 1 readings/.test(restored), "the restored database does not hold the one user and reading");

    const network = `${project}_default`;
    const id = sh("podman", [
      "run", "-d", "--read-only", "--tmpfs", "/app/.next/cache:mode=1777", "--tmpfs", "/tmp", "--network", network,
      "-p", `127.0.0.1:${restoredPort}:3000`, "-v", `${project}_appdata:/data`,
      "-e", `DATABASE_URL=postgres://arcana:${password}@db:5432/arcana_restored`, "-e", "LOCAL_PROVIDERS=1", "-e", `APP_URL=${APP_URL}`, "-e", `SUPPORT_EMAIL=${SUPPORT_EMAIL}`,
      images.app,
    ], { quiet: true }).trim();
    extraContainers.push(id);
    const restoredBase = `http://127.0.0.1:${restoredPort}`;
    await waitFor("the app on the restored database", async () => (await call("/api/health", { url: restoredBase })).status === 200, 120_000);
    const again = await signIn(email, restoredBase);
    const journal = await call("/api/readings", { token: again, url: restoredBase });
    check(journal.status === 200 && journal.text.includes(readingId), "the app on the restored database does not find the reading");
    check((await profileCount(again, restoredBase)) === 1, "the app on the restored database does not count the reading");
    sh("podman", ["rm", "-f", "-t", "0", id], { quiet: true });
    extraContainers.splice(extraContainers.indexOf(id), 1);
  });

  await step("an instance stopped mid-reading finishes it, refuses new readings with 503 while it drains, then exits 0", async () => {
    // An instance of its own on the stack's network and database, writing with a slow Anthropic stand-in
    // (the local writer finishes before a signal could land): SIGTERM, as `podman stop` sends, mid-stream.
    const network = `${project}_default`;
    const fake = sh("podman", ["run", "-d", "--network", network, "--network-alias", "anthropic", standIns.node, "node", "-e", FAKE_ANTHROPIC], { quiet: true }).trim();
    extraContainers.push(fake);
    const id = sh("podman", [
      "run", "-d", "--read-only", "--tmpfs", "/app/.next/cache:mode=1777", "--tmpfs", "/tmp", "--network", network, "-v", `${project}_appdata:/data`,
      "-e", `DATABASE_URL=postgres://arcana:${password}@db:5432/arcana`, "-e", "LOCAL_PROVIDERS=1", "-e", `APP_URL=${APP_URL}`, "-e", `SUPPORT_EMAIL=${SUPPORT_EMAIL}`,
      "-e", "ANTHROPIC_API_KEY=sk-ant-deploy-test", "-e", "ANTHROPIC_BASE_URL=http://anthropic:8080",
      images.app,
    ], { quiet: true }).trim();
    extraContainers.push(id);
    const healthInside = "fetch('http://127.0.0.1:3000/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))";
    await waitFor("the instance to start", () => sh("podman", ["exec", id, "node", "-e", healthInside], { quiet: true }) === "", 120_000);
    const drainToken = await signIn(`deploy-drain-${randomBytes(4).toString("hex")}@example.com`);
    // The exec session ends with the container, so its exit status is not the verdict: what it printed is.
    const probe = spawnSync("podman", ["exec", id, "node", "-e", DRAIN_PROBE, drainToken, JSON.stringify(READING)], { encoding: "utf8" }).stdout ?? "";
    console.log(probe.trim());
    const exit = sh("podman", ["wait", id], { quiet: true }).trim();
    const logs = sh("podman", ["logs", id], { quiet: true });
    console.log(logs.split("\n").filter((line) => line.includes('"msg":"drain"')).join("\n"));
    check(/stream: \d+ words, ended with done/.test(probe), "the reading under way did not finish");
    check(/new reading: 503 .*restarting/.test(probe), "a new reading was not refused with 503 while draining");
    check(exit === "0", `the stopped instance exited with ${exit}, not 0`);
    sh("podman", ["rm", "-f", "-t", "0", id, fake], { quiet: true });
    extraContainers.length = 0;
  });

  await step("--scale app=3, one replica killed: requests keep succeeding", async () => {
    // compose refuses to scale while nginx's dependency, an app replica, is unhealthy: on a busy machine a replica
    // can miss a health check or two after the drain step, so the step starts once every replica is healthy again.
    await waitFor("every app replica healthy", () => healthyOf("app") === containersOf("app").length || `${healthyOf("app")} of ${containersOf("app").length} healthy`, 120_000);
    compose(["up", "-d", "--no-build", "--no-recreate", "--scale", "app=3"]);
    await waitFor("three healthy replicas", () => containersOf("app").length === 3 || `${containersOf("app").length} running`, 120_000);
    // nginx resolves `app` when it starts: restarted, as the README says after scaling.
    compose(["restart", "-t", "5", "nginx"]);
    await waitFor("nginx after its restart", async () => (await call("/api/health")).status === 200, 120_000);
    sh("podman", ["kill", containersOf("app")[0]], { quiet: true });
    const statuses = [];
    for (let index = 0; index < 24; index += 1) {
      statuses.push((await call("/api/health")).status);
      statuses.push((await call("/api/auth/user", { token })).status);
    }
    const failed = statuses.filter((status) => status !== 200);
    check(failed.length === 0, `${failed.length} of ${statuses.length} requests failed after a replica was killed (${failed.join(", ")})`);
  });

  await step("down, then up: the data volume keeps the user and the reading", async () => {
    compose(["down", "-t", "10"]);
    compose(["up", "-d", "--no-build"]);
    await waitFor("nginx answering /api/health with 200", async () => (await call("/api/health")).status === 200, 240_000);
    const again = await signIn(email);
    check((await profileCount(again)) === 1, "after down and up the user's reading is gone");
  });

  await step("--profile metrics: Prometheus scrapes both replicas (up == 1) with the token from the environment", async () => {
    compose(["up", "-d", "--no-build"], { profiles: ["metrics"] });
    await waitFor(
      "Prometheus finding both replicas up",
      async () => {
        const answer = await call(`/api/v1/query?query=${encodeURIComponent('up{job="arcana"}')}`, { url: `http://127.0.0.1:${prometheusPort}` });
        const results = answer.json?.data?.result ?? [];
        const up = results.filter((result) => result.value[1] === "1").length;
        return up >= 2 || `${up} of ${results.length} targets up`;
      },
      120_000,
    );
  });
}

/**
 * A stand-in for Anthropic's Messages API that streams a reading a word every 120 ms (about 4 s), run in a
 * container on the stack's network (tests/helpers/fake-anthropic.ts is its fuller twin for the other suites).
 */
const FAKE_ANTHROPIC = `
const http = require("node:http");
const text = "## Summary\\nThe Star says the storm is already passing, and hope is returning in small, steady ways.\\n\\n## The heart of the matter: The Star\\nAfter a hard season, something in you is quietly refilling. Let it, and share what comes back.\\n\\n## Synthesis\\nRest first, then take one small hopeful step before the week is out.";
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
http.createServer((request, response) => {
  request.resume();
  request.on("end", async () => {
    const send = (event, data) => response.write("event: " + event + "\\ndata: " + JSON.stringify(data) + "\\n\\n");
    response.writeHead(200, { "Content-Type": "text/event-stream" });
    send("message_start", { type: "message_start", message: { id: "msg_deploy", type: "message", role: "assistant", model: "claude-test", content: [], stop_reason: null, stop_sequence: null, usage: { input_tokens: 100, output_tokens: 1 } } });
    send("content_block_start", { type: "content_block_start", index: 0, content_block: { type: "text", text: "" } });
    const tokens = text.match(/\\S+\\s*|\\s+/g);
    for (const token of tokens) {
      send("content_block_delta", { type: "content_block_delta", index: 0, delta: { type: "text_delta", text: token } });
      await sleep(120);
    }
    send("content_block_stop", { type: "content_block_stop", index: 0 });
    send("message_delta", { type: "message_delta", delta: { stop_reason: "end_turn", stop_sequence: null }, usage: { output_tokens: tokens.length } });
    send("message_stop", { type: "message_stop" });
    response.end();
  });
}).listen(8080);
`;

/**
 * Run inside the app container (its Node): a streamed reading on 127.0.0.1:3000; once its first words have
 * come, SIGTERM to the server (pid 1, what `podman stop` signals), then a new reading; prints what became of each.
 */
const DRAIN_PROBE = `
const [token, body] = process.argv.slice(1);
const headers = { "Content-Type": "application/json", Authorization: "Bearer " + token };
(async () => {
  const response = await fetch("http://127.0.0.1:3000/api/tarot/interpret", { method: "POST", headers: { ...headers, Accept: "text/event-stream" }, body });
  const reader = response.body.getReader();
  let text = "";
  let signalled = false;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    text += new TextDecoder().decode(value);
    if (!signalled && /event: delta/.test(text)) {
      signalled = true;
      process.kill(1, "SIGTERM");
      await new Promise((resolve) => setTimeout(resolve, 300));
      const refused = await fetch("http://127.0.0.1:3000/api/tarot/interpret", { method: "POST", headers, body });
      console.log("new reading: " + refused.status + " " + (await refused.text()));
    }
  }
  const words = (text.match(/event: delta/g) || []).length;
  console.log("stream: " + words + " words, ended with " + (/event: done/.test(text) ? "done" : "no done event: " + text.slice(-300)));
})().catch((error) => console.log("probe failed: " + error.message));
`;

let failed = false;
try {
  await main();
} catch {
  failed = true;
} finally {
  cleanup();
}
console.log("\nstep times:");
for (const { name, ms, ok } of timings) console.log(`  ${ok ? "ok    " : "FAILED"} ${seconds(ms).padStart(8)}  ${name}`);
console.log(`  total ${seconds(timings.reduce((sum, { ms }) => sum + ms, 0))}`);
if (process.env.DEPLOY_JSON_OUTPUT_FILE) {
  writeFileSync(process.env.DEPLOY_JSON_OUTPUT_FILE, JSON.stringify({ passed: timings.filter((t) => t.ok).length, failed: timings.filter((t) => !t.ok).length, steps: timings }));
}
process.exit(failed ? 1 : 0);
