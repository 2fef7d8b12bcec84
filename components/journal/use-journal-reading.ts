"use client";

import { useEffect, useState } from "react";
import { getJournalReading } from "@/lib/client/api/journal";
import type { JournalReading } from "@/lib/readings/journal-response";

/** One of the reader's readings as a screen loads it: not found (another reader's, deleted) is told apart from a failure. */
export type LoadedReading = { state: "loading" } | { state: "missing" } | { state: "failed" } | { state: "loaded"; reading: JournalReading };

/** Loads reading `id` from the journal API, again when `id` changes; an answer for an id left behind is dropped. */
export function useJournalReading(id: string): LoadedReading {
  const [loaded, setLoaded] = useState<LoadedReading>({ state: "loading" });

  useEffect(() => {
    let cancelled = false;
    void getJournalReading(id).then((result) => {
      if (cancelled) return;
      if (result.kind === "done") setLoaded({ state: "loaded", reading: result.data });
      else setLoaded(result.kind === "refused" && result.code === "not_found" ? { state: "missing" } : { state: "failed" });
    });
    return () => {
      cancelled = true;
    };
  }, [id]);

  return loaded;
}
