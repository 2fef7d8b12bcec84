/** The message a failed call threw, or the spec's default toast for that action (spec §8). */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message.trim() !== "" ? error.message : fallback;
}
