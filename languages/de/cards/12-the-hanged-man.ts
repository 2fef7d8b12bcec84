import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "Der Gehängte",
  keywords: {
    upright: ["Hingabe", "Innehalten", "neue Sichtweise", "Loslassen", "Abwarten", "Opfer", "Schwebezustand"],
    reversed: ["Verschleppen", "Widerstand", "unnötiges Opfer", "Unentschlossenheit", "Märtyrertum", "endloser Aufschub"],
  },
  summary:
    "Ruhig kopfüber an einem lebendigen Baum hängend, sieht eine Gestalt mit Heiligenschein die Welt aus einem neuen Blickwinkel. Manchmal ist Innehalten der Weg nach vorn.",
  upright:
    "Ein Mann hängt an einem Fuß von einem T-förmigen Balken aus lebendigem Holz, das andere Bein hinter dem Knie gekreuzt, die Hände hinter dem Rücken verborgen. Er wehrt sich nicht. Sein Gesicht ist gelassen, und ein goldener Heiligenschein leuchtet um seinen Kopf: Dies ist ein Schwebezustand, der gewählt oder zumindest angenommen wurde, und er bringt Einsicht. Die Karte taucht oft auf, wenn noch mehr Druck nichts mehr bewirkt und der eigentliche Fortschritt im Innehalten liegt." +
    "\n\n" +
    "Vielleicht wirst du gebeten, etwas aufzugeben – einen festen Plan, das Bedürfnis nach Kontrolle oder eine vertraute Sicht auf ein Problem. Was sich wie eine Verzögerung anfühlt, kann eine Zeit des Heranreifens sein. Dreh die Lage um, betrachte sie von unten und achte darauf, was sichtbar wird, sobald du nicht mehr auf deinem ursprünglichen Blickwinkel beharrst. Geduld ist hier aktiv, nicht passiv, und die Einsicht kommt meist dann, wenn du die Stille ihre Arbeit tun lässt.",
  reversed:
    "Ist die Karte umgekehrt, steht die hängende Gestalt wieder auf den Füßen, und die Pause hat ihren Zweck womöglich überdauert. Aus Warten ist Verschleppen geworden, aus Besinnung Unentschlossenheit. Vielleicht schiebst du eine Entscheidung auf, weil jede Möglichkeit verlangt, dass du etwas loslässt, oder du opferst deine eigenen Bedürfnisse auf eine Weise, die Groll statt Sinn hervorbringt." +
    "\n\n" +
    "Die Karte zeigt auch Widerstand: das Zappeln am Seil, der Versuch, einen Zeitplan zu erzwingen, der sich nicht erzwingen lässt. Frag dich, worauf du eigentlich wartest und ob es jemals von selbst kommen wird. Manchmal lautet die Antwort, eine Entscheidung zu treffen, auch eine unvollkommene. Manchmal heißt sie, nicht länger den Märtyrer zu spielen und um Hilfe zu bitten. So oder so bittet dich die umgekehrte Stellung, ehrlich zu prüfen, ob deine Stille dich nährt oder dich nur festhält.",
  categories: {
    general:
      "Der Gehängte legt nahe, dass dir jetzt eine Pause mehr nützt als ein Vorstoß. Lockere dein Bedürfnis nach sofortigen Antworten und betrachte die Lage aus einem völlig anderen Blickwinkel.",
    love:
      "In der Liebe kann diese Karte eine Beziehung in einer Wartephase beschreiben oder die Notwendigkeit, die Sicht deines Gegenübers mit frischen Augen zu sehen. Feste Erwartungen daran loszulassen, wie sich alles entwickeln sollte, schafft oft Raum für echte Nähe – achte aber darauf, ob du weit mehr gibst, als du bekommst.",
    career:
      "Beruflich scheint der Fortschritt vielleicht auf Eis zu liegen, mit aufgeschobenen Entscheidungen oder ruhenden Vorhaben. Nutze die Flaute, um Prioritäten und Fähigkeiten neu zu bewerten; ein Schritt, der wie ein Seitwärtsschritt aussieht, könnte sich als klügste Neuausrichtung erweisen.",
    health:
      "Diese Karte bittet dich, über Ruhe und Entschleunigung nachzudenken, statt dich durch die Müdigkeit zu kämpfen. Stille, ruhigere Tage und Abstand von ständiger Betriebsamkeit können mehr wiederherstellen als ein weiterer Kraftakt; wenn dich etwas beunruhigt, ist ein Gespräch mit einer Fachperson ein vernünftiger Schritt.",
    personal_development:
      "Wachstum entsteht durch Hingabe: Annahmen hinterfragen, Ungewissheit aushalten und eine alte Identität ihren Griff lockern lassen. Der Perspektivwechsel, den du jetzt gewinnst, kann verändern, wie du an viele Bereiche deines Lebens herangehst.",
    spirituality:
      "Der Heiligenschein um den Kopf des Gehängten macht diese Karte zu einer der kontemplativsten im Tarot. Meditation, Rückzug oder einfach stille Zeit können Einsichten bringen, die kein Streben erreicht; vertraue der Weisheit des Nichtwissens.",
    projects:
      "Bei Vorhaben rät die Karte zu einer bewussten Pause, bevor du dich weiter festlegst. Überprüfe die Grundannahme des Projekts, hol dir ungewöhnliche Perspektiven dazu und sei bereit, den Ansatz zu überarbeiten, statt einen festgefahrenen Plan mit Gewalt voranzutreiben.",
    emotions:
      "Vielleicht fühlst du dich in der Schwebe, gefangen zwischen dem, was war, und dem, was kommen wird. Statt gegen dieses Schwebegefühl anzukämpfen, beobachte deine Gefühle, ohne sie eilig auflösen zu wollen; Klarheit kommt oft, sobald der Druck nachlässt.",
    creativity:
      "Kreativ gesehen: Stell dein Werk auf den Kopf, wörtlich oder im übertragenen Sinn. Reifezeiten, ungewöhnliche Blickwinkel und bewusste Einschränkungen können Ideen freisetzen, die gewöhnliche Mühe verfehlen würde.",
  },
  advice: "Hör für den Moment auf, das Ergebnis zu erzwingen, und betrachte die Lage aus dem Blickwinkel, dem du bisher ausgewichen bist.",
  yesNoReason:
    "Der Gehängte beschreibt eine Pause, kein Urteil; die Antwort steht also noch nicht fest und wird vielleicht klarer, wenn du abwartest oder die Dinge anders betrachtest.",
  element: "Wasser",
  astrology: "Neptun",
  imageAlt:
    "Ein Mann in blauer Tunika und roten Beinlingen hängt kopfüber an einem Fuß von einem T-förmigen Holzbalken, aus dem grüne Blätter sprießen; das freie Bein ist hinter das andere gewinkelt, die Hände liegen hinter dem Rücken. Sein Gesicht ist ruhig, und ein gelber Heiligenschein leuchtet um seinen Kopf.",
};
