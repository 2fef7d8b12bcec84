import type { ReadingAnswer } from "@/lib/client/api/readings";
import type { ErrorCode } from "@/lib/errors";
import { fill } from "@/lib/i18n/fill";
import type { Messages } from "@/languages";
import type { Remembered } from "@/lib/readings/remembered";
import { coerceSelection, type Selection, type Viewer } from "@/lib/tarot/entitlements";
import type { CategoryId } from "@/lib/tarot/categories";
import { DECK_SIZE } from "@/lib/tarot/deck";
import { QUESTION_MAX_LENGTH } from "@/lib/tarot/question";
import { getSpread, type SpreadId } from "@/lib/tarot/spreads";
import { FREE_VOICE, type Voice } from "@/lib/tarot/voices";
import { spreadName } from "./words";

/**
 * The reading screen as a pure reducer (docs/product.md#reading-screen).
 * The component dispatches; timers, randomness and network calls stay outside.
 */

/** The shuffle counter ends at 100 and ticks every 25 ms. */
export const SHUFFLE_END = 100;
export const SHUFFLE_TICK_MS = 25;
export const SHUFFLE_STEP = 5;
/** The empty-question shake lasts 600 ms. */
export const SHAKE_MS = 600;

/** The premium choices a viewer change took away (`before`) and what the reading uses instead (`after`). */
export type Coercion = { before: Selection; after: Selection };

type Phase = "idle" | "shuffling" | "selecting" | "dealing" | "revealed";
export type InterpretStatus = "none" | "loading" | "done" | "failed";

export type ReadingState = {
  phase: Phase;
  viewer: Viewer;
  /** Face-down deck order: card ids as laid out in the fan. */
  order: number[];
  shuffleProgress: number;
  question: string;
  /** Set by 'Continue...' with a blank question; typing clears it. */
  questionError: boolean;
  type: SpreadId;
  category: CategoryId;
  /** The reader voice the reading is written in (docs/product.md#reader-voices). */
  voice: Voice;
  /** Card ids picked in the fan, in pick order. */
  picked: number[];
  /** The cards of the reading, fixed by 'Continue...'. */
  reading: number[];
  status: InterpretStatus;
  /** The reading: while loading, the words streamed so far (null until the first); once done, all of it. */
  interpretation: string | null;
  /** The stored reading's id once it is done (follow-ups and feedback name it); null for an answer that was not stored. */
  readingId: string | null;
  /** What the finished reading's writer was given of the reader's recent readings; null until it is done. */
  remembered: Remembered | null;
  error: string | null;
  /** The server's machine-readable code for the error (e.g. `quota_exceeded`), when it sent one. */
  errorCode: string | null;
  /** Seconds a rate limit asked us to wait before 'Try again' is offered; null when there is nothing to wait for. */
  retryWaitSeconds: number | null;
  /** Readings the viewer may still start this month; null when no limit is known (signed out) or none applies (subscribers). */
  readingsLeft: number | null;
  /** 'Reveal and interpret' was pressed signed out: the reading carries on once a signed-in viewer arrives. */
  revealAfterSignIn: boolean;
  /** Which premium choice a new viewer could not keep, and what the reading uses instead (worded by `coercionNotice`). */
  notice: Coercion | null;
  /** 'I drew my own cards': the picks are the cards the reader drew from their own deck, chosen by name, not from the fan. */
  ownDraw: boolean;
};

export type ReadingAction =
  | { kind: "load"; order: number[] }
  | { kind: "newReading"; order: number[]; animate: boolean }
  | { kind: "shuffleTick" }
  | { kind: "setViewer"; viewer: Viewer; readingsLeft: number | null }
  | { kind: "setQuestion"; question: string }
  | { kind: "setType"; type: SpreadId }
  | { kind: "setCategory"; category: CategoryId }
  | { kind: "setVoice"; voice: Voice }
  | { kind: "togglePick"; cardId: number }
  | { kind: "setOwnDraw"; ownDraw: boolean }
  | { kind: "continue" }
  | { kind: "reveal" }
  | { kind: "retry" }
  | { kind: "retryWaitOver" }
  | { kind: "requireSignIn" }
  | { kind: "signInAbandoned" }
  | { kind: "interpretProgress"; text: string }
  | { kind: "interpretSucceeded"; interpretation: string; readingId: string | null; remembered?: Remembered }
  | { kind: "interpretFailed"; error: string; code?: string | null; retryAfterSeconds?: number | null };

/** Nothing picked, read or refused yet: a new screen, and every fresh deal. */
const NO_READING = {
  picked: [],
  reading: [],
  status: "none",
  interpretation: null,
  readingId: null,
  remembered: null,
  error: null,
  errorCode: null,
  retryWaitSeconds: null,
  revealAfterSignIn: false,
  notice: null,
} satisfies Partial<ReadingState>;

export function initialReadingState(viewer: Viewer = "anonymous"): ReadingState {
  return {
    phase: "idle",
    viewer,
    order: [],
    shuffleProgress: 0,
    question: "",
    questionError: false,
    type: "one_card",
    category: "general",
    voice: FREE_VOICE,
    ...NO_READING,
    readingsLeft: null,
    ownDraw: false,
  };
}

export function requiredCards(state: ReadingState): number {
  return getSpread(state.type).cardCount;
}

/** Question, type and category are locked during dealing, revealing and loading. */
export function isLocked(state: ReadingState): boolean {
  return state.phase === "dealing" || state.phase === "revealed" || state.status === "loading";
}

export function canContinue(state: ReadingState): boolean {
  return state.phase === "selecting" && state.picked.length === requiredCards(state);
}

/** A signed-in free user with no free reading and no bonus credit left this month (the server's 402 stays the authority). */
export function isOutOfReadings(state: ReadingState): boolean {
  return state.readingsLeft === 0;
}

/** Refused for the reader's plan with the cards still dealt face down (docs/product.md#reading-screen). */
export function isRefusedKept(state: ReadingState): boolean {
  return state.phase === "dealing" && state.status === "failed";
}

/** Failures of the service, not refusals of this reading: the same request may well succeed when sent again. */
const RETRYABLE_CODES: ReadonlySet<string> = new Set<ErrorCode>([
  "interpreter_unavailable",
  "unavailable",
  "maintenance",
  "internal_error",
  "rate_limited",
  "daily_limit",
  "ai_budget_reached",
]);

/** Refusals that only end when their window does: 'Try again' waits for the Retry-After they name. */
const WAITING_CODES: ReadonlySet<string> = new Set<ErrorCode>(["rate_limited", "daily_limit", "ai_budget_reached"]);

/**
 * 'Try again' sends the failed reading again, cards and all: offered after a failure that may pass (no
 * code means the call failed or broke off) once any wait is over, while the dealt cards still fit the
 * spread and the viewer has a reading left.
 */
export function canRetry(state: ReadingState): boolean {
  return (
    state.phase === "revealed" &&
    state.status === "failed" &&
    (state.errorCode === null || RETRYABLE_CODES.has(state.errorCode)) &&
    state.retryWaitSeconds === null &&
    state.reading.length === requiredCards(state) &&
    !isOutOfReadings(state)
  );
}

/** The visitor who pressed reveal has signed in and may read: the reading carries on without a second press. */
export function shouldRevealAfterSignIn(state: ReadingState): boolean {
  return (
    state.revealAfterSignIn && state.viewer !== "anonymous" && state.phase === "dealing" && state.status !== "loading" && !isOutOfReadings(state)
  );
}

/** The words a coercion notice is written with: the reading catalog and the categories' names. */
export type NoticeWords = Pick<Messages, "reading" | "categories">;

/** The choices of `before` that `after` changed, as pairs of what was lost and what is used: spread, category, voice. */
function changedChoices(before: Selection, after: Selection, { reading, categories }: NoticeWords): [lost: string, used: string][] {
  const changed: [string, string][] = [];
  if (before.type !== after.type) changed.push([spreadName(reading, getSpread(before.type)), spreadName(reading, getSpread(after.type))]);
  if (before.category !== after.category) changed.push([categories[before.category], categories[after.category]]);
  if (before.voice && after.voice && before.voice !== after.voice) {
    const voice = (id: Voice) => fill(reading.coercion.voice, { voice: reading.voices[id] });
    changed.push([voice(before.voice), voice(after.voice)]);
  }
  return changed;
}

/** What a viewer change took away, if anything: the choices as they were and as the reading now has them. */
export function coercionOf(before: Selection, after: Selection): Coercion | null {
  const changed = before.type !== after.type || before.category !== after.category || (before.voice && after.voice && before.voice !== after.voice);
  if (!changed) return null;
  return { before: { type: before.type, category: before.category, voice: before.voice }, after };
}

/** What a viewer change took away: "Love and relationships comes with Premium, so this reading uses General question." */
export function coercionNotice(before: Selection, after: Selection, words: NoticeWords): string | null {
  const changed = changedChoices(before, after, words);
  if (changed.length === 0) return null;
  const { joiner, one, other } = words.reading.coercion;
  const lost = changed.map(([choice]) => choice).join(joiner);
  const used = changed.map(([, choice]) => choice).join(joiner);
  const notice = fill(changed.length === 1 ? one : other, { lost, used });
  return notice.charAt(0).toUpperCase() + notice.slice(1);
}

function isValidOrder(order: number[]): boolean {
  return order.length === DECK_SIZE && new Set(order).size === DECK_SIZE && order.every((id) => id >= 0 && id < DECK_SIZE);
}

/** A fresh deal: picks, the reading and its result cleared; question and choices kept. */
function freshDeal(state: ReadingState, order: number[], phase: Phase): ReadingState {
  return {
    ...state,
    phase,
    order,
    shuffleProgress: phase === "shuffling" ? 0 : SHUFFLE_END,
    ...NO_READING,
  };
}

/**
 * Coercion when the viewer changes (docs/product.md#roles). Dealt cards that no longer fit the coerced spread go back to
 * the fan (as many picks kept as the new spread takes), so the change is visible before anything is sent.
 */
function withViewer(state: ReadingState, viewer: Viewer, readingsLeft: number | null): ReadingState {
  const coerced = coerceSelection(viewer, state);
  const next: ReadingState = {
    ...state,
    viewer,
    readingsLeft,
    category: coerced.category,
    voice: coerced.voice ?? FREE_VOICE,
    notice: coercionOf(state, coerced) ?? state.notice,
    revealAfterSignIn: state.revealAfterSignIn && readingsLeft !== 0,
    // The refusal is over once the reader can read again (subscribed, or given bonus readings): the kept cards wait.
    ...(isRefusedKept(state) && state.readingsLeft === 0 && readingsLeft !== 0 ? { status: "none" as const, error: null, errorCode: null } : {}),
  };
  const count = getSpread(coerced.type).cardCount;
  if (state.phase === "dealing" && count !== state.reading.length) {
    return { ...next, type: coerced.type, phase: "selecting", picked: state.reading.slice(0, count), reading: [], revealAfterSignIn: false };
  }
  return withSpread(next, coerced.type);
}

export function readingReducer(state: ReadingState, action: ReadingAction): ReadingState {
  switch (action.kind) {
    case "load":
      if (state.phase !== "idle" || !isValidOrder(action.order)) return state;
      return freshDeal(state, action.order, "selecting");

    case "newReading":
      if (state.phase !== "revealed" || state.status === "loading" || !isValidOrder(action.order)) return state;
      return freshDeal(state, action.order, action.animate ? "shuffling" : "selecting");

    case "shuffleTick": {
      if (state.phase !== "shuffling") return state;
      const shuffleProgress = Math.min(SHUFFLE_END, state.shuffleProgress + SHUFFLE_STEP);
      return { ...state, shuffleProgress, phase: shuffleProgress >= SHUFFLE_END ? "selecting" : "shuffling" };
    }

    case "setViewer":
      if (action.viewer === state.viewer && action.readingsLeft === state.readingsLeft) return state;
      return withViewer(state, action.viewer, action.readingsLeft);

    case "setQuestion":
      if (isLocked(state)) return state;
      return { ...state, question: action.question.slice(0, QUESTION_MAX_LENGTH), questionError: false };

    case "setType":
      if (isLocked(state)) return state;
      return withSpread({ ...state, notice: null }, coerceSelection(state.viewer, { type: action.type, category: state.category }).type);

    case "setCategory":
      if (isLocked(state)) return state;
      return { ...state, notice: null, category: coerceSelection(state.viewer, { type: state.type, category: action.category }).category };

    case "setVoice":
      if (isLocked(state)) return state;
      return { ...state, notice: null, voice: coerceSelection(state.viewer, { type: state.type, category: state.category, voice: action.voice }).voice ?? FREE_VOICE };

    case "togglePick": {
      if (state.phase !== "selecting" || !state.order.includes(action.cardId)) return state;
      if (state.picked.includes(action.cardId)) {
        return { ...state, picked: state.picked.filter((id) => id !== action.cardId) };
      }
      if (state.picked.length >= requiredCards(state)) return state;
      return { ...state, picked: [...state.picked, action.cardId] };
    }

    case "setOwnDraw":
      // Picks from the fan are not cards the reader drew, nor the other way round: switching starts the picks again.
      if (state.phase !== "selecting" || state.ownDraw === action.ownDraw) return state;
      return { ...state, ownDraw: action.ownDraw, picked: [] };

    case "continue":
      if (!canContinue(state)) return state;
      if (state.question.trim() === "") return { ...state, questionError: true };
      return { ...state, phase: "dealing", reading: state.picked, questionError: false };

    case "reveal":
      if (state.phase !== "dealing" || state.status === "loading" || isOutOfReadings(state)) return state;
      return { ...state, phase: "revealed", status: "loading", interpretation: null, error: null, errorCode: null, revealAfterSignIn: false };

    case "retry":
      if (!canRetry(state)) return state;
      return { ...state, status: "loading", interpretation: null, error: null, errorCode: null };

    case "retryWaitOver":
      if (state.retryWaitSeconds === null) return state;
      return { ...state, retryWaitSeconds: null };

    case "requireSignIn":
      if (state.phase !== "dealing" || state.viewer !== "anonymous") return state;
      return { ...state, revealAfterSignIn: true };

    case "signInAbandoned":
      if (!state.revealAfterSignIn) return state;
      return { ...state, revealAfterSignIn: false };

    case "interpretProgress":
      if (state.phase !== "revealed" || state.status !== "loading" || action.text === "") return state;
      return { ...state, interpretation: (state.interpretation ?? "") + action.text };

    case "interpretSucceeded":
      if (state.phase !== "revealed" || state.status !== "loading") return state;
      return { ...state, status: "done", interpretation: action.interpretation, readingId: action.readingId, remembered: action.remembered ?? null };

    case "interpretFailed": {
      // A failure mid-stream replaces the words so far with the red box.
      if (state.phase !== "revealed" || state.status !== "loading") return state;
      const errorCode = action.code ?? null;
      // A rate limit refuses again until its window ends; a 503 may be answered at once by another instance.
      const wait = errorCode !== null && WAITING_CODES.has(errorCode) ? (action.retryAfterSeconds ?? 0) : 0;
      // A reading refused for the reader's plan (the quota reached from another tab): nothing was read, so the cards
      // turn back face down, kept for when the reader can read them.
      if (offersSubscription(errorCode)) return { ...state, phase: "dealing", status: "failed", interpretation: null, error: action.error, errorCode, retryWaitSeconds: null };
      return { ...state, status: "failed", interpretation: null, error: action.error, errorCode, retryWaitSeconds: wait > 0 ? wait : null };
    }
  }
}

/** Changing the spread keeps only as many picks as the new spread takes. */
function withSpread(state: ReadingState, type: SpreadId): ReadingState {
  const count = getSpread(type).cardCount;
  return { ...state, type, picked: state.picked.slice(0, count) };
}

/** Refusals that the subscription lifts: the result box offers the subscribe dialog with them. */
export function offersSubscription(errorCode: string | null): boolean {
  return errorCode === "quota_exceeded" || errorCode === "premium_required";
}

/** The screen's own words for an answer it cannot use (the server's refusals carry theirs). */
export type FailureWords = { unknownError: string; callFailed: string };

/** What the screen shows for the answer to a reading call (docs/product.md#reading-screen). */
export function interpretOutcome(answer: ReadingAnswer, words: FailureWords): ReadingAction {
  switch (answer.kind) {
    case "done":
      return { kind: "interpretSucceeded", interpretation: answer.interpretation, readingId: answer.readingId, remembered: answer.remembered };
    case "refused":
      return { kind: "interpretFailed", error: answer.error, code: answer.code, retryAfterSeconds: answer.retryAfterSeconds };
    case "broken":
      return { kind: "interpretFailed", error: answer.unrecognised ? words.unknownError : words.callFailed };
  }
}

/** The server answered the reading call (counted it, refused it, or sent neither): its word on the user's count may have changed. */
export function serverAnswered(answer: ReadingAnswer): boolean {
  return answer.kind !== "broken" || answer.unrecognised === true;
}
