import type { Strings } from "../strings";
import type { errorsEn } from "./en";

export const errorsFr: Strings<typeof errorsEn> = {};
