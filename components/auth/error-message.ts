/** A sign-in or account answer that holds neither what was asked for nor the server's error. */
export const INVALID_RESPONSE_MESSAGE = "Invalid response from server";

/** The message a failed call threw, or the default toast for that action (docs/product.md#messages). */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message.trim() !== "" ? error.message : fallback;
}
