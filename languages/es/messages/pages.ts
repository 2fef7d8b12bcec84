import type { Strings } from "../../strings";
import type { pagesEn } from "../../en/messages/pages";

export const pagesEs: Strings<typeof pagesEn> = {
  popup: {
    title: "Iniciando sesión",
    finishing: "Terminando de iniciar sesión. Esta ventana se cerrará sola.",
    disconnected: "Esta ventana ya no está conectada a la página que la abrió. Ciérrala y vuelve a iniciar sesión desde el sitio.",
    goHome: "Ir al inicio",
  },
  localCheckout: {
    title: "Pago local",
    lead: "Sustituye a Stripe Checkout mientras los proveedores locales están activos. No se cobra ninguna tarjeta.",
    includes: "{perk}, todas las tiradas y todas las categorías. Cancela cuando quieras.",
    billedTo: "Se factura a {email}",
    alreadyPaid: "Esta sesión de pago ya se completó.",
    expired: "Esta sesión de pago ha caducado porque se abrió una más reciente. No se ha cobrado nada; vuelve a suscribirte desde tu perfil.",
    backTo: "Volver a {appName}",
    pay: "Pagar {price}",
    cancel: "Cancelar",
  },
};
