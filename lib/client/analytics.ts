/** The analytics events the browser logs (docs/product.md#browser-behaviour). */
export const ANALYTICS_EVENTS = [
  "auth_google",
  "auth_logout",
  "auth_get_user",
  "auth_delete_google",
  "payments_checkout",
  "payments_portal",
  "tarot_interpret",
  "reading_follow_up",
  "auth_get_user_error",
] as const;

export type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[number];

/** Small, flat facts only: never tokens, ID tokens or question text. */
export type AnalyticsProps = Record<string, string | number | boolean | null>;

type AnalyticsSink = (event: AnalyticsEvent, props?: AnalyticsProps) => void;

// Next inlines NODE_ENV into browser bundles; lib/config.ts is server-only, so it is read here directly.
const defaultSink: AnalyticsSink =
  process.env.NODE_ENV !== "production"
    ? (event, props) => console.debug("[analytics]", event, props ?? {})
    : () => {};

let sink: AnalyticsSink = defaultSink;

/** Plugs in a real analytics provider; null restores the default (console in development, nothing in production). */
export function setAnalyticsSink(next: AnalyticsSink | null): void {
  sink = next ?? defaultSink;
}

export function track(event: AnalyticsEvent, props?: AnalyticsProps): void {
  try {
    sink(event, props);
  } catch {
    // A broken analytics provider must never break signing in or a reading.
  }
}
