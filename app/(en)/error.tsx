"use client";

import { useEffect } from "react";
import { CRASH_MESSAGE } from "@/lib/client/messages";

/** A rendering crash shows one calm sentence and a way to try again (docs/product.md#app-shell). */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error("Render crash", error.digest ?? error.message);
  }, [error]);

  return (
    <div role="alert" style={{ textAlign: "center", padding: "4rem 1rem" }}>
      <h1>{CRASH_MESSAGE}</h1>
      <button type="button" onClick={reset} style={{ marginTop: "1rem" }}>
        Try again
      </button>
    </div>
  );
}
