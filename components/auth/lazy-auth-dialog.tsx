"use client";

import dynamic from "next/dynamic";

/** The dialog (and the API client with zod) arrives right after hydration, not in every page's first-load JavaScript. */
export const LazyAuthDialog = dynamic(() => import("./auth-dialog").then((module) => module.AuthDialog), { ssr: false });
