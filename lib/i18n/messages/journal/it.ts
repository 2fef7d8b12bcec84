import type { Strings } from "../strings";
import type { journalEn } from "./en";

export const journalIt: Strings<typeof journalEn> = {};
