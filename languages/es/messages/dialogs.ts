/** What the dialogs speak with, loaded with them in a chunk of its own (components/i18n/account-words.tsx). */
export { accountEs as account } from "./account";
export { errorsEs as errors } from "./errors";
