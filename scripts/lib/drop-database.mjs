// Drops a throw-away test or bench database. `drop database ... with (force)` ends the other sessions in
// it, but not an autovacuum worker (it belongs to the server's superuser: SQLSTATE 42501 for our role), so
// a drop that meets one is tried again until the worker has moved on.
import postgres from "postgres";

const ATTEMPTS = 60;
const PAUSE_MS = 250;

/** Drops database `name` on the server at `serverUrl` (a URL naming any other database of that server). */
export async function dropDatabase(serverUrl, name) {
  const dropper = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        await dropper.unsafe(`drop database if exists "${name}" with (force)`);
        return;
      } catch (error) {
        if (error?.code !== "42501" || attempt === ATTEMPTS) throw error;
        await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
      }
    }
  } finally {
    await dropper.end();
  }
}
