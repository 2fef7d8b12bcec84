import type { ReactNode } from "react";
import type { ProseTools, StaticPageWords } from "../../prose";

const title = "Maintenance";
const description = "Nous effectuons une maintenance programmée et serons bientôt de retour.";

// French typography, as in the French catalogs: straight apostrophes (&apos; in JSX text), a no-break space before
// ? ! : ; and inside « » (&nbsp; in JSX text, \u00a0 in strings).

/** The maintenance page in French (no link home: in maintenance mode every page leads back here). */
function content(tools: ProseTools): ReactNode {
  const { SupportEmailLink, prose } = tools;
  return (
    <article className={`${prose.page} ${prose.centered}`} aria-labelledby="maintenance-title">
      <h1 id="maintenance-title">Nous revenons très vite&nbsp;!</h1>
      <p className={prose.lead}>
        Notre site fait actuellement l&apos;objet d&apos;une maintenance programmée. Merci de votre patience. Toutes les
        opérations sont temporairement désactivées.
      </p>
      <p>
        Besoin d&apos;aide en attendant&nbsp;? Écrivez à <SupportEmailLink />.
      </p>
    </article>
  );
}

export const maintenance: StaticPageWords<ReactNode> = { title, description, body: content };
