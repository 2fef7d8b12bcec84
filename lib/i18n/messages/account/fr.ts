import type { Strings } from "../strings";
import type { accountEn } from "./en";

export const accountFr: Strings<typeof accountEn> = {};
