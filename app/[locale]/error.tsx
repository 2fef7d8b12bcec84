"use client";

import ErrorPage from "../(en)/error";

/** A rendering crash on a page in another language: the same page, in the words of the page's language. */
export default ErrorPage;
