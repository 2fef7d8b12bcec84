import type { Strings } from "../../strings";
import type { mailEn } from "../../en/messages/mail";

export const mailFr: Strings<typeof mailEn> = {
  // The plain-text part's link line keeps a plain space before its colon (lib/notifications/mail/compose.test.ts).
  linkLine: "{label} : {url}",
  unsubscribe: "Se désabonner",
  dailyCard: {
    subject: "Votre carte du jour : {card}",
    heading: "Votre carte du jour pour le {date} : {card}",
    link: "Voir votre carte du jour",
    why: "Vous recevez cet e-mail parce que vous avez activé la carte du jour par e-mail dans votre profil {appName}.",
  },
  checkIn: {
    subject: "Votre suivi : que s'est-il passé après votre tirage ?",
    heading: "C'est l'heure de votre suivi",
    asked: {
      one: "Le {date}, vous nous avez demandé de revenir vers vous {count} jour après un tirage.",
      other: "Le {date}, vous nous avez demandé de revenir vers vous {count} jours après un tirage.",
    },
    writeItDown: "Quand vous aurez un moment, notez ce qui s'est passé. Vos notes restent avec le tirage dans votre journal.",
    link: "Faire le suivi de votre tirage",
    why: "Vous recevez cet e-mail parce que vous avez demandé un suivi après un tirage sur {appName}.",
  },
  account: {
    why: "Vous recevez cet e-mail parce qu'il concerne votre compte {appName}.",
    profileLink: "Accéder à votre profil",
    subscription_started: {
      subject: "Votre abonnement {appName} a commencé",
      heading: "Merci pour votre abonnement",
      body: "Votre abonnement a commencé et Premium est à vous. Vous pouvez le modifier ou le résilier à tout moment depuis votre profil.",
    },
    cancellation_scheduled: {
      subject: "Votre abonnement {appName} est résilié : Premium prend fin le {date}",
      subjectUndated: "Votre abonnement {appName} est résilié",
      heading: "Votre abonnement est résilié",
      premiumUntil: "Premium reste à vous jusqu'au {date} ; ensuite, plus aucun prélèvement ne sera effectué.",
      notChargedAgain: "Plus aucun prélèvement ne sera effectué.",
      renew: "Vous avez changé d'avis ? Vous pouvez renouveler votre abonnement depuis votre profil d'ici là.",
    },
    premium_ended: {
      subject: "Votre Premium {appName} a pris fin",
      heading: "Votre Premium a pris fin",
      body: "Votre abonnement a pris fin. Votre journal et vos tirages vous appartiennent toujours, et vous pouvez vous réabonner à tout moment.",
    },
    payment_failed: {
      subject: "Le paiement du renouvellement {appName} a échoué",
      heading: "Le paiement de votre renouvellement a échoué",
      body: "Nous n'avons pas pu encaisser le paiement du renouvellement de votre abonnement. Mettez à jour votre moyen de paiement pour conserver Premium.",
      updateLink: "Mettre à jour votre moyen de paiement",
    },
    account_deleted: {
      subject: "Votre compte {appName} est supprimé",
      heading: "Votre compte est supprimé",
      body: "Votre compte et tout ce qu'il contenait (tirages, journal, cartes du jour et préférences) ont été supprimés, comme vous l'avez demandé. Tout abonnement en cours a été résilié.",
      link: "Aller sur {appName}",
      why: "Vous recevez cet e-mail une seule fois, pour confirmer la suppression de votre compte {appName}.",
    },
  },
  push: {
    dailyCardTitle: "Votre carte du jour : {card}",
    checkIn: {
      title: "Que s'est-il passé ?",
      body: {
        one: "Votre tirage du {date} remonte à {count} jour. Notez comment les choses ont tourné.",
        other: "Votre tirage du {date} remonte à {count} jours. Notez comment les choses ont tourné.",
      },
    },
    subscription_started: { title: "Premium a commencé", body: "Merci pour votre abonnement : tous les types de tirage, catégories et voix sont à vous." },
    cancellation_scheduled: {
      title: "Votre résiliation est programmée",
      body: "Premium reste actif jusqu'au {date}.",
      bodyUndated: "Premium reste actif jusqu'à la fin de la période payée.",
    },
    premium_ended: { title: "Premium a pris fin", body: "Vos tirages et votre journal sont toujours là." },
    payment_failed: { title: "Échec du paiement du renouvellement", body: "Mettez à jour votre moyen de paiement pour conserver Premium." },
    account_deleted: { title: "Votre compte est supprimé", body: "Vos tirages et vos données ont été effacés." },
  },
};
