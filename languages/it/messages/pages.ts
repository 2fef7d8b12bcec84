import type { Strings } from "../../strings";
import type { pagesEn } from "../../en/messages/pages";

export const pagesIt: Strings<typeof pagesEn> = {
  popup: {
    title: "Accesso in corso",
    finishing: "Sto completando l'accesso. Questa finestra si chiuderà da sola.",
    disconnected: "Questa finestra non è più collegata alla pagina che l'ha aperta. Chiudila e accedi di nuovo dal sito.",
    goHome: "Vai alla home",
  },
  localCheckout: {
    title: "Pagamento locale",
    lead: "Sostituisce Stripe Checkout finché i fornitori locali sono attivi. Nessuna carta viene addebitata.",
    includes: "{perk}, tutte le stese e tutte le categorie. Disdici quando vuoi.",
    billedTo: "Intestato a {email}",
    alreadyPaid: "Questo pagamento è già stato effettuato.",
    expired: "Questo pagamento è scaduto perché ne è stato aperto uno più recente. Non è stato addebitato nulla; abbonati di nuovo dal tuo profilo.",
    backTo: "Torna a {appName}",
    pay: "Paga {price}",
    cancel: "Annulla",
  },
};
