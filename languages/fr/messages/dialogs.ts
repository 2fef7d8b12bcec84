/** What the dialogs speak with, loaded with them in a chunk of its own (components/i18n/account-words.tsx). */
export { accountFr as account } from "./account";
export { errorsFr as errors } from "./errors";
