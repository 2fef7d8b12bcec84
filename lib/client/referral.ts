/**
 * The referral code of a `?ref=` link, kept in the browser until the next sign-in sends it (or 30
 * days pass). The server judges the code; here it is only carried.
 */
export const REFERRAL_STORAGE_KEY = "arcana.referral";
export const REFERRAL_KEEP_MS = 30 * 24 * 60 * 60 * 1000;
/** Longer than any code of ours; anything longer is not worth keeping. */
const MAX_CODE_LENGTH = 64;

type StoredReferral = { code: string; expiresAt: number };

function storage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

/** The code an address brings in `ref`, when it is one worth keeping (not empty, not oversized). */
export function referralCodeIn(href: string): string | null {
  const code = new URL(href).searchParams.get("ref")?.trim();
  return code && code.length <= MAX_CODE_LENGTH ? code : null;
}

/**
 * Keeps the `ref` parameter of the address (a later one replaces an earlier one) and takes it out of
 * the address bar without a reload, so a shared or bookmarked address does not carry it on.
 */
export function captureReferral(location: Pick<Location, "href">, history: Pick<History, "state" | "replaceState">, now: number = Date.now()): void {
  const url = new URL(location.href);
  if (!url.searchParams.has("ref")) return;
  const code = referralCodeIn(location.href);
  if (code) {
    try {
      storage()?.setItem(REFERRAL_STORAGE_KEY, JSON.stringify({ code, expiresAt: now + REFERRAL_KEEP_MS } satisfies StoredReferral));
    } catch {
      // Storage refused: the referral is lost, nothing else is.
    }
  }
  url.searchParams.delete("ref");
  history.replaceState(history.state, "", `${url.pathname}${url.search}${url.hash}`);
}

/** The kept code, or null when there is none or it is older than 30 days. */
export function pendingReferralCode(now: number = Date.now()): string | null {
  try {
    const stored = JSON.parse(storage()?.getItem(REFERRAL_STORAGE_KEY) ?? "null") as Partial<StoredReferral> | null;
    if (typeof stored?.code === "string" && typeof stored.expiresAt === "number" && stored.expiresAt > now) return stored.code;
  } catch {
    // Unreadable: treated as none.
  }
  forgetReferral();
  return null;
}

/** Dropped once a sign-in has used it. */
export function forgetReferral(): void {
  try {
    storage()?.removeItem(REFERRAL_STORAGE_KEY);
  } catch {
    // Nothing we could reach, so nothing to remove.
  }
}
