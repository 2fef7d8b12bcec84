import { UNLIMITED_READINGS, UNLIMITED_READINGS_PERK } from "@/lib/tarot/entitlements";

/**
 * Sign-in, profile, billing, referrals and notification settings (components/auth, billing, referrals,
 * notifications), the payment and unsubscribe pages, the dialogs' close button and the toasts' region.
 * `{plan}` is the plan's name (Premium), `{free}` the free readings a month, `{appName}` the app's name.
 */
export const accountEn = {
  /**
   * What a subscription gives in readings, in the same words wherever it is offered, sold or confirmed:
   * English's are the one constant (lib/tarot/entitlements.ts, held to it by tests/unit/unlimited-readings.test.ts),
   * the other languages write its meaning with the same day's fair use. `phrase` goes inside a sentence
   * (`{unlimited}`), `perk` opens a line.
   */
  unlimited: {
    phrase: UNLIMITED_READINGS,
    perk: UNLIMITED_READINGS_PERK,
  },
  /** An answer of the server that holds neither what was asked for nor an error. */
  invalidResponse: "Invalid response from server",
  signIn: {
    title: "Sign in to Continue",
    perks: {
      free: "{free} free tarot readings every month with basic features",
      upgrade: "Upgrade for all premium features and {unlimited}",
      noCard: "No credit card required to try",
      cancelAnytime: "Cancel anytime",
    },
    button: "Sign in with Google",
    signingIn: "Signing in...",
    fineprint: "A Google window opens to confirm who you are. Your readings stay private.",
    ownCardNote: "Signed in, you get a card of your own each day, so today's card on the home page may change.",
    signedIn: "Signed in with Google!",
    failed: "Google sign-in failed",
    // The sign-in window's own failures (lib/client/popup-sign-in.ts).
    popupBlocked: "The sign-in window was blocked. Allow pop-ups for this site and try again.",
    popupClosed: "The sign-in window was closed before you finished signing in.",
    nonceMismatch: "The sign-in response did not belong to this sign-in attempt. Please try again.",
    missingIdToken: "The sign-in window did not return an ID token. Please try again.",
  },
  profile: {
    title: "Profile",
    myReadings: "My Readings",
    inviteFriends: "Invite friends",
    manageSubscription: "Manage Subscription",
    subscribeNow: "Subscribe Now",
    deleteAccount: "Delete Account",
    logOut: "Log Out",
    loggedOut: "Logged out successfully",
    logOutFailed: "Failed to log out",
    deleted: "Account deleted successfully",
    deleteFailed: "Failed to delete account",
    portalFailed: "Unable to open subscription portal.",
    language: "Language",
    languageFailed: "Could not change your language. Please try again.",
  },
  stats: {
    title: "Tarot Reading Stats",
    month: "This Month ({month})",
    totalThisMonth: "total readings this month",
    counter: "{count} / {free}",
    freeLeft: { one: "{count} free reading left this month", other: "{count} free readings left this month" },
    unlock: "Unlock All Features",
    bonus: { one: "{count} bonus reading", other: "{count} bonus readings" },
    givenBySupport: "Given by support: {reason}",
    planEnds: "{plan} until {date}, then Free",
  },
  deleteAccount: {
    title: "Delete Account",
    confirm: "Are you sure you want to delete your account? This action cannot be undone.",
    endsNowUntil: "Your {plan} subscription ends now: the days left until {date} are not refunded.",
    endsNow: "Your {plan} subscription ends now: the rest of its period is not refunded.",
    cancelInsteadNote: "To keep it until then and leave afterwards, cancel at period end instead.",
    cancelInstead: "Cancel at period end instead",
    keep: "Keep my account",
    deleteNow: "Delete Account now",
  },
  remember: {
    label: "Let readings remember my recent readings",
    hint: "Each reading is given your recurring cards and your last three questions of the last 30 days.",
    howWeUse: "How we use them",
    premiumHint: "Premium: readings that notice your recurring cards and recent questions.",
    unlock: "Unlock Premium",
    saveFailed: "Could not save your choice. Please try again.",
  },
  subscribe: {
    title: "Subscribe to {appName}",
    text: "Get unlimited readings and access to all premium features, categories, and reading types.",
    perks: {
      spreads: "Every spread: Three Cards and the full Tarot",
      categories: "Every category, from Love to Creativity",
      followUps: "{subscribed} follow-up questions on every reading ({free} when free)",
      insights: "Insights into your readings over 90 days and all time",
    },
    /** The monthly price; English keeps its own 'EUR 3.99/month' (components/billing/price.ts). */
    perMonth: "{price}/month",
    subscribe: "Subscribe Now",
    redirecting: "Redirecting...",
    footer: "Secure card payment by Stripe. Cancel anytime.",
    checkoutFailed: "Failed to start subscription.",
    networkError: "Network error.",
  },
  payment: {
    goHome: "Go to Home",
    cancelled: {
      title: "Checkout Cancelled",
      description: "You left checkout before paying. Nothing was charged.",
      lead: "Nothing was charged. You left checkout before paying.",
      again: "Whenever you like, you can subscribe again from your profile.",
    },
    failed: {
      title: "Payment Failed",
      description: "Your payment did not go through. Please try again or contact support.",
      text: "Something went wrong with your payment. Please try again or contact support at {email}.",
    },
    success: {
      title: "Payment Successful",
      description: "Your subscription is active: enjoy {unlimited}.",
      heading: "Payment Successful!",
      lead: "Thank you for subscribing. Your subscription is now active.",
      text: "You have {unlimited}, with every spread and every category open to you. Your next question is waiting.",
    },
    pending: {
      title: "Confirming Payment",
      description: "We are confirming your payment.",
      heading: "Confirming your payment",
      lead: "We are confirming your payment with our payment provider. This usually takes a few seconds.",
      text: "This page checks again by itself. You can also go home: Premium appears as soon as the payment is confirmed.",
      slow: "This is taking longer than usual. If your card was charged, Premium will appear shortly; if not, please write to {email}.",
    },
    unknown: {
      title: "No Payment to Confirm",
      description: "There is no payment to confirm here.",
      heading: "No payment to confirm",
      lead: "This link names no checkout we know of, so there is no payment to confirm.",
      text: "If your card was charged, please write to {email} and we will sort it out.",
    },
  },
  referrals: {
    title: "Your Referrals",
    intro:
      "Share your link. When a friend signs up with it and draws a first reading, you get {bonus} bonus readings (+{bonus} credits), used after your free readings each month.",
    linkLabel: "Your referral link",
    copy: "Copy",
    copied: "Referral link copied!",
    copyHint: "The link is selected: press Ctrl+C (⌘C on a Mac) to copy it.",
    joined: "Friends who joined",
    loading: "Loading referrals...",
    loadFailed: "Failed to load referrals",
    empty: "No referrals yet. Share your link to start earning credits!",
    unknownEmail: "Unknown",
    credited: "+{bonus} credits",
    waiting: "Waiting for their first reading",
    overLimit: "Joined after this month's 10 credited referrals",
  },
  invited: {
    welcome: "Welcome to Arcana: a friend invited you. Sign in for a card of your own each day and {free} free readings a month.",
  },
  notifications: {
    heading: "Notifications",
    loadFailed: "We couldn't load your notification choices just now.",
    dailyCard: "The card of the day",
    checkIns: "Check-ins after a reading",
    byEmail: "By e-mail",
    byPush: "By push",
    at: "At",
    yourTime: "your time ({timeZone})",
    unsubscribeAll: "Unsubscribe from everything optional",
    unsubscribedAll: "You are unsubscribed from everything optional: no card of the day and no check-ins. Account e-mails still come.",
    saving: "Saving...",
    saved: "Saved.",
    saveFailed: "We couldn't save your notification choices. Please try again.",
  },
  devicePush: {
    label: "Notify me on this device",
    checking: "Checking this device…",
    unsupported: "This browser can't show notifications",
    blocked: "Notifications are blocked for Arcana in this browser's settings",
    off: "Off: this device shows no notifications from Arcana.",
    turningOn: "Turning on notifications for this device…",
    on: "On: the notifications you choose arrive on this device.",
    turningOff: "Turning off notifications for this device…",
    notAllowed: "Notifications were not allowed. Turn the switch on again to allow them.",
    turnOnFailed: "Could not turn on notifications on this device. Please try again.",
    turnOffFailed: "Could not turn off notifications on this device. Please try again.",
  },
  unsubscribe: {
    title: "Unsubscribe",
    description: "Turn off an e-mail from Arcana.",
    /** What a link turns off, inside the two sentences below (`{what}`). */
    kinds: { daily_card: "the card of the day", check_in: "check-ins on your readings" },
    turnsOff: "This turns off {what} by e-mail.",
    othersStay: "Your other settings stay as they are; you can turn it back on in your profile.",
    button: "Unsubscribe",
    done: "You will no longer get {what} by e-mail.",
    unreachable: "We could not reach Arcana. Please try again.",
    invalid: "This unsubscribe link is not valid.",
    invalidHelp: "Open the link from the e-mail again, or turn e-mails off in your profile.",
  },
  dialog: {
    close: "Close",
  },
  /** The toasts' region, as screen readers name it (with the shortcut the toaster adds). */
  toasts: {
    label: "Notifications",
  },
};
