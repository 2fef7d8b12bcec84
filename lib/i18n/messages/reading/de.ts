import type { Strings } from "../strings";
import type { readingEn } from "./en";

export const readingDe: Strings<typeof readingEn> = {};
