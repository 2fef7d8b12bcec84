import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "Der Mond",
  keywords: {
    upright: ["Intuition", "Illusion", "Ungewissheit", "Träume", "das Unbewusste", "Angst", "Verborgenes"],
    reversed: ["zurückkehrende Klarheit", "Ängste loslassen", "Geheimnisse kommen ans Licht", "Selbsttäuschung", "verdrängte Gefühle", "Fehleinschätzung"],
  },
  summary:
    "Ein träumender Mond erhellt einen Pfad zwischen zwei Türmen, während ein Hund und ein Wolf heulen und ein Flusskrebs aus dem Wasser kriecht. Bei Nacht ist nicht alles, wie es scheint.",
  upright:
    "Ein voller Mond, in dem sich ein sichelförmiges Gesicht im Profil abzeichnet, blickt mit geschlossenen Augen herab, während Lichttropfen zur Erde fallen. Unten heulen ein Hund und ein Wolf den Himmel an, der eine zahm, der andere wild, und ein Flusskrebs kriecht aus einem Teich auf einen Pfad, der sich zwischen zwei Türmen hindurch zu fernen Hügeln windet. Die Szene ist fremd, traumartig und nur halb erleuchtet. Dies ist das Reich der Intuition, der Fantasie und all dessen, was sich unter der Oberfläche regt." +
    "\n\n" +
    "Wenn der Mond erscheint, ist Klarheit womöglich schwer zu bekommen. Die Informationen sind lückenhaft, Gefühle werden verstärkt, und Ängste können Formen annehmen, die größer sind, als die Tatsachen hergeben. Statt Gewissheit zu erzwingen, geh langsam voran und vertraue deinem Instinkt, während du ihn an der Wirklichkeit überprüfst. Achte auf Träume, wiederkehrende Bilder und Bauchreaktionen; sie tragen vielleicht Botschaften, die dein rationaler Verstand übersehen hat. Der Weg ist da, auch wenn du nur ein paar Schritte davon sehen kannst.",
  reversed:
    "Umgekehrt zeigt der Mond oft an, dass sich der Nebel zu lichten beginnt. Verwirrung weicht dem Verstehen, eine Täuschung kommt ans Licht, oder eine Angst, die du mit dir getragen hast, erweist sich als kleiner, als sie schien. Vielleicht spürst du echte Erleichterung, wenn du die Lage allmählich bei Tageslicht siehst." +
    "\n\n" +
    "Die umgekehrte Stellung kann auch nach innen weisen: auf Gefühle, die du hinuntergedrückt hast, Ängste, die du nicht benannt hast, oder die Gewohnheit, dir eine bequemere Geschichte zu erzählen als die wahre. Wenn das so ist, hol diese Dinge behutsam ins Blickfeld. Tagebuchschreiben, ein Gespräch mit jemandem, dem du vertraust, oder einfach das Beobachten deiner Reaktionen können helfen. Sei vorsichtig mit Entscheidungen, solange du noch orientierungslos bist, und lass die neue Klarheit sich setzen, bevor du danach handelst. Was aus der Tiefe aufsteigt, kann man – wie den Flusskrebs, der aus dem Teich klettert – anschauen und verstehen.",
  categories: {
    general:
      "Der Mond deutet an, dass die Lage noch nicht ganz sichtbar ist und Gefühle oder Annahmen deinen Blick färben könnten. Geh vorsichtig vor, vertraue deiner Intuition und warte auf mehr Licht, bevor du feste Schlüsse ziehst.",
    love:
      "In Beziehungen gibt es vielleicht unausgesprochene Gefühle, widersprüchliche Signale oder Projektionen, die das Bild verschwimmen lassen. Zieh keine voreiligen Schlüsse; behutsame, ehrliche Gespräche helfen, echte Sorgen von eingebildeten zu unterscheiden.",
    career:
      "Im Beruf sind Informationen womöglich unvollständig oder Absichten unklar. Prüfe Einzelheiten doppelt, sei vorsichtig bei Verträgen oder finanziellen Versprechen, die vage wirken, und hör auf dein Gespür für Menschen, während du Fakten sammelst.",
    health:
      "Diese Karte regt zum Nachdenken über Schlaf, Träume und die Art an, wie Sorgen deine Energie aufzehren können. Erholsame Abende, beruhigende Rituale und ein Blick darauf, was dich aufwühlt, können helfen; wenn Ängste oder Schlaflosigkeit anhalten, ist ein Gespräch mit einer Fachperson ein fürsorglicher Schritt.",
    personal_development:
      "Wachstum entsteht, wenn du deine innere Welt erkundest: Träume, Ängste und die Geschichten, die du dir erzählst. Wenn du dem, was im Schatten lauert, mit Neugier statt mit Furcht begegnest, wächst echtes Selbstverständnis.",
    spirituality:
      "Spirituell öffnet der Mond die Tür zu Intuition, Traumarbeit und den Geheimnissen des Unbewussten. Würdige diese Erfahrungen, bleib aber geerdet und unterscheide genau, was du als Wahrheit annimmst.",
    projects:
      "Vorhaben sind womöglich von Ungewissheit oder verborgenen Unbekannten umgeben. Geh Schritt für Schritt vor, prüfe deine Annahmen und leg dich erst ganz fest, wenn der Weg klarer wird.",
    emotions:
      "Gefühle können tief gehen und schwer zu benennen sein, und Ängste steigen vielleicht nachts oder in stillen Momenten auf. Erlaube dir zu fühlen, ohne jeder Angst zu glauben; der Morgen bringt oft eine freundlichere Sicht.",
    creativity:
      "Kreativ ist der Mond eine reiche Quelle für Bilder, Symbolik und traumartige Ideen. Folge seltsamen Assoziationen, führe ein Traumtagebuch und lass das Werk eine Weile geheimnisvoll bleiben, bevor du ihm Gestalt gibst.",
  },
  advice: "Lass dich von deiner Intuition durch die unklare Strecke führen, doch prüfe deine Ängste an den Tatsachen, bevor du handelst.",
  yesNoReason:
    "Der Mond neigt zum Vielleicht, weil die Lage noch von Ungewissheit verhüllt ist und das ganze Bild noch nicht ans Licht gekommen ist.",
  element: "Wasser",
  astrology: "Fische",
  imageAlt:
    "Ein großer gelber Mond mit einem sichelförmigen Gesicht im Profil leuchtet über einem Pfad, der sich zwischen zwei grauen Türmen hindurch zu fernen Bergen windet, und Lichttropfen fallen von ihm herab. Ein Hund und ein Wolf heulen den Mond an, und im Vordergrund kriecht ein Flusskrebs aus einem Teich.",
};
