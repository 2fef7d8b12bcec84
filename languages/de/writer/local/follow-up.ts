import type { FollowUpLines } from "../../../local-writer";
import { oneColon } from "../../../quote-frames";
import { dash } from "./section";
import { cap, list, Names, names, ordinal, v, type DeCard, type DeFocus } from "./grammar";

/** Die Antwort auf eine Folgefrage: dieselben Karten, gelesen für ihre eigenen Worte und ihre Form. */

const PLACES = {
  heart: "im Kern der Sache",
  past: "in der Position der Vergangenheit",
  present: "in der Position der Gegenwart",
  future: "in der Position der Zukunft",
  situation: "in der Position der Situation",
  challenge: "in der Position der Herausforderung",
  hidden_influence: "in der Position des geheimen Einflusses",
  advice: "in der Position des Rates",
  outcome: "in der Position des Ergebnisses",
} as const;

const gens = (cards: readonly DeCard[]) => list(cards.map((card) => card.gen));

export const FOLLOW_UP: FollowUpLines<DeCard, DeFocus> = {
  opening: [
    ({ q, cards }) => `Du hast ${q} gefragt, und dieselben Karten antworten: ${list(cards.map(({ c, label }) => `${c.nom} (${label})`))}.`,
    ({ q, cards }) => `Auf deine Frage ${q} antworten die Karten, die schon auf dem Tisch liegen: ${list(cards.map(({ c, label }) => `${c.nom} (${label})`))}.`,
  ],
  about: [
    ({ f, focus }) => `Diese Folgefrage dreht sich um ${f.topic.acc}, also wendet sich die Antwort zuerst ${names(focus, "dat")} zu.`,
    ({ f, focus }) => `Deine Frage richtet sich auf ${f.topic.acc}, und ${names(focus)} ${v(focus, "hat", "haben")} dazu am meisten zu sagen.`,
  ],
  noNewCard: [() => `Eine Folgefrage liest die Karten, die du gezogen hast, und fügt nie eine hinzu: Hier wird keine neue Karte gezogen, eine neue Deutung zieht neue Karten.`],
  noDates: [
    ({ f }) => `Die Karten nennen keine Daten; sie sprechen davon, ob der Moment reif ist und was er für ${f.topic.acc} bräuchte.`,
    ({ f }) => `Keine Karte kann ${f.topic.dat} einen Tag oder Monat zuweisen, aber die Karten können zeigen, was der richtige Moment bräuchte.`,
  ],
  where: ({ place, ordinal: n, label, verdict }) => (verdict ? `als ${ordinal(n)} Karte` : place ? PLACES[place] : `als „${label}“`),
  cardLead: [
    ({ c, f, where, themes }) => `${c.Nom} ${where} ${v(c, "bringt", "bringen")} ${themes.gift} in ${f.topic.acc}.`,
    ({ c, f, where, themes }) => `${cap(where)} ${v(c, "lenkt", "lenken")} ${c.nom} ${f.topic.acc} auf ${themes.gift} hin.`,
    ({ c, f, where, themes }) => `${cap(where)} ${v(c, "legt", "legen")} ${c.nom} ${themes.weight} in ${f.topic.dat} offen.`,
  ],
  lean: {
    yes: [
      ({ focus }) => `Auf diese Frage ${v(focus, "neigt", "neigen")} ${names(focus)} also zum Ja, und das ist eine Tendenz, kein Versprechen.`,
      ({ focus, decision }) => `Bei dieser Frage neigen die Karten wegen ${gens(focus)} zum Ja${decision ? ", und die Wahl bleibt deine" : "; deine eigenen Entscheidungen zählen weiter"}.`,
    ],
    no: [
      ({ focus }) => `Auf diese Frage ${v(focus, "neigt", "neigen")} ${names(focus)} vorerst zum Nein, und das kann sich ändern, wenn sich die Dinge ändern.`,
      ({ focus }) => `Bei dieser Frage neigen die Karten wegen ${gens(focus)} zum Nein, und ein Nein für jetzt ist kein Nein für immer.`,
    ],
    maybe: [
      ({ focus }) => `Auf diese Frage ${v(focus, "gibt", "geben")} ${names(focus)} ein ehrliches Vielleicht.`,
      ({ focus }) => `Bei dieser Frage ${v(focus, "bleibt", "bleiben")} ${names(focus)} unentschieden, und das lässt Raum für deinen Teil.`,
    ],
  },
  choice: [
    ({ favoured, other, focus }) => `Zwischen ${favoured} und ${other} ${v(focus, "neigt", "neigen")} ${names(focus)} zu ${favoured}: eine Tendenz, kein Urteil, und die Wahl liegt bei dir.`,
    ({ favoured, focus }) => `Von den beiden Möglichkeiten bevorzugen die Karten wegen ${gens(focus)} ${favoured}, doch die Entscheidung bleibt bei dir.`,
  ],
  choiceOpen: [
    ({ first, second, focus }) => `Zwischen ${first} und ${second} ${v(focus, "entscheidet", "entscheiden")} ${names(focus)} nicht: Wäge beides gegen das ab, was dir am wichtigsten ist.`,
    ({ first, second, focus }) => `${Names(focus)} ${v(focus, "hält", "halten")} ${first} und ${second} im Gleichgewicht, also gib der Wahl noch etwas Zeit.`,
  ],
  counsel: oneColon([
    ({ c, f, advice }) => `Für ${f.topic.acc} kommt der Rat ${c.vom}: ${advice}`,
    ({ c, f, advice }) => `Was bei ${f.topic.dat} zu tun ist, ${v(c, "sagt", "sagen")} ${c.nom}: ${advice}`,
    ({ c, f, advice }) => `Nimm den Rat ${c.gen} mit in ${f.topic.acc}: ${advice}`,
    ({ c, f, advice }) => `In ${f.topic.dat} ${v(c, "weist", "weisen")} ${c.nom} den Weg: ${advice}`,
  ], "advice", dash),
};
