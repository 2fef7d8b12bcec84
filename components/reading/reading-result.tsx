"use client";

import { useId, type Ref } from "react";
import type { InterpretStatus } from "@/lib/tarot/reading-machine";
import { Interpretation } from "./interpretation";
import styles from "./reading-result.module.css";

type Props = {
  status: InterpretStatus;
  interpretation: string | null;
  error: string | null;
  headingRef: Ref<HTMLHeadingElement>;
};

/** Spec §2 "Revealed phase": 'Your Reading', then the interpretation, an error box, or the loading line. */
export function ReadingResult({ status, interpretation, error, headingRef }: Props) {
  const headingId = useId();
  return (
    <section className={styles.result} aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
        Your Reading
      </h2>
      {status === "loading" ? (
        <p role="status" className={styles.loading}>
          <span className={styles.spinner} aria-hidden="true" />
          Interpreting your reading...
        </p>
      ) : null}
      {status === "done" && interpretation ? <Interpretation markdown={interpretation} /> : null}
      {status === "failed" && error ? (
        <div role="alert" className={styles.error}>
          {error}
        </div>
      ) : null}
    </section>
  );
}
