import type { ReactNode } from "react";
import type { ProseTools, StaticPageWords } from "../../prose";

const title = "Informativa sulla privacy";
const description =
  "Quali dati raccoglie {appName}, perché, come li protegge e quali scelte hai sui tuoi dati.";

/** The Privacy Policy in Italian. */
function content(tools: ProseTools): ReactNode {
  const { appName, Link, SupportEmailLink, prose } = tools;
  return (
    <article className={prose.page} aria-labelledby="privacy-title">
      <h1 id="privacy-title">Informativa sulla privacy</h1>
      <p className={prose.meta}>
        Ultimo aggiornamento: <time dateTime="2025-06-11">11 giugno 2025</time>
      </p>
      <p className={prose.meta}>
        Questa è una traduzione: in caso di dubbio, prevale la{" "}
        <Link href="/privacy" hrefLang="en">
          versione originale in inglese
        </Link>
        .
      </p>
      <p className={prose.lead}>
        Le tue domande possono essere molto personali, quindi la facciamo semplice: raccogliamo solo ciò che ci serve
        per darti le tue letture, le tue letture restano private e non vendiamo mai i tuoi dati.
      </p>

      <section aria-labelledby="privacy-collect">
        <h2 id="privacy-collect">Quali dati raccogliamo</h2>
        <ul>
          <li>
            <strong>Dati dell&apos;account.</strong> Quando accedi con Google, riceviamo il tuo indirizzo e-mail e un
            identificativo dell&apos;account. Li usiamo per creare il tuo account e riconoscerti quando torni.
          </li>
          <li>
            <strong>Dati di pagamento.</strong> Gli abbonamenti si pagano tramite Stripe. È Stripe a gestire i dati
            della tua carta: noi non vediamo né conserviamo mai il numero. Conserviamo solo ciò che serve per collegare
            il tuo abbonamento al tuo account, come il suo stato e la data di rinnovo.
          </li>
          <li>
            <strong>Letture e preferenze.</strong> Le domande che fai, la stesa e la categoria che scegli, le carte
            che peschi e l&apos;interpretazione scritta per te, così da poterti mostrare la tua lettura e contare le tue
            letture del mese; le tue domande di approfondimento e le relative risposte, se una lettura ti è stata utile,
            e le tue carte del giorno.
          </li>
          <li>
            <strong>Dati di utilizzo.</strong> Informazioni tecniche di base, come le pagine che visiti, l&apos;orario di una
            richiesta, il tipo di browser e il tuo indirizzo IP, che servono a mantenere attivo il servizio e a
            proteggerlo dagli abusi.
          </li>
        </ul>
      </section>

      <section aria-labelledby="privacy-use">
        <h2 id="privacy-use">Come usiamo i tuoi dati</h2>
        <ul>
          <li>
            Per offrirti le tue letture. Per scriverne una, la tua domanda, la stesa, la categoria e le carte vengono
            inviate al nostro fornitore di IA, che le elabora per produrre la tua interpretazione.
          </li>
          <li>
            <strong>Letture che ricordano</strong> (una funzione Premium). Per chi è abbonato, ogni nuova lettura riceve
            anche le carte uscite in almeno due delle tue letture degli ultimi 30 giorni, con quante volte sono uscite,
            e le domande delle tue ultime tre letture, così da poter notare una ricorrenza («La Torre, per la
            terza volta questo mese…»). Nient&apos;altro di tuo viene usato: né il tuo indirizzo e-mail, né alcuna
            interpretazione precedente. Le domande precedenti vengono inviate solo all&apos;IA che scrive quella lettura e non
            vengono salvate di nuovo; la lettura conserva soltanto quali carte e quante domande ha ricordato, e lo
            mostra sotto di sé. Per gli abbonati è attiva finché non viene disattivata: puoi disattivarla in qualsiasi
            momento con «Consenti alle letture di ricordare le mie letture recenti» nel tuo profilo. Non è mai attiva per
            gli account gratuiti.
          </li>
          <li>Per gestire il tuo account, le tue letture gratuite del mese e il tuo abbonamento.</li>
          <li>Per mantenere sicuro il servizio, prevenire gli abusi e risolvere i problemi.</li>
          <li>Per risponderti quando ci contatti.</li>
        </ul>
        <p>
          Le tue letture sono private e non vengono mai condivise con altri utenti. Quando condividi la tua carta del
          giorno, il link porta a una pagina pubblica che mostra solo la carta, la data e il messaggio generale della
          carta per quel giorno: mai il tuo indirizzo e-mail, le tue domande o le tue letture. Se hai effettuato
          l&apos;accesso, il link contiene il tuo codice di invito, così un amico che si iscrive tramite quel link ti fa
          guadagnare letture bonus. Non vendiamo i tuoi dati personali e non li usiamo per la pubblicità. Li
          condividiamo solo con i fornitori che gestiscono {appName} per noi (accesso, pagamenti, IA e hosting), e
          solo nella misura in cui ne hanno bisogno per svolgere quel lavoro, oppure quando lo richiede la legge.
        </p>
      </section>

      <section aria-labelledby="privacy-notifications">
        <h2 id="privacy-notifications">E-mail e notifiche</h2>
        <p>Ti inviamo solo ciò che hai chiesto e le e-mail di cui ogni account ha bisogno:</p>
        <ul>
          <li>
            <strong>La carta del giorno</strong>, solo se la attivi nel tuo profilo: via e-mail e/o come notifica push
            sui dispositivi in cui hai scelto «Avvisami su questo dispositivo», una volta al giorno all&apos;ora che scegli
            nel tuo fuso orario. Contiene la carta del giorno, la prima frase del suo messaggio e un link alla carta.
          </li>
          <li>
            <strong>Le richieste di riscontro</strong>, solo dopo che hai scelto «Chiedimi tra 7 / 14 / 30 giorni
            cos&apos;è successo» sotto una lettura: un&apos;e-mail e/o una notifica push quel giorno, con la data della
            lettura e un link al suo modulo di riscontro. La tua risposta e la tua nota vengono conservate con quella
            lettura, nel tuo diario e nelle sue esportazioni, e conteggiate nelle tue «Tendenze».
          </li>
          <li>
            <strong>Le e-mail dell&apos;account</strong>, sempre, perché fanno parte del servizio: il tuo abbonamento è
            iniziato, la sua disdetta è programmata (con la data in cui termina Premium), Premium è terminato, il
            pagamento di un rinnovo non è andato a buon fine e il tuo account è stato eliminato.
          </li>
        </ul>
        <p>
          Nessuna e-mail o notifica push contiene mai le tue domande, il testo delle tue letture o le note dei tuoi
          riscontri, e non conserviamo nulla di tutto ciò nei messaggi che memorizziamo per l&apos;invio. Per rispettare il
          tuo fuso orario, salviamo insieme alle tue scelte quello indicato dal tuo browser. Le nostre e-mail non
          contengono pixel di tracciamento né immagini remote.
        </p>
        <p>
          Per non riceverle più, disattivale una per una nella sezione «Notifiche» del tuo profilo, premi lì «Annulla
          tutte le iscrizioni facoltative» oppure usa il link per annullare l&apos;iscrizione in fondo a qualsiasi e-mail
          della carta del giorno o di richiesta di riscontro, che funziona senza accedere. Disattivare le notifiche
          push su un dispositivo, o eliminare il tuo account, rimuove l&apos;iscrizione di quel dispositivo.
        </p>
      </section>

      <section aria-labelledby="privacy-security">
        <h2 id="privacy-security">Sicurezza</h2>
        <p>
          Le connessioni con {appName} sono cifrate, le sessioni di accesso usano token firmati e l&apos;accesso ai dati
          memorizzati è limitato a ciò che serve al funzionamento del servizio. I pagamenti con carta non passano mai
          dai nostri server. Nessun sistema è sicuro al cento per cento, ma ci impegniamo a fondo per proteggere i tuoi
          dati e, se una violazione dovesse mai riguardare i tuoi dati, te lo comunicheremmo come richiesto dalla legge.
        </p>
      </section>

      <section aria-labelledby="privacy-rights">
        <h2 id="privacy-rights">I tuoi diritti</h2>
        <p>I tuoi dati sono sotto il tuo controllo. Puoi chiederci di:</p>
        <ul>
          <li>
            Farti <strong>accedere</strong> ai dati personali che conserviamo su di te;
          </li>
          <li>
            <strong>Correggere</strong> qualsiasi dato inesatto;
          </li>
          <li>
            <strong>Cancellare</strong> i tuoi dati;
          </li>
          <li>
            <strong>Smettere</strong> di trattarli nel modo a cui ti opponi.
          </li>
        </ul>
        <p>
          Puoi eliminare il tuo account in qualsiasi momento dal tuo profilo con «Elimina account». In questo modo
          vengono rimossi il tuo account, le tue letture e tutte le sessioni attive. Stripe conserva le registrazioni dei
          pagamenti passati per il tempo richiesto dalla legge. Per qualsiasi altra richiesta, scrivici e ti risponderemo
          il prima possibile.
        </p>
        <p id="privacy-usage-record">
          Una cosa sopravvive a un account eliminato: perché eliminare e ricreare un account non azzeri le letture
          gratuite, conserviamo, solo per il mese in corso e quello precedente, quante letture sono state conteggiate per
          la tua identità di accesso. Il dato è archiviato sotto un hash irreversibile dell&apos;identificativo del tuo
          account presso il provider di identità, non contiene alcun indirizzo e-mail né alcuna lettura e non può essere
          ricondotto a nessuno dei due. I mesi più vecchi vengono cancellati.
        </p>
      </section>

      <section aria-labelledby="privacy-contact">
        <h2 id="privacy-contact">Contatti</h2>
        <p>
          Domande su questa informativa o sui tuoi dati? Scrivi a <SupportEmailLink />.
        </p>
      </section>
    </article>
  );
}

export const privacy: StaticPageWords<ReactNode> = { title, description, body: content };
