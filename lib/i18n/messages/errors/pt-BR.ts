import type { Strings } from "../strings";
import type { errorsEn } from "./en";

export const errorsPtBR: Strings<typeof errorsEn> = {};
