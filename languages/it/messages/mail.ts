import type { Strings } from "../../strings";
import type { mailEn } from "../../en/messages/mail";

export const mailIt: Strings<typeof mailEn> = {
  linkLine: "{label}: {url}",
  unsubscribe: "Annulla l'iscrizione",
  dailyCard: {
    subject: "La tua carta del giorno: {card}",
    heading: "La tua carta del giorno per il {date}: {card}",
    link: "Vedi la tua carta del giorno",
    why: "Ricevi questa e-mail perché hai attivato la carta del giorno via e-mail nel tuo profilo {appName}.",
  },
  checkIn: {
    subject: "Il tuo riscontro: cos'è successo dopo la tua lettura",
    heading: "È il momento del tuo riscontro",
    asked: {
      one: "Il {date} ci hai chiesto di sentirti {count} giorno dopo una lettura.",
      other: "Il {date} ci hai chiesto di sentirti {count} giorni dopo una lettura.",
    },
    writeItDown: "Quando hai un momento, scrivi cos'è successo. Resterà insieme alla lettura nel tuo diario.",
    link: "Racconta com'è andata",
    why: "Ricevi questa e-mail perché hai chiesto un riscontro dopo una lettura su {appName}.",
  },
  account: {
    why: "Ricevi questa e-mail perché riguarda il tuo account {appName}.",
    profileLink: "Vai al tuo profilo",
    subscription_started: {
      subject: "Il tuo abbonamento a {appName} è iniziato",
      heading: "Grazie per l'abbonamento",
      body: "Il tuo abbonamento è iniziato e Premium è tuo. Puoi modificarlo o disdirlo dal tuo profilo in qualsiasi momento.",
    },
    cancellation_scheduled: {
      subject: "Il tuo abbonamento a {appName} è stato disdetto: Premium termina il {date}",
      subjectUndated: "Il tuo abbonamento a {appName} è stato disdetto",
      heading: "Il tuo abbonamento è stato disdetto",
      premiumUntil: "Premium resta tuo fino al {date}; dopo non ti verrà addebitato più nulla.",
      notChargedAgain: "Non ti verrà addebitato più nulla.",
      renew: "Hai cambiato idea? Puoi rinnovarlo dal tuo profilo prima di quella data.",
    },
    premium_ended: {
      subject: "Il tuo Premium di {appName} è terminato",
      heading: "Il tuo Premium è terminato",
      body: "Il tuo abbonamento è terminato. Il tuo diario e le tue letture restano tuoi, e puoi abbonarti di nuovo in qualsiasi momento.",
    },
    payment_failed: {
      subject: "Il pagamento del rinnovo di {appName} non è andato a buon fine",
      heading: "Il pagamento del rinnovo non è andato a buon fine",
      body: "Non siamo riusciti a riscuotere il pagamento per il rinnovo del tuo abbonamento. Aggiorna il tuo metodo di pagamento per mantenere Premium.",
      updateLink: "Aggiorna il tuo metodo di pagamento",
    },
    account_deleted: {
      subject: "Il tuo account {appName} è stato eliminato",
      heading: "Il tuo account è stato eliminato",
      body: "Il tuo account e tutto ciò che conteneva (letture, diario, carte del giorno e preferenze) sono stati eliminati, come hai chiesto. Eventuali abbonamenti sono stati disdetti.",
      link: "Visita {appName}",
      why: "Ricevi questa e-mail una sola volta, come conferma dell'eliminazione del tuo account {appName}.",
    },
  },
  push: {
    dailyCardTitle: "La tua carta del giorno: {card}",
    checkIn: {
      title: "Cos'è successo?",
      body: {
        one: "È passato {count} giorno dalla tua lettura del {date}. Annota com'è andata.",
        other: "Sono passati {count} giorni dalla tua lettura del {date}. Annota com'è andata.",
      },
    },
    subscription_started: { title: "Premium è iniziato", body: "Grazie per l'abbonamento: tutte le stese, le categorie e le voci sono tue." },
    cancellation_scheduled: {
      title: "Disdetta programmata",
      body: "Premium resta attivo fino al {date}.",
      bodyUndated: "Premium resta attivo fino alla fine del periodo pagato.",
    },
    premium_ended: { title: "Premium è terminato", body: "Le tue letture e il tuo diario sono ancora qui." },
    payment_failed: { title: "Rinnovo non riuscito", body: "Aggiorna il tuo metodo di pagamento per mantenere Premium." },
    account_deleted: { title: "Il tuo account è stato eliminato", body: "Le tue letture e i tuoi dati sono stati cancellati." },
  },
};
