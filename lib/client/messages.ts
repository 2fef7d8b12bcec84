/** What a rendering crash shows (docs/product.md#app-shell). */
export const CRASH_MESSAGE = "Something went wrong. Please try again later.";
