/** A question is at most 200 characters, in the browser's box and on the server alike (docs/product.md#sizes-and-time-limits). */
export const QUESTION_MAX_LENGTH = 200;
