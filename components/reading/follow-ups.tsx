"use client";

import { useEffect, useId, useRef, useState } from "react";
import buttonStyles from "@/components/button.module.css";
import { useFailureMessage } from "@/components/i18n/failure-message";
import { useLocale, useMessages } from "@/components/i18n/messages-provider";
import { track } from "@/lib/client/analytics";
import { streamFollowUp } from "@/lib/client/api/readings";
import { fill, plural } from "@/lib/i18n/fill";
import type { FollowUpEntry } from "@/lib/readings/journal-response";
import { followUpsPerReading, hasPremiumAccess, type UserRole } from "@/lib/tarot/entitlements";
import { QUESTION_MAX_LENGTH } from "@/lib/tarot/question";
import { Interpretation } from "./interpretation";
import { settledMarkdown } from "./settled-markdown";
import { followUpLimitText } from "./words";
import styles from "./after-reading.module.css";

type Props = {
  readingId: string;
  /** The follow-ups already asked on this reading, oldest first. */
  initial: readonly FollowUpEntry[];
  role: UserRole;
  onSubscribe: () => void;
};

/** The question being answered, with the words written so far. */
type Asking = { question: string; text: string };
/** Why the last question got no answer; `limit` when the reading's follow-ups are used. */
type Failure = { error: string; limit: boolean };

/**
 * Follow-up questions on a finished reading (docs/product.md#after-a-reading): the answers so far, then
 * 'Ask a follow-up question' streaming the answer as it is written. When the reading's follow-ups are
 * used the box gives way to the limit, offering the subscription to a free reader.
 */
export function FollowUps({ readingId, initial, role, onSubscribe }: Props) {
  const { reading } = useMessages();
  const words = reading.followUps;
  const locale = useLocale();
  const failureMessage = useFailureMessage();
  const [asked, setAsked] = useState<FollowUpEntry[]>([...initial]);
  // Follow-ups used on this reading, as the server last counted them; the role's limit may still change (a subscription).
  const [used, setUsed] = useState(initial.length);
  const limit = followUpsPerReading(role);
  const remaining = Math.max(0, limit - used);
  const [draft, setDraft] = useState("");
  const [asking, setAsking] = useState<Asking | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const limitRef = useRef<HTMLDivElement>(null);
  // Set when this reader's own question used the last follow-up: focus follows to the words that replace the box.
  const focusLimit = useRef(false);
  const headingId = useId();
  const inputId = useId();
  const hintId = useId();

  const ask = async () => {
    const question = draft.trim();
    if (question === "" || asking) return;
    setFailure(null);
    setAsking({ question, text: "" });
    const result = await streamFollowUp(readingId, question, (text) => setAsking((current) => current && { ...current, text: current.text + text }));
    setAsking(null);
    switch (result.kind) {
      case "done":
        track("reading_follow_up");
        setAsked((list) => [...list, { id: result.followUpId ?? `unsaved-${list.length}`, question, answer: result.answer, createdAt: new Date().toISOString() }]);
        setUsed(limit - result.remaining);
        focusLimit.current = result.remaining === 0;
        setDraft("");
        return;
      case "refused":
        if (result.code === "follow_up_limit") {
          setUsed(limit);
          focusLimit.current = true;
        }
        // In the page's language: an English page keeps the server's sentence, another says the code's words.
        setFailure({ error: failureMessage(result, { broken: words.noAnswer }), limit: result.code === "follow_up_limit" });
        return;
      case "broken":
        // No answer at all: the call failed, or the stream broke off. Nothing was counted that the server kept.
        setFailure({ error: words.noAnswer, limit: false });
    }
  };

  const offerSubscription = !hasPremiumAccess(role);
  const limitReached = remaining === 0 && !asking;

  useEffect(() => {
    if (!limitReached || !focusLimit.current) return;
    focusLimit.current = false;
    limitRef.current?.focus();
  }, [limitReached]);

  return (
    <section className={styles.followUps} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.subheading}>
        {words.heading}
      </h3>
      {/* Announced once an answer is whole, not every few words: busy while it is written. */}
      <div aria-live="polite" aria-busy={asking !== null}>
        {asked.length > 0 || asking ? (
          <ol className={styles.answers}>
            {asked.map((entry) => (
              <li key={entry.id} className={styles.answer}>
                <p className={styles.asked}>{entry.question}</p>
                <Interpretation markdown={entry.answer} />
              </li>
            ))}
            {asking ? (
              <li className={styles.answer}>
                <p className={styles.asked}>{asking.question}</p>
                {asking.text ? (
                  <div aria-busy="true" data-testid="follow-up-streaming">
                    <Interpretation markdown={settledMarkdown(asking.text)} />
                  </div>
                ) : (
                  <p role="status" className={styles.quiet}>
                    {words.thinking}
                  </p>
                )}
              </li>
            ) : null}
          </ol>
        ) : null}
      </div>
      {limitReached ? (
        <div ref={limitRef} tabIndex={-1} className={styles.limit} data-testid="follow-up-limit">
          <p>{failure?.limit ? failure.error : followUpLimitText(role, words, locale)}</p>
          {offerSubscription ? (
            <button type="button" className={`${buttonStyles.button} ${buttonStyles.primary}`} onClick={onSubscribe}>
              {reading.screen.subscribeNow}
            </button>
          ) : null}
        </div>
      ) : (
        <form
          className={styles.ask}
          onSubmit={(event) => {
            event.preventDefault();
            void ask();
          }}
        >
          <label htmlFor={inputId}>{words.label}</label>
          <p id={hintId} className={styles.quiet}>
            {fill(plural(locale, remaining, words.hint), { limit })}
          </p>
          <textarea
            id={inputId}
            value={draft}
            maxLength={QUESTION_MAX_LENGTH}
            rows={2}
            // Read-only rather than disabled while answered, so focus stays in the box.
            readOnly={asking !== null}
            aria-describedby={hintId}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
              event.preventDefault();
              void ask();
            }}
          />
          <div className={styles.askRow}>
            <span className={styles.quiet}>
              {draft.length}/{QUESTION_MAX_LENGTH}
            </span>
            <button
              type="submit"
              className={`${buttonStyles.button} ${buttonStyles.primary}`}
              // aria-disabled keeps a focused button focused while the answer is written.
              aria-disabled={asking !== null || draft.trim() === ""}
            >
              {asking ? words.asking : words.ask}
            </button>
          </div>
        </form>
      )}
      {failure && !failure.limit ? (
        <p role="alert" className={styles.error}>
          {failure.error}
        </p>
      ) : null}
    </section>
  );
}
