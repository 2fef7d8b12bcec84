import type { ReactNode } from "react";
import type { ProseTools, StaticPageWords } from "../../prose";

const title = "Manutenzione";
const description = "Stiamo effettuando una manutenzione programmata e torneremo presto.";

/** The maintenance page in Italian (no link home: in maintenance mode every page leads back here). */
function content(tools: ProseTools): ReactNode {
  const { SupportEmailLink, prose } = tools;
  return (
    <article className={`${prose.page} ${prose.centered}`} aria-labelledby="maintenance-title">
      <h1 id="maintenance-title">Torniamo presto!</h1>
      <p className={prose.lead}>
        Il nostro sito è in manutenzione programmata. Grazie per la pazienza. Tutte le operazioni sono
        temporaneamente sospese.
      </p>
      <p>
        Ti serve aiuto nel frattempo? Scrivi a <SupportEmailLink />.
      </p>
    </article>
  );
}

export const maintenance: StaticPageWords<ReactNode> = { title, description, body: content };
