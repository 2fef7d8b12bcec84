/** What the dialogs speak with, loaded with them in a chunk of its own (components/i18n/account-words.tsx). */
export { accountDe as account } from "./account";
export { errorsDe as errors } from "./errors";
