"use client";

import { useEffect, useId, useState } from "react";
import buttonStyles from "@/components/button.module.css";
import { useFailureMessage } from "@/components/i18n/failure-message";
import { useLocale, useMessages } from "@/components/i18n/messages-provider";
import selectStyles from "@/components/setting-select.module.css";
import switchStyles from "@/components/switch.module.css";
import { getNotificationSettings, saveNotificationPreferences } from "@/lib/client/api/notifications";
import { browserTimeZone } from "@/lib/client/time-zone";
import { fill } from "@/lib/i18n/fill";
import { formatLocale, type Locale } from "@/lib/i18n/locales";
import type { NotificationPreferences as Preferences, NotificationSettings } from "@/lib/notifications/preferences-request";
import { DevicePush } from "./device-push";
import styles from "./notifications.module.css";

type Loaded = { state: "loading" } | { state: "failed" } | { state: "loaded"; settings: NotificationSettings };
type Saving = { state: "idle" | "saving" } | { state: "saved"; message: string } | { state: "failed"; error: string };

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** "8:00", as the hour select shows it on an English page; another language writes the hour its own way ("08:00"). */
export function hourLabel(hour: number, locale: Locale): string {
  const language = formatLocale(locale);
  if (language === undefined) return `${hour}:00`;
  return new Intl.DateTimeFormat(language, { hour: "numeric", minute: "2-digit", timeZone: "UTC" }).format(new Date(Date.UTC(2000, 0, 1, hour)));
}

/**
 * The profile's 'Notifications': the card of the day (e-mail, push, hour in the reader's zone), check-ins
 * (e-mail, push), this device's push and 'Unsubscribe from everything optional'. What this server cannot
 * send (no mail, no push) is not offered. The zone is the browser's, saved with every change.
 */
export function NotificationPreferences() {
  const { account } = useMessages();
  const failureMessage = useFailureMessage();
  const words = account.notifications;
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
          {words.heading}
        </h3>
        <p role="alert" className={styles.quiet}>
          {words.loadFailed}
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
      setSaving({ state: "failed", error: failureMessage(result, { broken: words.saveFailed }) });
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
      words.saved,
    );

  return (
    <section className={styles.section} aria-labelledby={headingId} aria-busy={busy} data-testid="notification-preferences">
      <h3 id={headingId} className={styles.heading}>
        {words.heading}
      </h3>
      <fieldset className={styles.group} disabled={busy}>
        <legend>{words.dailyCard}</legend>
        {settings.mail ? (
          <Switch label={words.byEmail} checked={dailyCard.email} onChange={(email) => change({ dailyCard: { email } })} testId="daily-card-email" />
        ) : null}
        {settings.push ? (
          <Switch label={words.byPush} checked={dailyCard.push} onChange={(push) => change({ dailyCard: { push } })} testId="daily-card-push" />
        ) : null}
        <HourSelect hour={dailyCard.hour} timeZone={timeZone} onChange={(hour) => change({ dailyCard: { hour } })} />
      </fieldset>
      <fieldset className={styles.group} disabled={busy}>
        <legend>{words.checkIns}</legend>
        {settings.mail ? (
          <Switch label={words.byEmail} checked={checkIns.email} onChange={(email) => change({ checkIns: { email } })} testId="check-ins-email" />
        ) : null}
        {settings.push ? (
          <Switch label={words.byPush} checked={checkIns.push} onChange={(push) => change({ checkIns: { push } })} testId="check-ins-push" />
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
              words.unsubscribedAll,
            )
          }
        >
          {words.unsubscribeAll}
        </button>
      </div>
      <p role="status" className={saving.state === "failed" ? styles.error : styles.quiet}>
        {saving.state === "saving" ? words.saving : saving.state === "saved" ? saving.message : saving.state === "failed" ? saving.error : ""}
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
  const { account } = useMessages();
  const locale = useLocale();
  const selectId = useId();
  return (
    <div className={styles.hour}>
      <label htmlFor={selectId}>{account.notifications.at}</label>
      <select id={selectId} className={selectStyles.select} value={hour} onChange={(event) => onChange(Number(event.target.value))} data-testid="daily-card-hour">
        {HOURS.map((option) => (
          <option key={option} value={option}>
            {hourLabel(option, locale)}
          </option>
        ))}
      </select>
      <span className={styles.hint}>{fill(account.notifications.yourTime, { timeZone })}</span>
    </div>
  );
}
