import type { ReactNode } from "react";
import type { ProseTools, StaticPageWords } from "../../prose";

const title = "Datenschutzerklärung";
const description =
  "Welche Daten {appName} erhebt, wofür, wie sie geschützt werden und welche Wahl du bei deinen Daten hast.";

/** The Privacy Policy in German. */
function content(tools: ProseTools): ReactNode {
  const { appName, Link, SupportEmailLink, prose } = tools;
  return (
    <article className={prose.page} aria-labelledby="privacy-title">
      <h1 id="privacy-title">Datenschutzerklärung</h1>
      <p className={prose.meta}>
        Stand: <time dateTime="2025-06-11">11. Juni 2025</time>
      </p>
      <p className={prose.meta}>
        Dies ist eine Übersetzung: Im Zweifel gilt die{" "}
        <Link href="/privacy" hrefLang="en">
          englische Originalfassung
        </Link>
        .
      </p>
      <p className={prose.lead}>
        Deine Fragen können sehr persönlich sein, deshalb halten wir es einfach: Wir erheben nur, was wir für deine
        Legungen brauchen, deine Legungen bleiben privat, und wir verkaufen deine Daten niemals.
      </p>

      <section aria-labelledby="privacy-collect">
        <h2 id="privacy-collect">Welche Daten wir erheben</h2>
        <ul>
          <li>
            <strong>Kontodaten.</strong> Wenn du dich mit Google anmeldest, erhalten wir deine E-Mail-Adresse und eine
            Konto-ID. Damit legen wir dein Konto an und erkennen dich wieder, wenn du zurückkommst.
          </li>
          <li>
            <strong>Zahlungsdaten.</strong> Abos werden über Stripe bezahlt. Stripe verarbeitet deine Kartendaten; wir
            sehen und speichern deine Kartennummer nie. Wir behalten nur, was wir brauchen, um dein Abo mit deinem Konto
            zu verknüpfen, etwa seinen Status und das Verlängerungsdatum.
          </li>
          <li>
            <strong>Legungen und Einstellungen.</strong> Die Fragen, die du stellst, das Legesystem und die Kategorie,
            die du wählst, die Karten, die du ziehst, und die für dich geschriebene Deutung, damit wir dir deine Legung
            zeigen und deine Legungen im Monat zählen können; außerdem deine Folgefragen und ihre Antworten, ob du eine
            Legung hilfreich fandest, und deine Tageskarten.
          </li>
          <li>
            <strong>Nutzungsdaten.</strong> Grundlegende technische Angaben wie die Seiten, die du besuchst, der
            Zeitpunkt einer Anfrage, dein Browsertyp und deine IP-Adresse. Sie halten den Dienst am Laufen und schützen
            ihn vor Missbrauch.
          </li>
        </ul>
      </section>

      <section aria-labelledby="privacy-use">
        <h2 id="privacy-use">Wofür wir deine Daten verwenden</h2>
        <ul>
          <li>
            Um deine Legungen zu erstellen. Dafür werden deine Frage, das Legesystem, die Kategorie und die Karten an
            unseren KI-Anbieter übermittelt, der sie verarbeitet, um deine Deutung zu schreiben.
          </li>
          <li>
            <strong>Legungen mit Gedächtnis</strong> (eine Premium-Funktion). Bei einem Abo bekommt jede neue Legung
            zusätzlich die Karten, die in mindestens zwei deiner Legungen der letzten 30 Tage vorkamen, mit ihrer
            Häufigkeit, sowie die Fragen deiner letzten drei Legungen, damit sie ein Muster erkennen kann („Der Turm,
            zum dritten Mal in diesem Monat …“). Sonst wird nichts von dir verwendet: keine E-Mail-Adresse, keine
            frühere Deutung. Die früheren Fragen gehen nur an die KI, die diese Legung schreibt, und werden nicht erneut
            gespeichert; die Legung behält nur, an welche Karten und an wie viele Fragen sie sich erinnert hat, und
            zeigt das unter sich an. Für Abonnentinnen und Abonnenten ist die Funktion eingeschaltet, bis sie sie
            ausschalten: Du kannst sie jederzeit in deinem Profil mit „Legungen dürfen sich an meine letzten Legungen
            erinnern“ ausschalten. Bei kostenlosen Konten ist sie nie eingeschaltet.
          </li>
          <li>Um dein Konto, deine kostenlosen Legungen im Monat und dein Abo zu verwalten.</li>
          <li>Um den Dienst sicher zu halten, Missbrauch zu verhindern und Fehler zu beheben.</li>
          <li>Um dir zu antworten, wenn du uns schreibst.</li>
        </ul>
        <p>
          Deine Legungen sind privat und werden nie mit anderen Nutzern geteilt. Wenn du deine Tageskarte teilst, führt
          der Link zu einer öffentlichen Seite, die nur die Karte, das Datum und die allgemeine Botschaft der Karte für
          diesen Tag zeigt: nie deine E-Mail-Adresse, deine Fragen oder deine Legungen. Wenn du angemeldet bist, enthält
          der Link deinen Einladungscode, damit du Bonus-Legungen bekommst, wenn sich jemand darüber anmeldet. Wir
          verkaufen deine personenbezogenen Daten nicht und nutzen sie nicht für Werbung. Wir geben sie nur an die
          Dienstleister weiter, die {appName} für uns betreiben (Anmeldung, Zahlungen, KI und Hosting), und nur so weit,
          wie sie sie für diese Aufgabe brauchen, oder wenn das Gesetz es verlangt.
        </p>
      </section>

      <section aria-labelledby="privacy-notifications">
        <h2 id="privacy-notifications">E-Mails und Benachrichtigungen</h2>
        <p>Wir schicken dir nur, worum du gebeten hast, und die E-Mails, die ein Konto braucht:</p>
        <ul>
          <li>
            <strong>Die Tageskarte</strong>, nur wenn du sie in deinem Profil einschaltest: per E-Mail und/oder als
            Push-Benachrichtigung auf den Geräten, auf denen du „Auf diesem Gerät benachrichtigen“ gewählt hast, einmal
            am Tag zu der Uhrzeit, die du in deiner Zeitzone wählst. Sie enthält die Tageskarte, den ersten Satz
            ihrer Botschaft und einen Link dorthin.
          </li>
          <li>
            <strong>Rückblicke</strong>, nur wenn du unter einer Legung „Frag mich in 7 / 14 / 30 Tagen, was passiert
            ist“ gewählt hast: eine E-Mail und/oder Push-Benachrichtigung an diesem Tag, mit dem Datum der Legung und
            einem Link zu ihrem Rückblick-Formular. Deine Antwort und deine Notiz werden bei dieser Legung gespeichert,
            in deinem Tagebuch und seinen Exporten, und fließen in deine „Einblicke“ ein.
          </li>
          <li>
            <strong>Konto-E-Mails</strong>, immer, weil sie zum Dienst gehören: Dein Abo hat begonnen, seine Kündigung
            ist vorgemerkt (mit dem Datum, an dem Premium endet), Premium ist beendet, eine Verlängerungszahlung ist
            fehlgeschlagen, und dein Konto wurde gelöscht.
          </li>
        </ul>
        <p>
          Keine E-Mail und keine Push-Benachrichtigung enthält je deine Fragen, den Text deiner Legungen oder deine
          Rückblick-Notizen, und nichts davon steht in den Nachrichten, die wir für den Versand speichern. Damit deine
          Zeitzone stimmt, speichern wir mit deinen Einstellungen die Zeitzone, die dein Browser meldet. Unsere E-Mails
          enthalten keine Tracking-Pixel und keine externen Bilder.
        </p>
        <p>
          Um sie abzubestellen, schalte jede einzeln im Bereich „Benachrichtigungen“ deines Profils aus, klick dort auf
          „Alles Optionale abbestellen“ oder nutze den Abbestell-Link unten in jeder E-Mail mit der Tageskarte oder einem
          Rückblick; er funktioniert ohne Anmeldung. Wenn du Push auf einem Gerät ausschaltest oder dein Konto löschst,
          wird die Push-Anmeldung dieses Geräts entfernt.
        </p>
      </section>

      <section aria-labelledby="privacy-security">
        <h2 id="privacy-security">Sicherheit</h2>
        <p>
          Verbindungen zu {appName} sind verschlüsselt, Anmeldesitzungen nutzen signierte Tokens, und der Zugriff auf
          gespeicherte Daten ist auf das beschränkt, was der Dienst zum Funktionieren braucht. Kartenzahlungen laufen nie
          über unsere Server. Kein System ist vollkommen sicher, aber wir tun viel, um deine Daten zu schützen. Sollte
          eine Datenpanne jemals deine Daten betreffen, informieren wir dich so, wie es das Gesetz verlangt.
        </p>
      </section>

      <section aria-labelledby="privacy-rights">
        <h2 id="privacy-rights">Deine Rechte</h2>
        <p>Du bestimmst über deine Daten. Du kannst uns um Folgendes bitten:</p>
        <ul>
          <li>
            <strong>Auskunft</strong> über die personenbezogenen Daten, die wir über dich speichern;
          </li>
          <li>
            <strong>Berichtigung</strong> unrichtiger Daten;
          </li>
          <li>
            <strong>Löschung</strong> deiner Daten;
          </li>
          <li>
            <strong>Einstellung</strong> einer Verarbeitung, der du widersprichst.
          </li>
        </ul>
        <p>
          Du kannst dein Konto jederzeit in deinem Profil mit „Konto löschen“ löschen. Damit werden dein Konto, deine
          Legungen und alle angemeldeten Sitzungen entfernt. Stripe bewahrt Belege früherer Zahlungen so lange auf, wie
          das Gesetz es verlangt. Für jedes andere Anliegen schreib uns, und wir antworten so schnell wie möglich.
        </p>
        <p id="privacy-usage-record">
          Eines bleibt nach dem Löschen eines Kontos bestehen: Damit Löschen und Neuanlegen eines Kontos die kostenlosen
          Legungen nicht zurücksetzt, speichern wir, nur für den laufenden und den vorigen Monat, wie viele Legungen für
          deine Anmeldeidentität gezählt wurden. Diese Angabe liegt unter einem Einweg-Hash der Konto-ID bei deinem
          Identitätsanbieter, enthält keine E-Mail-Adresse und keine Legung und lässt sich in keins von beiden
          zurückverwandeln. Ältere Monate werden gelöscht.
        </p>
      </section>

      <section aria-labelledby="privacy-contact">
        <h2 id="privacy-contact">Kontakt</h2>
        <p>
          Fragen zu dieser Datenschutzerklärung oder zu deinen Daten? Schreib an <SupportEmailLink />.
        </p>
      </section>
    </article>
  );
}

export const privacy: StaticPageWords<ReactNode> = { title, description, body: content };
