import type { ReactNode } from "react";
import type { ProseTools, StaticPageWords } from "../../prose";

const title = "Política de privacidad";
const description = "Qué datos recoge {appName}, para qué, cómo los protege y qué decisiones puedes tomar sobre ellos.";

/** The Privacy Policy in Spanish. */
function content(tools: ProseTools): ReactNode {
  const { appName, Link, SupportEmailLink, prose } = tools;
  return (
    <article className={prose.page} aria-labelledby="privacy-title">
      <h1 id="privacy-title">Política de privacidad</h1>
      <p className={prose.meta}>
        Última actualización: <time dateTime="2025-06-11">11 de junio de 2025</time>
      </p>
      <p className={prose.meta}>
        Esta es una traducción: en caso de duda, prevalece la{" "}
        <Link href="/privacy" hrefLang="en">
          versión original en inglés
        </Link>
        .
      </p>
      <p className={prose.lead}>
        Tus preguntas pueden ser muy personales, así que lo hacemos sencillo: solo recogemos lo que necesitamos para
        darte tus lecturas, tus lecturas son privadas y nunca vendemos tus datos.
      </p>

      <section aria-labelledby="privacy-collect">
        <h2 id="privacy-collect">Qué datos recogemos</h2>
        <ul>
          <li>
            <strong>Datos de la cuenta.</strong> Cuando inicias sesión con Google, recibimos tu dirección de correo
            electrónico y un identificador de cuenta. Los usamos para crear tu cuenta y reconocerte cuando vuelves.
          </li>
          <li>
            <strong>Datos de pago.</strong> Las suscripciones se pagan a través de Stripe. Stripe gestiona los datos de
            tu tarjeta y nosotros nunca vemos ni guardamos su número; solo conservamos lo necesario para vincular tu
            suscripción a tu cuenta, como su estado y su fecha de renovación.
          </li>
          <li>
            <strong>Lecturas y preferencias.</strong> Las preguntas que haces, la tirada y la categoría que eliges, las
            cartas que sacas y la interpretación escrita para ti, para poder mostrarte tu lectura y contar tus lecturas
            del mes; tus preguntas adicionales y sus respuestas, si una lectura te resultó útil, y tus cartas del
            día.
          </li>
          <li>
            <strong>Datos de uso.</strong> Información técnica básica, como las páginas que visitas, la hora de cada
            solicitud, el tipo de navegador y tu dirección IP, que sirve para mantener el servicio en marcha y
            protegerlo frente a abusos.
          </li>
        </ul>
      </section>

      <section aria-labelledby="privacy-use">
        <h2 id="privacy-use">Cómo usamos tus datos</h2>
        <ul>
          <li>
            Para ofrecerte tus lecturas. Para escribir cada una, enviamos tu pregunta, la tirada, la categoría y las
            cartas a nuestro proveedor de IA, que las procesa para redactar tu interpretación.
          </li>
          <li>
            <strong>Lecturas que recuerdan</strong> (una función Premium). Si tienes una suscripción, cada nueva lectura
            recibe también las cartas que han salido en al menos dos de tus lecturas de los últimos 30 días, con cuántas
            veces han salido, y las preguntas de tus tres últimas lecturas, para que pueda notar un patrón («La Torre,
            por tercera vez este mes…»). No se usa nada más tuyo: ni tu dirección de correo ni ninguna interpretación
            anterior. Las preguntas anteriores solo se envían a la IA que redacta esa lectura y no se vuelven a guardar; la
            lectura conserva únicamente qué cartas y cuántas preguntas recordó, y lo muestra debajo de sí misma. Está
            activada para quienes tienen suscripción hasta que la desactivan: puedes desactivarla en cualquier momento
            con «Permitir que las lecturas recuerden mis lecturas recientes» en tu perfil. Nunca está activada en las cuentas
            gratuitas.
          </li>
          <li>Para gestionar tu cuenta, tus lecturas gratuitas del mes y tu suscripción.</li>
          <li>Para mantener la seguridad del servicio, evitar abusos y solucionar problemas.</li>
          <li>Para responderte cuando nos escribes.</li>
        </ul>
        <p>
          Tus lecturas son privadas y nunca se comparten con otros usuarios. Cuando compartes tu carta del día, el
          enlace lleva a una página pública que solo muestra la carta, la fecha y el mensaje general de la carta para ese
          día: nunca tu dirección de correo, tus preguntas ni tus lecturas. Si has iniciado sesión, el enlace incluye tu
          código de invitación, para que, si alguien se une a través de él, ganes lecturas extra. No vendemos tus datos
          personales ni los usamos para publicidad. Solo los compartimos con los proveedores que hacen funcionar{" "}
          {appName} para nosotros (inicio de sesión, pagos, IA y alojamiento), y solo en la medida en que los necesitan
          para hacer ese trabajo, o cuando la ley lo exige.
        </p>
      </section>

      <section aria-labelledby="privacy-notifications">
        <h2 id="privacy-notifications">Correos y notificaciones</h2>
        <p>Solo te enviamos lo que has pedido y los correos que toda cuenta necesita:</p>
        <ul>
          <li>
            <strong>La carta del día</strong>, solo si la activas en tu perfil: por correo electrónico o como
            notificación push (o ambas) en los dispositivos en los que has elegido «Avisarme en este dispositivo», una vez
            al día, a la hora que elijas en tu zona horaria. Incluye la carta del día, la primera frase de su mensaje y
            un enlace a ella.
          </li>
          <li>
            <strong>Seguimientos</strong>, solo después de que elijas «Pregúntame dentro de 7 / 14 / 30 días qué pasó» debajo
            de una lectura: un correo o una notificación push (o ambos) ese día, con la fecha de la lectura y un enlace a
            su formulario de seguimiento. Tu respuesta y tu nota se guardan con esa lectura, en tu diario y en sus
            exportaciones, y se tienen en cuenta en tus «Tendencias».
          </li>
          <li>
            <strong>Correos de la cuenta</strong>, siempre, porque forman parte del servicio: tu suscripción ha empezado,
            su cancelación está programada (con la fecha en que termina Premium), Premium ha terminado, ha fallado el
            pago de una renovación y tu cuenta se ha eliminado.
          </li>
        </ul>
        <p>
          Ningún correo ni notificación push contiene nunca tus preguntas, el texto de tus lecturas ni tus notas de
          seguimiento, y no guardamos nada de eso en los mensajes que almacenamos para enviarlos. Para acertar con tu
          zona horaria, guardamos la que indica tu navegador junto con tus preferencias. Nuestros correos no llevan
          píxeles de rastreo ni imágenes remotas.
        </p>
        <p>
          Para dejar de recibirlos, desactiva cada uno en la sección «Notificaciones» de tu perfil, pulsa allí «Darme de
          baja de todo lo opcional» o usa el enlace para darte de baja que aparece al pie de cualquier correo de la carta
          del día o de seguimiento, que funciona sin iniciar sesión. Si desactivas las notificaciones push en un
          dispositivo, o eliminas tu cuenta, se borra el registro de ese dispositivo para recibirlas.
        </p>
      </section>

      <section aria-labelledby="privacy-security">
        <h2 id="privacy-security">Seguridad</h2>
        <p>
          Las conexiones con {appName} están cifradas, las sesiones usan tokens firmados y el acceso a los datos
          guardados se limita a lo que el servicio necesita para funcionar. Los pagos con tarjeta nunca pasan por
          nuestros servidores. Ningún sistema es totalmente seguro, pero nos esforzamos por proteger tus datos y, si
          alguna vez una brecha de seguridad afectara a tus datos, te lo comunicaríamos como exige la ley.
        </p>
      </section>

      <section aria-labelledby="privacy-rights">
        <h2 id="privacy-rights">Tus derechos</h2>
        <p>Tú decides sobre tus datos. Puedes pedirnos:</p>
        <ul>
          <li>
            <strong>Acceso</strong> a los datos personales que tenemos sobre ti;
          </li>
          <li>
            La <strong>rectificación</strong> de cualquier dato inexacto;
          </li>
          <li>
            La <strong>supresión</strong> de tus datos;
          </li>
          <li>
            Que <strong>dejemos de tratarlos</strong> de la forma a la que te opongas.
          </li>
        </ul>
        <p>
          Puedes eliminar tu cuenta en cualquier momento desde tu perfil con «Eliminar cuenta». Así se borran tu
          cuenta, tus lecturas y todas tus sesiones abiertas. Stripe conserva el registro de los pagos anteriores durante
          el tiempo que exige la ley. Para cualquier otra solicitud, escríbenos y te responderemos lo antes posible.
        </p>
        <p id="privacy-usage-record">
          Hay un dato que sobrevive a una cuenta eliminada: para que eliminar una cuenta y volver a crearla no reinicie
          las lecturas gratuitas, guardamos, solo del mes en curso y del anterior, cuántas lecturas se contaron para tu
          identidad de inicio de sesión. Se guarda bajo un hash irreversible del identificador de tu cuenta en el
          proveedor de identidad, no contiene ninguna dirección de correo ni ninguna lectura, y no se puede convertir de
          nuevo en ninguna de las dos. Los meses más antiguos se borran.
        </p>
      </section>

      <section aria-labelledby="privacy-contact">
        <h2 id="privacy-contact">Contacto</h2>
        <p>
          ¿Tienes preguntas sobre esta política o sobre tus datos? Escríbenos a <SupportEmailLink />.
        </p>
      </section>
    </article>
  );
}

export const privacy: StaticPageWords<ReactNode> = { title, description, body: content };
