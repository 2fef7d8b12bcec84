"use client";

import Link from "next/link";
import { useCallback, useEffect, useRef, useState } from "react";
import { useAppState } from "@/components/app-state";
import buttonStyles from "@/components/button.module.css";
import { deleteJournalReading, deleteWholeJournal, exportJournal, getJournalPage } from "@/lib/client/api";
import { notify } from "@/lib/client/toast";
import type { JournalItem } from "@/lib/readings/journal-entry";
import { JournalEntry } from "./journal-entry";
import { ReadingDetail } from "./reading-detail";
import styles from "./journal.module.css";

const DELETE_READING_CONFIRMATION = "Delete this reading? This cannot be undone.";
const DELETE_ALL_CONFIRMATION = "Delete all of your readings? This cannot be undone. Your readings this month still count.";

type Listing = { state: "loading" } | { state: "failed" } | { state: "loaded"; readings: JournalItem[]; nextCursor: string | null };

/** 'My Readings': the signed-in user's past readings; a prompt to sign in otherwise. */
export function JournalView() {
  const { user, isUserLoading, setAuthModalOpen } = useAppState();
  return (
    <article className={styles.page} aria-labelledby="journal-title">
      <h1 id="journal-title">My Readings</h1>
      {isUserLoading ? (
        <p className={styles.status}>Loading your readings...</p>
      ) : user ? (
        <Journal key={user.email} />
      ) : (
        <div className={styles.empty}>
          <p>Your readings are private: sign in to see the ones you have drawn.</p>
          <button type="button" className={`${buttonStyles.button} ${buttonStyles.primary}`} onClick={() => setAuthModalOpen(true)}>
            Sign In
          </button>
        </div>
      )}
    </article>
  );
}

function Journal() {
  const [listing, setListing] = useState<Listing>({ state: "loading" });
  const [openId, setOpenId] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const returnFocusTo = useRef<string | null>(null);

  const fetchFirstPage = useCallback(
    () =>
      getJournalPage().then(
        (page) => setListing({ state: "loaded", ...page }),
        () => setListing({ state: "failed" }),
      ),
    [],
  );

  useEffect(() => {
    void fetchFirstPage();
  }, [fetchFirstPage]);

  const retry = () => {
    setListing({ state: "loading" });
    void fetchFirstPage();
  };

  // Back from a reading, focus returns to its 'Open' button.
  useEffect(() => {
    if (openId !== null || !returnFocusTo.current) return;
    document.getElementById(`open-${returnFocusTo.current}`)?.focus();
    returnFocusTo.current = null;
  }, [openId]);

  if (listing.state === "loading") return <p className={styles.status}>Loading your readings...</p>;
  if (listing.state === "failed") {
    return (
      <div className={styles.empty}>
        <p role="alert">We couldn&apos;t load your readings. Please try again.</p>
        <button type="button" className={buttonStyles.button} onClick={retry}>
          Try again
        </button>
      </div>
    );
  }

  const { readings, nextCursor } = listing;
  const removeFromList = (id: string) => setListing({ ...listing, readings: readings.filter((reading) => reading.id !== id) });

  /** Runs one journal action with the buttons disabled; a failure becomes a toast that says what failed. */
  const whileBusy = async (work: () => Promise<void>, failure: string) => {
    setIsBusy(true);
    try {
      await work();
    } catch {
      void notify.error(failure);
    } finally {
      setIsBusy(false);
    }
  };

  const handleDelete = async (id: string) => {
    if (!window.confirm(DELETE_READING_CONFIRMATION)) return;
    await whileBusy(async () => {
      await deleteJournalReading(id);
      setOpenId(null);
      removeFromList(id);
      void notify.success("Reading deleted");
    }, "Failed to delete the reading");
  };

  const handleDeleteAll = async () => {
    if (!window.confirm(DELETE_ALL_CONFIRMATION)) return;
    await whileBusy(async () => {
      await deleteWholeJournal();
      setListing({ state: "loaded", readings: [], nextCursor: null });
      void notify.success("All readings deleted");
    }, "Failed to delete your readings");
  };

  const handleExport = () =>
    whileBusy(async () => {
      const { markdown, fileName } = await exportJournal();
      const url = URL.createObjectURL(new Blob([markdown], { type: "text/markdown" }));
      const link = Object.assign(document.createElement("a"), { href: url, download: fileName });
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 0);
    }, "Failed to export your readings");

  const handleLoadMore = () =>
    whileBusy(async () => {
      const page = await getJournalPage(nextCursor);
      setListing({ state: "loaded", readings: [...readings, ...page.readings], nextCursor: page.nextCursor });
    }, "Failed to load more readings");

  if (openId) {
    return (
      <ReadingDetail
        id={openId}
        onBack={() => {
          returnFocusTo.current = openId;
          setOpenId(null);
        }}
        onDelete={() => handleDelete(openId)}
        isBusy={isBusy}
      />
    );
  }

  if (readings.length === 0) {
    return (
      <div className={styles.empty}>
        <p>No readings yet. Your readings will appear here after you draw your first one.</p>
        <Link href="/" className={`${buttonStyles.button} ${buttonStyles.primary}`}>
          Draw a reading
        </Link>
      </div>
    );
  }

  return (
    <>
      <div className={styles.toolbar}>
        <p className={styles.count}>Private to you. Newest first.</p>
        <button type="button" className={buttonStyles.button} onClick={handleExport} disabled={isBusy}>
          Export
        </button>
        <button type="button" className={`${buttonStyles.button} ${buttonStyles.danger}`} onClick={handleDeleteAll} disabled={isBusy}>
          Delete all
        </button>
      </div>
      <ol className={styles.list} aria-label="Past readings">
        {readings.map((reading) => (
          <JournalEntry key={reading.id} reading={reading} onOpen={() => setOpenId(reading.id)} onDelete={() => handleDelete(reading.id)} isBusy={isBusy} />
        ))}
      </ol>
      {nextCursor && (
        <button type="button" className={`${buttonStyles.button} ${styles.more}`} onClick={handleLoadMore} disabled={isBusy}>
          Show older readings
        </button>
      )}
    </>
  );
}
