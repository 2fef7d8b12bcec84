/** The message a failed call threw, or the default toast for that action (docs/product.md#messages). */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message.trim() !== "" ? error.message : fallback;
}
