"use client";

import { useId, useState } from "react";
import buttonStyles from "@/components/button.module.css";
import { askForCheckIn } from "@/lib/client/api/notifications";
import { failureMessage } from "@/lib/client/api-result";
import { CHECK_IN_DAYS } from "@/lib/domain/vocabularies";
import styles from "./notifications.module.css";

type Days = (typeof CHECK_IN_DAYS)[number];
type Asking = { state: "idle" | "saving" } | { state: "asked"; inDays: Days; nothingToSend: boolean } | { state: "failed"; error: string };

const ASK_FAILED_MESSAGE = "We couldn't set that reminder. Please try again.";

/**
 * 'Ask me in 7 / 14 / 30 days what happened' under a finished reading: off until the reader picks a number
 * of days; picking another moves the reminder. The mail or push only links to the check-in form.
 */
export function CheckInAsk({ readingId, initialDays = null }: { readingId: string; initialDays?: Days | null }) {
  const [chosen, setChosen] = useState<Days | null>(initialDays);
  const [asking, setAsking] = useState<Asking>({ state: "idle" });
  const headingId = useId();

  const ask = async (inDays: Days) => {
    setAsking({ state: "saving" });
    const result = await askForCheckIn(readingId, { inDays });
    if (result.kind !== "done") {
      setAsking({ state: "failed", error: failureMessage(result, { broken: ASK_FAILED_MESSAGE }) });
      return;
    }
    setChosen(inDays);
    setAsking({ state: "asked", inDays, nothingToSend: result.data.checkIn.channels.length === 0 });
  };

  return (
    <section className={styles.ask} aria-labelledby={headingId} data-testid="check-in-ask">
      <h3 id={headingId}>Ask me in 7 / 14 / 30 days what happened</h3>
      <div className={styles.choices} role="group" aria-labelledby={headingId}>
        {CHECK_IN_DAYS.map((days) => (
          <button
            key={days}
            type="button"
            className={`${buttonStyles.button} ${chosen === days ? buttonStyles.primary : ""}`}
            aria-pressed={chosen === days}
            disabled={asking.state === "saving"}
            onClick={() => void ask(days)}
          >
            {`In ${days} days`}
          </button>
        ))}
      </div>
      <p role="status" className={asking.state === "failed" ? styles.error : styles.quiet}>
        {asking.state === "asked"
          ? asking.nothingToSend
            ? `Noted: in ${asking.inDays} days. Check-in e-mails and push are off in your profile, so nothing will be sent.`
            : `We'll ask you in ${asking.inDays} days what happened.`
          : asking.state === "failed"
            ? asking.error
            : ""}
      </p>
    </section>
  );
}
