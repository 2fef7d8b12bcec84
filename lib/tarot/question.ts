/** Spec §9: a question is at most 200 characters, in the browser's box and on the server alike. */
export const QUESTION_MAX_LENGTH = 200;
