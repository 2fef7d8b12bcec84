"use client";

import { useState } from "react";
import buttonStyles from "@/components/button.module.css";
import { unsubscribeWithToken } from "@/lib/client/api/unsubscribe";

type State = { kind: "ready" } | { kind: "sending" } | { kind: "done" } | { kind: "failed"; message: string };

/**
 * The signed-out unsubscribe page's one action: opening the page changed nothing (link scanners open
 * links), this button turns the mail off.
 */
export function UnsubscribeButton({ token, what }: { token: string; what: string }) {
  const [state, setState] = useState<State>({ kind: "ready" });

  const unsubscribe = async () => {
    setState({ kind: "sending" });
    const result = await unsubscribeWithToken(token);
    if (result.kind === "done") setState({ kind: "done" });
    else setState({ kind: "failed", message: result.kind === "refused" ? result.error : "We could not reach Arcana. Please try again." });
  };

  if (state.kind === "done") return <p role="status">{`You will no longer get ${what} by e-mail.`}</p>;
  return (
    <>
      <button type="button" className={`${buttonStyles.button} ${buttonStyles.primary}`} disabled={state.kind === "sending"} onClick={() => void unsubscribe()}>
        Unsubscribe
      </button>
      <p role="status">{state.kind === "failed" ? state.message : ""}</p>
    </>
  );
}
