import "server-only";
import { getConfig } from "@/lib/config";

// Stand-in until issue32-mail is merged: the mail helper's send.ts replaces this file whole.
/** Whether anything can be sent: an SMTP server, or the local outbox. */
export function mailEnabled(): boolean {
  return getConfig().localProviders;
}
