import type { Strings } from "../strings";
import type { accountEn } from "./en";

export const accountEs: Strings<typeof accountEn> = {};
