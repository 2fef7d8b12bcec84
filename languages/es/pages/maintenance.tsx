import type { ReactNode } from "react";
import type { ProseTools, StaticPageWords } from "../../prose";

const title = "Mantenimiento";
const description = "Estamos haciendo un mantenimiento programado y volveremos pronto.";

/** The maintenance page in Spanish (no link home: in maintenance mode every page leads back here). */
function content(tools: ProseTools): ReactNode {
  const { SupportEmailLink, prose } = tools;
  return (
    <article className={`${prose.page} ${prose.centered}`} aria-labelledby="maintenance-title">
      <h1 id="maintenance-title">¡Volvemos enseguida!</h1>
      <p className={prose.lead}>
        Estamos haciendo un mantenimiento programado del sitio. Gracias por tu paciencia. Todas las operaciones están
        desactivadas temporalmente.
      </p>
      <p>
        ¿Necesitas ayuda mientras tanto? Escríbenos a <SupportEmailLink />.
      </p>
    </article>
  );
}

export const maintenance: StaticPageWords<ReactNode> = { title, description, body: content };
