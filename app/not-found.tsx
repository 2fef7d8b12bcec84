import type { Metadata } from "next";
import { NotFoundContent } from "@/components/content/not-found-content";
import { SiteShell, shellViewport } from "@/components/site-shell";
import { messagesFor } from "@/lib/i18n/messages";
import "./globals.css";

const { notFound } = messagesFor("en");

// Next adds `noindex` to 404 responses itself; no canonical URL, since this page answers any path.
export const metadata: Metadata = {
  title: notFound.title,
  description: notFound.description,
};

export const viewport = shellViewport;

/**
 * The not-found page of every path no route matches, and of every English page that calls notFound().
 * Above it is only the pass-through root layout, so it renders the whole document itself.
 */
export default function NotFound() {
  return (
    <SiteShell locale="en">
      <NotFoundContent locale="en" />
    </SiteShell>
  );
}
