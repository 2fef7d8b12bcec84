import type { Strings } from "../strings";
import type { accountEn } from "./en";

export const accountIt: Strings<typeof accountEn> = {};
