import type { Strings } from "../strings";
import type { journalEn } from "./en";

export const journalEs: Strings<typeof journalEn> = {};
