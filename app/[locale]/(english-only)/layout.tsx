import { notFound } from "next/navigation";
import type { ReactNode } from "react";

/**
 * The pages that exist in English only, apart from the pages every language has: the operator console, the
 * local providers' stand-ins (`/dev/*`), the two ends of the sign-in popup (`/auth/*`) and the shared card of
 * the day (`/daily/*`, one address for everyone the link reaches). They are at their English paths only:
 * proxy.ts answers `/{locale}/admin` as not found, and so does this layout should one get here.
 */
export default async function EnglishOnlyLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  if ((await params).locale !== "en") notFound();
  return children;
}
