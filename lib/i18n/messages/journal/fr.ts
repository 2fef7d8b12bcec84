import type { Strings } from "../strings";
import type { journalEn } from "./en";

export const journalFr: Strings<typeof journalEn> = {};
