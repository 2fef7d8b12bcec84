"use client";

import Link from "next/link";
import { useEffect, useId, useRef, useState } from "react";
import { useAppState } from "@/components/app-state";
import { PLAN_NAME, planEndsLine } from "@/components/billing/price";
import { useFailureMessage } from "@/components/i18n/failure-message";
import { useLocale, useMessages } from "@/components/i18n/messages-provider";
import { NotificationPreferences } from "@/components/notifications/notification-preferences";
import buttonStyles from "@/components/button.module.css";
import { track } from "@/lib/client/analytics";
import { deleteAccount, logOut } from "@/lib/client/api/auth";
import { createPortalSession } from "@/lib/client/api/billing";
import { failureMessage as englishFailureMessage } from "@/lib/client/api-result";
import { notify } from "@/lib/client/toast";
import { fill, plural } from "@/lib/i18n/fill";
import { formatLocale } from "@/lib/i18n/locales";
import { localePath } from "@/lib/i18n/paths";
import { FREE_READINGS_PER_MONTH, freeReadingsLeft, hasPremiumAccess } from "@/lib/tarot/entitlements";
import type { PublicUser } from "@/lib/users/public-user";
import { readerDate } from "@/lib/time/format";
import { LanguageSelect } from "./language-select";
import { monthLabel } from "./month-label";
import { RememberSwitch } from "./remember-switch";
import modalStyles from "@/components/modal-dialog.module.css";
import styles from "./auth-dialog.module.css";

/** The profile view: e-mail, this month's readings, and the account actions (docs/product.md#sign-in-and-profile-dialog). */
export function ProfilePanel({ user, titleId }: { user: PublicUser; titleId: string }) {
  const { signOut, openSubscribe, setReferralModalOpen, setAuthModalOpen, isAuthModalOpen } = useAppState();
  const { account } = useMessages();
  const locale = useLocale();
  const failureMessage = useFailureMessage();
  const words = account.profile;
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
    if (revoked.kind !== "done") console.warn("Could not revoke the session on the server.", englishFailureMessage(revoked, { broken: "no usable answer" }));
    setIsLoggingOut(false);
    try {
      signOut();
      void notify.success(words.loggedOut);
      track("auth_logout");
    } catch {
      void notify.error(words.logOutFailed);
    }
  };

  const handleDelete = async () => {
    setIsDeleting(true);
    const result = await deleteAccount();
    setIsDeleting(false);
    if (result.kind !== "done") {
      void notify.error(failureMessage(result, { broken: account.invalidResponse, unreachable: words.deleteFailed }));
      return;
    }
    track("auth_delete_google");
    signOut();
    void notify.success(words.deleted);
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
    void notify.error(failureMessage(result, { broken: words.portalFailed }));
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
        {words.title}
      </h2>
      <p className={styles.email} data-testid="profile-email">
        {user.email}
      </p>
      <ReadingStats user={user} onUnlock={openSubscribe} />
      <RememberSwitch user={user} />
      <LanguageSelect />
      <NotificationPreferences />
      <div className={styles.links}>
        <Link href={localePath(locale, "/readings")} className={buttonStyles.button} onClick={() => setAuthModalOpen(false)}>
          {words.myReadings}
        </Link>
        <button type="button" className={buttonStyles.button} onClick={() => setReferralModalOpen(true)}>
          {words.inviteFriends}
        </button>
      </div>
      <div className={styles.actions} data-count={premium || !unlockShown ? 3 : 2}>
        {premium ? (
          <button type="button" className={`${buttonStyles.button} ${buttonStyles.primary}`} onClick={handleManage} disabled={busy} aria-busy={isOpeningPortal}>
            {words.manageSubscription}
          </button>
        ) : unlockShown ? null : (
          <button type="button" className={`${buttonStyles.button} ${buttonStyles.primary}`} onClick={openSubscribe} disabled={busy}>
            {words.subscribeNow}
          </button>
        )}
        <button
          ref={deleteButtonRef}
          type="button"
          className={`${buttonStyles.button} ${buttonStyles.danger}`}
          onClick={() => setIsConfirmingDelete(true)}
          disabled={busy}
        >
          {words.deleteAccount}
        </button>
        <button type="button" className={buttonStyles.button} onClick={handleLogOut} disabled={busy}>
          {words.logOut}
        </button>
      </div>
    </>
  );
}

/** Free and subscribed (docs/product.md#sign-in-and-profile-dialog): the counter against the monthly allowance, or only the total. */
function ReadingStats({ user, onUnlock }: { user: PublicUser; onUnlock: () => void }) {
  const { account } = useMessages();
  const locale = useLocale();
  const words = account.stats;
  const readingsThisMonth = user.stats.currentMonth.total_count;
  const left = freeReadingsLeft(readingsThisMonth);
  const headingId = useId();

  return (
    <section className={styles.stats} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.statsTitle}>
        {words.title}
      </h3>
      <p className={styles.statsMonth}>{fill(words.month, { month: monthLabel(user.stats.month, locale) })}</p>
      {hasPremiumAccess(user.role) ? (
        <>
          <p className={styles.statsTotal}>
            <span className={styles.counter} data-testid="readings-this-month">
              {readingsThisMonth}
            </span>
            <span className={styles.counterLabel}>{words.totalThisMonth}</span>
          </p>
          {user.subscription?.cancelAtPeriodEnd && user.subscription.currentPeriodEnd ? (
            <p className={styles.planEnds} data-testid="plan-ends">
              {planEndsLine(new Date(user.subscription.currentPeriodEnd), { locale: formatLocale(locale) }, words.planEnds)}
            </p>
          ) : null}
        </>
      ) : (
        <>
          <p className={styles.counter} data-testid="readings-this-month">{fill(words.counter, { count: readingsThisMonth, free: FREE_READINGS_PER_MONTH })}</p>
          <div className={styles.meter} aria-hidden="true">
            <span style={{ width: `${(Math.min(readingsThisMonth, FREE_READINGS_PER_MONTH) / FREE_READINGS_PER_MONTH) * 100}%` }} />
          </div>
          {left > 0 ? (
            <p className={styles.counterLabel} data-testid="free-readings-left">
              {plural(locale, left, words.freeLeft)}
            </p>
          ) : (
            // At 3 or more, a prominent button that opens the subscribe dialog.
            <button type="button" className={`${buttonStyles.button} ${buttonStyles.primary} ${styles.unlockButton}`} onClick={onUnlock}>
              {words.unlock}
            </button>
          )}
          {user.bonus_credits > 0 && (
            <p className={styles.counterLabel} data-testid="bonus-readings">
              {plural(locale, user.bonus_credits, words.bonus)}
              {user.bonus_grant_reason ? <span className={styles.grantReason}>{fill(words.givenBySupport, { reason: user.bonus_grant_reason })}</span> : null}
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
  const { account } = useMessages();
  const locale = useLocale();
  const words = account.deleteAccount;
  const keepRef = useRef<HTMLButtonElement>(null);
  const subscription = user.subscription;
  const periodEnd = subscription?.currentPeriodEnd ? readerDate(subscription.currentPeriodEnd, { locale: formatLocale(locale) }) : null;

  // The safe choice has focus: Enter does not delete.
  useEffect(() => keepRef.current?.focus(), []);

  return (
    <>
      <h2 id={titleId} className={modalStyles.title}>
        {words.title}
      </h2>
      <p className={styles.confirmText}>{words.confirm}</p>
      {subscription ? (
        <p className={styles.confirmText} data-testid="delete-subscription-note">
          {periodEnd ? fill(words.endsNowUntil, { plan: PLAN_NAME, date: periodEnd }) : fill(words.endsNow, { plan: PLAN_NAME })}
          {subscription.cancelAtPeriodEnd ? null : ` ${words.cancelInsteadNote}`}
        </p>
      ) : null}
      <div className={styles.actions} data-count={subscription && !subscription.cancelAtPeriodEnd ? 3 : 2}>
        {subscription && !subscription.cancelAtPeriodEnd ? (
          <button type="button" className={buttonStyles.button} onClick={onCancelAtPeriodEnd} disabled={busy}>
            {words.cancelInstead}
          </button>
        ) : null}
        <button ref={keepRef} type="button" className={buttonStyles.button} onClick={onKeep} disabled={busy}>
          {words.keep}
        </button>
        <button type="button" className={`${buttonStyles.button} ${buttonStyles.danger}`} onClick={onDelete} disabled={busy} aria-busy={isDeleting}>
          {subscription ? words.deleteNow : words.title}
        </button>
      </div>
    </>
  );
}
