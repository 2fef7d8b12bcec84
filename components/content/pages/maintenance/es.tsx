import prose from "@/components/content/prose.module.css";
import { SupportEmailLink } from "@/components/content/support-email-link";

export const title = "Mantenimiento";
export const description = "Estamos haciendo un mantenimiento programado y volveremos pronto.";

/** The maintenance page in Spanish (no link home: in maintenance mode every page leads back here). */
export function Content() {
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
