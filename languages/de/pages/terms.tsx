import type { ReactNode } from "react";
import type { ProseTools, StaticPageWords } from "../../prose";

const title = "Nutzungsbedingungen";
const description =
  "Die Bedingungen für die Nutzung von {appName}: deine Lizenz, faire Nutzung, Abos und Zahlungen, Verfügbarkeit und Kündigung.";

const freeReadings = ({ figures, plural }: ProseTools) => plural(figures.freeReadingsPerMonth, { one: "{count} Legung", other: "{count} Legungen" });

/** The Terms of Service in German. */
function content(tools: ProseTools): ReactNode {
  const { appName, Link, SupportEmailLink, prose, figures, price } = tools;
  return (
    <article className={prose.page} aria-labelledby="terms-title">
      <h1 id="terms-title">Nutzungsbedingungen</h1>
      <p className={prose.meta}>
        Stand: <time dateTime="2025-06-11">11. Juni 2025</time>
      </p>
      <p className={prose.meta}>
        Dies ist eine Übersetzung: Im Zweifel gilt die{" "}
        <Link href="/terms" hrefLang="en">
          englische Originalfassung
        </Link>
        .
      </p>
      <p className={prose.lead}>
        Diese Bedingungen erklären, was du von {appName} erwarten kannst und worum wir dich im Gegenzug bitten. Wir
        haben sie so kurz und verständlich gehalten, wie es geht.
      </p>

      <section aria-labelledby="terms-acceptance">
        <h2 id="terms-acceptance">Zustimmung zu den Bedingungen</h2>
        <p>
          Indem du {appName} nutzt, stimmst du diesen Bedingungen und unserer{" "}
          <Link href={"/privacy"}>Datenschutzerklärung</Link> zu. Wenn du nicht einverstanden bist,
          nutze den Dienst bitte nicht. Wenn wir diese Bedingungen ändern, aktualisieren wir das Datum oben; nutzt du{" "}
          {appName} nach einer Änderung weiter, gelten die neuen Bedingungen.
        </p>
      </section>

      <section aria-labelledby="terms-licence">
        <h2 id="terms-licence">Nutzungslizenz</h2>
        <p>
          Wir geben dir eine persönliche, nicht exklusive und nicht übertragbare Lizenz, {appName} und die Legungen, die
          es für dich schreibt, für deine eigenen, nicht kommerziellen Zwecke zu nutzen. Der Dienst, sein Design und
          seine Texte bleiben unser Eigentum; die Kartenillustrationen sind gemeinfreie Werke von 1909.
        </p>
        <p>
          Die Legungen dienen der Reflexion und der Unterhaltung. Sie sind keine fachliche Beratung, weder medizinische
          noch rechtliche noch finanzielle, und dürfen eine solche nie ersetzen.
        </p>
      </section>

      <section aria-labelledby="terms-restrictions">
        <h2 id="terms-restrictions">Einschränkungen</h2>
        <p>Bitte verzichte bei der Nutzung von {appName} darauf,</p>
        <ul>
          <li>den Dienst oder seine Legungen weiterzuverkaufen, unterzulizenzieren oder kommerziell zu verwerten;</li>
          <li>
            den Dienst zu kopieren, automatisiert auszulesen oder automatisiert auf ihn zuzugreifen oder zu
            versuchen, seine Grenzen oder Zahlungen zu umgehen;
          </li>
          <li>den Dienst zurückzuentwickeln oder seine Sicherheit oder seinen Betrieb zu stören;</li>
          <li>mit ihm rechtswidrige, schädliche oder beleidigende Inhalte zu erstellen oder zu verbreiten;</li>
          <li>dich mit einem Konto anzumelden, das nicht dir gehört.</li>
        </ul>
      </section>

      <section aria-labelledby="terms-payments">
        <h2 id="terms-payments">Abos und Zahlungen</h2>
        <p>
          Ein kostenloses Konto enthält {freeReadings(tools)} pro Monat. Ein Abo kostet {price} pro Monat,
          wird per Karte über Stripe bezahlt und verlängert sich jeden Monat automatisch, bis du kündigst. Es umfasst
          alle Legesysteme, alle Kategorien und unbegrenzte Legungen im Rahmen einer fairen Nutzung von{" "}
          {figures.fairUsePerDay} pro Tag, damit kein einzelnes Konto den Dienst überlasten kann.
        </p>
        <p>
          Du kannst jederzeit in deinem Profil mit „Abo verwalten“ kündigen. Nach der Kündigung wird dir nichts mehr
          berechnet, und du behältst den Zugang bis zum Ende des Abrechnungszeitraums, den du bereits bezahlt hast. Falls
          sich der Preis einmal ändert, sagen wir dir Bescheid, bevor er für deinen nächsten Abrechnungszeitraum
          gilt.
        </p>
      </section>

      <section aria-labelledby="terms-availability">
        <h2 id="terms-availability">Verfügbarkeit</h2>
        <p>
          Wir arbeiten daran, dass {appName} reibungslos läuft, stellen es aber so bereit, wie es ist, und können nicht
          versprechen, dass es immer verfügbar oder fehlerfrei ist. Wir können den Dienst für Wartungsarbeiten
          unterbrechen und im Lauf der Zeit Funktionen ändern, hinzufügen oder entfernen.
        </p>
      </section>

      <section aria-labelledby="terms-termination">
        <h2 id="terms-termination">Kündigung und Sperrung</h2>
        <p>
          Du kannst jederzeit aufhören, {appName} zu nutzen, und dein Konto in deinem Profil löschen. Wir können ein Konto
          sperren oder schließen, das gegen diese Bedingungen verstößt. Schließen wir ein Konto mit aktivem Abo aus
          einem anderen Grund als einem Verstoß gegen diese Bedingungen, wird es nicht erneut belastet.
        </p>
      </section>

      <section aria-labelledby="terms-contact">
        <h2 id="terms-contact">Kontakt</h2>
        <p>
          Fragen zu diesen Bedingungen? Schreib an <SupportEmailLink />.
        </p>
      </section>
    </article>
  );
}

export const terms: StaticPageWords<ReactNode> = { title, description, body: content };
