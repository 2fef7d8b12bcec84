"use client";

import { useId } from "react";
import { useAppState } from "@/components/app-state";
import { ModalDialog } from "@/components/modal-dialog";
import { ProfilePanel } from "./profile-panel";
import { SignInPanel } from "./sign-in-panel";

/**
 * The sign-in and profile dialog (docs/product.md#sign-in-and-profile-dialog), rendered once by the root layout and opened through `isAuthModalOpen`.
 */
export function AuthDialog() {
  const { user, isAuthModalOpen, setAuthModalOpen, isProfileYielded } = useAppState();
  const titleId = useId();
  return (
    <ModalDialog open={isAuthModalOpen} onClose={() => setAuthModalOpen(false)} labelledBy={titleId} testId="auth-dialog" yielded={isProfileYielded}>
      {/* The profile view when a user exists, otherwise the login view; signing out returns to login. */}
      {user ? <ProfilePanel user={user} titleId={titleId} /> : <SignInPanel titleId={titleId} />}
    </ModalDialog>
  );
}
