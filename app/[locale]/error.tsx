"use client";

import { useEffect } from "react";
import { useMessages } from "@/components/i18n/messages-provider";

/** A rendering crash shows one calm sentence and a way to try again (docs/product.md#app-shell), in the page's language. */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const { crash } = useMessages();
  useEffect(() => {
    console.error("Render crash", error.digest ?? error.message);
  }, [error]);

  return (
    <div role="alert" style={{ textAlign: "center", padding: "4rem 1rem" }}>
      <h1>{crash.message}</h1>
      <button type="button" onClick={reset} style={{ marginTop: "1rem" }}>
        {crash.tryAgain}
      </button>
    </div>
  );
}
