import { NotFoundContent, notFoundMetadata } from "@/components/content/not-found-content";

export const metadata = notFoundMetadata("en");

/**
 * An English page that calls notFound() (an unknown reading, the console for a customer): the not-found
 * page inside the English layout. A path no route matches gets app/not-found.tsx, which renders the layout itself.
 */
export default function EnglishNotFound() {
  return <NotFoundContent locale="en" />;
}
