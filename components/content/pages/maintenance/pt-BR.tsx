import prose from "@/components/content/prose.module.css";
import { SupportEmailLink } from "@/components/content/support-email-link";

export const title = "Manutenção";
export const description = "Estamos fazendo uma manutenção programada e voltamos logo.";

/** The maintenance page in Brazilian Portuguese (no link home: in maintenance mode every page leads back here). */
export function Content() {
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
