"use client";

import Link from "next/link";
import { useEffect, useId, useRef, useState } from "react";
import { useAppState } from "@/components/app-state";
import { PLAN_NAME, planEndsLine } from "@/components/billing/price";
import { NotificationPreferences } from "@/components/notifications/notification-preferences";
import buttonStyles from "@/components/button.module.css";
import { track } from "@/lib/client/analytics";
import { deleteAccount, logOut } from "@/lib/client/api/auth";
import { createPortalSession } from "@/lib/client/api/billing";
import { failureMessage } from "@/lib/client/api-result";
import { notify } from "@/lib/client/toast";
import { FREE_READINGS_PER_MONTH, freeReadingsLeft, hasPremiumAccess } from "@/lib/tarot/entitlements";
import type { PublicUser } from "@/lib/users/public-user";
import { readerDate } from "@/lib/time/format";
import { INVALID_RESPONSE_MESSAGE } from "./error-message";
import { RememberSwitch } from "./remember-switch";
import modalStyles from "@/components/modal-dialog.module.css";
import styles from "./auth-dialog.module.css";

/** The confirmation account deletion requires (docs/product.md#sign-in-and-profile-dialog). */
const DELETE_CONFIRMATION = "Are you sure you want to delete your account? This action cannot be undone.";
const DELETE_FAILED_MESSAGE = "Failed to delete account";
/** The toast when the portal cannot be opened, unless the server says why. */
const PORTAL_FAILED_MESSAGE = "Unable to open subscription portal.";

/** The profile view: e-mail, this month's readings, and the account actions (docs/product.md#sign-in-and-profile-dialog). */
export function ProfilePanel({ user, titleId }: { user: PublicUser; titleId: string }) {
  const { signOut, openSubscribe, setReferralModalOpen, setAuthModalOpen, isAuthModalOpen } = useAppState();
  const [isDeleting, setIsDeleting] = useState(false);
  const [isLoggingOut, setIsLoggingOut] = useState(false);
  const [isOpeningPortal, setIsOpeningPortal] = useState(false);
  // 'Delete Account' turns the profile into its confirmation (our own, not the browser's confirm()).
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const deleteButtonRef = useRef<HTMLButtonElement>(null);
  const cameBackFromConfirmation = useRef(false);
  // Closed during the confirmation, the dialog opens next time on the profile.
  if (!isAuthModalOpen && isConfirmingDelete) setIsConfirmingDelete(false);

  // Back from the confirmation, focus returns to 'Delete Account'.
  useEffect(() => {
    if (isConfirmingDelete || !cameBackFromConfirmation.current) return;
    cameBackFromConfirmation.current = false;
    deleteButtonRef.current?.focus();
  }, [isConfirmingDelete]);

  // The session is revoked on the server first (docs/decisions.md#server-side-sessions); if that call fails
  // the browser still forgets it, as the original specification logged out without a server call at all.
  const handleLogOut = async () => {
    setIsLoggingOut(true);
    const revoked = await logOut();
    if (revoked.kind !== "done") console.warn("Could not revoke the session on the server.", failureMessage(revoked, { broken: "no usable answer" }));
    setIsLoggingOut(false);
    try {
      signOut();
      void notify.success("Logged out successfully");
      track("auth_logout");
    } catch {
      void notify.error("Failed to log out");
    }
  };

  const handleDelete = async () => {
    setIsDeleting(true);
    const result = await deleteAccount();
    setIsDeleting(false);
    if (result.kind !== "done") {
      void notify.error(failureMessage(result, { broken: INVALID_RESPONSE_MESSAGE, unreachable: DELETE_FAILED_MESSAGE }));
      return;
    }
    track("auth_delete_google");
    signOut();
    void notify.success("Account deleted successfully");
  };

  // Manage Subscription: the browser goes to the portal's url; the button stays busy until it has left.
  const handleManage = async () => {
    setIsOpeningPortal(true);
    const result = await createPortalSession();
    if (result.kind === "done") {
      track("payments_portal");
      window.location.assign(result.data.url);
      return;
    }
    void notify.error(failureMessage(result, { broken: PORTAL_FAILED_MESSAGE }));
    setIsOpeningPortal(false);
  };

  const busy = isDeleting || isLoggingOut || isOpeningPortal;
  const premium = hasPremiumAccess(user.role);
  // At 3 of 3 the stats' 'Unlock All Features' is the one way to subscribe (docs/product.md#sign-in-and-profile-dialog).
  const unlockShown = !premium && freeReadingsLeft(user.stats.currentMonth.total_count) === 0;

  if (isConfirmingDelete) {
    return (
      <DeleteConfirmation
        user={user}
        titleId={titleId}
        busy={busy}
        isDeleting={isDeleting}
        onDelete={handleDelete}
        onCancelAtPeriodEnd={handleManage}
        onKeep={() => {
          cameBackFromConfirmation.current = true;
          setIsConfirmingDelete(false);
        }}
      />
    );
  }

  return (
    <>
      <h2 id={titleId} className={modalStyles.title}>
        Profile
      </h2>
      <p className={styles.email} data-testid="profile-email">
        {user.email}
      </p>
      <ReadingStats user={user} onUnlock={openSubscribe} />
      <RememberSwitch user={user} />
      <NotificationPreferences />
      <div className={styles.links}>
        <Link href="/readings" className={buttonStyles.button} onClick={() => setAuthModalOpen(false)}>
          My Readings
        </Link>
        <button type="button" className={buttonStyles.button} onClick={() => setReferralModalOpen(true)}>
          Invite friends
        </button>
      </div>
      <div className={styles.actions} data-count={premium || !unlockShown ? 3 : 2}>
        {premium ? (
          <button type="button" className={`${buttonStyles.button} ${buttonStyles.primary}`} onClick={handleManage} disabled={busy} aria-busy={isOpeningPortal}>
            Manage Subscription
          </button>
        ) : unlockShown ? null : (
          <button type="button" className={`${buttonStyles.button} ${buttonStyles.primary}`} onClick={openSubscribe} disabled={busy}>
            Subscribe Now
          </button>
        )}
        <button
          ref={deleteButtonRef}
          type="button"
          className={`${buttonStyles.button} ${buttonStyles.danger}`}
          onClick={() => setIsConfirmingDelete(true)}
          disabled={busy}
        >
          Delete Account
        </button>
        <button type="button" className={buttonStyles.button} onClick={handleLogOut} disabled={busy}>
          Log Out
        </button>
      </div>
    </>
  );
}

/** Free and subscribed (docs/product.md#sign-in-and-profile-dialog): the counter against the monthly allowance, or only the total. */
function ReadingStats({ user, onUnlock }: { user: PublicUser; onUnlock: () => void }) {
  const readingsThisMonth = user.stats.currentMonth.total_count;
  const left = freeReadingsLeft(readingsThisMonth);
  const headingId = useId();

  return (
    <section className={styles.stats} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.statsTitle}>
        Tarot Reading Stats
      </h3>
      <p className={styles.statsMonth}>{`This Month (${user.stats.month})`}</p>
      {hasPremiumAccess(user.role) ? (
        <>
          <p className={styles.statsTotal}>
            <span className={styles.counter} data-testid="readings-this-month">
              {readingsThisMonth}
            </span>
            <span className={styles.counterLabel}>total readings this month</span>
          </p>
          {user.subscription?.cancelAtPeriodEnd && user.subscription.currentPeriodEnd ? (
            <p className={styles.planEnds} data-testid="plan-ends">
              {planEndsLine(new Date(user.subscription.currentPeriodEnd))}
            </p>
          ) : null}
        </>
      ) : (
        <>
          <p className={styles.counter} data-testid="readings-this-month">{`${readingsThisMonth} / ${FREE_READINGS_PER_MONTH}`}</p>
          <div className={styles.meter} aria-hidden="true">
            <span style={{ width: `${(Math.min(readingsThisMonth, FREE_READINGS_PER_MONTH) / FREE_READINGS_PER_MONTH) * 100}%` }} />
          </div>
          {left > 0 ? (
            <p className={styles.counterLabel} data-testid="free-readings-left">
              {`${left} free ${left === 1 ? "reading" : "readings"} left this month`}
            </p>
          ) : (
            // At 3 or more, a prominent button that opens the subscribe dialog.
            <button type="button" className={`${buttonStyles.button} ${buttonStyles.primary} ${styles.unlockButton}`} onClick={onUnlock}>
              Unlock All Features
            </button>
          )}
          {user.bonus_credits > 0 && (
            <p className={styles.counterLabel} data-testid="bonus-readings">
              {`${user.bonus_credits} bonus ${user.bonus_credits === 1 ? "reading" : "readings"}`}
              {user.bonus_grant_reason ? <span className={styles.grantReason}>{`Given by support: ${user.bonus_grant_reason}`}</span> : null}
            </p>
          )}
        </>
      )}
    </section>
  );
}

type DeleteConfirmationProps = {
  user: PublicUser;
  titleId: string;
  busy: boolean;
  isDeleting: boolean;
  onDelete: () => void;
  onCancelAtPeriodEnd: () => void;
  onKeep: () => void;
};

/**
 * The profile's own confirmation of 'Delete Account', with the spec's sentence. A subscriber is told the
 * subscription ends now and the rest of the period is not refunded, and (unless it is already cancelling)
 * offered to cancel at period end instead, in the billing portal.
 */
function DeleteConfirmation({ user, titleId, busy, isDeleting, onDelete, onCancelAtPeriodEnd, onKeep }: DeleteConfirmationProps) {
  const keepRef = useRef<HTMLButtonElement>(null);
  const subscription = user.subscription;
  const periodEnd = subscription?.currentPeriodEnd ? readerDate(subscription.currentPeriodEnd) : null;

  // The safe choice has focus: Enter does not delete.
  useEffect(() => keepRef.current?.focus(), []);

  return (
    <>
      <h2 id={titleId} className={modalStyles.title}>
        Delete Account
      </h2>
      <p className={styles.confirmText}>{DELETE_CONFIRMATION}</p>
      {subscription ? (
        <p className={styles.confirmText} data-testid="delete-subscription-note">
          {periodEnd
            ? `Your ${PLAN_NAME} subscription ends now: the days left until ${periodEnd} are not refunded.`
            : `Your ${PLAN_NAME} subscription ends now: the rest of its period is not refunded.`}
          {subscription.cancelAtPeriodEnd ? null : " To keep it until then and leave afterwards, cancel at period end instead."}
        </p>
      ) : null}
      <div className={styles.actions} data-count={subscription && !subscription.cancelAtPeriodEnd ? 3 : 2}>
        {subscription && !subscription.cancelAtPeriodEnd ? (
          <button type="button" className={buttonStyles.button} onClick={onCancelAtPeriodEnd} disabled={busy}>
            Cancel at period end instead
          </button>
        ) : null}
        <button ref={keepRef} type="button" className={buttonStyles.button} onClick={onKeep} disabled={busy}>
          Keep my account
        </button>
        <button type="button" className={`${buttonStyles.button} ${buttonStyles.danger}`} onClick={onDelete} disabled={busy} aria-busy={isDeleting}>
          {subscription ? "Delete Account now" : "Delete Account"}
        </button>
      </div>
    </>
  );
}
