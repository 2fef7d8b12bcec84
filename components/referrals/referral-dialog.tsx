"use client";

import { useEffect, useId, useRef, useState } from "react";
import { useAppState } from "@/components/app-state";
import buttonStyles from "@/components/button.module.css";
import { ModalDialog } from "@/components/modal-dialog";
import modalStyles from "@/components/modal-dialog.module.css";
import { getReferrals } from "@/lib/client/api/referrals";
import { notify } from "@/lib/client/toast";
import type { ReferralEntry } from "@/lib/referrals/referral-response";
import styles from "./referral-dialog.module.css";

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
  const titleId = useId();
  const open = isReferralModalOpen && user !== null;

  return (
    <ModalDialog open={open} onClose={() => setReferralModalOpen(false)} labelledBy={titleId} testId="referral-dialog">
      <h2 id={titleId} className={modalStyles.title}>
        Your Referrals
      </h2>
      {open && <ReferralContent code={user.referral_code} />}
    </ModalDialog>
  );
}

function ReferralContent({ code }: { code: string }) {
  const [listing, setListing] = useState<Listing>({ state: "loading" });
  const [copyHint, setCopyHint] = useState<string | null>(null);
  const linkRef = useRef<HTMLInputElement>(null);
  const linkId = useId();
  const listHeadingId = useId();
  const link = referralLink(code);

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
      void notify.error("Failed to load referrals");
    });
    return () => {
      cancelled = true;
    };
  }, []);

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopyHint(null);
      void notify.success("Referral link copied!");
    } catch {
      // The clipboard was refused (permissions, an old browser): the link is selected for a manual copy.
      linkRef.current?.focus();
      linkRef.current?.select();
      setCopyHint("The link is selected: press Ctrl+C (⌘C on a Mac) to copy it.");
    }
  };

  return (
    <>
      <p className={styles.intro}>
        Share your link. When a friend signs up with it and draws a first reading, you get 3 bonus readings (+3 credits), used after your free
        readings each month.
      </p>
      <label htmlFor={linkId} className={styles.linkLabel}>
        Your referral link
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
          Copy
        </button>
      </div>
      {copyHint && (
        <p className={styles.hint} role="status">
          {copyHint}
        </p>
      )}
      <h3 id={listHeadingId} className={styles.listTitle}>
        Friends who joined
      </h3>
      <ReferralList listing={listing} labelledBy={listHeadingId} />
    </>
  );
}

function ReferralList({ listing, labelledBy }: { listing: Listing; labelledBy: string }) {
  if (listing.state === "loading") return <p className={styles.status}>Loading referrals...</p>;
  if (listing.state === "failed") return <p className={styles.status}>Failed to load referrals</p>;
  if (listing.referrals.length === 0) return <p className={styles.status}>No referrals yet. Share your link to start earning credits!</p>;
  return (
    <ul className={styles.list} aria-labelledby={labelledBy}>
      {listing.referrals.map((referral, index) => (
        <li key={`${referral.createdAt}-${index}`} className={styles.entry}>
          <span className={styles.email}>{referral.email ?? "Unknown"}</span>
          <span className={referral.credited ? styles.credited : styles.waiting}>{referralStatus(referral)}</span>
        </li>
      ))}
    </ul>
  );
}

function referralStatus(referral: ReferralEntry): string {
  if (referral.credited) return "+3 credits";
  if (referral.pending) return "Waiting for their first reading";
  return "Joined after this month's 10 credited referrals";
}
