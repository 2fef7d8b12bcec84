import "server-only";
import pino, { type Logger } from "pino";
import { errorSummary } from "./error-summary";
import { currentRequest } from "./request-context";

/**
 * The server's one logger (docs/architecture.md#logs-and-metrics): a JSON line per call, with `time`,
 * `level`, `msg` and, inside a request, its `requestId`, `route` and `user` (a one-way hash). What goes in
 * is a fixed message and a few named fields: error kinds and codes (`errorSummary`), counts and ids of
 * ours, never a question, an e-mail, a token, an error's message or a query's parameters.
 */

/** Where the lines go: stdout, or whatever a test installs (captureLogLines in tests/helpers). */
export type LogSink = (line: string) => void;

type LogState = { sink: LogSink; logger?: Logger };
const holder = globalThis as unknown as { [key: symbol]: LogState | undefined };
const STATE = Symbol.for("arcana.log");
const state = (holder[STATE] ??= { sink: (line) => void process.stdout.write(line) });

function logger(): Logger {
  state.logger ??= pino(
    {
      base: undefined,
      messageKey: "msg",
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      // An Error passed by mistake is logged as its kind and code, never its message or stack.
      serializers: { err: summarised, error: summarised },
      mixin() {
        const request = currentRequest();
        return request ? { requestId: request.requestId, route: request.route, ...(request.userHash ? { user: request.userHash } : {}) } : {};
      },
    },
    { write: (line: string) => state.sink(line) },
  );
  return state.logger;
}

/** A field named `error` or `err` holds an error's summary; an Error itself is summarised here. */
function summarised(value: unknown): string {
  return typeof value === "string" ? value : errorSummary(value);
}

type Fields = Record<string, string | number | boolean | null | undefined>;

export const log = {
  info: (message: string, fields: Fields = {}) => logger().info(fields, message),
  warn: (message: string, fields: Fields = {}) => logger().warn(fields, message),
  error: (message: string, fields: Fields = {}) => logger().error(fields, message),
};

/** Sends the lines elsewhere until the returned function is called (tests). */
export function setLogSink(sink: LogSink): () => void {
  const previous = state.sink;
  state.sink = sink;
  return () => {
    state.sink = previous;
  };
}
