import type { Strings } from "../strings";
import type { errorsEn } from "./en";

export const errorsEs: Strings<typeof errorsEn> = {};
