/**
 * The not-found page above the root layout, which Next sends (as its router's outermost not-found boundary)
 * with every page: only a notFound() in the root layout itself would reach it, and none does (proxy.ts lets
 * only our languages reach `[locale]`). Small on purpose, and in no language: without it Next sends its own,
 * in English, with its styles, in every page's payload. A path no route matches gets app/global-not-found.tsx.
 */
export default function OutermostNotFound() {
  return (
    <html>
      <body>
        <h1>404</h1>
      </body>
    </html>
  );
}
