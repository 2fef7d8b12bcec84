import "server-only";
import { getConfig } from "@/lib/config";

// Stand-in until issue32-push is merged: the push helper's send.ts replaces this file whole.
/** Whether push can be sent: VAPID keys from the environment, or generated with local providers. */
export function pushEnabled(): boolean {
  return getConfig().localProviders;
}
