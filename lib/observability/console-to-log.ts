import "server-only";
import { errorSummary } from "./error-summary";
import { log } from "./log";

/**
 * Next, React and the libraries under them print with `console`: an error whole (its message, its stack, a
 * failed query's SQL and parameters) and text that may carry a request's decoded path, control characters
 * and newlines included, which would read as lines of our own. Once the server runs, every console call is
 * one JSON line of our logger instead (docs/architecture.md#logs-and-metrics): msg "console", the call's
 * text in `text` (JSON escapes every control character; cut at TEXT_LIMIT), and of an Error only its kind
 * and code in `error`, as for every line of ours.
 */
const LEVELS = { log: "info", info: "info", debug: "info", dir: "info", dirxml: "info", table: "info", warn: "warn", error: "error", trace: "error" } as const;
const TEXT_LIMIT = 500;
const INSTALLED = Symbol.for("arcana.consoleToLog");

type ConsoleFields = { text?: string; error?: string };

/** What one console call may leave in a log line. */
export function consoleFields(args: unknown[]): ConsoleFields {
  const texts: string[] = [];
  const errors: string[] = [];
  for (const arg of args) {
    if (arg instanceof Error) errors.push(errorSummary(arg));
    else if (typeof arg === "string") texts.push(arg);
    else if (typeof arg === "number" || typeof arg === "boolean" || typeof arg === "bigint") texts.push(String(arg));
    // Objects (a request, headers, a query's parameters) say nothing safe to keep: only that one was there.
    else if (arg !== undefined) texts.push(`[${arg === null ? "null" : typeof arg}]`);
  }
  const text = texts.join(" ").trim();
  return {
    ...(text ? { text: text.length > TEXT_LIMIT ? `${text.slice(0, TEXT_LIMIT)}…` : text } : {}),
    ...(errors.length ? { error: errors.join(", ") } : {}),
  };
}

/**
 * Sends every console call of this process to the logger (the Node.js runtime of the server; once). Returns
 * what puts the console back as it was (tests).
 */
export function routeConsoleToLog(): () => void {
  const target = console as unknown as Record<string, unknown> & { [INSTALLED]?: true };
  if (target[INSTALLED]) return () => {};
  const original = Object.fromEntries(Object.keys(LEVELS).map((method) => [method, target[method]]));
  for (const [method, level] of Object.entries(LEVELS)) {
    target[method] = (...args: unknown[]) => log[level]("console", consoleFields(args));
  }
  target[INSTALLED] = true;
  return () => {
    Object.assign(target, original);
    delete target[INSTALLED];
  };
}
