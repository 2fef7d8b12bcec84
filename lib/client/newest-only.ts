/**
 * Calls made on input (a journal search, the pages after it), of which only the newest may answer. Each
 * `run` aborts the call before it, whose fetch stops; an answer that comes anyway is dropped (null), so an
 * answer to an older search never replaces a newer one's.
 */
export type NewestOnly = {
  run<Answer>(call: (signal: AbortSignal) => Promise<Answer>): Promise<Answer | null>;
  /** Drops the call in flight: whoever asked is gone. */
  cancel(): void;
};

export function newestOnly(): NewestOnly {
  let current: AbortController | null = null;
  return {
    async run(call) {
      current?.abort();
      const controller = new AbortController();
      current = controller;
      const answer = await call(controller.signal);
      return controller.signal.aborted ? null : answer;
    },
    cancel() {
      current?.abort();
      current = null;
    },
  };
}
