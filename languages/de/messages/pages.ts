import type { Strings } from "../../strings";
import type { pagesEn } from "../../en/messages/pages";

export const pagesDe: Strings<typeof pagesEn> = {
  popup: {
    title: "Anmeldung",
    finishing: "Die Anmeldung wird abgeschlossen. Dieses Fenster schließt sich von selbst.",
    disconnected: "Dieses Fenster ist nicht mehr mit der Seite verbunden, die es geöffnet hat. Schließ es und melde dich auf der Website erneut an.",
    goHome: "Zur Startseite",
  },
  localCheckout: {
    title: "Lokaler Bezahlvorgang",
    lead: "Diese Seite ersetzt Stripe Checkout, solange die lokalen Anbieter aktiv sind. Es wird keine Karte belastet.",
    includes: "{perk}, alle Legesysteme und alle Kategorien. Jederzeit kündbar.",
    billedTo: "Rechnung an {email}",
    alreadyPaid: "Dieser Bezahlvorgang ist bereits bezahlt.",
    expired: "Dieser Bezahlvorgang ist abgelaufen, weil ein neuerer geöffnet wurde. Es wurde nichts berechnet; schließ das Abo bitte erneut über dein Profil ab.",
    backTo: "Zurück zu {appName}",
    pay: "{price} bezahlen",
    cancel: "Abbrechen",
  },
};
