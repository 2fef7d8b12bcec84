import type { ReactNode } from "react";
import type { ProseTools, StaticPageWords } from "../../prose";

const title = "Manutenção";
const description = "Estamos fazendo uma manutenção programada e voltamos logo.";

/** The maintenance page in Brazilian Portuguese (no link home: in maintenance mode every page leads back here). */
function content(tools: ProseTools): ReactNode {
  const { SupportEmailLink, prose } = tools;
  return (
    <article className={`${prose.page} ${prose.centered}`} aria-labelledby="maintenance-title">
      <h1 id="maintenance-title">Voltamos logo!</h1>
      <p className={prose.lead}>
        Nosso site está passando por uma manutenção programada. Obrigado pela paciência. Todas as operações estão
        temporariamente desativadas.
      </p>
      <p>
        Precisa de ajuda enquanto isso? Escreva para <SupportEmailLink />.
      </p>
    </article>
  );
}

export const maintenance: StaticPageWords<ReactNode> = { title, description, body: content };
