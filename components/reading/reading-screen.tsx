"use client";

import { useCallback, useEffect, useId, useReducer, useRef, useState } from "react";
import { useAppState } from "@/components/app-state";
import buttonStyles from "@/components/button.module.css";
import { useFailureMessage } from "@/components/i18n/failure-message";
import { useLocale, useMessages } from "@/components/i18n/messages-provider";
import type { Locale } from "@/lib/i18n/locales";
import { track } from "@/lib/client/analytics";
import type { ReadingAnswer } from "@/lib/client/api/readings";
import { readToken } from "@/lib/client/session";
import { plural } from "@/lib/i18n/fill";
import { notify } from "@/lib/client/toast";
import { readingsLeft, type Viewer } from "@/lib/tarot/entitlements";
import { DECK, shuffledIds } from "@/lib/tarot/deck";
import {
  SHAKE_MS,
  SHUFFLE_TICK_MS,
  canContinue,
  canRetry,
  coercionNotice,
  initialReadingState,
  interpretOutcome,
  isLocked,
  isOutOfReadings,
  isRefusedKept,
  offersSubscription,
  readingReducer,
  requiredCards,
  serverAnswered,
  shouldRevealAfterSignIn,
  type ReadingState,
} from "./reading-machine";
import { CardFan } from "./card-fan";
import { DealtCards } from "./dealt-cards";
import { preloadInterpretation } from "./interpretation";
import { prefersReducedMotion } from "./motion";
import { NoReadingsLeft } from "./no-readings-left";
import { OwnDrawPicker } from "./own-draw-picker";
import { SimilarOffer } from "./similar-offer";
import { useSimilarOffer, type SimilarStep } from "./use-similar-offer";
import { QuestionBox } from "./question-box";
import { ReadingOptions } from "./reading-options";
import { ReadingResult } from "./reading-result";
import resultStyles from "./reading-result.module.css";
import styles from "./reading-screen.module.css";

type FocusTarget = "reveal" | "result" | "deck" | "refusal";

/**
 * The interpret call, streamed: `onText` gets the words as they are written. Answers what became of
 * the call (docs/product.md#reading-screen), logging a finished reading; a client that could not even
 * load is a call that never left.
 */
async function requestInterpretation(state: ReadingState, locale: Locale, onText: (text: string) => void): Promise<ReadingAnswer> {
  let answer: ReadingAnswer;
  try {
    // The API client (and zod's parsers in it) loads with the first reading, not with the home page.
    const { streamReading } = await import("@/lib/client/api/readings");
    const cards = state.reading.map((cardId) => DECK[cardId].name);
    const ownDraw = state.ownDraw || undefined;
    // The page's language: the writer's when the question's own cannot be told (lib/writers/language.ts).
    answer = await streamReading({ question: state.question, type: state.type, category: state.category, voice: state.voice, cards, ownDraw, locale }, onText);
  } catch {
    return { kind: "broken", unreachable: true };
  }
  if (answer.kind === "done") track("tarot_interpret");
  return answer;
}

/** Scrolls an element into view (below the sticky header, via its scroll-margin-top), smoothly unless motion is reduced. */
function bringIntoView(element: HTMLElement | null, block: ScrollLogicalPosition): void {
  element?.scrollIntoView({ block, behavior: prefersReducedMotion() ? "auto" : "smooth" });
}

/**
 * The reading screen (docs/product.md#reading-screen): the reading machine (reading-machine.ts) holds the
 * phases; this component feeds it the deck, the viewer, timers and the interpret call.
 */
export function ReadingScreen() {
  const { reading, categories } = useMessages();
  const words = reading.screen;
  const locale = useLocale();
  const failureMessage = useFailureMessage();
  const { user, isUserLoading, isAuthModalOpen, setAuthModalOpen, setReferralModalOpen, refreshUser, openSubscribe } = useAppState();
  const [state, dispatch] = useReducer(readingReducer, "anonymous", initialReadingState);
  const [shake, setShake] = useState<0 | 1 | 2>(0);
  const deckHeadingId = useId();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const deckRef = useRef<HTMLElement>(null);
  const fanRef = useRef<HTMLDivElement>(null);
  const deckHeadingRef = useRef<HTMLHeadingElement>(null);
  const dealtRef = useRef<HTMLDivElement>(null);
  const revealRef = useRef<HTMLButtonElement>(null);
  const resultHeadingRef = useRef<HTMLHeadingElement>(null);
  const refusalRef = useRef<HTMLDivElement>(null);
  // The empty-question toast, while it may be showing: typing, dealing or the sign-in dialog dismisses it.
  const questionToast = useRef<Promise<string | number> | null>(null);
  const pendingFocus = useRef<FocusTarget | null>(null);
  const autoRevealed = useRef<ReadingState | null>(null);
  const ownDrawSearchRef = useRef<HTMLInputElement>(null);
  const similar = useSimilarOffer(Boolean(user));

  const viewer: Viewer = user ? user.role : "anonymous";
  const allowance = user
    ? readingsLeft({ role: user.role, readingsThisMonth: user.stats.currentMonth.total_count, bonusCredits: user.bonus_credits })
    : null;
  const { phase, status } = state;
  const locked = isLocked(state);
  const required = requiredCards(state);
  const loading = status === "loading";
  const outOfReadings = isOutOfReadings(state);

  // The deck is shuffled in the browser only, so the server's HTML never depends on chance.
  useEffect(() => {
    dispatch({ kind: "load", order: shuffledIds() });
  }, []);

  useEffect(() => {
    dispatch({ kind: "setViewer", viewer, readingsLeft: allowance });
  }, [viewer, allowance]);

  useEffect(() => {
    if (phase !== "shuffling") return;
    const timer = setInterval(() => dispatch({ kind: "shuffleTick" }), SHUFFLE_TICK_MS);
    return () => clearInterval(timer);
  }, [phase]);

  useEffect(() => {
    if (shake === 0) return;
    const timer = setTimeout(() => setShake(0), SHAKE_MS);
    return () => clearTimeout(timer);
  }, [shake]);

  // The control that started a phase change disappears with it; focus goes where the reading continues.
  // Dealt cards and the result come into view whole, their top below the sticky header.
  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    const element = { reveal: revealRef, result: resultHeadingRef, deck: deckHeadingRef, refusal: refusalRef }[target].current;
    if (!element) return;
    pendingFocus.current = null;
    if (target === "deck" || target === "refusal") {
      element.focus();
      return;
    }
    bringIntoView(dealtRef.current, "nearest");
    element.focus({ preventScroll: true });
  }, [phase]);

  // A rate limit's wait: 'Try again' appears once it is over.
  useEffect(() => {
    if (state.retryWaitSeconds === null) return;
    const timer = setTimeout(() => dispatch({ kind: "retryWaitOver" }), state.retryWaitSeconds * 1000);
    return () => clearTimeout(timer);
  }, [state.retryWaitSeconds]);

  /** Sends the reading's question, spread, category and cards; the answer settles the loading result. */
  const requestReading = useCallback(
    async (dealt: ReadingState) => {
      const answered = await requestInterpretation(dealt, locale, (text) => dispatch({ kind: "interpretProgress", text }));
      // A refusal in the page's language: its code's words (an English page keeps the server's own sentence).
      const answer = answered.kind === "refused" ? { ...answered, error: failureMessage(answered, { broken: answered.error }) } : answered;
      const outcome = interpretOutcome(answer, words);
      // A refusal for the reader's plan turns the cards back face down: its message takes the vanishing heading's focus.
      if (outcome.kind === "interpretFailed" && offersSubscription(outcome.code ?? null)) pendingFocus.current = "refusal";
      dispatch(outcome);
      // The server counted the reading, or refused it: the profile's count and the quota wall follow its word.
      if (serverAnswered(answer)) void refreshUser();
    },
    [refreshUser, words, locale, failureMessage],
  );

  const interpret = useCallback(
    async (dealt: ReadingState) => {
      preloadInterpretation();
      pendingFocus.current = "result";
      dispatch({ kind: "reveal" });
      await requestReading(dealt);
    },
    [requestReading],
  );

  // Issue #13: a visitor who signed in from 'Reveal and interpret' gets the reading without pressing it again.
  useEffect(() => {
    if (!shouldRevealAfterSignIn(state) || autoRevealed.current === state) return;
    autoRevealed.current = state;
    void interpret(state);
  }, [state, interpret]);

  const dismissQuestionToast = useCallback(() => {
    const toast = questionToast.current;
    if (!toast) return;
    questionToast.current = null;
    void toast.then((id) => notify.dismiss(id));
  }, []);

  // The sign-in dialog is no place for the empty-question toast (docs/product.md#reading-screen: typing clears it).
  useEffect(() => {
    if (isAuthModalOpen) dismissQuestionToast();
  }, [isAuthModalOpen, dismissQuestionToast]);

  // Closing the sign-in dialog without signing in cancels that.
  useEffect(() => {
    if (state.revealAfterSignIn && !isAuthModalOpen && !user) dispatch({ kind: "signInAbandoned" });
  }, [state.revealAfterSignIn, isAuthModalOpen, user]);

  // The one way to Premium from this screen: the subscribe dialog, after signing in when signed out.
  const requestUpgrade = () => (user ? openSubscribe() : setAuthModalOpen(true));
  const requestInvite = () => (user ? setReferralModalOpen(true) : setAuthModalOpen(true));

  /** One step from the written question to the cards: on phones the deck is below the fold. */
  const goToDeckNow = () => {
    if (state.question.trim() === "" || phase !== "selecting") return;
    bringIntoView(deckRef.current, "nearest");
    if (state.ownDraw) ownDrawSearchRef.current?.focus({ preventScroll: true });
    else fanRef.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus({ preventScroll: true });
  };

  const continueNow = () => {
    if (!canContinue(state)) return;
    dispatch({ kind: "continue" });
    if (state.question.trim() === "") {
      // Highlight, shake, the inline text (QuestionBox) and the toast; focus goes to the box.
      setShake((previous) => (previous === 1 ? 2 : 1));
      questionToast.current = notify.error(reading.questionBox.toast);
      textareaRef.current?.focus();
      return;
    }
    dismissQuestionToast();
    pendingFocus.current = "reveal";
  };

  const revealFrom = (dealt: ReadingState) => {
    if (dealt.phase !== "dealing" || loading || outOfReadings) return;
    // A visitor who is not signed in is asked to sign in instead of getting a reading.
    if (!user && (!isUserLoading || !readToken())) {
      dispatch({ kind: "requireSignIn" });
      setAuthModalOpen(true);
      return;
    }
    void interpret(dealt);
  };
  const handleReveal = () => revealFrom(state);

  /** An own draw goes from the named cards to the reading in one press: dealt and revealed at once. */
  const ownRevealNow = () => {
    if (!canContinue(state)) return;
    if (state.question.trim() === "") return continueNow();
    dispatch({ kind: "continue" });
    revealFrom(readingReducer(state, { kind: "continue" }));
  };

  // A question asked this week is offered again before the step is taken (use-similar-offer.ts); the step runs
  // with the screen as it is when it runs, which may be after 'Draw new cards anyway'.
  const steps = useRef<Record<SimilarStep, () => void>>({ deck: goToDeckNow, continue: continueNow, ownReveal: ownRevealNow });
  useEffect(() => {
    steps.current = { deck: goToDeckNow, continue: continueNow, ownReveal: ownRevealNow };
  });
  const takeStep = (step: SimilarStep) => steps.current[step]();
  const goToDeck = () => {
    if (state.question.trim() !== "" && phase === "selecting") void similar.ask(state.question, "deck", takeStep);
  };
  const handleContinue = () => {
    if (canContinue(state)) void similar.ask(state.question, "continue", takeStep);
  };
  const handleOwnReveal = () => {
    if (canContinue(state)) void similar.ask(state.question, "ownReveal", takeStep);
  };
  const handleDrawAnyway = () => {
    const step = similar.drawAnyway();
    if (step) takeStep(step);
  };

  /** The same reading sent again, without drawing again; focus leaves the vanishing button for the result's heading. */
  const handleRetry = () => {
    if (!canRetry(state)) return;
    dispatch({ kind: "retry" });
    resultHeadingRef.current?.focus();
    void requestReading(state);
  };

  const handleNewReading = () => {
    similar.forget();
    pendingFocus.current = "deck";
    dispatch({ kind: "newReading", order: shuffledIds(), animate: !prefersReducedMotion() });
  };

  const notice = state.notice ? coercionNotice(state.notice.before, state.notice.after, { reading, categories }) : null;
  const choosing = phase === "idle" || phase === "shuffling" || phase === "selecting";
  const wall =
    user && outOfReadings ? (
      <NoReadingsLeft month={user.stats.month} headingRef={deckHeadingRef} onSubscribe={requestUpgrade} onInvite={requestInvite} />
    ) : null;

  // Out of readings, the wall comes first (on phones, above the question), so nobody writes a question for nothing.
  const wallFirst = choosing && wall;

  return (
    <div className={styles.screen}>
      {wallFirst ? <div className={`${styles.stage} ${styles.wallStage}`}>{wall}</div> : null}
      <div className={styles.setup}>
        <QuestionBox
          question={state.question}
          onChange={(question) => {
            dismissQuestionToast();
            dispatch({ kind: "setQuestion", question });
          }}
          locked={locked}
          invalid={state.questionError}
          shake={shake}
          textareaRef={textareaRef}
          onDone={goToDeck}
        />
        <ReadingOptions
          viewer={state.viewer}
          type={state.type}
          category={state.category}
          locked={locked}
          onTypeChange={(type) => dispatch({ kind: "setType", type })}
          onCategoryChange={(category) => dispatch({ kind: "setCategory", category })}
          voice={state.voice}
          onVoiceChange={(voice) => dispatch({ kind: "setVoice", voice })}
          onUpgrade={requestUpgrade}
        />
        <p role="status" className={notice ? styles.notice : "visually-hidden"}>
          {notice ?? ""}
        </p>
        {similar.offer && similar.offer.question === state.question.trim() && choosing ? (
          <SimilarOffer reading={similar.offer.reading} onDrawAnyway={handleDrawAnyway} />
        ) : null}
        {choosing && !outOfReadings ? (
          <button type="button" className={`${buttonStyles.button} ${styles.toDeck}`} onClick={goToDeck} disabled={phase !== "selecting"}>
            {plural(locale, required, words.toDeck)}
            <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M12 5v14M6 13l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
        ) : null}
      </div>

      {wallFirst ? null : choosing ? (
        <section ref={deckRef} className={`${styles.stage} ${styles.deck}`} aria-labelledby={deckHeadingId}>
          <h2 id={deckHeadingId} ref={deckHeadingRef} tabIndex={-1} className={styles.heading}>
            {words.deckHeading}
          </h2>
          <p className={styles.instruction}>
            {plural(locale, required, state.ownDraw ? words.nameOwnDraw : words.choose)}
          </p>
          <label className={styles.ownDraw}>
            <input
              type="checkbox"
              checked={state.ownDraw}
              disabled={phase !== "selecting"}
              onChange={(event) => dispatch({ kind: "setOwnDraw", ownDraw: event.target.checked })}
            />
            {words.ownDraw}
          </label>
          <p role="status" className="visually-hidden">
            {phase === "shuffling" ? words.shuffling : ""}
          </p>
          {state.ownDraw && phase === "selecting" ? (
            <OwnDrawPicker
              type={state.type}
              picked={state.picked}
              onToggle={(cardId) => dispatch({ kind: "togglePick", cardId })}
              onReveal={handleOwnReveal}
              searchRef={ownDrawSearchRef}
            />
          ) : (
            <CardFan
              order={state.order}
              picked={state.picked}
              required={required}
              interactive={phase === "selecting"}
              shuffling={phase === "shuffling"}
              onToggle={(cardId) => dispatch({ kind: "togglePick", cardId })}
              groupRef={fanRef}
            />
          )}
          <div className={styles.actions}>
            {canContinue(state) && !state.ownDraw ? (
              <button type="button" className={`${buttonStyles.button} ${buttonStyles.primary} ${styles.action}`} onClick={handleContinue}>
                {words.continue}
              </button>
            ) : null}
          </div>
        </section>
      ) : (
        <div ref={dealtRef} className={styles.stage}>
          <DealtCards cards={state.reading} type={state.type} revealed={phase === "revealed"} />
          {isRefusedKept(state) ? (
            <div ref={refusalRef} tabIndex={-1} className={styles.refusal}>
              <div role="alert" className={resultStyles.error}>
                <p className={resultStyles.errorText}>{state.error}</p>
                <button type="button" className={`${buttonStyles.button} ${buttonStyles.primary} ${resultStyles.errorAction}`} onClick={requestUpgrade}>
                  {words.subscribeNow}
                </button>
              </div>
            </div>
          ) : phase === "dealing" && wall ? (
            wall
          ) : null}
          {(phase === "dealing" && !wall) || loading ? (
            <div className={styles.actions}>
              <button
                ref={revealRef}
                type="button"
                className={`${buttonStyles.button} ${buttonStyles.primary} ${styles.action}`}
                disabled={loading}
                onClick={handleReveal}
              >
                {loading ? words.revealing : words.reveal}
              </button>
              {!user && !isUserLoading ? <p className={styles.note}>{words.signInNote}</p> : null}
            </div>
          ) : null}
          {phase === "revealed" ? (
            <ReadingResult
              status={status}
              interpretation={state.interpretation}
              readingId={state.readingId}
              remembered={state.remembered}
              error={state.error}
              headingRef={resultHeadingRef}
              onSubscribe={offersSubscription(state.errorCode) ? openSubscribe : undefined}
              onRetry={canRetry(state) ? handleRetry : undefined}
            />
          ) : null}
          {phase === "revealed" && !loading ? (
            <div className={styles.actions}>
              <button type="button" className={`${buttonStyles.button} ${buttonStyles.primary} ${styles.action}`} onClick={handleNewReading}>
                {words.newReading}
              </button>
            </div>
          ) : null}
        </div>
      )}
    </div>
  );
}
