/** The browser's IANA time zone ("Europe/Berlin"); the server takes anything it does not know for UTC. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone ?? "UTC";
}
