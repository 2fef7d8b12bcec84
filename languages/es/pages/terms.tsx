import type { ReactNode } from "react";
import type { ProseTools, StaticPageWords } from "../../prose";

const title = "Términos del servicio";
const description =
  "Las condiciones para usar {appName}: tu licencia, el uso razonable, las suscripciones y los pagos, la disponibilidad y el cierre de cuentas.";

const freeReadings = ({ figures, plural }: ProseTools) => plural(figures.freeReadingsPerMonth, { one: "{count} lectura", other: "{count} lecturas" });

/** The Terms of Service in Spanish. */
function content(tools: ProseTools): ReactNode {
  const { appName, Link, SupportEmailLink, prose, figures, price } = tools;
  return (
    <article className={prose.page} aria-labelledby="terms-title">
      <h1 id="terms-title">Términos del servicio</h1>
      <p className={prose.meta}>
        Última actualización: <time dateTime="2025-06-11">11 de junio de 2025</time>
      </p>
      <p className={prose.meta}>
        Esta es una traducción: en caso de duda, prevalece la{" "}
        <Link href="/terms" hrefLang="en">
          versión original en inglés
        </Link>
        .
      </p>
      <p className={prose.lead}>
        Estos términos explican qué puedes esperar de {appName} y qué te pedimos a cambio. Los hemos escrito de la
        forma más breve y clara posible.
      </p>

      <section aria-labelledby="terms-acceptance">
        <h2 id="terms-acceptance">Aceptación de los términos</h2>
        <p>
          Al usar {appName}, aceptas estos términos y nuestra{" "}
          <Link href={"/privacy"}>Política de privacidad</Link>. Si no estás de acuerdo, no uses el
          servicio. Cuando cambiemos estos términos, actualizaremos la fecha de arriba; si sigues usando {appName}{" "}
          después de un cambio, se aplicarán los nuevos términos.
        </p>
      </section>

      <section aria-labelledby="terms-licence">
        <h2 id="terms-licence">Licencia de uso</h2>
        <p>
          Te concedemos una licencia personal, no exclusiva e intransferible para usar {appName} y las lecturas que
          escribe para ti, con fines propios y no comerciales. El servicio, su diseño y sus textos siguen siendo
          nuestros; las ilustraciones de las cartas son obras de dominio público de 1909.
        </p>
        <p>
          Las lecturas se ofrecen para la reflexión y el entretenimiento. No son asesoramiento profesional, ya sea
          médico, jurídico o financiero, y nunca deben sustituirlo.
        </p>
      </section>

      <section aria-labelledby="terms-restrictions">
        <h2 id="terms-restrictions">Restricciones</h2>
        <p>Cuando uses {appName}, te pedimos que no:</p>
        <ul>
          <li>revendas, sublicencies ni explotes comercialmente el servicio o sus lecturas;</li>
          <li>copies, extraigas datos del servicio ni automatices el acceso a él, ni intentes eludir sus límites o pagos;</li>
          <li>apliques ingeniería inversa al servicio ni interfieras en su seguridad o su funcionamiento;</li>
          <li>lo uses para crear o compartir contenido ilegal, dañino u ofensivo;</li>
          <li>inicies sesión con una cuenta que no sea tuya.</li>
        </ul>
      </section>

      <section aria-labelledby="terms-payments">
        <h2 id="terms-payments">Suscripciones y pagos</h2>
        <p>
          Una cuenta gratuita incluye {freeReadings(tools)} al mes. La suscripción cuesta {price} al mes, se
          paga con tarjeta a través de Stripe y se renueva automáticamente cada mes hasta que la canceles. Incluye todas las
          tiradas, todas las categorías y lecturas ilimitadas, dentro de un uso razonable de {figures.fairUsePerDay}{" "}
          al día para que ninguna cuenta pueda sobrecargar el servicio.
        </p>
        <p>
          Puedes cancelarla cuando quieras desde tu perfil con «Gestionar suscripción». Después de cancelarla, no se te
          volverá a cobrar y mantendrás el acceso hasta el final del periodo de facturación que ya hayas pagado. Si el
          precio cambia algún día, te avisaremos antes de que se aplique a tu siguiente periodo de facturación.
        </p>
      </section>

      <section aria-labelledby="terms-availability">
        <h2 id="terms-availability">Disponibilidad</h2>
        <p>
          Trabajamos para que {appName} funcione bien, pero lo ofrecemos tal cual y no podemos prometer que esté siempre
          disponible ni libre de errores. Podemos pausar el servicio por mantenimiento y, con el tiempo, cambiar, añadir
          o quitar funciones.
        </p>
      </section>

      <section aria-labelledby="terms-termination">
        <h2 id="terms-termination">Cierre de cuentas</h2>
        <p>
          Puedes dejar de usar {appName} en cualquier momento y eliminar tu cuenta desde tu perfil. Podemos suspender o
          cerrar una cuenta que incumpla estos términos. Si cerramos una cuenta con una suscripción activa por motivos
          distintos de un incumplimiento de estos términos, no volveremos a cobrar por ella.
        </p>
      </section>

      <section aria-labelledby="terms-contact">
        <h2 id="terms-contact">Contacto</h2>
        <p>
          ¿Tienes preguntas sobre estos términos? Escríbenos a <SupportEmailLink />.
        </p>
      </section>
    </article>
  );
}

export const terms: StaticPageWords<ReactNode> = { title, description, body: content };
