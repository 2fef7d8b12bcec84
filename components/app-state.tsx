"use client";

import { createContext, useContext, useMemo, useState, type ReactNode } from "react";
import type { PublicUser } from "@/lib/users/public-user";

/** Spec §3 "Client state": the signed-in user and which dialogs are open. */
export type AppState = {
  user: PublicUser | null;
  setUser: (user: PublicUser | null) => void;
  isAuthModalOpen: boolean;
  setAuthModalOpen: (open: boolean) => void;
  isReferralModalOpen: boolean;
  setReferralModalOpen: (open: boolean) => void;
  /** The upgrade modal that the 'Free' badge opens. */
  isUpgradeModalOpen: boolean;
  setUpgradeModalOpen: (open: boolean) => void;
};

const AppStateContext = createContext<AppState | null>(null);

export function AppStateProvider({ children, initialUser = null }: { children: ReactNode; initialUser?: PublicUser | null }) {
  const [user, setUser] = useState<PublicUser | null>(initialUser);
  const [isAuthModalOpen, setAuthModalOpen] = useState(false);
  const [isReferralModalOpen, setReferralModalOpen] = useState(false);
  const [isUpgradeModalOpen, setUpgradeModalOpen] = useState(false);

  const value = useMemo<AppState>(
    () => ({
      user,
      setUser,
      isAuthModalOpen,
      setAuthModalOpen,
      isReferralModalOpen,
      setReferralModalOpen,
      isUpgradeModalOpen,
      setUpgradeModalOpen,
    }),
    [user, isAuthModalOpen, isReferralModalOpen, isUpgradeModalOpen],
  );

  return <AppStateContext.Provider value={value}>{children}</AppStateContext.Provider>;
}

export function useAppState(): AppState {
  const state = useContext(AppStateContext);
  if (!state) throw new Error("useAppState must be used inside <AppStateProvider>");
  return state;
}
