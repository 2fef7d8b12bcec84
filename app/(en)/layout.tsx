import type { ReactNode } from "react";
import { SiteShell, shellMetadata, shellViewport } from "@/components/site-shell";
import "../globals.css";

export const generateMetadata = shellMetadata;
export const viewport = shellViewport;

/** The root layout of the English pages: every path of the specification, unprefixed. */
export default function EnglishLayout({ children }: { children: ReactNode }) {
  return <SiteShell locale="en">{children}</SiteShell>;
}
