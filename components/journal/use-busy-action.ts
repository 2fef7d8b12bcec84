"use client";

import { useCallback, useState } from "react";
import { notify } from "@/lib/client/toast";

/**
 * One journal action at a time: `whileBusy` runs it with `isBusy` set (the buttons disabled); `work` answers
 * whether it was done, and one that was not (or threw) becomes a toast that says what failed.
 */
export function useBusyAction(): { isBusy: boolean; whileBusy: (work: () => Promise<boolean>, failure: string) => Promise<void> } {
  const [isBusy, setIsBusy] = useState(false);
  const whileBusy = useCallback(async (work: () => Promise<boolean>, failure: string) => {
    setIsBusy(true);
    try {
      if (!(await work())) void notify.error(failure);
    } catch {
      void notify.error(failure);
    } finally {
      setIsBusy(false);
    }
  }, []);
  return { isBusy, whileBusy };
}
