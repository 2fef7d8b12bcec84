import type { Strings } from "../../strings";
import type { mailEn } from "../../en/messages/mail";

export const mailEs: Strings<typeof mailEn> = {
  linkLine: "{label}: {url}",
  unsubscribe: "Darse de baja",
  dailyCard: {
    subject: "Tu carta del día: {card}",
    heading: "Tu carta del día para el {date}: {card}",
    link: "Ver tu carta del día",
    why: "Recibes este correo porque has activado la carta del día por correo electrónico en tu perfil de {appName}.",
  },
  checkIn: {
    subject: "Tu seguimiento: qué pasó después de tu lectura",
    heading: "Es hora de tu seguimiento",
    asked: {
      one: "El {date} nos pediste que te preguntáramos cómo te fue {count} día después de una lectura.",
      other: "El {date} nos pediste que te preguntáramos cómo te fue {count} días después de una lectura.",
    },
    writeItDown: "Cuando tengas un momento, anota lo que pasó. Se guarda con la lectura en tu diario.",
    link: "Hacer el seguimiento de tu lectura",
    why: "Recibes este correo porque has pedido un seguimiento después de una lectura en {appName}.",
  },
  account: {
    why: "Recibes este correo porque tiene que ver con tu cuenta de {appName}.",
    profileLink: "Ir a tu perfil",
    subscription_started: {
      subject: "Tu suscripción a {appName} ha comenzado",
      heading: "Gracias por suscribirte",
      body: "Tu suscripción ha comenzado y ya tienes Premium. Puedes cambiarla o cancelarla desde tu perfil cuando quieras.",
    },
    cancellation_scheduled: {
      subject: "Tu suscripción a {appName} está cancelada: Premium termina el {date}",
      subjectUndated: "Tu suscripción a {appName} está cancelada",
      heading: "Tu suscripción está cancelada",
      premiumUntil: "Seguirás teniendo Premium hasta el {date}; después no se te volverá a cobrar.",
      notChargedAgain: "No se te volverá a cobrar.",
      renew: "¿Has cambiado de opinión? Puedes renovarla desde tu perfil antes de esa fecha.",
    },
    premium_ended: {
      subject: "Tu Premium de {appName} ha terminado",
      heading: "Tu Premium ha terminado",
      body: "Tu suscripción ha terminado. Tu diario y tus lecturas siguen siendo tuyos, y puedes volver a suscribirte cuando quieras.",
    },
    payment_failed: {
      subject: "No se pudo cobrar la renovación de {appName}",
      heading: "No se pudo cobrar tu renovación",
      body: "No hemos podido cobrar la renovación de tu suscripción. Actualiza tu método de pago para conservar Premium.",
      updateLink: "Actualizar tu método de pago",
    },
    account_deleted: {
      subject: "Tu cuenta de {appName} se ha eliminado",
      heading: "Tu cuenta se ha eliminado",
      body: "Tu cuenta y todo lo que contenía (lecturas, diario, cartas del día y preferencias) se han eliminado, como nos has pedido. Si tenías una suscripción, se ha cancelado.",
      link: "Visitar {appName}",
      why: "Recibes este correo una sola vez, como comprobante de la eliminación de tu cuenta de {appName}.",
    },
  },
  push: {
    dailyCardTitle: "Tu carta del día: {card}",
    checkIn: {
      title: "¿Qué pasó?",
      body: {
        one: "Ha pasado {count} día desde tu lectura del {date}. Anota cómo salió todo.",
        other: "Han pasado {count} días desde tu lectura del {date}. Anota cómo salió todo.",
      },
    },
    subscription_started: { title: "Premium ha comenzado", body: "Gracias por suscribirte: todas las tiradas, categorías y voces son tuyas." },
    cancellation_scheduled: {
      title: "Tu cancelación está programada",
      body: "Premium sigue activo hasta el {date}.",
      bodyUndated: "Premium sigue activo hasta el final del periodo que has pagado.",
    },
    premium_ended: { title: "Premium ha terminado", body: "Tus lecturas y tu diario siguen aquí." },
    payment_failed: { title: "Falló el pago de la renovación", body: "Actualiza tu método de pago para conservar Premium." },
    account_deleted: { title: "Tu cuenta se ha eliminado", body: "Tus lecturas y tus datos se han borrado." },
  },
};
