import type { Metadata } from "next";
import prose from "@/components/content/prose.module.css";
import { CallbackRelay } from "./callback-relay";

export const metadata: Metadata = {
  title: "Signing in",
  robots: { index: false },
};

/** Where the identity provider returns the sign-in popup (docs/architecture.md#a-sign-in); it hands the ID token to the opener. */
export default function AuthCallbackPage() {
  return (
    <article className={`${prose.page} ${prose.centered}`} aria-labelledby="auth-callback-title">
      <h1 id="auth-callback-title">Signing in</h1>
      <CallbackRelay />
    </article>
  );
}
