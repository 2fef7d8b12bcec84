import { describe, expect, it } from "vitest";
import { en } from "@/languages/en/messages";
import type { Selection } from "@/lib/tarot/entitlements";
import {
  SHUFFLE_END,
  SHUFFLE_STEP,
  canContinue,
  canRetry,
  coercionNotice,
  initialReadingState,
  interpretOutcome,
  offersSubscription,
  isLocked,
  isOutOfReadings,
  isRefusedKept,
  readingReducer,
  serverAnswered,
  shouldRevealAfterSignIn,
  type ReadingAction,
  type ReadingState,
} from "./reading-machine";

const ORDER = [...Array(22).keys()].reverse();
/** The English words the screen writes its notices and failures with. */
const WORDS = { reading: en.reading, categories: en.categories };
const FAILURE_WORDS = { unknownError: en.reading.screen.unknownError, callFailed: en.reading.screen.callFailed };

/** The coercion notice a state shows, in English. */
function noticeOf(state: ReadingState): string | null {
  return state.notice && coercionNotice(state.notice.before, state.notice.after, WORDS);
}

/** The notice for two selections, in English. */
const englishNotice = (before: Selection, after: Selection) => coercionNotice(before, after, WORDS);
const OTHER_ORDER = [...Array(22).keys()];

function run(state: ReadingState, ...actions: ReadingAction[]): ReadingState {
  return actions.reduce(readingReducer, state);
}

function selecting(viewer: ReadingState["viewer"] = "free"): ReadingState {
  return run(initialReadingState(viewer), { kind: "load", order: ORDER });
}

function dealing(question = "Will it rain?"): ReadingState {
  return run(selecting(), { kind: "setQuestion", question }, { kind: "togglePick", cardId: 5 }, { kind: "continue" });
}

function revealed(): ReadingState {
  return run(dealing(), { kind: "reveal" }, { kind: "interpretSucceeded", interpretation: "## Summary", readingId: "reading-1" });
}

describe("load", () => {
  it("starts idle and moves to selecting with the shuffled deck", () => {
    const start = initialReadingState();
    expect(start.phase).toBe("idle");
    const state = readingReducer(start, { kind: "load", order: ORDER });
    expect(state.phase).toBe("selecting");
    expect(state.order).toEqual(ORDER);
    expect(state.picked).toEqual([]);
  });

  it("ignores an order that is not a permutation of the deck", () => {
    const start = initialReadingState();
    expect(readingReducer(start, { kind: "load", order: [1, 2, 3] })).toBe(start);
    expect(readingReducer(start, { kind: "load", order: [...ORDER.slice(1), 0, 0].slice(0, 22) })).toBe(start);
  });

  it("happens only once", () => {
    const state = selecting();
    expect(readingReducer(state, { kind: "load", order: OTHER_ORDER })).toBe(state);
  });
});

describe("picking cards", () => {
  it("toggles a card on and off", () => {
    const picked = run(selecting(), { kind: "togglePick", cardId: 3 });
    expect(picked.picked).toEqual([3]);
    expect(run(picked, { kind: "togglePick", cardId: 3 }).picked).toEqual([]);
  });

  it("caps picks at the spread's card count", () => {
    const yesNo = run(selecting(), { kind: "setType", type: "yes_no" });
    const state = run(yesNo, ...[1, 2, 3, 4].map((cardId) => ({ kind: "togglePick" as const, cardId })));
    expect(state.picked).toEqual([1, 2, 3]);
  });

  it("still lets a capped selection un-pick a card", () => {
    const state = run(selecting(), { kind: "togglePick", cardId: 1 }, { kind: "togglePick", cardId: 1 }, { kind: "togglePick", cardId: 2 });
    expect(state.picked).toEqual([2]);
  });

  it("ignores picks outside the selecting phase and unknown cards", () => {
    expect(run(dealing(), { kind: "togglePick", cardId: 9 }).picked).toEqual([5]);
    expect(run(selecting(), { kind: "togglePick", cardId: 99 }).picked).toEqual([]);
    expect(run(initialReadingState(), { kind: "togglePick", cardId: 1 }).picked).toEqual([]);
  });

  it("offers Continue only once exactly the spread's count is picked", () => {
    const yesNo = run(selecting(), { kind: "setType", type: "yes_no" }, { kind: "togglePick", cardId: 1 }, { kind: "togglePick", cardId: 2 });
    expect(canContinue(yesNo)).toBe(false);
    expect(canContinue(run(yesNo, { kind: "togglePick", cardId: 3 }))).toBe(true);
  });

  it("drops picks beyond a smaller spread's count when the spread changes", () => {
    const three = run(selecting(), { kind: "setType", type: "yes_no" }, { kind: "togglePick", cardId: 1 }, { kind: "togglePick", cardId: 2 });
    expect(run(three, { kind: "setType", type: "one_card" }).picked).toEqual([1]);
  });
});

describe("continue (selecting → dealing)", () => {
  it("moves to dealing with the picked cards as the reading", () => {
    const state = dealing();
    expect(state.phase).toBe("dealing");
    expect(state.reading).toEqual([5]);
  });

  it("with an empty or blank question raises the question error and stays selecting", () => {
    for (const question of ["", "   \n "]) {
      const state = run(selecting(), { kind: "setQuestion", question }, { kind: "togglePick", cardId: 5 }, { kind: "continue" });
      expect(state.phase).toBe("selecting");
      expect(state.questionError).toBe(true);
      expect(state.reading).toEqual([]);
    }
  });

  it("clears the question error when the user types", () => {
    const errored = run(selecting(), { kind: "togglePick", cardId: 5 }, { kind: "continue" });
    expect(errored.questionError).toBe(true);
    expect(run(errored, { kind: "setQuestion", question: "W" }).questionError).toBe(false);
  });

  it("does nothing before enough cards are picked", () => {
    const state = run(selecting(), { kind: "setQuestion", question: "Why?" });
    expect(run(state, { kind: "continue" })).toBe(state);
  });

  it("has the spec's messages for the empty question", () => {
    expect(en.reading.questionBox.inline).toBe("Please enter your question above to continue.");
    expect(en.reading.questionBox.toast).toBe("Please enter your question before continuing.");
  });
});

describe("reveal (dealing → revealed)", () => {
  it("flips to revealed and starts loading", () => {
    const state = run(dealing(), { kind: "reveal" });
    expect(state.phase).toBe("revealed");
    expect(state.status).toBe("loading");
  });

  it("shows the interpretation when the call succeeds", () => {
    const state = revealed();
    expect(state.status).toBe("done");
    expect(state.interpretation).toBe("## Summary");
  });

  it("shows the error when the call fails", () => {
    const state = run(dealing(), { kind: "reveal" }, { kind: "interpretFailed", error: "Nope" });
    expect(state.status).toBe("failed");
    expect(state.error).toBe("Nope");
    expect(state.interpretation).toBeNull();
  });

  it("ignores a second reveal while loading and results that nobody asked for", () => {
    const loading = run(dealing(), { kind: "reveal" });
    expect(readingReducer(loading, { kind: "reveal" })).toBe(loading);
    const idle = selecting();
    expect(readingReducer(idle, { kind: "interpretSucceeded", interpretation: "x", readingId: "reading-1" })).toBe(idle);
    expect(readingReducer(idle, { kind: "interpretFailed", error: "x" })).toBe(idle);
    const done = revealed();
    expect(readingReducer(done, { kind: "interpretFailed", error: "late" })).toBe(done);
  });

  it("gathers streamed words while loading, ends with the whole reading, and drops the words when it fails", () => {
    const loading = run(dealing(), { kind: "reveal" });
    expect(loading.interpretation).toBeNull();
    const streaming = run(loading, { kind: "interpretProgress", text: "## Summary\nThe " }, { kind: "interpretProgress", text: "cards" });
    expect(streaming).toMatchObject({ status: "loading", interpretation: "## Summary\nThe cards" });
    expect(run(streaming, { kind: "interpretSucceeded", interpretation: "## Summary\nThe cards speak.", readingId: "reading-1" })).toMatchObject({
      status: "done",
      interpretation: "## Summary\nThe cards speak.",
      readingId: "reading-1",
    });
    expect(run(streaming, { kind: "interpretFailed", error: "Down", code: "interpreter_unavailable" })).toMatchObject({
      status: "failed",
      interpretation: null,
      error: "Down",
    });
    expect(readingReducer(selecting(), { kind: "interpretProgress", text: "late" })).toEqual(selecting());
    expect(readingReducer(revealed(), { kind: "interpretProgress", text: "late" })).toEqual(revealed());
  });

  it("cannot reveal from selecting", () => {
    const state = selecting();
    expect(readingReducer(state, { kind: "reveal" })).toBe(state);
  });
});

describe("locking", () => {
  it("locks question, type and category during dealing, revealing and loading", () => {
    for (const state of [dealing(), run(dealing(), { kind: "reveal" }), revealed()]) {
      expect(isLocked(state)).toBe(true);
      expect(readingReducer(state, { kind: "setQuestion", question: "Other" })).toBe(state);
      expect(readingReducer(state, { kind: "setType", type: "yes_no" })).toBe(state);
      expect(readingReducer(state, { kind: "setCategory", category: "general" })).toBe(state);
    }
  });

  it("leaves the controls free while selecting", () => {
    expect(isLocked(selecting())).toBe(false);
  });
});

describe("new reading (revealed → shuffling → selecting)", () => {
  it("clears picks and the result and keeps the question", () => {
    const state = run(revealed(), { kind: "newReading", order: OTHER_ORDER, animate: false });
    expect(state.phase).toBe("selecting");
    expect(state.order).toEqual(OTHER_ORDER);
    expect(state).toMatchObject({ picked: [], reading: [], interpretation: null, readingId: null, error: null, status: "none", question: "Will it rain?" });
  });

  it("runs the shuffle counter to 100 in steps before selecting when animated", () => {
    let state = run(revealed(), { kind: "newReading", order: OTHER_ORDER, animate: true });
    expect(state.phase).toBe("shuffling");
    expect(state.shuffleProgress).toBe(0);
    const ticks = SHUFFLE_END / SHUFFLE_STEP;
    for (let i = 1; i < ticks; i++) {
      state = readingReducer(state, { kind: "shuffleTick" });
      expect(state.phase).toBe("shuffling");
    }
    state = readingReducer(state, { kind: "shuffleTick" });
    expect(state.shuffleProgress).toBe(SHUFFLE_END);
    expect(state.phase).toBe("selecting");
  });

  it("ignores shuffle ticks outside shuffling", () => {
    const state = selecting();
    expect(readingReducer(state, { kind: "shuffleTick" })).toBe(state);
  });

  it("is refused while the interpretation is loading and outside revealed", () => {
    const loading = run(dealing(), { kind: "reveal" });
    expect(readingReducer(loading, { kind: "newReading", order: OTHER_ORDER, animate: false })).toBe(loading);
    const state = selecting();
    expect(readingReducer(state, { kind: "newReading", order: OTHER_ORDER, animate: false })).toBe(state);
  });

  it("also works after a failed interpretation", () => {
    const failed = run(dealing(), { kind: "reveal" }, { kind: "interpretFailed", error: "x" });
    expect(run(failed, { kind: "newReading", order: OTHER_ORDER, animate: false }).phase).toBe("selecting");
  });
});

describe("question box", () => {
  it("keeps at most 200 characters", () => {
    expect(run(selecting(), { kind: "setQuestion", question: "x".repeat(250) }).question).toHaveLength(200);
  });
});

describe("type and category coercion", () => {
  it("forces premium choices to one_card and General for anonymous and free viewers", () => {
    for (const viewer of ["anonymous", "free"] as const) {
      const state = run(selecting(viewer), { kind: "setType", type: "tarot" }, { kind: "setCategory", category: "love" });
      expect(state.type).toBe("one_card");
      expect(state.category).toBe("general");
    }
  });

  it("lets subscribers choose any spread and category", () => {
    const state = run(selecting("subscribed"), { kind: "setType", type: "tarot" }, { kind: "setCategory", category: "love" });
    expect(state.type).toBe("tarot");
    expect(state.category).toBe("love");
  });

  it("re-coerces when a subscriber signs out", () => {
    const premium = run(selecting("subscribed"), { kind: "setType", type: "three_cards" }, { kind: "setCategory", category: "career" });
    const signedOut = run(premium, { kind: "setViewer", viewer: "anonymous", readingsLeft: null });
    expect(signedOut).toMatchObject({ viewer: "anonymous", type: "one_card", category: "general" });
  });

  it("changes nothing when the viewer stays the same", () => {
    const state = selecting("free");
    expect(readingReducer(state, { kind: "setViewer", viewer: "free", readingsLeft: null })).toBe(state);
  });
});

describe("visible coercion when the viewer changes", () => {
  function premiumDealing(type: "three_cards" | "tarot" = "three_cards"): ReadingState {
    const cards = type === "tarot" ? [1, 2, 3, 4, 5] : [1, 2, 3];
    return run(
      selecting("subscribed"),
      { kind: "setType", type },
      { kind: "setCategory", category: "love" },
      { kind: "setQuestion", question: "Where is this going?" },
      ...cards.map((cardId) => ({ kind: "togglePick" as const, cardId })),
      { kind: "continue" },
    );
  }

  it("says which premium choice was lost and what the reading uses instead", () => {
    const signedOut = run(selecting("subscribed"), { kind: "setCategory", category: "love" }, { kind: "setViewer", viewer: "anonymous", readingsLeft: null });
    expect(noticeOf(signedOut)).toBe("Love and relationships comes with Premium, so this reading uses General question.");
    expect(englishNotice({ type: "tarot", category: "career" }, { type: "one_card", category: "general" })).toBe(
      "Tarot (Full Tarot) and Career and finances come with Premium, so this reading uses One Card and General question.",
    );
    expect(englishNotice({ type: "yes_no", category: "general" }, { type: "yes_no", category: "general" })).toBeNull();
  });

  it("sends dealt cards that no longer fit the spread back to the fan, keeping as many picks as it takes", () => {
    const dealt = premiumDealing("tarot");
    expect(dealt.phase).toBe("dealing");
    const signedOut = run(dealt, { kind: "setViewer", viewer: "anonymous", readingsLeft: null });
    expect(signedOut).toMatchObject({ phase: "selecting", type: "one_card", category: "general", picked: [1], reading: [] });
    expect(noticeOf(signedOut)).toMatch(/^Tarot \(Full Tarot\) and Love and relationships come with Premium/);
    expect(canContinue(signedOut)).toBe(true);
  });

  it("keeps dealt cards that still fit and only changes the category", () => {
    const dealt = run(
      selecting("subscribed"),
      { kind: "setType", type: "yes_no" },
      { kind: "setCategory", category: "career" },
      { kind: "setQuestion", question: "Should I apply?" },
      ...[4, 5, 6].map((cardId) => ({ kind: "togglePick" as const, cardId })),
      { kind: "continue" },
    );
    const free = run(dealt, { kind: "setViewer", viewer: "free", readingsLeft: 3 });
    expect(free).toMatchObject({ phase: "dealing", type: "yes_no", category: "general", reading: [4, 5, 6] });
    expect(noticeOf(free)).toBe("Career and finances comes with Premium, so this reading uses General question.");
  });

  it("clears the notice once the visitor chooses again or starts a new reading", () => {
    const signedOut = run(premiumDealing(), { kind: "setViewer", viewer: "anonymous", readingsLeft: null });
    expect(signedOut.notice).not.toBeNull();
    expect(run(signedOut, { kind: "setType", type: "yes_no" }).notice).toBeNull();
    expect(run(signedOut, { kind: "setCategory", category: "general" }).notice).toBeNull();
    const afterReading = run(
      selecting("subscribed"),
      { kind: "setCategory", category: "love" },
      { kind: "setQuestion", question: "Is it love?" },
      { kind: "togglePick", cardId: 2 },
      { kind: "continue" },
      { kind: "reveal" },
      { kind: "interpretSucceeded", interpretation: "## Summary", readingId: "reading-1" },
      { kind: "setViewer", viewer: "anonymous", readingsLeft: null },
    );
    expect(afterReading.notice).not.toBeNull();
    expect(run(afterReading, { kind: "newReading", order: OTHER_ORDER, animate: false }).notice).toBeNull();
  });
});

describe("reveal after sign-in", () => {
  function waitingForSignIn(): ReadingState {
    return run(
      initialReadingState("anonymous"),
      { kind: "load", order: ORDER },
      { kind: "setQuestion", question: "Will the move go well?" },
      { kind: "togglePick", cardId: 7 },
      { kind: "continue" },
      { kind: "requireSignIn" },
    );
  }

  it("carries on with the same question, spread, category and cards once a viewer signs in", () => {
    const waiting = waitingForSignIn();
    expect(waiting.revealAfterSignIn).toBe(true);
    expect(shouldRevealAfterSignIn(waiting)).toBe(false);
    const signedIn = run(waiting, { kind: "setViewer", viewer: "free", readingsLeft: 3 });
    expect(shouldRevealAfterSignIn(signedIn)).toBe(true);
    expect(signedIn).toMatchObject({ phase: "dealing", question: "Will the move go well?", type: "one_card", category: "general", reading: [7] });
    const revealing = run(signedIn, { kind: "reveal" });
    expect(revealing).toMatchObject({ phase: "revealed", status: "loading", revealAfterSignIn: false });
    expect(shouldRevealAfterSignIn(revealing)).toBe(false);
  });

  it("does not carry on when the dialog was closed without signing in", () => {
    const abandoned = run(waitingForSignIn(), { kind: "signInAbandoned" }, { kind: "setViewer", viewer: "free", readingsLeft: 3 });
    expect(shouldRevealAfterSignIn(abandoned)).toBe(false);
    expect(abandoned.phase).toBe("dealing");
  });

  it("does not carry on for an account with no reading left this month", () => {
    const signedIn = run(waitingForSignIn(), { kind: "setViewer", viewer: "free", readingsLeft: 0 });
    expect(isOutOfReadings(signedIn)).toBe(true);
    expect(shouldRevealAfterSignIn(signedIn)).toBe(false);
    expect(signedIn.revealAfterSignIn).toBe(false);
  });

  it("is asked only by a signed-out visitor in the dealing phase", () => {
    const free = run(dealing(), { kind: "requireSignIn" });
    expect(free.revealAfterSignIn).toBe(false);
    const anonymousSelecting = run(initialReadingState("anonymous"), { kind: "load", order: ORDER }, { kind: "requireSignIn" });
    expect(anonymousSelecting.revealAfterSignIn).toBe(false);
  });
});

describe("readings left (the quota wall before dealing)", () => {
  it("refuses to reveal when the viewer has no reading left, so no interpret call is made", () => {
    const out = run(dealing(), { kind: "setViewer", viewer: "free", readingsLeft: 0 });
    expect(isOutOfReadings(out)).toBe(true);
    expect(readingReducer(out, { kind: "reveal" })).toBe(out);
  });

  it("follows the allowance as the user is re-read, also without a change of role", () => {
    const free = run(selecting("free"), { kind: "setViewer", viewer: "free", readingsLeft: 1 });
    expect(isOutOfReadings(free)).toBe(false);
    const used = run(free, { kind: "setViewer", viewer: "free", readingsLeft: 0 });
    expect(isOutOfReadings(used)).toBe(true);
    expect(isOutOfReadings(run(used, { kind: "setViewer", viewer: "free", readingsLeft: 3 }))).toBe(false);
  });

  it("sets no limit for anonymous visitors and subscribers", () => {
    expect(isOutOfReadings(selecting("anonymous"))).toBe(false);
    expect(isOutOfReadings(run(selecting("free"), { kind: "setViewer", viewer: "subscribed", readingsLeft: null }))).toBe(false);
  });
});

describe("offersSubscription", () => {
  it("is true for the refusals a subscription lifts, and only those", () => {
    expect(offersSubscription("quota_exceeded")).toBe(true);
    expect(offersSubscription("premium_required")).toBe(true);
    expect(offersSubscription("interpreter_unavailable")).toBe(false);
    expect(offersSubscription(null)).toBe(false);
  });
});

describe("interpretOutcome", () => {
  it("shows the interpretation of a finished reading", () => {
    const remembered = { cards: [{ card: "The Tower" as const, count: 3 }], questions: 2 };
    expect(interpretOutcome({ kind: "done", interpretation: "text", readingId: "reading-1", remembered }, FAILURE_WORDS)).toEqual({
      kind: "interpretSucceeded",
      interpretation: "text",
      readingId: "reading-1",
      remembered,
    });
  });

  it("shows a server error field in the red box, with its code and wait", () => {
    expect(interpretOutcome({ kind: "refused", error: "Quota reached", code: null, retryAfterSeconds: null }, FAILURE_WORDS)).toMatchObject({
      kind: "interpretFailed",
      error: "Quota reached",
    });
    expect(interpretOutcome({ kind: "refused", error: "Slow down", code: "rate_limited", retryAfterSeconds: 30 }, FAILURE_WORDS)).toEqual({
      kind: "interpretFailed",
      error: "Slow down",
      code: "rate_limited",
      retryAfterSeconds: 30,
    });
  });

  it("gives 'An unknown error occurred.' when the response has neither", () => {
    expect(interpretOutcome({ kind: "broken", unrecognised: true }, FAILURE_WORDS)).toEqual({ kind: "interpretFailed", error: "An unknown error occurred." });
  });

  it("gives the call-failed message when the call failed or its stream broke off", () => {
    expect(interpretOutcome({ kind: "broken" }, FAILURE_WORDS)).toEqual({ kind: "interpretFailed", error: "Failed to interpret tarot cards. Please try again." });
  });
});

describe("serverAnswered", () => {
  it("is true when the server counted, refused, or answered with neither reading nor error", () => {
    expect(serverAnswered({ kind: "done", interpretation: "text", readingId: null, remembered: { cards: [], questions: 0 } })).toBe(true);
    expect(serverAnswered({ kind: "refused", error: "Quota reached", code: "quota_exceeded", retryAfterSeconds: null })).toBe(true);
    expect(serverAnswered({ kind: "broken", unrecognised: true })).toBe(true);
  });

  it("is false when no answer came at all", () => {
    expect(serverAnswered({ kind: "broken" })).toBe(false);
  });
});

describe("try again (revealed + failed → loading, the same reading)", () => {
  function failed(failure: Partial<Extract<ReadingAction, { kind: "interpretFailed" }>> = {}, from: ReadingState = dealing()): ReadingState {
    return run(
      from,
      { kind: "reveal" },
      { kind: "interpretProgress", text: "## Summary\nThe " },
      { kind: "interpretFailed", error: FAILURE_WORDS.callFailed, ...failure },
    );
  }

  it("is offered when the call failed or broke off, and sends the same question, spread, category and cards", () => {
    const broken = failed();
    expect(broken).toMatchObject({ phase: "revealed", status: "failed", interpretation: null, reading: [5] });
    expect(canRetry(broken)).toBe(true);
    const retrying = readingReducer(broken, { kind: "retry" });
    expect(retrying).toMatchObject({ phase: "revealed", status: "loading", interpretation: null, error: null, errorCode: null });
    expect({ ...retrying, status: broken.status, error: broken.error }).toEqual(broken);
    expect(isLocked(retrying)).toBe(true);
    expect(canRetry(retrying)).toBe(false);
  });

  it("gathers the new words and ends with the reading, or fails again with a new chance", () => {
    const retrying = run(failed(), { kind: "retry" }, { kind: "interpretProgress", text: "## Summary" });
    expect(retrying.interpretation).toBe("## Summary");
    expect(run(retrying, { kind: "interpretSucceeded", interpretation: "## Summary\nYes.", readingId: "reading-1" })).toMatchObject({ status: "done", interpretation: "## Summary\nYes." });
    const again = run(retrying, { kind: "interpretFailed", error: "Down", code: "interpreter_unavailable" });
    expect(again).toMatchObject({ status: "failed", error: "Down", interpretation: null });
    expect(canRetry(again)).toBe(true);
  });

  it("is offered after the service's failures: a writer down, an outage, maintenance, a server error, a rate limit", () => {
    for (const code of ["interpreter_unavailable", "unavailable", "maintenance", "internal_error", "rate_limited", "daily_limit"]) {
      expect(canRetry(failed({ error: "Not now", code })), code).toBe(true);
    }
  });

  it("is not offered for refusals of the reading itself; those the subscription lifts keep offering it instead", () => {
    for (const code of ["quota_exceeded", "premium_required"]) {
      const refused = failed({ error: "Subscribe", code });
      expect(canRetry(refused)).toBe(false);
      expect(offersSubscription(refused.errorCode)).toBe(true);
      expect(readingReducer(refused, { kind: "retry" })).toBe(refused);
    }
    for (const code of ["unauthenticated", "invalid_request", "payload_too_large"]) {
      expect(canRetry(failed({ error: "No", code })), code).toBe(false);
    }
  });

  it("waits for a rate limit's Retry-After before it is offered, and for the AI budget's midnight", () => {
    for (const code of ["rate_limited", "daily_limit", "ai_budget_reached"]) {
      const limited = failed({ error: "Too many readings requested.", code, retryAfterSeconds: 30 });
      expect(limited.retryWaitSeconds).toBe(30);
      expect(canRetry(limited)).toBe(false);
      expect(readingReducer(limited, { kind: "retry" })).toBe(limited);
      const waited = readingReducer(limited, { kind: "retryWaitOver" });
      expect(waited.retryWaitSeconds).toBeNull();
      expect(canRetry(waited)).toBe(true);
      expect(readingReducer(waited, { kind: "retryWaitOver" })).toBe(waited);
    }
  });

  it("does not wait after a 503, whose Retry-After another instance may not need", () => {
    const down = failed({ error: "Unavailable", code: "unavailable", retryAfterSeconds: 5 });
    expect(down.retryWaitSeconds).toBeNull();
    expect(canRetry(down)).toBe(true);
    expect(failed({ error: "Slow down", code: "rate_limited", retryAfterSeconds: 0 }).retryWaitSeconds).toBeNull();
  });

  it("forgets the wait with a new reading", () => {
    const limited = failed({ error: "Too many", code: "rate_limited", retryAfterSeconds: 30 });
    expect(run(limited, { kind: "newReading", order: OTHER_ORDER, animate: false }).retryWaitSeconds).toBeNull();
  });

  it("is offered only from a failed result: not while loading, after a finished reading, or in other phases", () => {
    const loading = run(dealing(), { kind: "reveal" });
    expect(canRetry(loading)).toBe(false);
    expect(readingReducer(loading, { kind: "retry" })).toBe(loading);
    expect(canRetry(revealed())).toBe(false);
    expect(readingReducer(revealed(), { kind: "retry" })).toEqual(revealed());
    for (const state of [selecting(), dealing()]) {
      expect(canRetry(state)).toBe(false);
      expect(readingReducer(state, { kind: "retry" })).toBe(state);
    }
  });

  it("is not offered once the viewer has no reading left, or when the dealt cards no longer fit the spread", () => {
    const broken = failed();
    const out = run(broken, { kind: "setViewer", viewer: "free", readingsLeft: 0 });
    expect(canRetry(out)).toBe(false);
    expect(readingReducer(out, { kind: "retry" })).toBe(out);
    const tarot = run(
      selecting("subscribed"),
      { kind: "setType", type: "tarot" },
      { kind: "setQuestion", question: "Where next?" },
      ...[1, 2, 3, 4, 5].map((cardId) => ({ kind: "togglePick" as const, cardId })),
      { kind: "continue" },
    );
    const lapsed = run(failed({}, tarot), { kind: "setViewer", viewer: "free", readingsLeft: 3 });
    expect(lapsed).toMatchObject({ type: "one_card", reading: [1, 2, 3, 4, 5] });
    expect(canRetry(lapsed)).toBe(false);
  });

  it("leaves New Reading available after a failure", () => {
    expect(run(failed({ error: "Busy", code: "rate_limited", retryAfterSeconds: 30 }), { kind: "newReading", order: OTHER_ORDER, animate: false }).phase).toBe(
      "selecting",
    );
  });
});

describe("the reader voice", () => {
  it("starts gentle and keeps a subscriber's choice through a new reading", () => {
    expect(initialReadingState().voice).toBe("gentle");
    const chosen = run(selecting("subscribed"), { kind: "setVoice", voice: "mystic" });
    expect(chosen.voice).toBe("mystic");
    const again = run(chosen, { kind: "setQuestion", question: "Will it rain?" }, { kind: "togglePick", cardId: 5 }, { kind: "continue" }, { kind: "reveal" });
    expect(run(again, { kind: "interpretSucceeded", interpretation: "## Summary", readingId: "r" }, { kind: "newReading", order: OTHER_ORDER, animate: false }).voice).toBe("mystic");
  });

  it("keeps a free or signed-out viewer in the gentle voice", () => {
    for (const viewer of ["free", "anonymous"] as const) expect(run(selecting(viewer), { kind: "setVoice", voice: "direct" }).voice).toBe("gentle");
  });

  it("does not change the voice while the reading is locked", () => {
    const locked = run(selecting("subscribed"), { kind: "setQuestion", question: "Q?" }, { kind: "togglePick", cardId: 5 }, { kind: "continue" });
    expect(readingReducer(locked, { kind: "setVoice", voice: "direct" })).toBe(locked);
  });

  it("says the voice was lost when a subscriber signs out", () => {
    const signedOut = run(selecting("subscribed"), { kind: "setVoice", voice: "direct" }, { kind: "setViewer", viewer: "anonymous", readingsLeft: null });
    expect(signedOut.voice).toBe("gentle");
    expect(noticeOf(signedOut)).toBe("The Direct voice comes with Premium, so this reading uses the Gentle voice.");
    expect(englishNotice({ type: "tarot", category: "general", voice: "practical" }, { type: "one_card", category: "general", voice: "gentle" })).toBe(
      "Tarot (Full Tarot) and the Practical voice come with Premium, so this reading uses One Card and the Gentle voice.",
    );
  });
});

describe("a reading refused for the reader's plan (issue 34: the quota reached from another tab)", () => {
  const quota = "You have used your 3 free readings this month. Subscribe for unlimited readings, or invite friends to earn bonus readings.";
  const refused = () => run(dealing(), { kind: "setViewer", viewer: "free", readingsLeft: 1 }, { kind: "reveal" }, { kind: "interpretFailed", error: quota, code: "quota_exceeded" });

  it("turns the cards back face down, kept, with the refusal to show", () => {
    for (const code of ["quota_exceeded", "premium_required"]) {
      const state = run(dealing(), { kind: "reveal" }, { kind: "interpretFailed", error: "Not on your plan", code });
      expect(state).toMatchObject({ phase: "dealing", status: "failed", reading: [5], interpretation: null, error: "Not on your plan", errorCode: code });
      expect(isRefusedKept(state)).toBe(true);
      expect(canRetry(state)).toBe(false);
    }
  });

  it("keeps the revealed failure for the service's failures, which 'Try again' may mend", () => {
    const state = run(dealing(), { kind: "reveal" }, { kind: "interpretFailed", error: "Down", code: "interpreter_unavailable" });
    expect(state).toMatchObject({ phase: "revealed", status: "failed" });
    expect(isRefusedKept(state)).toBe(false);
  });

  it("stays refused while the reader has no reading left, and reveals the same cards once they can read", () => {
    const out = run(refused(), { kind: "setViewer", viewer: "free", readingsLeft: 0 });
    expect(out).toMatchObject({ phase: "dealing", status: "failed", error: quota, reading: [5] });
    expect(readingReducer(out, { kind: "reveal" })).toBe(out);
    const subscribed = run(out, { kind: "setViewer", viewer: "subscribed", readingsLeft: null });
    expect(subscribed).toMatchObject({ phase: "dealing", status: "none", error: null, errorCode: null, reading: [5] });
    expect(run(subscribed, { kind: "reveal" })).toMatchObject({ phase: "revealed", status: "loading", reading: [5] });
  });
});
