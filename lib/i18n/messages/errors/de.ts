import type { Strings } from "../strings";
import type { errorsEn } from "./en";

export const errorsDe: Strings<typeof errorsEn> = {};
