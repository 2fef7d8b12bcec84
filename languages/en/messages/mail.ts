/**
 * The words of Arcana's e-mail and push notifications (lib/notifications/mail/compose.ts, push/compose.ts),
 * written in the reader's language when a message is sent. Server only: never handed to the browser.
 * `{appName}` is the product's name, `{date}` a day in the reader's style, `{card}` the card's name in the
 * reader's language, `{count}` the days of a check-in (its `one`/`other` forms: lib/i18n/fill.ts `plural`),
 * `{label}`/`{url}` a link of the plain-text part.
 */
export const mailEn = {
  /** One link of the plain-text part: "See your card of the day: https://…". */
  linkLine: "{label}: {url}",
  unsubscribe: "Unsubscribe",
  dailyCard: {
    subject: "Your card of the day: {card}",
    heading: "Your card of the day for {date}: {card}",
    link: "See your card of the day",
    why: "You get this because you turned on the card of the day by e-mail in your {appName} profile.",
  },
  checkIn: {
    subject: "Your check-in: what happened after your reading",
    heading: "Time for your check-in",
    asked: {
      one: "On {date} you asked us to check in with you {count} day after a reading.",
      other: "On {date} you asked us to check in with you {count} days after a reading.",
    },
    writeItDown: "When you have a moment, write down what happened. It stays with the reading in your journal.",
    link: "Check in on your reading",
    why: "You get this because you asked for a check-in after a reading in {appName}.",
  },
  account: {
    why: "You get this because it is about your {appName} account.",
    profileLink: "Go to your profile",
    subscription_started: {
      subject: "Your {appName} subscription has started",
      heading: "Thank you for subscribing",
      body: "Your subscription has started and premium is yours. You can change or cancel it from your profile at any time.",
    },
    cancellation_scheduled: {
      subject: "Your {appName} subscription is cancelled: premium ends on {date}",
      subjectUndated: "Your {appName} subscription is cancelled",
      heading: "Your subscription is cancelled",
      premiumUntil: "Premium stays yours until {date}; after that you will not be charged again.",
      notChargedAgain: "You will not be charged again.",
      renew: "Changed your mind? You can renew from your profile before then.",
    },
    premium_ended: {
      subject: "Your {appName} premium has ended",
      heading: "Your premium has ended",
      body: "Your subscription has ended. Your journal and readings are still yours, and you can subscribe again at any time.",
    },
    payment_failed: {
      subject: "Your {appName} renewal payment failed",
      heading: "Your renewal payment failed",
      body: "We could not take the payment for your subscription's renewal. Update your payment method to keep premium.",
      updateLink: "Update your payment method",
    },
    account_deleted: {
      subject: "Your {appName} account is deleted",
      heading: "Your account is deleted",
      body: "Your account and everything in it (readings, journal, cards of the day and preferences) have been deleted, as you asked. Any subscription was cancelled.",
      link: "Visit {appName}",
      why: "You get this once, as the receipt of your {appName} account's deletion.",
    },
  },
  push: {
    dailyCardTitle: "Your card of the day: {card}",
    checkIn: {
      title: "What happened?",
      body: {
        one: "It has been {count} day since your reading of {date}. Note how it turned out.",
        other: "It has been {count} days since your reading of {date}. Note how it turned out.",
      },
    },
    subscription_started: { title: "Premium has started", body: "Thank you for subscribing: every spread, category and voice is yours." },
    cancellation_scheduled: {
      title: "Your cancellation is scheduled",
      body: "Premium stays on until {date}.",
      bodyUndated: "Premium stays on until the end of the period you paid for.",
    },
    premium_ended: { title: "Premium has ended", body: "Your readings and journal are still here." },
    payment_failed: { title: "A renewal payment failed", body: "Update your payment method to keep Premium." },
    account_deleted: { title: "Your account is deleted", body: "Your readings and data are gone." },
  },
};
