import type { ReactNode } from "react";
import type { ProseTools, StaticPageWords } from "../../prose";

const title = "Wartung";
const description = "Wir führen gerade geplante Wartungsarbeiten durch und sind bald wieder da.";

/** The maintenance page in German (no link home: in maintenance mode every page leads back here). */
function content(tools: ProseTools): ReactNode {
  const { SupportEmailLink, prose } = tools;
  return (
    <article className={`${prose.page} ${prose.centered}`} aria-labelledby="maintenance-title">
      <h1 id="maintenance-title">Wir sind bald wieder da!</h1>
      <p className={prose.lead}>
        Unsere Website wird gerade planmäßig gewartet. Danke für deine Geduld. Alle Funktionen sind vorübergehend
        deaktiviert.
      </p>
      <p>
        Brauchst du in der Zwischenzeit Hilfe? Schreib an <SupportEmailLink />.
      </p>
    </article>
  );
}

export const maintenance: StaticPageWords<ReactNode> = { title, description, body: content };
