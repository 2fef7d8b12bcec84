import type { Instrumentation } from "next";

/** Runs once when a server starts (Node.js only; the start-up check needs process.exit). */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { checkConfigOrExit } = await import("./lib/startup-check");
    const config = checkConfigOrExit();
    // The database opens on first use, where the configuration puts it: db/ does not read the configuration.
    const [{ configureDatabase }, { configuredDatabaseTarget }] = await Promise.all([import("./db"), import("./lib/database-target")]);
    configureDatabase(configuredDatabaseTarget);
    // From here on every line the server prints is one JSON line of ours, Next's own included
    // (docs/architecture.md#logs-and-metrics). Not while `next build` runs: its output is for people.
    if (config.production && !config.building) {
      const { routeConsoleToLog } = await import("./lib/observability/console-to-log");
      routeConsoleToLog();
    }
    const { installMethodGuard } = await import("./lib/method-guard");
    installMethodGuard(config.production);
    // Not while `next build` prerenders pages: it is no server and has no database to look after.
    if (!config.building) {
      const { startBackgroundJobs } = await import("./lib/jobs/background");
      startBackgroundJobs();
      // Next closes the server on SIGTERM and SIGINT before it exits: the console's rows still waiting are written meanwhile.
      const { writerRunsWritten } = await import("./lib/observability/writer-runs");
      for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => void writerRunsWritten());
    }
  }
}

/** An error that escaped a page, route handler or the proxy: one line of ours with its route (Node.js only). */
export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { logRequestError } = await import("./lib/observability/request-error");
  await logRequestError(...args);
};
