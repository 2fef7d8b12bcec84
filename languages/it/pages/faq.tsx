import type { ProseTools, StaticPageWords, FaqWords, Faq } from "../../prose";

const freeReadings = ({ figures, plural }: ProseTools) => plural(figures.freeReadingsPerMonth, { one: "{count} lettura", other: "{count} letture" });

function faqs(tools: ProseTools): Faq[] {
  const { appName, Link, SupportEmailLink, figures, price } = tools;
  return [
    {
      question: `Come funziona ${appName}?`,
      answer: (
        <p>
          Scrivi la domanda che hai in mente, scegli una stesa e una categoria, poi pesca le tue carte da un mazzo dei
          22 Arcani Maggiori aperto a ventaglio. Quando le sveli, la nostra IA scrive un&apos;interpretazione che collega
          ogni carta alla tua domanda e al suo posto nella stesa.
        </p>
      ),
    },
    {
      question: "Quante letture posso fare gratis?",
      answer: (
        <p>
          Con un account gratuito hai {freeReadings(tools)} al mese con le stese «Una carta» e «Sì o no», per domande generali.
          Con l&apos;abbonamento hai letture illimitate, nei limiti di un uso corretto di {figures.fairUsePerDay} al
          giorno, più tutte le stese e tutte le categorie, a {price} al mese. Sotto ogni lettura
          conclusa puoi fare una domanda di approfondimento sulle stesse carte senza pescarne di nuove:{" "}
          {figures.followUpsPerReading.free} per lettura con l&apos;account gratuito, {figures.followUpsPerReading.subscribed} con
          l&apos;abbonamento. Le domande di approfondimento non contano mai tra le letture del mese. Tutti ricevono gratis
          la carta del giorno, e «Le mie letture» ti mostra gli schemi ricorrenti dei tuoi ultimi 30 giorni; con
          l&apos;abbonamento li vedi anche negli ultimi 90 giorni e in tutto lo storico.
        </p>
      ),
    },
    {
      question: "Devo sapere qualcosa di tarocchi?",
      answer: (
        <p>
          Per niente. Ogni lettura spiega cosa significano le tue carte e come si collegano alla tua domanda, quindi
          non serve esperienza. Se ti incuriosisce, la nostra{" "}
          <Link href={"/how-to-use"}>guida</Link> ti accompagna passo passo in una lettura e ti
          presenta tutte le 22 carte.
        </p>
      ),
    },
    {
      question: "Come mi abbono?",
      answer: (
        <p>
          Accedi con il tuo account Google, poi scegli «Abbonati ora» nel tuo profilo oppure premi il badge «Gratis»
          in cima alla pagina. Arriverai al pagamento sicuro di Stripe per pagare con carta, e il tuo abbonamento
          parte non appena il pagamento va a buon fine.
        </p>
      ),
    },
    {
      question: "Le mie letture sono private?",
      answer: (
        <p>
          Sì. Le tue domande e le tue letture sono legate al tuo account: non vengono mai condivise né vendute. Per
          scrivere una lettura, la tua domanda e le carte che hai pescato vengono inviate al nostro fornitore di IA.
          Se condividi la tua carta del giorno, condividi solo la carta e il suo messaggio generale per quel giorno,
          mai nulla di personale. La nostra <Link href={"/privacy"}>Informativa sulla privacy</Link>{" "}
          spiega tutti i dettagli.
        </p>
      ),
    },
    {
      question: "Quali e-mail mi mandate, e come faccio a non riceverle più?",
      answer: (
        <>
          <p>
            Solo quelle che chiedi, più le e-mail necessarie al tuo account. Nella sezione «Notifiche» del tuo profilo
            puoi ricevere la carta del giorno via e-mail o notifica push all&apos;ora che preferisci, e sotto ogni lettura
            puoi scegliere «Chiedimi tra 7 / 14 / 30 giorni cos&apos;è successo» per ricevere una sola richiesta di
            riscontro quel giorno.
            Le e-mail dell&apos;account (abbonamento attivato, disdetta programmata, fine del Premium, pagamento di rinnovo
            non riuscito, account eliminato) arrivano sempre. Nessun messaggio contiene mai le tue domande, le tue
            letture o le tue note.
          </p>
          <p>
            Per non riceverle più, disattivale nel tuo profilo, premi «Annulla tutte le iscrizioni facoltative» oppure
            usa il link per annullare l&apos;iscrizione presente in ogni e-mail della carta del giorno o di richiesta di
            riscontro. La nostra <Link href={"/privacy"}>Informativa sulla privacy</Link> spiega
            i dettagli.
          </p>
        </>
      ),
    },
    {
      question: "Quali metodi di pagamento accettate?",
      answer: (
        <p>
          Accettiamo tutte le principali carte di credito, come Visa, Mastercard e American Express. I pagamenti sono
          gestiti da Stripe, quindi il numero della tua carta non arriva mai ai nostri server.
        </p>
      ),
    },
    {
      question: "Come gestisco o disdico il mio abbonamento?",
      answer: (
        <p>
          Apri il tuo profilo e scegli «Gestisci abbonamento». Arriverai al portale clienti di Stripe, dove puoi
          aggiornare la carta, scaricare le fatture o disdire in qualsiasi momento.
        </p>
      ),
    },
    {
      question: "Posso avere un rimborso?",
      answer: (
        <>
          <p>
            Se un addebito ti sembra sbagliato o hai qualsiasi altro problema di fatturazione, scrivici a{" "}
            <SupportEmailLink /> e lo verificheremo insieme a te.
          </p>
          <p>
            Quando disdici, non ti verrà addebitato più nulla, e il tuo abbonamento resta attivo fino alla fine del
            periodo di fatturazione che hai già pagato.
          </p>
        </>
      ),
    },
  ];
}

function FaqIt(tools: ProseTools): FaqWords {
  const { SupportEmailLink } = tools;
  return {
    title: "Domande frequenti",
    lead: "Risposte rapide alle domande che ci fanno più spesso. Seleziona una domanda per aprire la risposta.",
    faqs: faqs(tools),
    moreTitle: "Hai ancora una domanda?",
    more: (
      <>
        Scrivi a <SupportEmailLink /> e ti risponderemo.
      </>
    ),
  };
}

export const faq: StaticPageWords<FaqWords> = {
  title: "Domande frequenti",
  description: (appName) =>
    `Risposte su ${appName}: come funzionano le letture, letture gratuite e abbonamento, privacy, pagamenti, disdetta e rimborsi.`,
  body: FaqIt,
};
