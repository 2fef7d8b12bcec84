"use client";

import { useState } from "react";
import buttonStyles from "@/components/button.module.css";
import { useFailureMessage } from "@/components/i18n/failure-message";
import { useMessages } from "@/components/i18n/messages-provider";
import { unsubscribeWithToken } from "@/lib/client/api/unsubscribe";
import { fill } from "@/lib/i18n/fill";

type State = { kind: "ready" } | { kind: "sending" } | { kind: "done" } | { kind: "failed"; message: string };

/**
 * The signed-out unsubscribe page's one action: opening the page changed nothing (link scanners open
 * links), this button turns the mail off. `what` names the mail in the page's language.
 */
export function UnsubscribeButton({ token, what }: { token: string; what: string }) {
  const { account } = useMessages();
  const failureMessage = useFailureMessage();
  const words = account.unsubscribe;
  const [state, setState] = useState<State>({ kind: "ready" });

  const unsubscribe = async () => {
    setState({ kind: "sending" });
    const result = await unsubscribeWithToken(token);
    if (result.kind === "done") setState({ kind: "done" });
    else setState({ kind: "failed", message: failureMessage(result, { broken: words.unreachable }) });
  };

  if (state.kind === "done") return <p role="status">{fill(words.done, { what })}</p>;
  return (
    <>
      <button type="button" className={`${buttonStyles.button} ${buttonStyles.primary}`} disabled={state.kind === "sending"} onClick={() => void unsubscribe()}>
        {words.button}
      </button>
      <p role="status">{state.kind === "failed" ? state.message : ""}</p>
    </>
  );
}
