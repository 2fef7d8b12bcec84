import type { Strings } from "../strings";
import type { journalEn } from "./en";

export const journalDe: Strings<typeof journalEn> = {};
