/** What the dialogs speak with, loaded with them in a chunk of its own (components/i18n/account-words.tsx). */
export { accountIt as account } from "./account";
export { errorsIt as errors } from "./errors";
