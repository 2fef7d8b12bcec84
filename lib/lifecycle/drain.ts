import "server-only";
import { AppError } from "@/lib/errors";

/**
 * An instance told to stop (SIGTERM: `docker stop`, a rolling restart, Kubernetes) drains: the readings and
 * follow-ups being written finish, new ones are refused with 503 and /api/health answers 503 so that a
 * balancer takes the instance out, then it exits. The signal is caught by scripts/server-preload.cjs, which
 * loads before Next's server; this module and the preload share one state object on `globalThis` (the preload
 * is not bundled, and Next may bundle this module into more than one chunk).
 */
type DrainState = { draining: boolean; writings: number };

const KEY = Symbol.for("arcana.drain");

function drainState(): DrainState {
  const holder = globalThis as typeof globalThis & { [KEY]?: DrainState };
  holder[KEY] ??= { draining: false, writings: 0 };
  return holder[KEY];
}

export const DRAINING_MESSAGE = "This server is restarting. Nothing was counted: please try again in a few seconds.";

export function isDraining(): boolean {
  return drainState().draining;
}

/** What the preload does on SIGTERM; tests call it to drain in-process. */
export function startDraining(): void {
  drainState().draining = true;
}

/** Undoes startDraining, for tests only. */
export function stopDrainingForTests(): void {
  drainState().draining = false;
}

/** The writings under way in this process: the preload waits for none (or the writer's deadline) before it exits. */
export function writingsInFlight(): number {
  return drainState().writings;
}

/**
 * Admits one writing (a reading or a follow-up), or refuses it with 503 while draining. The returned
 * `done` must be called once, when the writing has ended however it ended.
 */
export function admitWriting(): { done: () => void } {
  const state = drainState();
  if (state.draining) throw new AppError("unavailable", DRAINING_MESSAGE, { "Retry-After": "5" });
  state.writings += 1;
  let finished = false;
  return {
    done() {
      if (finished) return;
      finished = true;
      state.writings -= 1;
    },
  };
}

type WritingRun<Outcome> = { write(onText?: (text: string) => void): Promise<Outcome> };

/**
 * A writing begun only while the instance is not draining, and counted until its `write` ends (or until
 * `begin` refuses it). A refused request's body, perhaps still arriving, is left to fail quietly.
 */
export async function beginAdmitted<Outcome>(body: unknown, begin: () => Promise<WritingRun<Outcome>>): Promise<WritingRun<Outcome>> {
  let admission: { done: () => void };
  try {
    admission = admitWriting();
  } catch (error) {
    Promise.resolve(body).catch(() => {});
    throw error;
  }
  try {
    const run = await begin();
    return { write: (onText) => run.write(onText).finally(admission.done) };
  } catch (error) {
    admission.done();
    throw error;
  }
}
