import "server-only";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The console's two windows: today (since 00:00 UTC) and the last 30 × 24 hours, each with where it starts. */
export function consoleWindows(now: Date): { today: Date; last30Days: Date } {
  return {
    today: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())),
    last30Days: new Date(now.getTime() - 30 * DAY_MS),
  };
}
