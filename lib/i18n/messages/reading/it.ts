import type { Strings } from "../strings";
import type { readingEn } from "./en";

export const readingIt: Strings<typeof readingEn> = {};
