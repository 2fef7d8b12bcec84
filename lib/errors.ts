/**
 * A business rule's refusal with a closed code. Business modules throw these; lib/http/respond.ts
 * maps each code to its HTTP status in one table, so no business module needs to know about HTTP.
 */
export type DomainErrorCode =
  | "already_subscribed"
  | "no_billing_customer"
  | "no_subscription"
  | "billing_unavailable"
  | "not_found";

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "DomainError";
  }
}
