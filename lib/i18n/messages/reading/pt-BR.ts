import type { Strings } from "../strings";
import type { readingEn } from "./en";

export const readingPtBR: Strings<typeof readingEn> = {};
