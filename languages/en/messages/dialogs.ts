/** What the dialogs speak with, loaded with them in a chunk of its own (components/i18n/account-words.tsx). */
export { accountEn as account } from "./account";
export { errorsEn as errors } from "./errors";
