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
