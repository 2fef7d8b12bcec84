/**
 * Pages outside the screens' areas: the sign-in popup's return page and the local checkout that stands in
 * for Stripe's (both server-rendered; their words are handed to them as props).
 */
export const pagesEn = {
  popup: {
    title: "Signing in",
    finishing: "Finishing sign-in. This window closes by itself.",
    disconnected: "This window is no longer connected to the page that opened it. Close it and sign in again from the site.",
    goHome: "Go to Home",
  },
  localCheckout: {
    title: "Local checkout",
    lead: "This stands in for Stripe Checkout while local providers are on. No card is charged.",
    includes: "{perk}, every spread and every category. Cancel anytime.",
    billedTo: "Billed to {email}",
    alreadyPaid: "This checkout is already paid.",
    expired: "This checkout has expired because a newer one was opened. Nothing was charged; please subscribe again from your profile.",
    backTo: "Back to {appName}",
    pay: "Pay {price}",
    cancel: "Cancel",
  },
};
