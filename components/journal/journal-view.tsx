"use client";

import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { usePagePath } from "@/components/i18n/page-path";
import { Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useAppState } from "@/components/app-state";
import buttonStyles from "@/components/button.module.css";
import { useLocale, useMessages } from "@/components/i18n/messages-provider";
import { deleteJournalReading, deleteWholeJournal, exportJournal, getJournalPage } from "@/lib/client/api/journal";
import { newestOnly } from "@/lib/client/newest-only";
import { notify } from "@/lib/client/toast";
import { fill } from "@/lib/i18n/fill";
import type { Locale } from "@/lib/i18n/locales";
import { localePath, splitLocalePath } from "@/lib/i18n/paths";
import type { JournalItem } from "@/lib/readings/journal-response";
import { DailyHistory } from "./daily-history";
import { InsightsView } from "./insights-view";
import { JournalEntry } from "./journal-entry";
import { JournalSearch } from "./journal-search";
import { ReadingDetail } from "./reading-detail";
import styles from "./journal.module.css";
import { useBusyAction } from "./use-busy-action";

type Listing = { state: "loading" } | { state: "failed" } | { state: "loaded"; readings: JournalItem[]; nextCursor: string | null };

const VIEWS = ["readings", "daily", "insights"] as const;
type View = (typeof VIEWS)[number];

/** Downloads a file the browser already holds. */
function download(body: string, type: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([body], { type }));
  const link = Object.assign(document.createElement("a"), { href: url, download: fileName });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** 'My Readings': the signed-in user's past readings; a prompt to sign in otherwise. */
export function JournalView() {
  const { user, isUserLoading, setAuthModalOpen } = useAppState();
  const { journal } = useMessages();
  return (
    <article className={styles.page} aria-labelledby="journal-title">
      <h1 id="journal-title">{journal.title}</h1>
      {isUserLoading ? (
        <p className={styles.status}>{journal.loading}</p>
      ) : user ? (
        <JournalViews key={user.email} />
      ) : (
        <div className={styles.empty}>
          <p>{journal.signedOut}</p>
          <button type="button" className={`${buttonStyles.button} ${buttonStyles.primary}`} onClick={() => setAuthModalOpen(true)}>
            {journal.signIn}
          </button>
        </div>
      )}
    </article>
  );
}

/** The journal's three views (docs/product.md#my-readings): the readings, the kept cards of the day, and their patterns. */
function JournalViews() {
  const [view, setView] = useState<View>("readings");
  const { journal } = useMessages();
  const locale = useLocale();
  return (
    <>
      <div role="group" aria-label={journal.views.label} className={styles.views}>
        {VIEWS.map((option) => (
          <button
            key={option}
            type="button"
            className={`${buttonStyles.button} ${view === option ? buttonStyles.primary : ""}`}
            aria-pressed={view === option}
            onClick={() => {
              // Another view leaves an opened reading's address for the journal's own.
              if (option !== "readings" && readingIdOf(window.location.pathname)) window.history.replaceState(null, "", localePath(locale, "/readings"));
              setView(option);
            }}
          >
            {journal.views[option]}
          </button>
        ))}
      </div>
      {view === "readings" ? (
        // The address's `?reading=` (the old address of one reading) is read in the browser only.
        <Suspense fallback={null}>
          <ReadingsJournal />
        </Suspense>
      ) : view === "daily" ? <DailyHistory /> : <InsightsView />}
    </>
  );
}

function ReadingsJournal() {
  const { journal } = useMessages();
  const locale = useLocale();
  const [listing, setListing] = useState<Listing>({ state: "loading" });
  // The search the list shows; null for every reading.
  const [search, setSearch] = useState<string | null>(null);
  const { openId, openReading, backToList } = useOpenReading();
  const { isBusy, whileBusy } = useBusyAction();
  // The reading last opened and where the list was scrolled then (null: opened by its link, not from the list).
  const returnFocusTo = useRef<{ id: string; scrollY: number | null } | null>(null);
  const restorePending = useRef(false);
  // The pages load on input: an answer to an older search (or its older pages) never replaces a newer one.
  const [pages] = useState(newestOnly);

  const fetchFirstPage = useCallback(
    (q: string | null) =>
      pages.run((signal) => getJournalPage({ q, signal })).then((result) => {
        if (result) setListing(result.kind === "done" ? { state: "loaded", ...result.data } : { state: "failed" });
      }),
    [pages],
  );

  useEffect(() => {
    void fetchFirstPage(null);
    return () => pages.cancel();
  }, [fetchFirstPage, pages]);

  const retry = () => {
    setListing({ state: "loading" });
    void fetchFirstPage(search);
  };

  // Every search asks again, even for the words already shown.
  const searchFor = (q: string | null) => {
    setListing({ state: "loading" });
    setSearch(q);
    void fetchFirstPage(q);
  };

  // Back from a reading (the page's button, the browser's Back, again after Forward), the list is where it
  // was and focus returns to the reading's 'Open' button; a reading opened by its link scrolls to its entry.
  useLayoutEffect(() => {
    if (openId !== null) {
      if (returnFocusTo.current?.id !== openId) returnFocusTo.current = { id: openId, scrollY: null };
      restorePending.current = true;
      return;
    }
    if (!restorePending.current || !returnFocusTo.current || listing.state !== "loaded") return;
    restorePending.current = false;
    const { id, scrollY } = returnFocusTo.current;
    if (scrollY !== null) window.scrollTo(0, scrollY);
    document.getElementById(`open-${id}`)?.focus({ preventScroll: scrollY !== null });
  }, [openId, listing]);

  const open = (id: string) => {
    returnFocusTo.current = { id, scrollY: window.scrollY };
    openReading(id);
  };

  const searchBox = <JournalSearch search={search} onSearch={searchFor} />;
  if (listing.state === "loading") {
    return (
      <>
        {search !== null ? searchBox : null}
        <p className={styles.status}>{search !== null ? journal.list.searching : journal.loading}</p>
      </>
    );
  }
  if (listing.state === "failed") {
    return (
      <div className={styles.empty}>
        <p role="alert">{journal.list.loadFailed}</p>
        <button type="button" className={buttonStyles.button} onClick={retry}>
          {journal.list.tryAgain}
        </button>
      </div>
    );
  }

  const { readings, nextCursor } = listing;
  const removeFromList = (id: string) => setListing({ ...listing, readings: readings.filter((reading) => reading.id !== id) });

  const handleDelete = async (id: string) => {
    if (!window.confirm(journal.list.confirmDelete)) return;
    await whileBusy(async () => {
      if ((await deleteJournalReading(id)).kind !== "done") return false;
      if (openId === id) backToList();
      removeFromList(id);
      void notify.success(journal.list.deleted);
      return true;
    }, journal.list.deleteFailed);
  };

  const handleDeleteAll = async () => {
    if (!window.confirm(journal.list.confirmDeleteAll)) return;
    await whileBusy(async () => {
      if ((await deleteWholeJournal()).kind !== "done") return false;
      setListing({ state: "loaded", readings: [], nextCursor: null });
      void notify.success(journal.list.allDeleted);
      return true;
    }, journal.list.deleteAllFailed);
  };

  const handleExport = (format: "markdown" | "json") =>
    whileBusy(async () => {
      const result = await exportJournal(format, locale);
      if (result.kind !== "done") return false;
      download(result.data.body, result.data.type, result.data.fileName);
      return true;
    }, journal.list.exportFailed);

  const handleLoadMore = () =>
    whileBusy(async () => {
      const result = await pages.run((signal) => getJournalPage({ cursor: nextCursor, q: search, signal }));
      // Null: a newer search has replaced this list, and it is not ours to extend.
      if (result === null) return true;
      if (result.kind !== "done") return false;
      setListing({ state: "loaded", readings: [...readings, ...result.data.readings], nextCursor: result.data.nextCursor });
      return true;
    }, journal.list.loadMoreFailed);

  if (openId) {
    return (
      <ReadingDetail
        id={openId}
        onBack={backToList}
        onDelete={() => handleDelete(openId)}
        isBusy={isBusy}
      />
    );
  }

  if (readings.length === 0 && search !== null) {
    return (
      <>
        {searchBox}
        <p className={styles.status} role="status">
          {fill(journal.list.noMatch, { search })}
        </p>
      </>
    );
  }

  if (readings.length === 0) {
    return (
      <div className={styles.empty}>
        <p>{journal.list.empty}</p>
        <Link href={localePath(locale, "/")} className={`${buttonStyles.button} ${buttonStyles.primary}`}>
          {journal.list.drawReading}
        </Link>
      </div>
    );
  }

  return (
    <>
      {searchBox}
      <div className={styles.toolbar}>
        <p className={styles.count} role={search !== null ? "status" : undefined}>
          {search !== null ? fill(journal.list.matching, { search }) : journal.list.newestFirst}
        </p>
        <button type="button" className={buttonStyles.button} onClick={() => handleExport("markdown")} disabled={isBusy}>
          {journal.list.export}
        </button>
        <button type="button" className={buttonStyles.button} onClick={() => handleExport("json")} disabled={isBusy}>
          {journal.list.exportJson}
        </button>
        <button type="button" className={`${buttonStyles.button} ${buttonStyles.danger}`} onClick={handleDeleteAll} disabled={isBusy}>
          {journal.list.deleteAll}
        </button>
      </div>
      <ol className={styles.list} aria-label={journal.list.label}>
        {readings.map((reading) => (
          <JournalEntry key={reading.id} reading={reading} onOpen={() => open(reading.id)} onDelete={() => handleDelete(reading.id)} isBusy={isBusy} />
        ))}
      </ol>
      {nextCursor && (
        <button type="button" className={`${buttonStyles.button} ${styles.more}`} onClick={handleLoadMore} disabled={isBusy}>
          {journal.list.showOlder}
        </button>
      )}
    </>
  );
}

/** The reading an address names: `/readings/<id>` (`/de/readings/<id>` in German), or null on the list. */
export function readingIdOf(pathname: string): string | null {
  const match = /^\/readings\/([^/]+)\/?$/.exec(splitLocalePath(pathname).path);
  return match ? decodeURIComponent(match[1]) : null;
}

/**
 * Which reading is open, kept in the address: opening one pushes `/readings/<id>` onto the history
 * without leaving the page, so the browser's Back (or 'Back to all readings') shows the list as it was.
 * `/readings?reading=<id>`, the old address, is replaced by the new one.
 */
function useOpenReading() {
  const pathname = usePagePath();
  const locale = useLocale();
  const searchParams = useSearchParams();
  const openedHere = useRef(false);
  const oldAddress = searchParams.get("reading");

  useEffect(() => {
    if (oldAddress) window.history.replaceState(null, "", readingPath(locale, oldAddress));
  }, [locale, oldAddress]);

  const openId = readingIdOf(pathname) ?? oldAddress;
  const openReading = (id: string) => {
    openedHere.current = true;
    window.history.pushState(null, "", readingPath(locale, id));
  };
  const backToList = () => {
    if (openedHere.current) {
      openedHere.current = false;
      window.history.back();
    } else {
      window.history.pushState(null, "", localePath(locale, "/readings"));
    }
  };
  return { openId, openReading, backToList };
}

function readingPath(locale: Locale, id: string): string {
  return localePath(locale, `/readings/${encodeURIComponent(id)}`);
}
