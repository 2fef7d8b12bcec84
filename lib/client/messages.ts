/**
 * What a rendering crash shows in English (docs/product.md#app-shell): the catalog's `crash.message`, kept
 * here for the root layout's own crash page (app/global-error.tsx), which renders outside every catalog.
 */
export const CRASH_MESSAGE = "Something went wrong. Please try again later.";
