"use client";

import { useState, type FormEvent } from "react";
import buttonStyles from "@/components/button.module.css";
import { LOCAL_SIGN_IN_FAILED_MESSAGE, requestLocalIdToken } from "@/lib/client/local-identity";
import styles from "./local-sign-in-form.module.css";

export function LocalSignInForm({ nonce, redirectUri }: { nonce: string; redirectUri: string }) {
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const idToken = await requestLocalIdToken({ email, nonce });
      window.location.replace(`${redirectUri}#id_token=${encodeURIComponent(idToken)}`);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : LOCAL_SIGN_IN_FAILED_MESSAGE);
      setBusy(false);
    }
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
