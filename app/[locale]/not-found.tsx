import { locale } from "next/root-params";
import { NotFoundContent } from "@/components/content/not-found-content";
import { DEFAULT_LOCALE, isLocale } from "@/lib/i18n/locales";

/**
 * A page that calls notFound() (an unknown reading, the console for a customer): the not-found page inside
 * the layout, in the page's language. Next sends it with every page below (as its router's not-found
 * boundary), so it says only that page's language. A path no route matches gets app/global-not-found.tsx.
 */
export default async function NotFound() {
  const pageLocale: string = await locale();
  return <NotFoundContent locale={isLocale(pageLocale) ? pageLocale : DEFAULT_LOCALE} />;
}
