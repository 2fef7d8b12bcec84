"use client";

import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import buttonStyles from "@/components/button.module.css";
import { MAX_GRANTED_READINGS } from "@/lib/admin/admin-action";
import { grantReadings, resyncCustomer, revokeCustomerSessions } from "@/lib/client/api/admin";
import type { ApiResult } from "@/lib/client/api-result";
import styles from "./admin-console.module.css";

/** `unknown`: no usable answer came back, so the action may have been done: the page is read again to show whether. */
type Outcome = { ok: boolean; unknown?: true; message: string };

// The call may have been carried out before its answer was lost: a second try could grant twice.
const BROKEN = "No answer came back, so this may or may not have been done: check 'Recent actions' below before trying again.";
// What anyone but an operator is told (lib/http/unknown-path.ts); a missing customer is told apart by its message.
const NOT_AN_OPERATOR = "Not found";

/** The answer in words, or the server's refusal; then the page's figures and audit list are read again. */
function outcomeOf<Data>(result: ApiResult<{ data: Data }>, success: (data: Data) => string): Outcome {
  if (result.kind === "done") return { ok: true, message: success(result.data) };
  if (result.kind === "refused") return { ok: false, message: result.error === NOT_AN_OPERATOR ? "Refused: sign in again as an operator." : result.error };
  return { ok: false, unknown: true, message: BROKEN };
}

/**
 * An operator's three actions on one customer, each sent with the operator's own token and recorded
 * on the server with its reason: grant bonus readings, re-sync the subscription, sign out everywhere.
 */
export function CustomerActions({ userId, email }: { userId: string; email: string }) {
  const router = useRouter();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function run(work: () => Promise<Outcome>, onSuccess?: () => void) {
    setBusy(true);
    setOutcome(null);
    const done = await work();
    setOutcome(done);
    setBusy(false);
    if (done.ok) onSuccess?.();
    if (done.ok || done.unknown) router.refresh();
  }

  function onGrant(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const body = { readings: Number(form.get("readings")), reason: String(form.get("reason") ?? "") };
    void run(
      async () => outcomeOf(await grantReadings(userId, body), ({ bonusCredits }) => `Granted ${body.readings} readings to ${email}. Bonus credits now: ${bonusCredits}.`),
      () => formElement.reset(),
    );
  }

  function reasonOf(button: HTMLButtonElement): { reason?: string } {
    const reason = String(new FormData(button.form!).get("reason") ?? "").trim();
    return reason === "" ? {} : { reason };
  }

  return (
    <div className={styles.actions}>
      <form className={styles.form} onSubmit={onGrant} aria-labelledby={`${id}-grant`}>
        <h4 id={`${id}-grant`}>Grant bonus readings</h4>
        <label htmlFor={`${id}-readings`}>Readings (1 to {MAX_GRANTED_READINGS})</label>
        <input id={`${id}-readings`} name="readings" type="number" inputMode="numeric" min={1} max={MAX_GRANTED_READINGS} step={1} defaultValue={1} required />
        <label htmlFor={`${id}-grant-reason`}>Reason</label>
        <input id={`${id}-grant-reason`} name="reason" type="text" maxLength={500} required autoComplete="off" />
        <button type="submit" className={`${buttonStyles.button} ${buttonStyles.primary}`} disabled={busy}>
          Grant readings
        </button>
      </form>
      <form className={styles.form} onSubmit={(event) => event.preventDefault()} aria-labelledby={`${id}-account`}>
        <h4 id={`${id}-account`}>Account</h4>
        <label htmlFor={`${id}-account-reason`}>Reason (optional)</label>
        <input id={`${id}-account-reason`} name="reason" type="text" maxLength={500} autoComplete="off" />
        <div className={styles.buttons}>
          <button
            type="button"
            className={buttonStyles.button}
            disabled={busy}
            onClick={(event) => {
              const body = reasonOf(event.currentTarget);
              void run(async () => outcomeOf(await resyncCustomer(userId, body), ({ role }) => `Re-synced from the billing provider: ${email} is now ${role}.`));
            }}
          >
            Re-sync subscription
          </button>
          <button
            type="button"
            className={`${buttonStyles.button} ${buttonStyles.danger}`}
            disabled={busy}
            onClick={(event) => {
              const body = reasonOf(event.currentTarget);
              void run(async () => outcomeOf(await revokeCustomerSessions(userId, body), ({ revoked }) => `Signed ${email} out everywhere: ${revoked} sessions ended.`));
            }}
          >
            Sign out everywhere
          </button>
        </div>
      </form>
      <p className={outcome && !outcome.ok ? styles.error : styles.status} role="status">
        {outcome?.message}
      </p>
    </div>
  );
}
