"use client";

import Image from "next/image";
import Link from "next/link";
import { useEffect, useId, useState, useSyncExternalStore } from "react";
import { useAppState } from "@/components/app-state";
import buttonStyles from "@/components/button.module.css";
import { useLocale, useMessages } from "@/components/i18n/messages-provider";
import { getDailyCard } from "@/lib/client/api/daily-card";
import { browserTimeZone } from "@/lib/client/time-zone";
import type { DailyCard } from "@/lib/daily/daily-response";
import { firstSentence, sharePath } from "@/lib/daily/share-text";
import { fillCard } from "@/lib/i18n/card-in-sentence";
import { localePath } from "@/lib/i18n/paths";
import { cardImageSize } from "@/lib/tarot/card-images";
import { cardBySlug } from "@/lib/tarot/deck";
import { useCardName } from "@/components/i18n/card-names";
import { Interpretation } from "@/components/reading/interpretation";
import styles from "./daily-card-panel.module.css";

type Loaded = { state: "loading" } | { state: "failed" } | { state: "loaded"; daily: DailyCard; own: boolean };

/** Whether the browser shares through the system (phones); it never changes while the page is open. */
const neverChanges = () => () => {};
const canShareNatively = () => typeof navigator !== "undefined" && typeof navigator.share === "function";

/**
 * 'Your card for today' on `/` (docs/product.md#card-of-the-day): a compact strip above the reading screen,
 * its height kept from the first paint so nothing below moves when the card arrives. Opened, it shows the
 * day's message and a link to the card's page. 'Share' uses the system's share sheet where there is one,
 * otherwise 'Copy link'. Signed out, everyone's card of the day with an invitation to sign in.
 */
export function DailyCardPanel({ className = "" }: { className?: string }) {
  const words = useMessages().reading.daily;
  const locale = useLocale();
  const nameOf = useCardName();
  const { user, isUserLoading, setAuthModalOpen } = useAppState();
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  const [copied, setCopied] = useState(false);
  // The message (and the markdown renderer it needs) is rendered while the reader has it open.
  const [opened, setOpened] = useState(false);
  const nativeShare = useSyncExternalStore(neverChanges, canShareNatively, () => false);
  const titleId = useId();
  const messageId = useId();
  const signedIn = user !== null;

  useEffect(() => {
    if (isUserLoading) return;
    let cancelled = false;
    // A call of its own, whose parsers load with it: the API client and zod stay out of the home page's first load.
    void getDailyCard(browserTimeZone(), { signedIn, locale }).then((result) => {
      if (!cancelled) setLoaded(result.kind === "done" ? { state: "loaded", daily: result.data, own: signedIn } : { state: "failed" });
    });
    return () => {
      cancelled = true;
    };
  }, [isUserLoading, signedIn, locale]);

  if (loaded.state !== "loaded") {
    return (
      <section className={`${styles.panel} ${className}`} aria-labelledby={titleId} aria-busy={loaded.state === "loading"}>
        <div className={styles.body}>
          <h2 id={titleId} className={styles.title}>
            {words.title}
          </h2>
          <p className={styles.quiet}>{loaded.state === "loading" ? words.loading : words.failed}</p>
        </div>
      </section>
    );
  }

  const { daily, own } = loaded;
  const deckCard = cardBySlug(daily.card.slug);
  const name = deckCard ? nameOf(deckCard) : daily.card.name;
  const url = () => new URL(sharePath(daily.date, daily.card.slug, own ? user?.referral_code : null), window.location.origin).toString();
  const share = async () => {
    if (nativeShare) {
      // A closed share sheet is no failure: nothing to say.
      await navigator.share({ title: fillCard(locale, words.shareTitle, { card: name }), text: firstSentence(daily.message), url: url() }).catch(() => undefined);
      return;
    }
    try {
      await navigator.clipboard.writeText(url());
      setCopied(true);
    } catch {
      const { notify } = await import("@/lib/client/toast");
      void notify.error(words.copyFailed);
    }
  };
  const { width, height } = cardImageSize(daily.card.slug);

  // Opened, the message takes the panel's whole width under its header row (thumbnail, title, share).
  return (
    <section className={`${styles.panel} ${className}`} aria-labelledby={titleId} data-open={opened || undefined}>
      <div className={styles.header}>
        <Image
          className={styles.thumbnail}
          src={`/cards/${daily.card.slug}.jpg`}
          alt=""
          width={28}
          height={Math.round((28 * height) / width)}
          sizes="28px"
          quality={60}
        />
        <div className={styles.body}>
          <h2 id={titleId} className={styles.title}>
            {own ? words.ownTitle : words.sharedTitle}
            <span className={styles.name}>{name}</span>
          </h2>
          <button type="button" className={styles.toggle} aria-expanded={opened} aria-controls={messageId} onClick={() => setOpened((open) => !open)}>
            {words.readMessage}
          </button>
          {/* Said before it happens, in sight: signing in swaps everyone's card for the reader's own. */}
          {own ? null : <p className={styles.ownNote}>{words.ownNote}</p>}
        </div>
        <div className={styles.actions}>
          <button type="button" className={buttonStyles.button} onClick={() => void share()}>
            {nativeShare ? words.share : words.copyLink}
          </button>
          <span role="status" className={copied ? styles.copied : "visually-hidden"}>
            {copied ? words.copied : ""}
          </span>
        </div>
      </div>
      <div
        id={messageId}
        className={styles.message}
        hidden={!opened}
        data-testid="daily-message"
        // It may scroll on wide screens: a region the keyboard can reach and scroll.
        role="region"
        aria-label={words.message}
        tabIndex={opened ? 0 : undefined}
      >
        {opened ? (
          <>
            <Interpretation markdown={daily.message} />
            <p className={styles.links}>
              <Link href={localePath(locale, `/cards/${daily.card.slug}`)}>{fillCard(locale, words.meaning, { card: name })}</Link>
            </p>
            {own ? null : (
              <p className={styles.quiet}>
                {words.shared}{" "}
                <button type="button" className={styles.inlineButton} onClick={() => setAuthModalOpen(true)}>
                  {words.signIn}
                </button>{" "}
                {words.forOwn}
              </p>
            )}
          </>
        ) : null}
      </div>
    </section>
  );
}
