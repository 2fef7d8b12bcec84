import type { Strings } from "../strings";
import type { pagesEn } from "./en";

export const pagesDe: Strings<typeof pagesEn> = {
  popup: {
    title: "Anmeldung",
    finishing: "Die Anmeldung wird abgeschlossen. Dieses Fenster schließt sich von selbst.",
    disconnected: "Dieses Fenster ist nicht mehr mit der Seite verbunden, die es geöffnet hat. Schließ es und melde dich auf der Website erneut an.",
    goHome: "Zur Startseite",
  },
  localCheckout: {
    title: "Lokale Kasse",
    lead: "Steht für Stripe Checkout, solange die lokalen Anbieter aktiv sind. Keine Karte wird belastet.",
    includes: "{perk}, alle Legearten und alle Kategorien. Jederzeit kündbar.",
    billedTo: "Rechnung an {email}",
    alreadyPaid: "Diese Zahlung ist bereits erledigt.",
    expired: "Diese Zahlung ist abgelaufen, weil eine neuere geöffnet wurde. Es wurde nichts berechnet; abonniere bitte erneut über dein Profil.",
    backTo: "Zurück zu {appName}",
    pay: "{price} bezahlen",
    cancel: "Abbrechen",
  },
};
