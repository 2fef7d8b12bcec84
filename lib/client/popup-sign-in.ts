import { z } from "@/lib/zod";

/**
 * The identity provider's popup (docs/architecture.md#a-sign-in): the opener sends a random nonce to
 * /auth/start, the provider puts it into the ID token, and /auth/callback posts the token back
 * here. The nonce ties that token to this attempt; the server still verifies everything else.
 */

export const NONCE_STORAGE_KEY = "auth.nonce";
export const POPUP_NAME = "arcana-sign-in";
export const POPUP_FEATURES = "popup,width=480,height=640";
export const ID_TOKEN_MESSAGE = "arcana:id_token";
export const ID_TOKEN_ERROR_MESSAGE = "arcana:id_token_error";

export const POPUP_BLOCKED_MESSAGE = "The sign-in window was blocked. Allow pop-ups for this site and try again.";
export const POPUP_CLOSED_MESSAGE = "The sign-in window was closed before you finished signing in.";
export const NONCE_MISMATCH_MESSAGE = "The sign-in response did not belong to this sign-in attempt. Please try again.";
export const MISSING_ID_TOKEN_MESSAGE = "The sign-in window did not return an ID token. Please try again.";

const CLOSED_POLL_MS = 500;
// The callback posts its message right before closing itself; this lets that message win the race.
const CLOSED_GRACE_MS = 300;

/** What /auth/callback posts to its opener. */
const popupMessageSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal(ID_TOKEN_MESSAGE), idToken: z.string().min(1) }),
  z.object({ type: z.literal(ID_TOKEN_ERROR_MESSAGE), error: z.string().min(1) }),
]);
type PopupMessage = z.infer<typeof popupMessageSchema>;

export function bytesToBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** Decodes base64url text to a UTF-8 string; null when it is not valid base64url. */
export function base64UrlToText(encoded: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(encoded)) return null;
  try {
    const base64 = encoded.replace(/-/g, "+").replace(/_/g, "/").padEnd(Math.ceil(encoded.length / 4) * 4, "=");
    const binary = atob(base64);
    return new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  } catch {
    return null;
  }
}

/** 256 random bits, base64url, safe in a URL and in an ID token's claim. */
export function createNonce(): string {
  return bytesToBase64Url(crypto.getRandomValues(new Uint8Array(32)));
}

/**
 * The `nonce` claim of an ID token, read without verifying the signature: that is the server's job.
 * The browser only checks that the token answers its own request.
 */
export function readIdTokenNonce(idToken: string): string | null {
  const parts = idToken.split(".");
  if (parts.length !== 3) return null;
  const payload = base64UrlToText(parts[1]);
  if (payload === null) return null;
  try {
    const claims: unknown = JSON.parse(payload);
    const parsed = z.object({ nonce: z.string() }).safeParse(claims);
    return parsed.success ? parsed.data.nonce : null;
  } catch {
    return null;
  }
}

/** The callback's URL fragment (`#id_token=…` or `#error=…`) as the message for the opener. */
export function messageFromCallbackFragment(hash: string): PopupMessage {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  const idToken = params.get("id_token");
  if (idToken) return { type: ID_TOKEN_MESSAGE, idToken };
  const error = params.get("error_description") || params.get("error");
  return { type: ID_TOKEN_ERROR_MESSAGE, error: error || MISSING_ID_TOKEN_MESSAGE };
}

/** The ID token of a popup message, if it answers the attempt with `expectedNonce`; throws otherwise. */
export function idTokenFromMessage(message: PopupMessage, expectedNonce: string): string {
  if (message.type === ID_TOKEN_ERROR_MESSAGE) throw new Error(message.error);
  if (readIdTokenNonce(message.idToken) !== expectedNonce) throw new Error(NONCE_MISMATCH_MESSAGE);
  return message.idToken;
}

// sessionStorage can be unavailable (blocked storage); the nonce is kept in memory as well, so it is optional.
function storeNonce(nonce: string): void {
  try {
    sessionStorage.setItem(NONCE_STORAGE_KEY, nonce);
  } catch {}
}

function forgetNonce(): void {
  try {
    sessionStorage.removeItem(NONCE_STORAGE_KEY);
  } catch {}
}

/**
 * Opens the sign-in popup and resolves with the ID token it returns. Call it straight from a click
 * handler, before any await: window.open runs synchronously here, or popup blockers stop it.
 */
export function signInWithPopup(): Promise<string> {
  const nonce = createNonce();
  storeNonce(nonce);
  const popup = window.open(`/auth/start?nonce=${encodeURIComponent(nonce)}`, POPUP_NAME, POPUP_FEATURES);
  if (!popup) {
    forgetNonce();
    return Promise.reject(new Error(POPUP_BLOCKED_MESSAGE));
  }
  popup.focus();

  return new Promise<string>((resolve, reject) => {
    let settled = false;
    let closedGrace: ReturnType<typeof setTimeout> | undefined;

    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      window.removeEventListener("message", onMessage);
      clearInterval(closedPoll);
      clearTimeout(closedGrace);
      forgetNonce();
      outcome();
    };

    function onMessage(event: MessageEvent) {
      // Only our own callback page, in the window we opened, may answer.
      if (event.origin !== window.location.origin || event.source !== popup) return;
      const message = popupMessageSchema.safeParse(event.data);
      if (!message.success) return;
      settle(() => {
        try {
          resolve(idTokenFromMessage(message.data, nonce));
        } catch (error) {
          reject(error);
        }
      });
      if (popup && !popup.closed) popup.close();
    }

    const closedPoll = setInterval(() => {
      if (!popup.closed || closedGrace !== undefined) return;
      closedGrace = setTimeout(() => settle(() => reject(new Error(POPUP_CLOSED_MESSAGE))), CLOSED_GRACE_MS);
    }, CLOSED_POLL_MS);

    window.addEventListener("message", onMessage);
  });
}
