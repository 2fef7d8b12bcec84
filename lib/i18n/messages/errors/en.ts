/** What the browser says for each refusal code of the API (lib/errors.ts) in a language other than English. */
export const errorsEn = {};
