import { useState } from "react";

/**
 * True from the first render in which `open` is true, and ever after: a lazily loaded dialog mounts
 * the first time it opens and then stays, so closing it still returns focus to its opener.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // Adjusting state while rendering, React's pattern for state derived from a prop's history.
  if (open && !opened) setOpened(true);
  return opened || open;
}
