"use client";

import { useEffect, useEffectEvent, useId, useRef, useState } from "react";
import { useAppState } from "@/components/app-state";
import buttonStyles from "@/components/button.module.css";
import { useMessages } from "@/components/i18n/messages-provider";
import { ModalDialog } from "@/components/modal-dialog";
import modalStyles from "@/components/modal-dialog.module.css";
import { getReferrals } from "@/lib/client/api/referrals";
import { notify } from "@/lib/client/toast";
import { fill } from "@/lib/i18n/fill";
import type { Messages } from "@/languages";
import { REFERRAL_BONUS_READINGS } from "@/lib/tarot/entitlements";
import type { ReferralEntry } from "@/lib/referrals/referral-response";
import styles from "./referral-dialog.module.css";

type ReferralWords = Messages["account"]["referrals"];

type Listing = { state: "loading" } | { state: "failed" } | { state: "loaded"; referrals: ReferralEntry[] };

/** The site origin with `ref` set to the user's referral code (docs/product.md#referral-bonus-readings). */
function referralLink(code: string): string {
  const url = new URL("/", window.location.origin);
  url.searchParams.set("ref", code);
  return url.toString();
}

/** The referral dialog (docs/product.md#referral-dialog), opened from the profile's 'Invite friends' through `isReferralModalOpen`. */
export function ReferralDialog() {
  const { user, isReferralModalOpen, setReferralModalOpen } = useAppState();
  const { account } = useMessages();
  const titleId = useId();
  const open = isReferralModalOpen && user !== null;

  return (
    <ModalDialog open={open} onClose={() => setReferralModalOpen(false)} labelledBy={titleId} testId="referral-dialog">
      <h2 id={titleId} className={modalStyles.title}>
        {account.referrals.title}
      </h2>
      {open && <ReferralContent code={user.referral_code} words={account.referrals} />}
    </ModalDialog>
  );
}

function ReferralContent({ code, words }: { code: string; words: ReferralWords }) {
  const [listing, setListing] = useState<Listing>({ state: "loading" });
  const [copyHint, setCopyHint] = useState<string | null>(null);
  const linkRef = useRef<HTMLInputElement>(null);
  const linkId = useId();
  const listHeadingId = useId();
  const link = referralLink(code);
  const sayLoadFailed = useEffectEvent(() => void notify.error(words.loadFailed));

  // Read afresh each time the dialog opens: a friend may have joined meanwhile.
  useEffect(() => {
    let cancelled = false;
    void getReferrals().then((result) => {
      if (cancelled) return;
      if (result.kind === "done") {
        setListing({ state: "loaded", referrals: result.data.referrals });
        return;
      }
      setListing({ state: "failed" });
      sayLoadFailed();
    });
    return () => {
      cancelled = true;
    };
  }, []);

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopyHint(null);
      void notify.success(words.copied);
    } catch {
      // The clipboard was refused (permissions, an old browser): the link is selected for a manual copy.
      linkRef.current?.focus();
      linkRef.current?.select();
      setCopyHint(words.copyHint);
    }
  };

  return (
    <>
      <p className={styles.intro}>{fill(words.intro, { bonus: REFERRAL_BONUS_READINGS })}</p>
      <label htmlFor={linkId} className={styles.linkLabel}>
        {words.linkLabel}
      </label>
      <div className={styles.linkRow}>
        <input
          ref={linkRef}
          id={linkId}
          className={styles.link}
          value={link}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          data-testid="referral-link"
        />
        <button type="button" className={`${buttonStyles.button} ${buttonStyles.primary}`} onClick={copyLink}>
          {words.copy}
        </button>
      </div>
      {copyHint && (
        <p className={styles.hint} role="status">
          {copyHint}
        </p>
      )}
      <h3 id={listHeadingId} className={styles.listTitle}>
        {words.joined}
      </h3>
      <ReferralList listing={listing} labelledBy={listHeadingId} words={words} />
    </>
  );
}

function ReferralList({ listing, labelledBy, words }: { listing: Listing; labelledBy: string; words: ReferralWords }) {
  if (listing.state === "loading") return <p className={styles.status}>{words.loading}</p>;
  if (listing.state === "failed") return <p className={styles.status}>{words.loadFailed}</p>;
  if (listing.referrals.length === 0) return <p className={styles.status}>{words.empty}</p>;
  return (
    <ul className={styles.list} aria-labelledby={labelledBy}>
      {listing.referrals.map((referral, index) => (
        <li key={`${referral.createdAt}-${index}`} className={styles.entry}>
          <span className={styles.email}>{referral.email ?? words.unknownEmail}</span>
          <span className={referral.credited ? styles.credited : styles.waiting}>{referralStatus(referral, words)}</span>
        </li>
      ))}
    </ul>
  );
}

function referralStatus(referral: ReferralEntry, words: ReferralWords): string {
  if (referral.credited) return fill(words.credited, { bonus: REFERRAL_BONUS_READINGS });
  if (referral.pending) return words.waiting;
  return words.overLimit;
}
