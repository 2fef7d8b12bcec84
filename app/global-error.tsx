"use client";

import { CRASH_MESSAGE } from "@/lib/client/messages";

/** Catches a crash in the root layout itself, where the normal error page cannot render. */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body style={{ background: "#120c24", color: "#f4ecdc", fontFamily: "system-ui, sans-serif", textAlign: "center" }}>
        <main style={{ padding: "4rem 1rem" }}>
          <h1>{CRASH_MESSAGE}</h1>
          <button type="button" onClick={reset}>
            Try again
          </button>
        </main>
      </body>
    </html>
  );
}
