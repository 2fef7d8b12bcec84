"use client";

import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { track } from "@/lib/client/analytics";
import type { SignInResult } from "@/lib/client/api/auth";
import type { ApiResult } from "@/lib/client/api-result";
import { readToken, removeToken, saveToken } from "@/lib/client/session";
import type { PublicUser } from "@/lib/users/public-user";

/** The client state (docs/product.md#browser-behaviour): the signed-in user and which dialogs are open. */
type AppState = {
  user: PublicUser | null;
  /** True until the stored session (if any) has been checked, so the header does not flash 'Sign In'. */
  isUserLoading: boolean;
  /** Sign in: stores the token, sets the user and closes the auth dialog. */
  signIn: (result: SignInResult) => void;
  /** Log out and account deletion: removes the token, clears the user, closes the dialog. */
  signOut: () => void;
  /** Re-reads the user (e.g. this month's count after a reading); keeps the current one if that fails. */
  refreshUser: () => Promise<PublicUser | null>;
  isAuthModalOpen: boolean;
  setAuthModalOpen: (open: boolean) => void;
  isReferralModalOpen: boolean;
  setReferralModalOpen: (open: boolean) => void;
  /** The upgrade modal holding the subscribe dialog: the 'Free' badge, the profile and the reading screen open it. */
  isUpgradeModalOpen: boolean;
  setUpgradeModalOpen: (open: boolean) => void;
  /** Opens the subscribe dialog from anywhere; from the profile, the profile steps aside and comes back after (one modal at a time). */
  openSubscribe: () => void;
  /** True while the profile has stepped aside for the subscribe or referral dialog it opened. */
  isProfileYielded: boolean;
};

/** The dialogs the profile opens, stepping aside for them until they close. */
type YieldedTo = "subscribe" | "referral";

const AppStateContext = createContext<AppState | null>(null);

type UserFetch = { result: ApiResult<{ data: PublicUser }>; sessionRefused: boolean };

/**
 * The signed-in user, logged once for every caller (start-up and refreshes alike). The API client (and
 * zod with it) loads only when a token exists, keeping it off every page's first load; a client that
 * could not load is a call that never left.
 */
async function fetchUser(): Promise<UserFetch> {
  let fetched: UserFetch;
  try {
    const { getUser, sessionRefused } = await import("@/lib/client/api/auth");
    const result = await getUser();
    fetched = { result, sessionRefused: sessionRefused(result) };
  } catch {
    fetched = { result: { kind: "broken", unreachable: true }, sessionRefused: false };
  }
  track(fetched.result.kind === "done" ? "auth_get_user" : "auth_get_user_error");
  return fetched;
}

/** Why the user could not be fetched, for the console. */
const reason = (result: ApiResult<object>) => (result.kind === "refused" ? result.error : result.kind === "broken" && result.unreachable ? "no answer" : "no usable answer");

type RestoredSession = { token: string | null; user: PublicUser | null; dropToken: boolean };

/**
 * Start-up (docs/product.md#browser-behaviour): a stored token is traded for its user; a refused one is dropped. No token, no
 * call. Only a token the server refused (401) is dropped: during an outage (the database restarting)
 * the visitor is shown signed out for now and the next visit restores the session.
 */
async function restoreSession(): Promise<RestoredSession> {
  const token = readToken();
  if (!token) return { token, user: null, dropToken: false };
  const { result, sessionRefused } = await fetchUser();
  if (result.kind === "done") return { token, user: result.data, dropToken: false };
  // Logged, no message shown. The token itself is never logged.
  console.warn("Could not restore the saved session; continuing signed out.", reason(result));
  return { token, user: null, dropToken: sessionRefused };
}

export function AppStateProvider({ children, initialUser = null }: { children: ReactNode; initialUser?: PublicUser | null }) {
  const [user, setUser] = useState<PublicUser | null>(initialUser);
  // The server cannot see localStorage, so every first render is "loading" until the browser has looked.
  const [isUserLoading, setIsUserLoading] = useState(initialUser === null);
  const [isAuthModalOpen, setAuthModalOpen] = useState(false);
  const [isReferralModalOpen, setReferralOpen] = useState(false);
  const [isUpgradeModalOpen, setUpgradeOpen] = useState(false);
  const [profileYieldedTo, setProfileYieldedTo] = useState<YieldedTo | null>(null);

  useEffect(() => {
    if (initialUser) return;
    let cancelled = false;
    void restoreSession().then(({ token, user: restored, dropToken }) => {
      if (cancelled) return;
      setIsUserLoading(false);
      // A sign-in or sign-out that happened meanwhile owns the session now.
      if (readToken() !== token) return;
      if (dropToken) removeToken();
      setUser(restored);
    });
    return () => {
      cancelled = true;
    };
  }, [initialUser]);

  const signIn = useCallback(({ user: signedIn, token }: SignInResult) => {
    saveToken(token);
    setUser(signedIn);
    setIsUserLoading(false);
    setAuthModalOpen(false);
  }, []);

  const signOut = useCallback(() => {
    removeToken();
    setUser(null);
    setIsUserLoading(false);
    setAuthModalOpen(false);
    setProfileYieldedTo(null);
  }, []);

  const refreshUser = useCallback(async () => {
    const token = readToken();
    if (!token) return null;
    const { result } = await fetchUser();
    if (result.kind !== "done") {
      // A passing network failure should not sign anyone out; the next API call answers 401 if the token is bad.
      console.warn("Could not refresh the signed-in user.", reason(result));
      return null;
    }
    if (readToken() === token) setUser(result.data);
    return result.data;
  }, []);

  // Opening a dialog while the profile is open: the profile closes and remembers to come back.
  const openOver = useCallback(
    (to: YieldedTo) => {
      if (isAuthModalOpen && user) setProfileYieldedTo(to);
      setAuthModalOpen(false);
      if (to === "subscribe") setUpgradeOpen(true);
      else setReferralOpen(true);
    },
    [isAuthModalOpen, user],
  );

  // Closing a dialog the profile opened brings the profile back.
  const closeBackTo = useCallback(
    (from: YieldedTo) => {
      if (from === "subscribe") setUpgradeOpen(false);
      else setReferralOpen(false);
      if (profileYieldedTo !== from) return;
      setProfileYieldedTo(null);
      if (user) setAuthModalOpen(true);
    },
    [profileYieldedTo, user],
  );

  const openSubscribe = useCallback(() => openOver("subscribe"), [openOver]);
  const setUpgradeModalOpen = useCallback((open: boolean) => (open ? openOver("subscribe") : closeBackTo("subscribe")), [openOver, closeBackTo]);
  const setReferralModalOpen = useCallback((open: boolean) => (open ? openOver("referral") : closeBackTo("referral")), [openOver, closeBackTo]);

  const value = useMemo<AppState>(
    () => ({
      user,
      isUserLoading,
      signIn,
      signOut,
      refreshUser,
      isAuthModalOpen,
      setAuthModalOpen,
      isReferralModalOpen,
      setReferralModalOpen,
      isUpgradeModalOpen,
      setUpgradeModalOpen,
      openSubscribe,
      isProfileYielded: profileYieldedTo !== null,
    }),
    [
      user,
      isUserLoading,
      signIn,
      signOut,
      refreshUser,
      isAuthModalOpen,
      isReferralModalOpen,
      setReferralModalOpen,
      isUpgradeModalOpen,
      setUpgradeModalOpen,
      openSubscribe,
      profileYieldedTo,
    ],
  );

  return <AppStateContext.Provider value={value}>{children}</AppStateContext.Provider>;
}

export function useAppState(): AppState {
  const state = useContext(AppStateContext);
  if (!state) throw new Error("useAppState must be used inside <AppStateProvider>");
  return state;
}
