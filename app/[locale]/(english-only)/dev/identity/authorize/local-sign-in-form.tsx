"use client";

import { useState, type FormEvent } from "react";
import buttonStyles from "@/components/button.module.css";
import { requestLocalIdToken } from "@/lib/client/api/local-identity";
import { failureMessage } from "@/lib/client/api-result";
import styles from "./local-sign-in-form.module.css";

/** When the local issuer gives no ID token and no reason. */
const LOCAL_SIGN_IN_FAILED_MESSAGE = "Could not sign in.";

export function LocalSignInForm({ nonce, redirectUri }: { nonce: string; redirectUri: string }) {
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const result = await requestLocalIdToken({ email, nonce });
    if (result.kind === "done") {
      window.location.replace(`${redirectUri}#id_token=${encodeURIComponent(result.data.idToken)}`);
      return;
    }
    setError(failureMessage(result, { broken: LOCAL_SIGN_IN_FAILED_MESSAGE }));
    setBusy(false);
  }

  return (
    <form className={styles.form} onSubmit={submit}>
      <label htmlFor="local-email">E-mail</label>
      <input
        id="local-email"
        className={styles.input}
        type="email"
        autoComplete="email"
        required
        autoFocus
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <button type="submit" className={`${buttonStyles.button} ${buttonStyles.primary}`} disabled={busy}>
        {busy ? "Signing in..." : "Continue"}
      </button>
    </form>
  );
}
