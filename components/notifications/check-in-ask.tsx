"use client";

import { useId, useState } from "react";
import buttonStyles from "@/components/button.module.css";
import { useFailureMessage } from "@/components/i18n/failure-message";
import { useMessages } from "@/components/i18n/messages-provider";
import { askForCheckIn } from "@/lib/client/api/notifications";
import { CHECK_IN_DAYS } from "@/lib/domain/vocabularies";
import { fill } from "@/lib/i18n/fill";
import styles from "./notifications.module.css";

type Days = (typeof CHECK_IN_DAYS)[number];
type Asking = { state: "idle" | "saving" } | { state: "asked"; inDays: Days; nothingToSend: boolean } | { state: "failed"; error: string };

/**
 * 'Ask me in 7 / 14 / 30 days what happened' under a finished reading: off until the reader picks a number
 * of days; picking another moves the reminder. The mail or push only links to the check-in form.
 */
export function CheckInAsk({ readingId, initialDays = null }: { readingId: string; initialDays?: Days | null }) {
  const [chosen, setChosen] = useState<Days | null>(initialDays);
  const [asking, setAsking] = useState<Asking>({ state: "idle" });
  const headingId = useId();
  const words = useMessages().journal.checkIn.ask;
  const failureMessage = useFailureMessage();

  const ask = async (inDays: Days) => {
    setAsking({ state: "saving" });
    const result = await askForCheckIn(readingId, { inDays });
    if (result.kind !== "done") {
      setAsking({ state: "failed", error: failureMessage(result, { broken: words.failed }) });
      return;
    }
    setChosen(inDays);
    setAsking({ state: "asked", inDays, nothingToSend: result.data.checkIn.channels.length === 0 });
  };

  return (
    <section className={styles.ask} aria-labelledby={headingId} data-testid="check-in-ask">
      <h3 id={headingId}>{words.title}</h3>
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
            {fill(words.inDays, { days })}
          </button>
        ))}
      </div>
      <p role="status" className={asking.state === "failed" ? styles.error : styles.quiet}>
        {asking.state === "asked"
          ? asking.nothingToSend
            ? fill(words.nothingToSend, { days: asking.inDays })
            : fill(words.asked, { days: asking.inDays })
          : asking.state === "failed"
            ? asking.error
            : ""}
      </p>
    </section>
  );
}
