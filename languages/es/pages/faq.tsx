import type { ProseTools, StaticPageWords, FaqWords, Faq } from "../../prose";

const freeReadings = ({ figures, plural }: ProseTools) => plural(figures.freeReadingsPerMonth, { one: "{count} lectura", other: "{count} lecturas" });

function faqs(tools: ProseTools): Faq[] {
  const { appName, Link, SupportEmailLink, figures, price } = tools;
  return [
    {
      question: `¿Cómo funciona ${appName}?`,
      answer: (
        <p>
          Escribe la pregunta que tienes en mente, elige una tirada y una categoría y luego escoge tus cartas de una
          baraja de los 22 Arcanos Mayores abierta en abanico. Cuando las revelas, nuestra IA escribe una
          interpretación que relaciona cada carta con tu pregunta y con su lugar en la tirada.
        </p>
      ),
    },
    {
      question: "¿Cuántas lecturas puedo hacer gratis?",
      answer: (
        <p>
          Con una cuenta gratuita tienes {freeReadings(tools)} al mes con las tiradas «Una carta» y «Sí o no», para preguntas
          generales. Con la suscripción tienes lecturas ilimitadas, dentro de un uso razonable de{" "}
          {figures.fairUsePerDay} al día, además de todas las tiradas y todas las categorías, por{" "}
          {price} al mes. Debajo de cada lectura terminada puedes hacer una pregunta adicional sobre
          las mismas cartas sin volver a sacar: {figures.followUpsPerReading.free} por lectura con la cuenta gratuita,{" "}
          {figures.followUpsPerReading.subscribed} con la suscripción. Las preguntas adicionales nunca cuentan para tus
          lecturas del mes. Todo el mundo tiene gratis la carta del día, y «Mis lecturas» te muestra los patrones de
          tus últimos 30 días; con la suscripción, también los de los últimos 90 días y los de todo tu historial.
        </p>
      ),
    },
    {
      question: "¿Necesito saber algo de tarot?",
      answer: (
        <p>
          Para nada. Cada lectura explica qué significan tus cartas y cómo se relacionan con tu pregunta, así que no
          necesitas experiencia. Si te pica la curiosidad, nuestra{" "}
          <Link href={"/how-to-use"}>guía</Link> recorre una lectura paso a paso y te presenta las
          22 cartas.
        </p>
      ),
    },
    {
      question: "¿Cómo me suscribo?",
      answer: (
        <p>
          Inicia sesión con tu cuenta de Google y luego elige «Suscribirme» en tu perfil o pulsa la etiqueta
          «Gratis» en la parte superior de la página. Pasarás al pago seguro de Stripe para pagar con tarjeta, y tu
          suscripción empieza en cuanto se confirma el pago.
        </p>
      ),
    },
    {
      question: "¿Mis lecturas son privadas?",
      answer: (
        <p>
          Sí. Tus preguntas y tus lecturas están vinculadas a tu cuenta: nunca se comparten y nunca se venden. Para
          escribir una lectura, enviamos tu pregunta y las cartas que has sacado a nuestro proveedor de IA. Si compartes
          tu carta del día, solo se comparte la carta y su mensaje general para ese día, nunca nada personal. Nuestra{" "}
          <Link href={"/privacy"}>Política de privacidad</Link> lo explica en detalle.
        </p>
      ),
    },
    {
      question: "¿Qué correos recibiré y cómo dejo de recibirlos?",
      answer: (
        <>
          <p>
            Solo los que pidas, más los que necesita tu cuenta. En la sección «Notificaciones» de tu perfil puedes
            recibir la carta del día por correo o por notificación push a la hora que elijas, y debajo de cualquier
            lectura puedes elegir «Pregúntame dentro de 7 / 14 / 30 días qué pasó» para recibir ese día un único
            mensaje de seguimiento. Los correos de la cuenta (suscripción iniciada, cancelación programada, fin de
            Premium, un pago de renovación fallido, cuenta eliminada) llegan siempre. Ningún mensaje contiene nunca tus
            preguntas, tus lecturas ni tus notas.
          </p>
          <p>
            Para dejar de recibirlos, desactívalos en tu perfil, pulsa «Darme de baja de todo lo opcional» o usa el
            enlace para darte de baja que aparece en cualquier correo de la carta del día o de seguimiento. Nuestra{" "}
            <Link href={"/privacy"}>Política de privacidad</Link> te da todos los detalles.
          </p>
        </>
      ),
    },
    {
      question: "¿Qué métodos de pago se aceptan?",
      answer: (
        <p>
          Aceptamos las principales tarjetas de crédito, como Visa, Mastercard y American Express. Los pagos los
          procesa Stripe, así que el número de tu tarjeta nunca llega a nuestros servidores.
        </p>
      ),
    },
    {
      question: "¿Cómo gestiono o cancelo mi suscripción?",
      answer: (
        <p>
          Abre tu perfil y elige «Gestionar suscripción». Te llevará al portal de clientes de Stripe, donde puedes
          actualizar tu tarjeta, descargar tus facturas o cancelar cuando quieras.
        </p>
      ),
    },
    {
      question: "¿Puedo pedir un reembolso?",
      answer: (
        <>
          <p>
            Si un cargo no te cuadra o tienes cualquier otro problema con la facturación, escríbenos a{" "}
            <SupportEmailLink /> y lo revisaremos contigo.
          </p>
          <p>
            Si cancelas, no se te volverá a cobrar, y tu suscripción sigue activa hasta el final del periodo de
            facturación ya pagado.
          </p>
        </>
      ),
    },
  ];
}

function FaqEs(tools: ProseTools): FaqWords {
  const { SupportEmailLink } = tools;
  return {
    title: "Preguntas frecuentes",
    lead: "Respuestas rápidas a las preguntas que más nos hacen. Selecciona una pregunta para ver su respuesta.",
    faqs: faqs(tools),
    moreTitle: "¿Te queda alguna duda?",
    more: (
      <>
        Escribe a <SupportEmailLink /> y te responderemos.
      </>
    ),
  };
}

export const faq: StaticPageWords<FaqWords> = {
  title: "Preguntas frecuentes",
  description: (appName) =>
    `Respuestas sobre ${appName}: cómo funcionan las lecturas, las lecturas gratuitas y la suscripción, la privacidad, los pagos, la cancelación y los reembolsos.`,
  body: FaqEs,
};
