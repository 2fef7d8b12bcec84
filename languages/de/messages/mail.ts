import type { Strings } from "../../strings";
import type { mailEn } from "../../en/messages/mail";

export const mailDe: Strings<typeof mailEn> = {
  linkLine: "{label}: {url}",
  unsubscribe: "Abbestellen",
  dailyCard: {
    subject: "Deine Tageskarte: {card}",
    heading: "Deine Tageskarte für den {date}: {card}",
    link: "Zu deiner Tageskarte",
    why: "Du bekommst diese E-Mail, weil du in deinem {appName}-Profil die Tageskarte per E-Mail eingeschaltet hast.",
  },
  checkIn: {
    subject: "Dein Rückblick: Was ist nach deiner Legung passiert?",
    heading: "Zeit für deinen Rückblick",
    asked: {
      one: "Am {date} hast du dir gewünscht, dass wir {count} Tag nach einer Legung bei dir nachfragen.",
      other: "Am {date} hast du dir gewünscht, dass wir {count} Tage nach einer Legung bei dir nachfragen.",
    },
    writeItDown: "Wenn du einen Moment Zeit hast, schreib auf, was passiert ist. Es bleibt bei der Legung in deinem Tagebuch.",
    link: "Zum Rückblick auf deine Legung",
    why: "Du bekommst diese E-Mail, weil du dir in {appName} nach einer Legung einen Rückblick gewünscht hast.",
  },
  account: {
    why: "Du bekommst diese E-Mail, weil es um dein {appName}-Konto geht.",
    profileLink: "Zu deinem Profil",
    subscription_started: {
      subject: "Dein {appName}-Abo hat begonnen",
      heading: "Danke für dein Abo",
      body: "Dein Abo hat begonnen und Premium gehört dir. Du kannst es jederzeit in deinem Profil ändern oder kündigen.",
    },
    cancellation_scheduled: {
      subject: "Dein {appName}-Abo ist gekündigt: Premium endet am {date}",
      subjectUndated: "Dein {appName}-Abo ist gekündigt",
      heading: "Dein Abo ist gekündigt",
      premiumUntil: "Premium gehört dir noch bis zum {date}; danach wird dir nichts mehr berechnet.",
      notChargedAgain: "Dir wird nichts mehr berechnet.",
      renew: "Doch anders entschieden? Bis dahin kannst du die Kündigung in deinem Profil zurücknehmen.",
    },
    premium_ended: {
      subject: "Dein {appName}-Premium ist abgelaufen",
      heading: "Dein Premium ist abgelaufen",
      body: "Dein Abo ist beendet. Dein Tagebuch und deine Legungen gehören weiter dir, und du kannst jederzeit wieder ein Abo abschließen.",
    },
    payment_failed: {
      subject: "Die Verlängerung deines {appName}-Abos konnte nicht bezahlt werden",
      heading: "Deine Verlängerungszahlung ist fehlgeschlagen",
      body: "Wir konnten die Zahlung für die Verlängerung deines Abos nicht einziehen. Aktualisiere deine Zahlungsmethode, damit du Premium behältst.",
      updateLink: "Zahlungsmethode aktualisieren",
    },
    account_deleted: {
      subject: "Dein {appName}-Konto ist gelöscht",
      heading: "Dein Konto ist gelöscht",
      body: "Dein Konto und alles darin (Legungen, Tagebuch, Tageskarten und Einstellungen) wurden wie gewünscht gelöscht. Ein bestehendes Abo wurde gekündigt.",
      link: "Zu {appName}",
      why: "Du bekommst diese E-Mail einmalig als Bestätigung, dass dein {appName}-Konto gelöscht wurde.",
    },
  },
  push: {
    dailyCardTitle: "Deine Tageskarte: {card}",
    checkIn: {
      title: "Was ist passiert?",
      body: {
        one: "Deine Legung vom {date} ist {count} Tag her. Halte fest, wie es ausgegangen ist.",
        other: "Deine Legung vom {date} ist {count} Tage her. Halte fest, wie es ausgegangen ist.",
      },
    },
    subscription_started: { title: "Premium hat begonnen", body: "Danke für dein Abo: Alle Legesysteme, Kategorien und Stimmen gehören dir." },
    cancellation_scheduled: {
      title: "Deine Kündigung ist vorgemerkt",
      body: "Premium bleibt bis zum {date} aktiv.",
      bodyUndated: "Premium bleibt bis zum Ende des bezahlten Zeitraums aktiv.",
    },
    premium_ended: { title: "Premium ist abgelaufen", body: "Deine Legungen und dein Tagebuch sind noch da." },
    payment_failed: { title: "Verlängerung fehlgeschlagen", body: "Aktualisiere deine Zahlungsmethode, um Premium zu behalten." },
    account_deleted: { title: "Dein Konto ist gelöscht", body: "Deine Legungen und Daten wurden gelöscht." },
  },
};
