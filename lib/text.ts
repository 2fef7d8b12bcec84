import { z } from "@/lib/zod";

/**
 * The one rule for the text a request carries (docs/product.md#conventions): no control characters.
 * PostgreSQL refuses NUL in text outright (a 500 if it got that far), and the others have no business in
 * what a person writes or a client names: they hide in logs, pages and exports. Every text input goes
 * through a schema of this module, or `isLineText` where no schema is at hand (the route wrappers, for
 * query strings and path parameters; pages, for theirs).
 */

/** Tab, line feed and carriage return are spacing in written text; every other C0 control, DEL and the C1 controls are not text. */
const CONTROL_IN_WRITTEN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** A value on one line (an e-mail, an id, a code, a search) has no use for any of them. */
const CONTROL_IN_LINE = /[\u0000-\u001F\u007F-\u009F]/;

export const CONTROL_CHARACTERS_MESSAGE = "must not contain control characters";

/** True for a value that may stand on one line: no control character at all (tabs and line breaks included). */
export function isLineText(text: string): boolean {
  return !CONTROL_IN_LINE.test(text);
}

/**
 * Text a person writes (a question, a note, a reason): line breaks and tabs allowed, no other control
 * character. Checked before anything else, so chain trims and lengths after it.
 */
export function writtenText() {
  return z.string({ error: "must be text" }).refine((text) => !CONTROL_IN_WRITTEN_TEXT.test(text), CONTROL_CHARACTERS_MESSAGE);
}

/** A value on one line (an e-mail, an id, a code, a token, a search): no control character at all. */
export function lineText() {
  return z.string({ error: "must be text" }).refine(isLineText, CONTROL_CHARACTERS_MESSAGE);
}
