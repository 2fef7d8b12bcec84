/**
 * A VAPID public key (base64url, as the server answers it) as the bytes `pushManager.subscribe` takes for
 * its `applicationServerKey`; and whether a subscription was made with that key.
 */
export function applicationServerKeyOf(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/").padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Whether `subscribedWith` (a subscription's `options.applicationServerKey`) is this key; unknown counts as yes. */
export function isSameServerKey(subscribedWith: ArrayBuffer | null | undefined, base64url: string): boolean {
  if (!subscribedWith) return true;
  const ours = applicationServerKeyOf(base64url);
  const theirs = new Uint8Array(subscribedWith);
  return theirs.length === ours.length && theirs.every((byte, index) => byte === ours[index]);
}
