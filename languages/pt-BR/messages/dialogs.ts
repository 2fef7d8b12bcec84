/** What the dialogs speak with, loaded with them in a chunk of its own (components/i18n/account-words.tsx). */
export { accountPtBR as account } from "./account";
export { errorsPtBR as errors } from "./errors";
