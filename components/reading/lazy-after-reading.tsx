"use client";

import dynamic from "next/dynamic";

/** What follows a finished reading loads with the first one, never with the home page. */
export const LazyAfterReading = dynamic(() => import("./after-reading").then((module) => module.AfterReading), { ssr: false });
