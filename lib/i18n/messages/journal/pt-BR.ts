import type { Strings } from "../strings";
import type { journalEn } from "./en";

export const journalPtBR: Strings<typeof journalEn> = {};
