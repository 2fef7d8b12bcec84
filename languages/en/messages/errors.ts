/**
 * What the browser says for each refusal code of the API (lib/errors.ts) on a page in a language other
 * than English; an English page shows the server's own sentence, which can say more (components/i18n/failure-message.ts).
 * `unknown` stands for a code this browser does not know yet. `{free}` is the free readings a month.
 */
export const errorsEn = {
  invalid_request: "Something in this request was not right. Please check it and try again.",
  invalid_json: "Something in this request was not right. Please check it and try again.",
  invalid_nonce: "The sign-in could not be confirmed. Please sign in again.",
  no_billing_customer: "There is no billing account for you yet.",
  no_subscription: "You have no subscription to manage.",
  unauthenticated: "Please sign in to continue.",
  invalid_id_token: "The sign-in could not be confirmed. Please sign in again.",
  quota_exceeded: "You have used your {free} free readings this month. Subscribe for unlimited readings, or invite friends to earn bonus readings.",
  premium_required: "This is part of the subscription. Subscribe to unlock it.",
  follow_up_limit: "You have asked all the follow-up questions this reading allows.",
  forbidden_origin: "This request came from a page we do not recognise. Please reload and try again.",
  not_found: "We could not find that.",
  method_not_allowed: "That cannot be done here.",
  request_timeout: "This took too long. Please try again.",
  already_subscribed: "You already have a subscription.",
  checkout_expired: "This checkout has expired. Please start again.",
  payload_too_large: "This is too long to send.",
  unsupported_media_type: "Something in this request was not right. Please reload and try again.",
  rate_limited: "Too many requests just now. Please wait a moment and try again.",
  daily_limit: "You have reached today's fair-use limit. It resets at midnight UTC.",
  internal_error: "Something went wrong on our side. Please try again later.",
  billing_unavailable: "Payments are not reachable just now. Nothing was charged: please try again in a few minutes.",
  interpreter_unavailable: "The reading could not be written just now. Your cards are kept: please try again in a moment.",
  ai_budget_reached: "New readings and answers are paused until midnight UTC: today's writing budget is spent. Nothing was counted.",
  maintenance: "Arcana is being updated. Please try again in a few minutes.",
  unavailable: "We can't reach our database for a moment. Nothing was lost: please try again in a few seconds.",
  unknown: "Something went wrong. Please try again later.",
};
