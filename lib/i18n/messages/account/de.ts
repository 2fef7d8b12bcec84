import type { Strings } from "../strings";
import type { accountEn } from "./en";

export const accountDe: Strings<typeof accountEn> = {};
