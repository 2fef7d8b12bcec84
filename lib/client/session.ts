/** The stored session: the bearer token lives in localStorage under this key (docs/product.md#browser-behaviour). */
export const TOKEN_STORAGE_KEY = "auth.token";

/**
 * localStorage is missing during server rendering and throws when the browser blocks storage
 * (private modes, disabled cookies), so every access goes through here and fails soft.
 */
function storage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

/** The stored token, or null when there is none or storage is unavailable. */
export function readToken(): string | null {
  try {
    const token = storage()?.getItem(TOKEN_STORAGE_KEY);
    return token ? token : null;
  } catch {
    return null;
  }
}

/** Keeps the token for the next visit; without storage the session simply lasts until reload. */
export function saveToken(token: string): void {
  try {
    storage()?.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // Quota or security errors: signing in still works for this page view.
  }
}

export function removeToken(): void {
  try {
    storage()?.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // Nothing stored that we could reach, so nothing to remove.
  }
}
