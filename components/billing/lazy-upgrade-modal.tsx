"use client";

import dynamic from "next/dynamic";

/** The upgrade modal (and the payments client with zod) arrives after hydration, not in every page's first load. */
export const LazyUpgradeModal = dynamic(() => import("./upgrade-modal").then((module) => module.UpgradeModal), { ssr: false });
