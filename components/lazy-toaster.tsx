"use client";

import dynamic from "next/dynamic";

/** The toast viewport arrives right after hydration instead of in every page's first-load JavaScript. */
export const LazyToaster = dynamic(() => import("./toaster").then((module) => module.Toaster), { ssr: false });
