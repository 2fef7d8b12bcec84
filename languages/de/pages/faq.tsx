import type { ProseTools, StaticPageWords, FaqWords, Faq } from "../../prose";

const freeReadings = ({ figures, plural }: ProseTools) => plural(figures.freeReadingsPerMonth, { one: "{count} Legung", other: "{count} Legungen" });

function faqs(tools: ProseTools): Faq[] {
  const { appName, Link, SupportEmailLink, figures, price } = tools;
  return [
    {
      question: `Wie funktioniert ${appName}?`,
      answer: (
        <p>
          Schreib die Frage auf, die dich beschäftigt, wähle ein Legesystem und eine Kategorie und zieh dann deine
          Karten aus einem aufgefächerten Deck der 22 Großen Arkana. Wenn du sie aufdeckst, schreibt unsere KI eine
          Deutung, die jede Karte mit deiner Frage und mit ihrem Platz in der Legung verbindet.
        </p>
      ),
    },
    {
      question: "Wie viele Legungen bekomme ich kostenlos?",
      answer: (
        <p>
          Mit einem kostenlosen Konto hast du {freeReadings(tools)} pro Monat, mit den Legesystemen „Eine Karte“ und „Ja
          oder Nein“ und für allgemeine Fragen. Mit dem Abo bekommst du unbegrenzte Legungen im Rahmen einer fairen Nutzung von{" "}
          {figures.fairUsePerDay} pro Tag, dazu alle Legesysteme und alle Kategorien, für {price} im
          Monat. Unter jeder fertigen Legung kannst du eine Folgefrage zu denselben Karten stellen, ohne neu zu ziehen:{" "}
          {figures.followUpsPerReading.free} pro Legung mit dem kostenlosen Konto, {figures.followUpsPerReading.subscribed} mit
          dem Abo. Folgefragen zählen nie zu deinen Legungen des Monats. Die Tageskarte bekommen alle kostenlos, und
          „Meine Legungen“ zeigt dir die Muster deiner letzten 30 Tage; mit dem Abo siehst du sie auch über 90 Tage
          und über den gesamten Zeitraum.
        </p>
      ),
    },
    {
      question: "Muss ich mich mit Tarot auskennen?",
      answer: (
        <p>
          Überhaupt nicht. Jede Legung erklärt, was deine Karten bedeuten und wie sie mit deiner Frage
          zusammenhängen, du brauchst also keine Vorkenntnisse. Wenn du neugierig bist: Unsere{" "}
          <Link href={"/how-to-use"}>Anleitung</Link> geht eine Legung Schritt für Schritt durch und
          stellt dir alle 22 Karten vor.
        </p>
      ),
    },
    {
      question: "Wie schließe ich ein Abo ab?",
      answer: (
        <p>
          Melde dich mit deinem Google-Konto an und wähle dann in deinem Profil „Jetzt abonnieren“ oder klick oben auf
          der Seite auf das Abzeichen „Kostenlos“. Du landest im sicheren Bezahlvorgang von Stripe und zahlst dort per
          Karte; dein Abo beginnt, sobald die Zahlung durch ist.
        </p>
      ),
    },
    {
      question: "Sind meine Legungen privat?",
      answer: (
        <p>
          Ja. Deine Fragen und Legungen gehören zu deinem Konto, sie werden nie weitergegeben und nie verkauft. Damit
          eine Deutung geschrieben werden kann, gehen deine Frage und die gezogenen Karten an unseren KI-Anbieter. Wenn
          du deine Tageskarte teilst, teilst du nur die Karte und ihre allgemeine Botschaft für den Tag, nie etwas
          Persönliches. In unserer <Link href={"/privacy"}>Datenschutzerklärung</Link> findest du
          alle Einzelheiten.
        </p>
      ),
    },
    {
      question: "Welche E-Mails schickt ihr mir, und wie bestelle ich sie ab?",
      answer: (
        <>
          <p>
            Nur die, um die du bittest, und die E-Mails, die dein Konto braucht. Im Bereich „Benachrichtigungen“ deines
            Profils kannst du dir die Tageskarte zu einer Uhrzeit deiner Wahl per E-Mail oder Push schicken lassen, und
            unter jeder Legung kannst du „Frag mich in 7 / 14 / 30 Tagen, was passiert ist“ wählen, um an diesem Tag
            einen Rückblick zu bekommen. Konto-E-Mails (Abo gestartet, Kündigung vorgemerkt, Premium beendet,
            Verlängerungszahlung fehlgeschlagen, Konto gelöscht) kommen immer. Keine Nachricht enthält jemals deine
            Fragen, Legungen oder Notizen.
          </p>
          <p>
            Zum Abbestellen schalte sie in deinem Profil aus, klick auf „Alles Optionale abbestellen“ oder nutze den
            Abbestell-Link in jeder E-Mail mit der Tageskarte oder einem Rückblick. In unserer{" "}
            <Link href={"/privacy"}>Datenschutzerklärung</Link> findest du die Einzelheiten.
          </p>
        </>
      ),
    },
    {
      question: "Welche Zahlungsmethoden akzeptiert ihr?",
      answer: (
        <p>
          Wir akzeptieren alle gängigen Kreditkarten wie Visa, Mastercard und American Express. Die Zahlungen wickelt
          Stripe ab, deine Kartennummer erreicht also nie unsere Server.
        </p>
      ),
    },
    {
      question: "Wie verwalte oder kündige ich mein Abo?",
      answer: (
        <p>
          Öffne dein Profil und wähle „Abo verwalten“. Du gelangst ins Kundenportal von Stripe, wo du deine Karte
          ändern, Rechnungen herunterladen oder jederzeit kündigen kannst.
        </p>
      ),
    },
    {
      question: "Kann ich eine Erstattung bekommen?",
      answer: (
        <>
          <p>
            Wenn dir eine Abbuchung falsch vorkommt oder du ein anderes Problem mit der Abrechnung hast, schreib uns
            an <SupportEmailLink />, und wir schauen es uns gemeinsam mit dir an.
          </p>
          <p>
            Wenn du kündigst, wird dir nichts mehr berechnet, und dein Abo bleibt bis zum Ende des bereits bezahlten
            Abrechnungszeitraums aktiv.
          </p>
        </>
      ),
    },
  ];
}

function FaqDe(tools: ProseTools): FaqWords {
  const { SupportEmailLink } = tools;
  return {
    title: "Häufige Fragen",
    lead: "Kurze Antworten auf die Fragen, die wir am häufigsten hören. Wähle eine Frage aus, um ihre Antwort zu öffnen.",
    faqs: faqs(tools),
    moreTitle: "Noch eine Frage offen?",
    more: (
      <>
        Schreib an <SupportEmailLink />, wir melden uns bei dir.
      </>
    ),
  };
}

export const faq: StaticPageWords<FaqWords> = {
  title: "Häufige Fragen",
  description: (appName) =>
    `Antworten rund um ${appName}: wie Legungen funktionieren, kostenlose Legungen und Abo, Datenschutz, Zahlung, Kündigung und Erstattungen.`,
  body: FaqDe,
};
