"use client";

import { useEffect, useId, useReducer, useRef, useState } from "react";
import { useAppState } from "@/components/app-state";
import buttonStyles from "@/components/button.module.css";
import { readToken } from "@/lib/client/session";
import { notify } from "@/lib/client/toast";
import type { Viewer } from "@/lib/tarot/access";
import { DECK, shuffledIds } from "@/lib/tarot/deck";
import {
  READING_MESSAGES,
  SHAKE_MS,
  SHUFFLE_TICK_MS,
  canContinue,
  initialReadingState,
  interpretOutcome,
  isLocked,
  offersSubscription,
  readingReducer,
  requiredCards,
  type ReadingState,
} from "@/lib/tarot/reading-machine";
import { CardFan } from "./card-fan";
import { DealtCards } from "./dealt-cards";
import { preloadInterpretation } from "./interpretation";
import { prefersReducedMotion } from "./motion";
import { QuestionBox } from "./question-box";
import { ReadingOptions } from "./reading-options";
import { ReadingResult } from "./reading-result";
import styles from "./reading-screen.module.css";

type FocusTarget = "reveal" | "result" | "deck";

/** The interpret call's answer, or undefined when the call itself failed (spec §8 "Reading screen"). */
async function requestInterpretation(state: ReadingState): Promise<unknown> {
  try {
    // The API client (and zod's parsers in it) loads with the first reading, not with the home page.
    const { interpretReading } = await import("@/lib/client/api");
    return await interpretReading({
      question: state.question,
      type: state.type,
      category: state.category,
      cards: state.reading.map((cardId) => DECK[cardId].name),
    });
  } catch {
    return undefined;
  }
}

/**
 * Spec §2 "Tarot reading screen": the reading machine (lib/tarot/reading-machine.ts) holds the
 * phases; this component feeds it the deck, the viewer, timers and the interpret call.
 */
export function ReadingScreen() {
  const { user, isUserLoading, setAuthModalOpen, refreshUser, openSubscribe } = useAppState();
  const [state, dispatch] = useReducer(readingReducer, "anonymous", initialReadingState);
  const [shake, setShake] = useState<0 | 1 | 2>(0);
  const deckHeadingId = useId();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const deckHeadingRef = useRef<HTMLHeadingElement>(null);
  const revealRef = useRef<HTMLButtonElement>(null);
  const resultHeadingRef = useRef<HTMLHeadingElement>(null);
  const pendingFocus = useRef<FocusTarget | null>(null);

  const viewer: Viewer = user ? user.role : "anonymous";
  const { phase, status } = state;
  const locked = isLocked(state);
  const required = requiredCards(state);
  const loading = status === "loading";

  // The deck is shuffled in the browser only, so the server's HTML never depends on chance.
  useEffect(() => {
    dispatch({ kind: "load", order: shuffledIds() });
  }, []);

  useEffect(() => {
    dispatch({ kind: "setViewer", viewer });
  }, [viewer]);

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
  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    const element = { reveal: revealRef, result: resultHeadingRef, deck: deckHeadingRef }[target].current;
    if (!element) return;
    pendingFocus.current = null;
    element.focus();
  }, [phase]);

  const handleContinue = () => {
    if (!canContinue(state)) return;
    dispatch({ kind: "continue" });
    if (state.question.trim() === "") {
      // Spec §5: highlight, shake, the inline text (QuestionBox) and the toast; focus goes to the box.
      setShake((previous) => (previous === 1 ? 2 : 1));
      void notify.error(READING_MESSAGES.questionError);
      textareaRef.current?.focus();
      return;
    }
    pendingFocus.current = "reveal";
  };

  const handleReveal = async () => {
    if (phase !== "dealing" || loading) return;
    // Spec §6: a visitor who is not signed in is asked to sign in instead of getting a reading.
    if (!user && (!isUserLoading || !readToken())) {
      setAuthModalOpen(true);
      return;
    }
    preloadInterpretation();
    pendingFocus.current = "result";
    dispatch({ kind: "reveal" });
    const outcome = interpretOutcome(await requestInterpretation(state));
    dispatch(outcome);
    // The profile's count of readings this month has moved.
    if (outcome.kind === "interpretSucceeded") void refreshUser();
  };

  const handleNewReading = () => {
    pendingFocus.current = "deck";
    dispatch({ kind: "newReading", order: shuffledIds(), animate: !prefersReducedMotion() });
  };

  const choosing = phase === "idle" || phase === "shuffling" || phase === "selecting";

  return (
    <div className={styles.screen}>
      <div className={styles.setup}>
        <QuestionBox
          question={state.question}
          onChange={(question) => dispatch({ kind: "setQuestion", question })}
          locked={locked}
          invalid={state.questionError}
          shake={shake}
          textareaRef={textareaRef}
        />
        <ReadingOptions
          viewer={state.viewer}
          type={state.type}
          category={state.category}
          locked={locked}
          onTypeChange={(type) => dispatch({ kind: "setType", type })}
          onCategoryChange={(category) => dispatch({ kind: "setCategory", category })}
        />
      </div>

      {choosing ? (
        <section className={styles.stage} aria-labelledby={deckHeadingId}>
          <h2 id={deckHeadingId} ref={deckHeadingRef} tabIndex={-1} className={styles.heading}>
            Thinking about your question
          </h2>
          <p className={styles.instruction}>{`Choose ${required} ${required === 1 ? "card" : "cards"}`}</p>
          <p role="status" className="visually-hidden">
            {phase === "shuffling" ? "Shuffling the deck..." : ""}
          </p>
          <CardFan
            order={state.order}
            picked={state.picked}
            required={required}
            interactive={phase === "selecting"}
            shuffling={phase === "shuffling"}
            onToggle={(cardId) => dispatch({ kind: "togglePick", cardId })}
          />
          <div className={styles.actions}>
            {canContinue(state) ? (
              <button type="button" className={`${buttonStyles.button} ${buttonStyles.primary} ${styles.action}`} onClick={handleContinue}>
                Continue...
              </button>
            ) : null}
          </div>
        </section>
      ) : (
        <div className={styles.stage}>
          <DealtCards cards={state.reading} type={state.type} revealed={phase === "revealed"} />
          {phase === "dealing" || loading ? (
            <div className={styles.actions}>
              <button
                ref={revealRef}
                type="button"
                className={`${buttonStyles.button} ${buttonStyles.primary} ${styles.action}`}
                disabled={loading}
                onClick={handleReveal}
              >
                {loading ? "Revealing..." : "Reveal and interpret"}
              </button>
              {!user && !isUserLoading ? <p className={styles.note}>Sign in to receive your interpretation.</p> : null}
            </div>
          ) : null}
          {phase === "revealed" ? (
            <ReadingResult
              status={status}
              interpretation={state.interpretation}
              error={state.error}
              headingRef={resultHeadingRef}
              onSubscribe={offersSubscription(state.errorCode) ? openSubscribe : undefined}
            />
          ) : null}
          {phase === "revealed" && !loading ? (
            <div className={styles.actions}>
              <button type="button" className={`${buttonStyles.button} ${buttonStyles.primary} ${styles.action}`} onClick={handleNewReading}>
                New Reading
              </button>
            </div>
          ) : null}
        </div>
      )}
    </div>
  );
}
