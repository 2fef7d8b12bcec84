import type { ProseTools, StaticPageWords, HowToUseWords } from "../../prose";

function HowToUseDe(tools: ProseTools): HowToUseWords {
  const { appName } = tools;
  return {
    title: "So funktioniert es",
    lead: "Eine Legung dauert ein, zwei Minuten. So holst du Schritt für Schritt das Beste aus ihr heraus.",
    stepsTitle: "In sechs Schritten zu deiner Legung",
    steps: [
      {
        title: "Stell eine Frage",
        text: "Schreib ins Fragefeld, was du wissen möchtest, oder klick auf „Frage vorschlagen“, wenn du eine Idee brauchst. Offene Fragen wie „Was muss ich über … verstehen?“ funktionieren am besten.",
      },
      {
        title: "Wähle ein Legesystem",
        text: "„Eine Karte“ gibt dir eine einzige, klare Botschaft; „Ja oder Nein“ wägt drei Karten zu einem Urteil ab; „Drei Karten“ und das „Große Tarot“ gehen tiefer.",
      },
      {
        title: "Wähle eine Kategorie",
        text: "Sag den Karten, um welchen Lebensbereich es geht, zum Beispiel Liebe, Beruf oder Spiritualität, oder bleib bei „Allgemeine Frage“.",
      },
      {
        title: "Misch und zieh deine Karten",
        text: "Das Deck wird gemischt und verdeckt aufgefächert. Atme einmal durch und zieh dann so viele Karten, wie deine Legung braucht.",
      },
      {
        title: "Klick auf „Aufdecken und deuten“",
        text: "Klick auf „Weiter“, um deine Karten auszulegen, und dann auf „Aufdecken und deuten“, um sie umzudrehen und deine Deutung schreiben zu lassen.",
      },
      {
        title: "Lies die Deutung",
        text: "Jede Karte wird an ihrem Platz in der Legung gedeutet, zum Schluss folgt eine Zusammenschau. Nimm mit, was in dir nachklingt, und lass es deine eigenen Gedanken leiten.",
      },
    ],
    startReading: "Legung starten",
    exampleTitle: "Ein Beispiel: eine Legung mit drei Karten",
    question: "„Wie finde ich eine bessere Balance zwischen Arbeit und Erholung?“",
    example: [
      {
        position: "Vergangenheit",
        card: "The Hermit",
        reading: "Eine Zeit des Rückzugs hat dich gelehrt, auf dich selbst zu hören. Du weißt schon, dass Stille keine verschwendete Zeit ist.",
      },
      {
        position: "Gegenwart",
        card: "Temperance",
        reading: "Der Engel gießt Wasser zwischen zwei Kelchen hin und her: Balance entsteht jetzt durch stetiges Mischen, nicht durch Wochen nach dem Prinzip alles oder nichts.",
      },
      {
        position: "Zukunft",
        card: "The Star",
        reading: "Halte diesen Rhythmus, und die Hoffnung kehrt zurück. Ruhe füllt den Kelch, aus dem du schöpfst, und deine Arbeit wird dadurch leichter.",
      },
    ],
    together: "Zusammen gelesen: Du weißt schon, wie man sich ausruht, und die Gegenwart bittet dich, daraus ein tägliches Maß zu machen statt einer Flucht. Kleine, regelmäßige Pausen sind die Brücke von der Erschöpfung zu neuer Hoffnung.",
    cardsTitle: "Die 22 Großen Arkana",
    cardsIntro: `Jede Karte hat eine eigene Seite mit ihren Bedeutungen. ${appName} liest jede Karte aufrecht; jede Seite nennt aber auch die umgekehrte Bedeutung, als Wissen über die Karte.`,
    cardLabel: (numeral) => <>, Karte {numeral}</>,
  };
}

export const howToUse: StaticPageWords<HowToUseWords> = {
  title: "So funktioniert es",
  description: () =>
    "In sechs Schritten zur Tarot-Legung: Frage stellen, Legesystem und Kategorie wählen, Karten ziehen, aufdecken und lesen.",
  body: HowToUseDe,
};
