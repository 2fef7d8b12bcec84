"use client";

import { useCallback, useState } from "react";
import { notify } from "@/lib/client/toast";

/**
 * One journal action at a time: `whileBusy` runs it with `isBusy` set (the buttons disabled), and a failure
 * becomes a toast that says what failed.
 */
export function useBusyAction(): { isBusy: boolean; whileBusy: (work: () => Promise<void>, failure: string) => Promise<void> } {
  const [isBusy, setIsBusy] = useState(false);
  const whileBusy = useCallback(async (work: () => Promise<void>, failure: string) => {
    setIsBusy(true);
    try {
      await work();
    } catch {
      void notify.error(failure);
    } finally {
      setIsBusy(false);
    }
  }, []);
  return { isBusy, whileBusy };
}
