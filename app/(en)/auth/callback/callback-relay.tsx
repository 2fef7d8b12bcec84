"use client";

import { useEffect, useRef, useSyncExternalStore } from "react";
import prose from "@/components/content/prose.module.css";
import { messageFromCallbackFragment } from "@/lib/client/popup-sign-in";
import { GoHomeActions } from "@/components/content/go-home-actions";

const neverChanges = () => () => {};

/** The window that opened this popup, while it is still there to receive the token. */
function liveOpener(): Window | null {
  try {
    const opener: Window | null = window.opener;
    return opener && !opener.closed ? opener : null;
  } catch {
    return null;
  }
}

const hasLiveOpener = () => liveOpener() !== null;

/** Posts the fragment's ID token (or error) to the opener, same origin only, and closes the popup. */
export function CallbackRelay() {
  // The server cannot see the opener; it renders the usual "finishing" text and the browser corrects it.
  const connected = useSyncExternalStore(neverChanges, hasLiveOpener, () => true);
  // React's development double effect must not post twice: the second run would find the fragment gone.
  const relayed = useRef(false);

  useEffect(() => {
    if (relayed.current) return;
    relayed.current = true;
    const message = messageFromCallbackFragment(window.location.hash);
    // The ID token must not stay in the address bar or the session history.
    window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
    const opener = liveOpener();
    if (!opener) return;
    opener.postMessage(message, window.location.origin);
    window.close();
  }, []);

  if (connected) {
    return <p className={prose.lead}>Finishing sign-in. This window closes by itself.</p>;
  }
  return (
    <>
      <p className={prose.lead}>
        This window is no longer connected to the page that opened it. Close it and sign in again from the site.
      </p>
      <GoHomeActions />
    </>
  );
}
