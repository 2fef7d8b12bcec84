import { z } from "@/lib/zod";

/**
 * The one rule for the text a request carries (docs/product.md#conventions): well-formed Unicode with no
 * control characters. PostgreSQL refuses NUL in text outright (a 500 if it got that far), and the others
 * have no business in what a person writes or a client names: they hide in logs, pages and exports. A lone
 * UTF-16 surrogate (JSON can spell one, `"\ud800"`) is no character at all: stored, it would turn into
 * U+FFFD, and the writer would be sent what nobody wrote. Every text input goes through a schema of this
 * module, or `isLineText` where no schema is at hand (the route wrappers, for query strings and path
 * parameters; pages, for theirs).
 */

/** Tab, line feed and carriage return are spacing in written text; every other C0 control, DEL and the C1 controls are not text. */
const CONTROL_IN_WRITTEN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** A value on one line (an e-mail, an id, a code, a search) has no use for any of them. */
const CONTROL_IN_LINE = /[\u0000-\u001F\u007F-\u009F]/;

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const CONTROL_CHARACTERS_MESSAGE = "must not contain control characters";
export const MALFORMED_TEXT_MESSAGE = "must be well-formed Unicode text";

/** True for text whose every UTF-16 surrogate has its pair: text that means the characters it holds. */
export function isWellFormedText(text: string): boolean {
  return !LONE_SURROGATE.test(text);
}

/** True for a value that may stand on one line: well-formed, and no control character at all (tabs and line breaks included). */
export function isLineText(text: string): boolean {
  return !CONTROL_IN_LINE.test(text) && isWellFormedText(text);
}

/** A string schema held to the rule, with the control characters `control` finds. */
function ruledText(control: RegExp) {
  return z
    .string({ error: "must be text" })
    .refine((text) => !control.test(text), CONTROL_CHARACTERS_MESSAGE)
    .refine(isWellFormedText, MALFORMED_TEXT_MESSAGE);
}

/**
 * Text a person writes (a question, a note, a reason): well-formed, line breaks and tabs allowed, no other
 * control character. Checked before anything else, so chain trims and lengths after it.
 */
export function writtenText() {
  return ruledText(CONTROL_IN_WRITTEN_TEXT);
}

/** A value on one line (an e-mail, an id, a code, a token, a search): well-formed, no control character at all. */
export function lineText() {
  return ruledText(CONTROL_IN_LINE);
}
