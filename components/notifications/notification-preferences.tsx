"use client";

import { useEffect, useId, useState } from "react";
import buttonStyles from "@/components/button.module.css";
import switchStyles from "@/components/switch.module.css";
import { getNotificationSettings, saveNotificationPreferences } from "@/lib/client/api/notifications";
import { failureMessage } from "@/lib/client/api-result";
import { browserTimeZone } from "@/lib/client/time-zone";
import type { NotificationPreferences as Preferences, NotificationSettings } from "@/lib/notifications/preferences-request";
import { DevicePush } from "./device-push";
import styles from "./notifications.module.css";

type Loaded = { state: "loading" } | { state: "failed" } | { state: "loaded"; settings: NotificationSettings };
type Saving = { state: "idle" | "saving" } | { state: "saved"; message: string } | { state: "failed"; error: string };

const SAVE_FAILED_MESSAGE = "We couldn't save your notification choices. Please try again.";
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** "8:00", as the hour select shows it. */
const hourLabel = (hour: number) => `${hour}:00`;

/**
 * The profile's 'Notifications': the card of the day (e-mail, push, hour in the reader's zone), check-ins
 * (e-mail, push), this device's push and 'Unsubscribe from everything optional'. What this server cannot
 * send (no mail, no push) is not offered. The zone is the browser's, saved with every change.
 */
export function NotificationPreferences() {
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  const [saving, setSaving] = useState<Saving>({ state: "idle" });
  const headingId = useId();

  useEffect(() => {
    let cancelled = false;
    void getNotificationSettings().then((result) => {
      if (!cancelled) setLoaded(result.kind === "done" ? { state: "loaded", settings: result.data } : { state: "failed" });
    });
    return () => {
      cancelled = true;
    };
  }, []);

  if (loaded.state === "loading") return null;
  if (loaded.state === "failed") {
    return (
      <section className={styles.section} aria-labelledby={headingId}>
        <h3 id={headingId} className={styles.heading}>
          Notifications
        </h3>
        <p role="alert" className={styles.quiet}>
          We couldn&apos;t load your notification choices just now.
        </p>
      </section>
    );
  }
  const { settings } = loaded;
  if (!settings.mail && !settings.push) return null;
  const timeZone = browserTimeZone();

  // The switches show the choice at once; a refused save puts the kept choices back and says why.
  const save = async (next: Preferences, message: string) => {
    setLoaded({ state: "loaded", settings: { ...settings, ...next } });
    setSaving({ state: "saving" });
    const result = await saveNotificationPreferences({ ...next, timeZone });
    if (result.kind !== "done") {
      setLoaded({ state: "loaded", settings });
      setSaving({ state: "failed", error: failureMessage(result, { broken: SAVE_FAILED_MESSAGE }) });
      return;
    }
    setLoaded({ state: "loaded", settings: result.data });
    setSaving({ state: "saved", message });
  };

  const { dailyCard, checkIns } = settings;
  const busy = saving.state === "saving";
  const anythingOn = dailyCard.email || dailyCard.push || checkIns.email || checkIns.push;
  const change = (next: Partial<{ dailyCard: Partial<Preferences["dailyCard"]>; checkIns: Partial<Preferences["checkIns"]> }>) =>
    void save(
      { timeZone, dailyCard: { ...dailyCard, ...next.dailyCard }, checkIns: { ...checkIns, ...next.checkIns } },
      "Saved.",
    );

  return (
    <section className={styles.section} aria-labelledby={headingId} aria-busy={busy} data-testid="notification-preferences">
      <h3 id={headingId} className={styles.heading}>
        Notifications
      </h3>
      <fieldset className={styles.group} disabled={busy}>
        <legend>The card of the day</legend>
        {settings.mail ? (
          <Switch label="By e-mail" checked={dailyCard.email} onChange={(email) => change({ dailyCard: { email } })} testId="daily-card-email" />
        ) : null}
        {settings.push ? (
          <Switch label="By push" checked={dailyCard.push} onChange={(push) => change({ dailyCard: { push } })} testId="daily-card-push" />
        ) : null}
        <HourSelect hour={dailyCard.hour} timeZone={timeZone} onChange={(hour) => change({ dailyCard: { hour } })} />
      </fieldset>
      <fieldset className={styles.group} disabled={busy}>
        <legend>Check-ins after a reading</legend>
        {settings.mail ? (
          <Switch label="By e-mail" checked={checkIns.email} onChange={(email) => change({ checkIns: { email } })} testId="check-ins-email" />
        ) : null}
        {settings.push ? (
          <Switch label="By push" checked={checkIns.push} onChange={(push) => change({ checkIns: { push } })} testId="check-ins-push" />
        ) : null}
      </fieldset>
      {settings.push ? <DevicePush /> : null}
      <div className={styles.actions}>
        <button
          type="button"
          className={buttonStyles.button}
          disabled={busy || !anythingOn}
          onClick={() =>
            void save(
              { timeZone, dailyCard: { ...dailyCard, email: false, push: false }, checkIns: { email: false, push: false } },
              "You are unsubscribed from everything optional: no card of the day and no check-ins. Account e-mails still come.",
            )
          }
        >
          Unsubscribe from everything optional
        </button>
      </div>
      <p role="status" className={saving.state === "failed" ? styles.error : styles.quiet}>
        {saving.state === "saving" ? "Saving..." : saving.state === "saved" ? saving.message : saving.state === "failed" ? saving.error : ""}
      </p>
    </section>
  );
}

function Switch({ label, checked, onChange, testId }: { label: string; checked: boolean; onChange: (checked: boolean) => void; testId: string }) {
  return (
    <label className={`${switchStyles.toggle} ${styles.option}`}>
      <input type="checkbox" role="switch" className={switchStyles.input} checked={checked} onChange={(event) => onChange(event.target.checked)} data-testid={testId} />
      <span>{label}</span>
    </label>
  );
}

function HourSelect({ hour, timeZone, onChange }: { hour: number; timeZone: string; onChange: (hour: number) => void }) {
  const selectId = useId();
  return (
    <div className={styles.hour}>
      <label htmlFor={selectId}>At</label>
      <select id={selectId} value={hour} onChange={(event) => onChange(Number(event.target.value))} data-testid="daily-card-hour">
        {HOURS.map((option) => (
          <option key={option} value={option}>
            {hourLabel(option)}
          </option>
        ))}
      </select>
      <span className={styles.hint}>{`your time (${timeZone})`}</span>
    </div>
  );
}
