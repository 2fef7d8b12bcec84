"use client";

import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import buttonStyles from "@/components/button.module.css";
import { useLocale, useMessages } from "@/components/i18n/messages-provider";
import { formatLocale } from "@/lib/i18n/locales";
import { speakablePassages } from "./speakable-text";
import styles from "./listen-button.module.css";

/** The browser's own speech synthesis, or null where it has none (it is never fetched from a service). */
function speechOf(): SpeechSynthesis | null {
  if (typeof window === "undefined" || typeof window.SpeechSynthesisUtterance !== "function") return null;
  return (window.speechSynthesis as SpeechSynthesis | undefined) ?? null;
}

/** How long a browser that lists its voices late (Chromium loads them on first ask) is given to name one. */
const VOICES_WAIT_MS = 1000;

/**
 * Whether the browser has a voice to speak with: false when it lists none, even after waiting for its list;
 * true where it cannot say (no getVoices), since speaking then tells through the utterances' errors.
 */
async function hasVoice(speech: SpeechSynthesis): Promise<boolean> {
  if (typeof speech.getVoices !== "function") return true;
  if (speech.getVoices().length > 0) return true;
  if (typeof speech.addEventListener !== "function") return false;
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      speech.removeEventListener("voiceschanged", done);
      resolve();
    };
    const timer = setTimeout(done, VOICES_WAIT_MS);
    speech.addEventListener("voiceschanged", done);
  });
  return speech.getVoices().length > 0;
}

/** The errors that mean the reading was stopped, not that it could not be spoken. */
const STOPPED_ERRORS: ReadonlySet<string> = new Set(["interrupted", "canceled"]);

/** Whether the browser speaks never changes while the page is open. */
const neverChanges = () => () => {};

/**
 * 'Listen' reads a finished reading aloud with the browser's speech synthesis; 'Stop' stops it
 * (docs/product.md#after-a-reading). Absent where the browser has none: it is only known after mount.
 */
export function ListenButton({ markdown }: { markdown: string }) {
  const words = useMessages().reading.listen;
  // The reading's language, so the browser picks a voice that speaks it; English leaves it to the browser, as before.
  const lang = formatLocale(useLocale());
  // False on the server and in the first render, so the page hydrates the same everywhere.
  const supported = useSyncExternalStore(neverChanges, () => speechOf() !== null, () => false);
  const [speaking, setSpeaking] = useState(false);
  const [noVoice, setNoVoice] = useState(false);
  // The last passage queued by this button: its end (and only its end) means the reading is over.
  const lastPassage = useRef<SpeechSynthesisUtterance | null>(null);

  useEffect(() => {
    return () => {
      if (lastPassage.current) speechOf()?.cancel();
    };
  }, []);

  if (!supported) return null;

  const stop = () => {
    lastPassage.current = null;
    speechOf()?.cancel();
    setSpeaking(false);
  };

  const listen = async () => {
    const speech = speechOf();
    if (!speech) return;
    speech.cancel();
    setNoVoice(false);
    if (!(await hasVoice(speech))) {
      setNoVoice(true);
      return;
    }
    const passages = speakablePassages(markdown).map((text) => {
      const passage = new SpeechSynthesisUtterance(text);
      if (lang) passage.lang = lang;
      return passage;
    });
    const last = passages.at(-1);
    if (!last) return;
    lastPassage.current = last;
    const over = () => {
      if (lastPassage.current !== last) return;
      lastPassage.current = null;
      setSpeaking(false);
    };
    last.addEventListener("end", over);
    for (const passage of passages) {
      // A failed passage (no voice, interrupted by another page) ends the reading aloud; one that could not be spoken says why.
      passage.addEventListener("error", (event) => {
        if (lastPassage.current !== last) return;
        const error = (event as Partial<SpeechSynthesisErrorEvent>).error;
        if (error !== undefined && !STOPPED_ERRORS.has(error)) setNoVoice(true);
        over();
      });
      speech.speak(passage);
    }
    setSpeaking(true);
  };

  return (
    <>
      <button type="button" className={buttonStyles.button} onClick={speaking ? stop : () => void listen()}>
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          {speaking ? (
            <rect x="6" y="6" width="12" height="12" rx="1.5" fill="currentColor" />
          ) : (
            <path
              d="M4 9v6h4l5 4V5L8 9H4zm12.5 3a4.5 4.5 0 0 0-2.5-4v8a4.5 4.5 0 0 0 2.5-4zM14 3.2v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6z"
              fill="currentColor"
            />
          )}
        </svg>
        {speaking ? words.stop : words.listen}
      </button>
      <p role="status" className={noVoice ? styles.noVoice : "visually-hidden"}>
        {noVoice ? words.noVoice : ""}
      </p>
    </>
  );
}
