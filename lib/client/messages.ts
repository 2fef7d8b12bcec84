/** Spec §2 "App shell" and §8 "Other": what a rendering crash shows. */
export const CRASH_MESSAGE = "Something went wrong. Please try again later.";
