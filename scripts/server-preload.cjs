// Loaded before Next's standalone server (`node --require ./server-preload.cjs server.js`, scripts/start-local.mjs,
// `npm start`, deploy/Dockerfile): the lines Next prints while it starts, before our instrumentation routes
// the console to our logger (lib/observability/console-to-log.ts), leave as JSON lines of the same shape,
// so that every line the server prints is one JSON object (docs/architecture.md#logs-and-metrics). Nothing a
// client sends reaches these lines; an Error is kept to its kind, as in our logger.
"use strict";

const LEVELS = { log: "info", info: "info", debug: "info", warn: "warn", error: "error", trace: "error" };
const TEXT_LIMIT = 500;

function text(args) {
  const joined = args
    .map((arg) => (arg instanceof Error ? `[${arg.name}]` : typeof arg === "object" && arg !== null ? `[${typeof arg}]` : String(arg)))
    .join(" ")
    .trim();
  return joined.length > TEXT_LIMIT ? `${joined.slice(0, TEXT_LIMIT)}…` : joined;
}

for (const [method, level] of Object.entries(LEVELS)) {
  console[method] = (...args) => {
    process.stdout.write(`${JSON.stringify({ level, time: new Date().toISOString(), text: text(args), msg: "console" })}\n`);
  };
}

// Draining (lib/lifecycle/drain.ts, which shares this state object): on SIGTERM or SIGINT the instance keeps
// listening but refuses new readings and follow-ups with 503 and answers /api/health with 503, lets the
// writings under way finish (at most the writer's deadline, READING_TIMEOUT_SECONDS, and a little), then
// stops listening, lets the requests still open end, and exits 0. Next's own handler, which stops listening
// at once, is turned off. A second signal exits at once.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded with --require, before any ES module
const http = require("node:http");

const drain = (globalThis[Symbol.for("arcana.drain")] ??= { draining: false, writings: 0 });
const servers = [];
const listen = http.Server.prototype.listen;
http.Server.prototype.listen = function (...args) {
  servers.push(this);
  return listen.apply(this, args);
};
process.env.NEXT_MANUAL_SIG_HANDLE = "true";

const DRAIN_MARGIN_MS = 5000;
const CLOSE_LIMIT_MS = 5000;
const line = (text, extra = {}) => process.stdout.write(`${JSON.stringify({ level: "info", time: new Date().toISOString(), text, msg: "drain", ...extra })}\n`);

function waitUntil(done, limitMs) {
  return new Promise((resolve) => {
    const limit = Date.now() + limitMs;
    const poll = () => (done() || Date.now() >= limit ? resolve(done()) : setTimeout(poll, 50));
    poll();
  });
}

async function shutdown(signal) {
  if (drain.draining) process.exit(1);
  drain.draining = true;
  const started = Date.now();
  line(`${signal}: draining, ${drain.writings} writings in flight`, { writings: drain.writings });
  const deadlineMs = (Number(process.env.READING_TIMEOUT_SECONDS) || 90) * 1000 + DRAIN_MARGIN_MS;
  const finished = await waitUntil(() => drain.writings === 0, deadlineMs);
  await Promise.all(
    servers.map(
      (server) =>
        new Promise((resolve) => {
          server.close(() => resolve());
          server.closeIdleConnections?.();
          setTimeout(resolve, CLOSE_LIMIT_MS).unref();
        }),
    ),
  );
  line(finished ? `drained in ${Date.now() - started} ms: exiting` : `the writer's deadline passed with ${drain.writings} writings in flight: exiting`, { writings: drain.writings });
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
