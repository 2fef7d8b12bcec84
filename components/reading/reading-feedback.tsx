"use client";

import { useId, useState } from "react";
import buttonStyles from "@/components/button.module.css";
import { useMessages } from "@/components/i18n/messages-provider";
import { saveReadingFeedback } from "@/lib/client/api/readings";
import { useFailureMessage } from "@/components/i18n/failure-message";
import type { ReadingFeedback as Feedback } from "@/lib/readings/journal-response";
import { FEEDBACK_NOTE_MAX_LENGTH } from "@/lib/readings/feedback-request";
import styles from "./after-reading.module.css";

type Saving = { state: "idle" | "saving" | "saved" } | { state: "failed"; error: string };

/**
 * 'Did this reading help?' (docs/product.md#after-a-reading): 'Helpful' / 'Not helpful', one click and
 * changeable, and once chosen an optional note. Saved at once; seen by the reader alone.
 */
export function ReadingFeedback({ readingId, initial }: { readingId: string; initial: Feedback | null }) {
  const words = useMessages().reading.feedback;
  const failureMessage = useFailureMessage();
  const [saved, setSaved] = useState<Feedback | null>(initial);
  const [note, setNote] = useState(initial?.note ?? "");
  const [saving, setSaving] = useState<Saving>({ state: "idle" });
  const headingId = useId();
  const noteId = useId();

  const save = async (feedback: { helpful: boolean; note: string }) => {
    setSaving({ state: "saving" });
    const result = await saveReadingFeedback(readingId, feedback);
    if (result.kind !== "done") {
      // Feedback that could not be saved (the call failed, or answered something else), unless the server says why.
      setSaving({ state: "failed", error: failureMessage(result, { broken: words.failed }) });
      return;
    }
    const kept = result.data.feedback;
    setSaved(kept);
    setNote(kept.note ?? "");
    setSaving({ state: "saved" });
  };

  const busy = saving.state === "saving";
  const noteChanged = saved !== null && note.trim() !== (saved.note ?? "");

  return (
    <section className={styles.feedback} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.subheading}>
        {words.heading}
      </h3>
      <div className={styles.choices}>
        {([true, false] as const).map((helpful) => (
          <button
            key={String(helpful)}
            type="button"
            className={`${buttonStyles.button} ${saved?.helpful === helpful ? buttonStyles.primary : ""}`}
            aria-pressed={saved?.helpful === helpful}
            disabled={busy}
            onClick={() => void save({ helpful, note: saved ? note : "" })}
          >
            {helpful ? words.helpful : words.notHelpful}
          </button>
        ))}
      </div>
      {saved ? (
        <form
          className={styles.note}
          onSubmit={(event) => {
            event.preventDefault();
            void save({ helpful: saved.helpful, note });
          }}
        >
          <label htmlFor={noteId}>{words.note}</label>
          <textarea id={noteId} value={note} maxLength={FEEDBACK_NOTE_MAX_LENGTH} rows={2} onChange={(event) => setNote(event.target.value)} />
          <button type="submit" className={buttonStyles.button} disabled={busy || !noteChanged}>
            {words.saveNote}
          </button>
        </form>
      ) : null}
      <p role="status" className={saving.state === "failed" ? styles.error : styles.quiet}>
        {saving.state === "saved" ? words.saved : saving.state === "failed" ? saving.error : ""}
      </p>
    </section>
  );
}
