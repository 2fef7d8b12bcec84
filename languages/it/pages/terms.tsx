import type { ReactNode } from "react";
import type { ProseTools, StaticPageWords } from "../../prose";

const title = "Termini di servizio";
const description =
  "I termini per usare {appName}: la tua licenza, l'uso corretto, abbonamenti e pagamenti, disponibilità e chiusura dell'account.";

const freeReadings = ({ figures, plural }: ProseTools) => plural(figures.freeReadingsPerMonth, { one: "{count} lettura", other: "{count} letture" });

/** The Terms of Service in Italian. */
function content(tools: ProseTools): ReactNode {
  const { appName, Link, SupportEmailLink, prose, figures, price } = tools;
  return (
    <article className={prose.page} aria-labelledby="terms-title">
      <h1 id="terms-title">Termini di servizio</h1>
      <p className={prose.meta}>
        Ultimo aggiornamento: <time dateTime="2025-06-11">11 giugno 2025</time>
      </p>
      <p className={prose.meta}>
        Questa è una traduzione: in caso di dubbio, prevale la{" "}
        <Link href="/terms" hrefLang="en">
          versione originale in inglese
        </Link>
        .
      </p>
      <p className={prose.lead}>
        Questi termini spiegano cosa puoi aspettarti da {appName} e cosa ti chiediamo in cambio. Li abbiamo resi il
        più brevi e chiari possibile.
      </p>

      <section aria-labelledby="terms-acceptance">
        <h2 id="terms-acceptance">Accettazione dei termini</h2>
        <p>
          Usando {appName}, accetti questi termini e la nostra{" "}
          <Link href={"/privacy"}>Informativa sulla privacy</Link>. Se non sei d&apos;accordo, ti
          chiediamo di non usare il servizio. Quando modifichiamo questi termini, aggiorniamo la data qui sopra; se
          continui a usare {appName} dopo una modifica, si applicano i nuovi termini.
        </p>
      </section>

      <section aria-labelledby="terms-licence">
        <h2 id="terms-licence">Licenza d&apos;uso</h2>
        <p>
          Ti concediamo una licenza personale, non esclusiva e non trasferibile per usare {appName} e le letture che
          scrive per te, per i tuoi scopi personali e non commerciali. Il servizio, il suo design e i suoi testi restano
          nostri; le illustrazioni delle carte sono opere del 1909 di pubblico dominio.
        </p>
        <p>
          Le letture sono offerte come spunto di riflessione e intrattenimento. Non sono una consulenza professionale,
          né medica, né legale, né finanziaria, e non devono mai sostituirla.
        </p>
      </section>

      <section aria-labelledby="terms-restrictions">
        <h2 id="terms-restrictions">Limitazioni</h2>
        <p>Quando usi {appName}, ti chiediamo di non:</p>
        <ul>
          <li>rivendere, concedere in sublicenza o sfruttare commercialmente il servizio o le sue letture;</li>
          <li>
            copiare il servizio, estrarne i contenuti in modo automatico o automatizzarne l&apos;accesso, né cercare di
            aggirarne i limiti o i pagamenti;
          </li>
          <li>decodificare il servizio né interferire con la sua sicurezza o il suo funzionamento;</li>
          <li>usarlo per creare o condividere contenuti illeciti, dannosi o offensivi;</li>
          <li>accedere con un account che non è tuo.</li>
        </ul>
      </section>

      <section aria-labelledby="terms-payments">
        <h2 id="terms-payments">Abbonamenti e pagamenti</h2>
        <p>
          Un account gratuito include {freeReadings(tools)} al mese. L&apos;abbonamento costa {price} al mese, si
          paga con carta tramite Stripe e si rinnova automaticamente ogni mese finché non lo disdici. Ti dà accesso a
          tutte le stese, a tutte le categorie e a letture illimitate, nei limiti di un uso corretto di{" "}
          {figures.fairUsePerDay} al giorno, perché nessun singolo account possa sovraccaricare il servizio.
        </p>
        <p>
          Puoi disdire quando vuoi dal tuo profilo con «Gestisci abbonamento». Dopo la disdetta non ti verrà addebitato
          più nulla e manterrai l&apos;accesso fino alla fine del periodo di fatturazione che hai già pagato. Se un giorno il
          prezzo dovesse cambiare, ti avviseremo prima che si applichi al tuo periodo di fatturazione successivo.
        </p>
      </section>

      <section aria-labelledby="terms-availability">
        <h2 id="terms-availability">Disponibilità</h2>
        <p>
          Ci impegniamo perché {appName} funzioni senza intoppi, ma lo forniamo così com&apos;è e non possiamo promettere che
          sia sempre disponibile o privo di errori. Possiamo sospendere il servizio per manutenzione e, nel tempo,
          modificare, aggiungere o rimuovere funzioni.
        </p>
      </section>

      <section aria-labelledby="terms-termination">
        <h2 id="terms-termination">Chiusura dell&apos;account</h2>
        <p>
          Puoi smettere di usare {appName} in qualsiasi momento ed eliminare il tuo account dal tuo profilo. Possiamo
          sospendere o chiudere un account che viola questi termini. Se chiudiamo un account con un abbonamento attivo
          per motivi diversi da una violazione di questi termini, non gli addebiteremo più nulla.
        </p>
      </section>

      <section aria-labelledby="terms-contact">
        <h2 id="terms-contact">Contatti</h2>
        <p>
          Domande su questi termini? Scrivi a <SupportEmailLink />.
        </p>
      </section>
    </article>
  );
}

export const terms: StaticPageWords<ReactNode> = { title, description, body: content };
