import type { Strings } from "../strings";
import type { errorsEn } from "./en";

export const errorsIt: Strings<typeof errorsEn> = {};
