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
  intents: {
    how_to_help: /\bwie\s+(?:kann|könnte|soll|sollte|können)\s+(?:ich|wir)\s+(?:\p{L}+\s+){0,5}(?:helfen|unterstützen|beistehen|begleiten|trösten|erleichtern|näherkommen|erreichen)|\bwas\s+kann\s+ich\s+(?:für\s+\p{L}+\s+)?tun\b|\b(?:leichter|einfacher)\s+machen\b|\b(?:helfen|unterstützen)\s+kann\b/iu,
    what_if: /^(?:und\s+|aber\s+)?(?:was\s+(?:passiert|geschieht),?\s+wenn|wenn\s+ich|falls\s+ich|und\s+wenn(?!\s+(?:ja|nein|nicht)\b))(?!\p{L})|\bwas\s+(?:passiert|geschieht),?\s+wenn\b/iu,
    why: /^(?:und\s+)?warum(?!\p{L})|\bwas\s+(?:blockiert|hindert|bremst|hält)\s+(?:mich|uns)\b|\bwas\s+steht\s+(?:mir\s+)?im\s+weg\b/iu,
    when: /^(?:und\s+)?(?:wann|wie\s+lange|wie\s+bald)(?!\p{L})/iu,
    should_I: /(?:^|[,;]\s*)(?:und\s+)?(?:soll(?:te)?\s+ich|ist\s+es\s+eine\s+gute\s+idee|muss\s+ich|ist\s+es\s+(?:zeit|klug|richtig))(?!\p{L})/iu,
  },
  intent: {
    how_to_help: [
      "Du fragst, wie du helfen kannst, und die Karten antworten mit kleinen, beständigen Dingen statt mit großen.",
      "Die Frage ist, wie du helfen kannst, und die nützlichste Hilfe ist oft die schlichteste.",
      "Helfen beginnt hier damit, nah und verlässlich zu sein, mehr als mit den richtigen Worten.",
      "Die Karten zeigen auf Hilfe, die praktisch und leise ist: erst Nähe, dann Lösungen.",
    ],
    what_if: [
      "Du fragst, was passiert, wenn du diesen Schritt gehst: Die Karten zeigen eine Richtung, kein festes Ergebnis, und der Schritt bleibt deiner.",
      "Was auf diesen Schritt folgt, steht noch nicht fest: Die Karten zeigen, wie es gehen könnte, und wie du ihn gehst, zählt mit.",
      "Dieser Schritt würde das Bild verändern, auch wenn die Karten nicht festlegen können, wohin er führt.",
      "Bevor du diesen Schritt gehst, lohnt es sich zu wissen, was du dir davon erhoffst.",
    ],
    should_I: [
      "Ob du es tust, bleibt deine Entscheidung; was die Karten beitragen können, ist, wie du es angehst.",
      "Die Wahl liegt bei dir, und eine praktische Sache hilft in jedem Fall.",
      "Keine Karte kann dir diese Entscheidung abnehmen, aber sie kann den nächsten Schritt klarer machen.",
      "Ja oder Nein bleibt bei dir; ein konkreter Schritt macht beide Antworten leichter.",
    ],
    why: [
      "Du fragst, was im Weg steht; es klar zu benennen ist der erste Schritt, es zu bewegen.",
      "Was das bremst, ist oft etwas, das du dir direkt ansehen kannst.",
      "Die Blockade ist selten ein Rätsel, sobald sie ausgesprochen ist.",
      "Nach dem Warum zu fragen heißt schon, das Festgefahrene zu lockern.",
    ],
  },
  steps: {
    others_health: [
      "Frag auf der Station oder beim Pflegeteam, wann du besuchen kannst, und bring etwas Kleines von zu Hause mit.",
      "Teile das Warten mit der übrigen Familie, damit niemand die Krankenhaustage allein trägt.",
    ],
    pet_health: [
      "Schreib jeden Tag kurz auf, was du siehst (Fressen, Trinken, Bewegung), um es dem Tierarzt zu zeigen.",
      "Halte das Tier warm und ruhig, und ruf heute den Tierarzt an, wenn sich etwas ändert.",
    ],
    child: [
      "Such einen Moment zu zweit ohne Druck, einen Spaziergang oder eine Autofahrt, in dem Reden möglich ist, aber nicht sein muss.",
      "Die Schulsozialarbeit oder der Kinderarzt sind gute Ansprechpartner, wenn der Rückzug anhält.",
    ],
    work: [
      "Schreib vor jedem Gespräch mit der Personalabteilung die Daten und das Gesagte auf, so klar wie möglich.",
      "Bring zuerst deine wichtigsten Punkte auf eine Seite, damit das Gespräch bei den Fakten bleibt.",
    ],
    money: [
      "Eine kostenlose Schuldnerberatung kann die Zahlen mit dir durchgehen, ohne Kosten.",
      "Schreib auf, was diesen Monat hereinkommt und was hinausgeht, und nimm es mit zu einer kostenlosen Beratung.",
    ],
    law: [
      "Sammle die Briefe und Daten in einem Ordner, bevor du mit einer Anwältin, einem Anwalt oder einer Beratungsstelle sprichst.",
      "Eine kostenlose Rechtsberatung kann dir sagen, wo du stehst, bevor du etwas entscheidest.",
    ],
    grief: [
      "Lass einen nahen Menschen wissen, wie schwer das ist, und lass ihn eine Weile bei dir sein.",
      "Die Telefonseelsorge und Trauergruppen sind genau für diese Wochen da.",
    ],
    love: [
      "Wähle einen ruhigen Moment und sag einen ehrlichen Satz darüber, was du fühlst; dann hör zu.",
      "Frag, statt zu raten: Eine offene Frage sagt mehr als eine Woche Grübeln.",
    ],
    general: [
      "Schreib die eine Sache auf, die du diese Woche tun kannst, und tu sie zuerst.",
      "Sprich mit jemandem, dem du vertraust, bevor du dich bewegst.",
      "Nimm dir für die nächsten Tage eine kleine, konkrete Handlung vor und lass den Rest warten.",
      "Gönn dir eine ruhige Stunde, um die Fakten zu ordnen, bevor du etwas entscheidest.",
    ],
  },
  professionals: [
    [/tierarzt|tierärzt|tierklinik/iu, "den Tierarzt"],
    [/\barzt\b|ärztin|\bärzte|hausarzt|krankenhaus|notaufnahme|klinik/iu, "einen Arzt"],
    [/anwalt|anwältin|rechtsberatung/iu, "einen Anwalt"],
    [/berater|beratung|beraterin/iu, "eine Beratungsstelle"],
    [/psycholog|therapeut/iu, "eine Psychologin oder einen Psychologen"],
  ],
  seeProfessional: [
    ({ who }) => `Ob du ${who} aufsuchen sollst, wiegen die Karten nicht dagegen ab: Im Zweifel ist es immer richtig, ${who} aufzusuchen, und früher ist besser als später.`,
    ({ who }) => `Die Karten raten nie davon ab, ${who} aufzusuchen: Wenn du unsicher bist, tu es jetzt, statt zu warten.`,
  ],
};
