import type { Strings } from "../strings";
import type { readingEn } from "./en";

export const readingFr: Strings<typeof readingEn> = {};
