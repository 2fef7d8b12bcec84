import type { Strings } from "../strings";
import type { readingEn } from "./en";

export const readingEs: Strings<typeof readingEn> = {};
