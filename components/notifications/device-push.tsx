"use client";

import { useEffect, useId, useState } from "react";
import { useFailureMessage } from "@/components/i18n/failure-message";
import { useMessages } from "@/components/i18n/messages-provider";
import { getPushSettings, subscribeDevice, unsubscribeDevice } from "@/lib/client/api/push";
import { applicationServerKeyOf, isSameServerKey } from "@/lib/client/push-key";
import type { Messages } from "@/languages";
import { accountEn } from "@/languages/en/messages/account";
import type { PushSubscriptionRequest } from "@/lib/notifications/push/subscription-request";
import switchStyles from "@/components/switch.module.css";
import styles from "./device-push.module.css";

/** The switch's English label, as the issue names it, and what it says of a browser that cannot or may not show notifications. */
export const DEVICE_PUSH_LABEL = accountEn.devicePush.label;
export const UNSUPPORTED_MESSAGE = accountEn.devicePush.unsupported;
export const BLOCKED_MESSAGE = accountEn.devicePush.blocked;
const SERVICE_WORKER = "/sw.js";

type DeviceState =
  | { kind: "checking" }
  | { kind: "hidden" }
  | { kind: "unsupported" }
  | { kind: "blocked" }
  | { kind: "off"; publicKey: string }
  | { kind: "turning-on"; publicKey: string }
  | { kind: "on"; publicKey: string }
  | { kind: "turning-off"; publicKey: string };

type DevicePushWords = Messages["account"]["devicePush"];

/** The line under the switch for each state. */
function statusLine(kind: DeviceState["kind"], words: DevicePushWords): string {
  const lines: Record<DeviceState["kind"], string> = {
    checking: words.checking,
    hidden: "",
    unsupported: words.unsupported,
    blocked: words.blocked,
    off: words.off,
    "turning-on": words.turningOn,
    on: words.on,
    "turning-off": words.turningOff,
  };
  return lines[kind];
}

function browserSupportsPush(): boolean {
  return typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

/** This browser's push subscription, if it has one through our service worker. */
async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration("/");
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Where this device stands: push off on the server (hidden), unsupported, blocked, on or off. */
async function deviceState(): Promise<DeviceState> {
  if (!browserSupportsPush()) return { kind: "unsupported" };
  const settings = await getPushSettings();
  if (settings.kind !== "done" || !settings.data.enabled || !settings.data.publicKey) return { kind: "hidden" };
  const { publicKey } = settings.data;
  if (Notification.permission === "denied") return { kind: "blocked" };
  const subscription = await currentSubscription();
  if (!subscription || Notification.permission !== "granted") return { kind: "off", publicKey };
  // Made with a key this server no longer has: it can never be delivered to, so it is dropped.
  if (!isSameServerKey(subscription.options.applicationServerKey, publicKey)) {
    await subscription.unsubscribe();
    return { kind: "off", publicKey };
  }
  return { kind: "on", publicKey };
}

/**
 * 'Notify me on this device': subscribes this browser to web push (our service worker, /sw.js, shows what
 * arrives) and keeps the subscription on the server for the signed-in reader; off unsubscribes and forgets
 * it. Which notifications are sent is chosen in the notification preferences; this only says where.
 * Hidden when the server sends no push; says so when the browser cannot show notifications or blocks them.
 */
export function DevicePush() {
  const { account } = useMessages();
  const failureMessage = useFailureMessage();
  const words = account.devicePush;
  const [state, setState] = useState<DeviceState>({ kind: "checking" });
  const [error, setError] = useState<string | null>(null);
  const statusId = useId();

  useEffect(() => {
    let current = true;
    deviceState()
      .catch((): DeviceState => ({ kind: "unsupported" }))
      .then((found) => {
        if (current) setState(found);
      });
    return () => {
      current = false;
    };
  }, []);

  const turnOn = async (publicKey: string) => {
    setError(null);
    setState({ kind: "turning-on", publicKey });
    const permission = await Notification.requestPermission();
    if (permission === "denied") return setState({ kind: "blocked" });
    if (permission !== "granted") {
      setError(words.notAllowed);
      return setState({ kind: "off", publicKey });
    }
    let subscription: PushSubscription;
    try {
      await navigator.serviceWorker.register(SERVICE_WORKER, { scope: "/", updateViaCache: "none" });
      const registration = await navigator.serviceWorker.ready;
      subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKeyOf(publicKey) });
    } catch {
      setError(words.turnOnFailed);
      return setState({ kind: "off", publicKey });
    }
    const saved = await subscribeDevice(subscription.toJSON() as PushSubscriptionRequest);
    if (saved.kind !== "done") {
      // Not kept on the server: nothing would ever arrive, so this browser forgets it too.
      await subscription.unsubscribe().catch(() => false);
      setError(failureMessage(saved, { broken: words.turnOnFailed }));
      return setState({ kind: "off", publicKey });
    }
    setState({ kind: "on", publicKey });
  };

  const turnOff = async (publicKey: string) => {
    setError(null);
    setState({ kind: "turning-off", publicKey });
    try {
      const subscription = await currentSubscription();
      if (subscription) {
        // The server forgets it first; if it cannot, the push service answers 410 to the next message, which removes it then.
        await unsubscribeDevice(subscription.endpoint);
        await subscription.unsubscribe();
      }
      setState({ kind: "off", publicKey });
    } catch {
      setError(words.turnOffFailed);
      setState({ kind: "on", publicKey });
    }
  };

  if (state.kind === "hidden") return null;
  const switchable = state.kind === "off" || state.kind === "on" || state.kind === "turning-on" || state.kind === "turning-off";
  const busy = state.kind === "checking" || state.kind === "turning-on" || state.kind === "turning-off";
  const checked = state.kind === "on" || state.kind === "turning-on";

  return (
    <div className={switchStyles.box} data-testid="device-push" aria-busy={busy}>
      {state.kind === "unsupported" ? null : (
        <label className={switchStyles.toggle}>
          <input
            type="checkbox"
            role="switch"
            className={switchStyles.input}
            checked={checked}
            disabled={!switchable || busy}
            aria-describedby={statusId}
            onChange={(event) => {
              if (!switchable) return;
              void (event.target.checked ? turnOn(state.publicKey) : turnOff(state.publicKey));
            }}
            data-testid="device-push-switch"
          />
          <span>{words.label}</span>
        </label>
      )}
      <p id={statusId} className={styles.status} aria-live="polite" data-testid="device-push-status">
        {statusLine(state.kind, words)}
      </p>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
