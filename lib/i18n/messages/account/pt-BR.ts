import type { Strings } from "../strings";
import type { accountEn } from "./en";

export const accountPtBR: Strings<typeof accountEn> = {};
