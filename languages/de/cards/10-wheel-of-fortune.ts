import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "Das Rad des Schicksals",
  keywords: {
    upright: ["Zyklen", "Wandel", "Wendepunkt", "Glück", "Schicksal", "der richtige Zeitpunkt"],
    reversed: ["Rückschläge", "Widerstand gegen Veränderung", "Pech", "sich wiederholende Muster", "Verzögerungen", "Gefühl der Ohnmacht"],
  },
  summary:
    "Ein großes Rad dreht sich zwischen den Wolken, hebt manches empor und senkt anderes hinab: ein Wendepunkt und eine Erinnerung daran, dass jede Lage in Zyklen verläuft.",
  upright:
    "Das Rad des Schicksals schwebt in einem wolkigen Himmel, beschriftet mit Buchstaben und alchemistischen Symbolen. Oben sitzt ruhig eine Sphinx mit einem Schwert, an der einen Seite gleitet eine Schlange hinab, an der anderen steigt eine Gestalt mit Schakalkopf empor. In den vier Ecken lesen ein Engel, ein Adler, ein Stier und ein Löwe in aufgeschlagenen Büchern, ruhige Zeugen all des Drehens. Das Leben verläuft in Zyklen, und gerade jetzt ist das Rad in Bewegung." +
    "\n\n" +
    "Diese Karte kündigt oft eine Wende des Glücks an, häufig zum Besseren, oder einen Moment, in dem sich die Umstände auf eine Weise verändern, die du nicht geplant hast. Ihre Verbindung zu Jupiter, dem Planeten der Ausdehnung und des Glücks, verspricht Gelegenheiten für alle, die wachsam bleiben. Du kannst nicht jede Speiche steuern, aber du kannst wählen, wie du reagierst. Begegne der Wende mit Beweglichkeit und sei bereit zu handeln, wenn der Moment heranrollt.",
  reversed:
    "Umgekehrt scheint sich das Rad gegen dich zu drehen. Verzögerungen, unerwartete Rückschläge oder eine Pechsträhne können dir das Gefühl geben, machtlos zu sein, oder du bemerkst, dass dieselbe Situation immer wiederkehrt – ein Muster, das du noch nicht durchbrochen hast. Es ist verlockend, allein dem Schicksal die Schuld zu geben, doch dieser Blick kann die Entscheidungen verdecken, die dir noch offenstehen." +
    "\n\n" +
    "Widerstand macht es oft schwerer: das Festklammern daran, wie es früher war, oder das Beharren darauf, dass das Rad dort anhalten soll, wo es dir gefiel. Denk daran, dass auch Abwärtsbewegungen zum Zyklus gehören und nicht ewig dauern. Schau, welche Teile des Musters in deinem Einfluss liegen, lerne, was diese Phase dich lehrt, und bereite dich in Ruhe vor. Das Rad dreht sich weiter, und du kannst mit ihm aufsteigen.",
  categories: {
    general:
      "Die Umstände verändern sich, und ein Wendepunkt ist vielleicht näher, als es scheint. Bleib anpassungsfähig, achte auf Gelegenheiten, die unangekündigt kommen, und denk daran, dass keine Phase, ob gut oder schwer, lange stillsteht.",
    love:
      "Das Rad kann mit einer zufälligen Begegnung zusammenfallen, mit einer plötzlichen Veränderung in den Grundlagen einer Beziehung oder mit einem Menschen aus der Vergangenheit, der wieder auftaucht. Geh mit der Drehung mit, statt dich festzuklammern, und achte darauf, ob ein altes Beziehungsmuster endlich durchbrochen werden will.",
    career:
      "Eine Veränderung bei Arbeit oder Geld liegt vielleicht in der Luft: eine unerwartete Chance, eine glückliche Bekanntschaft oder ein Zyklus, der zu Ende geht. Bring dich in Stellung, um den Aufschwung mitzunehmen, indem du Fähigkeiten und Kontakte pflegst, und setz nicht alles allein auf das Glück.",
    health:
      "Denk über die natürlichen Rhythmen deiner Energie nach, über die Stunden und Jahreszeiten, in denen du dich stärker oder müder fühlst. Mit diesen Zyklen zu arbeiten und Gewohnheiten mitschwingen zu lassen, wenn sich das Leben ändert, unterstützt dein Gleichgewicht meist besser, als gegen sie anzukämpfen.",
    personal_development:
      "Die Lektion besteht darin, Frieden mit dem Wandel zu schließen und dabei zu lernen, deine eigenen wiederkehrenden Muster zu erkennen. Blick auf frühere Wendepunkte zurück, um zu sehen, was du gelernt hast – und was du immer wiederholst.",
    spirituality:
      "Das Rad spricht von Karma, Zyklen und einer größeren Ordnung hinter den Ereignissen. Achte auf bedeutsame Zufälle und pflege eine ruhige Mitte, wie die stille Nabe des Rades, die fest bleibt, während sich der Kranz dreht.",
    projects:
      "Der Zeitpunkt ist jetzt enorm wichtig. Eine Gelegenheit kann plötzlich auftauchen; halte das Vorhaben also startbereit und plane Spielraum für Entwicklungen ein, die niemand vorhersehen kann.",
    emotions:
      "Stimmungen können steigen und fallen wie der Kranz des Rades, während sich die Umstände schneller ändern, als sich Gefühle setzen können. Verankere dich in den Dingen und Menschen, die beständig bleiben, während sich alles andere bewegt.",
    creativity:
      "Inspiration kommt vielleicht in unerwarteten Schüben, oder eine verworfene Idee kehrt zurück, endlich reif. Folge den kreativen Jahreszeiten: Arbeite hart im Aufschwung und gönn dir in den Flauten eine Brachzeit.",
  },
  advice: "Bleib locker und wachsam, während sich das Rad dreht, bereit zu handeln, wenn die Gelegenheit vorbeikommt.",
  yesNoReason:
    "Der Ausgang ist noch in Bewegung und hängt vom richtigen Zeitpunkt ab und davon, wie du auf Veränderungen reagierst, darum antwortet das Rad mit Vielleicht.",
  element: "Feuer",
  astrology: "Jupiter",
  imageAlt:
    "Ein großes orangefarbenes Rad, beschriftet mit Buchstaben und alchemistischen Symbolen, dreht sich zwischen Wolken; oben sitzt eine blaue Sphinx mit einem Schwert, an der linken Seite gleitet eine gelbe Schlange hinab, und an der rechten steigt eine rote Gestalt mit Schakalkopf empor. In den vier Ecken lesen geflügelte Gestalten eines Engels, eines Adlers, eines Stiers und eines Löwen in aufgeschlagenen Büchern.",
};
