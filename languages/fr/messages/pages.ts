import type { Strings } from "../../strings";
import type { pagesEn } from "../../en/messages/pages";

export const pagesFr: Strings<typeof pagesEn> = {
  popup: {
    title: "Connexion",
    finishing: "Connexion en cours. Cette fenêtre se fermera d'elle-même.",
    disconnected: "Cette fenêtre n'est plus reliée à la page qui l'a ouverte. Fermez-la et reconnectez-vous depuis le site.",
    goHome: "Retour à l'accueil",
  },
  localCheckout: {
    title: "Paiement local",
    lead: "Remplace Stripe Checkout tant que les fournisseurs locaux sont actifs. Aucune carte n'est débitée.",
    includes: "{perk}, tous les types de tirage et toutes les catégories. Résiliable à tout moment.",
    billedTo: "Facturé à {email}",
    alreadyPaid: "Ce paiement est déjà réglé.",
    expired: "Ce paiement a expiré car un paiement plus récent a été ouvert. Rien n'a été débité ; abonnez-vous à nouveau depuis votre profil.",
    backTo: "Retour à {appName}",
    pay: "Payer {price}",
    cancel: "Annuler",
  },
};
