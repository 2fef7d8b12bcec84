import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "Die Gerechtigkeit",
  keywords: {
    upright: ["Fairness", "Wahrheit", "Ursache und Wirkung", "Verantwortlichkeit", "klare Entscheidungen", "Ausgewogenheit", "rechtliche Angelegenheiten"],
    reversed: ["Ungerechtigkeit", "Verantwortung meiden", "Selbsttäuschung", "Voreingenommenheit", "Ungleichgewicht", "Unehrlichkeit"],
  },
  summary:
    "Eine gekrönte Gestalt hält ein erhobenes Schwert und eine Waage im Gleichgewicht: Was wahr ist, wird gewogen, und jede Entscheidung hat ihre Folgen. Klarheit beginnt mit Ehrlichkeit, auch dir selbst gegenüber.",
  upright:
    "Die Gerechtigkeit sitzt zwischen zwei grauen Säulen, ruhig und ohne Eile, in der einen Hand ein aufrecht gehaltenes, zweischneidiges Schwert, in der anderen eine goldene Waage. Das Schwert durchschneidet Verwirrung; die Waage wiegt, was tatsächlich da ist, und nicht, was du dir erhoffst oder befürchtest. Wenn diese Karte erscheint, verlangt die Lage nach einer ehrlichen Bestandsaufnahme. Entscheidungen, die jetzt getroffen werden, haben meist Bestand, sofern sie auf Tatsachen und Fairness beruhen und nicht auf Bequemlichkeit." +
    "\n\n" +
    "Hier steckt auch eine stille Lektion über Ursache und Wirkung. Was du heute erlebst, wurzelt in früheren Entscheidungen, und was du jetzt wählst, prägt, was folgt. Das ist keine Drohung, sondern eine Art Freiheit: Du bist dem Zufall nicht einfach ausgeliefert. Übernimm Verantwortung für deinen Teil, sprich klar und erwarte dasselbe von anderen. Geht es um einen Vertrag, eine Vereinbarung oder ein förmliches Verfahren, fällt es meist zugunsten derer aus, die in gutem Glauben gehandelt haben.",
  reversed:
    "Auf dem Kopf stehend neigt sich die Waage, und das Schwert wankt. Etwas fühlt sich vielleicht ungerecht an – eine Entscheidung, die gegen dich ausgefallen ist, eine Abmachung, die stillschweigend eine Seite bevorzugt, oder eine Geschichte, die unbequeme Einzelheiten weglässt. Manchmal liegt das Ungleichgewicht außerhalb von dir; manchmal ist es die leise Stimme, die darauf beharrt, dass dein eigener Anteil an einem Problem eigentlich nicht zählt." +
    "\n\n" +
    "Die umgekehrte Stellung bittet dich, beide Möglichkeiten anzusehen, ohne zurückzuzucken. Wenn dir Unrecht geschehen ist, schreib auf, was passiert ist, und such faire Wege, statt in Groll zu schmoren. Wenn du dich um Verantwortung gedrückt hast, kostet es dich jetzt weniger, dazu zu stehen, als später. Hüte dich auch vor voreingenommenen Urteilen: Entscheidungen, die im Zorn oder jemandem zuliebe getroffen werden, halten selten lange stand. Das Gleichgewicht wiederherzustellen kann mühsam sein, aber es beginnt mit Ehrlichkeit.",
  categories: {
    general:
      "Die Gerechtigkeit weist auf einen Moment hin, in dem die Wahrheit einer Sache klar wird und die Ergebnisse widerspiegeln, was tatsächlich getan wurde. Wäge die Tatsachen in Ruhe ab, bevor du handelst, und lass Fairness statt eines Impulses den nächsten Schritt bestimmen.",
    love:
      "In Beziehungen fragt diese Karte, ob sich Geben und Nehmen ausgeglichen anfühlen. Ehrliche Gespräche über Erwartungen, Verpflichtungen und alte Verletzungen können das Gleichgewicht wiederherstellen; eine Partnerschaft auf der Grundlage gegenseitigen Respekts ist begünstigt, während einseitige Abmachungen auf den Prüfstand kommen.",
    career:
      "Bei Arbeit und Geld begünstigt die Gerechtigkeit Verträge, Verhandlungen, Beurteilungen und jedes Verfahren, bei dem saubere Unterlagen zählen. Lies das Kleingedruckte, halte deine Geschäfte transparent und vertraue darauf, dass beständiger, ehrlicher Einsatz bemerkt wird.",
    health:
      "Nimm die Gerechtigkeit als Anstoß, ausgewogen darauf zu schauen, wie du deine Energie einsetzt: Arbeit gegen Ruhe, Anstrengung gegen Erholung. Kleine Ungleichgewichte summieren sich; achte also darauf, welche Gewohnheiten die Waage kippen lassen, und gleiche behutsam aus. Eine Fachperson kann helfen, wenn etwas einen genaueren Blick verdient.",
    personal_development:
      "Wachstum entsteht hier durch Verantwortlichkeit: deine Entscheidungen benennen, ihre Folgen und was du beim nächsten Mal anders machen würdest. Ehrlichkeit mit dir selbst, ohne hartes Urteil über dich, wird zu einem Fundament, auf dem du bauen kannst.",
    spirituality:
      "Die Gerechtigkeit verbindet das spirituelle Leben mit der Ethik des Alltags. Überlege, ob deine Taten zu den Werten passen, die du vertrittst, und sieh das Gesetz von Ursache und Wirkung als Lehrer, nicht als Richter.",
    projects:
      "Bei Vorhaben begünstigt diese Karte klare Kriterien, eine faire Arbeitsteilung und Entscheidungen auf Grundlage von Belegen. Wäge die Möglichkeiten nach ihrem Wert ab, halte Vereinbarungen schriftlich fest und verabschiede dich von Ideen, die einer genauen Prüfung nicht standhalten.",
    emotions:
      "Vielleicht versuchst du, etwas zu verstehen, das sich ungerecht angefühlt hat, oder sortierst deine eigenen Gefühle in richtig und falsch. Erkenne an, was für dich wahr ist, und bleib zugleich offen für andere Sichtweisen; Klarheit bringt den Sturm meist zur Ruhe.",
    creativity:
      "Kreativ bringt die Gerechtigkeit den Blick des Lektorats mit: Struktur, Proportion und ehrliche Kritik. Es ist ein guter Moment, um zu überarbeiten, zu streichen, was dem Werk nicht dient, und Ehrgeiz mit Handwerk ins Gleichgewicht zu bringen.",
  },
  advice: "Wäge die Tatsachen ehrlich ab, steh zu deinem Anteil und wähle, was du mit reinem Gewissen vertreten könntest.",
  yesNoReason:
    "Die Gerechtigkeit neigt von sich aus zu keiner Seite; die Antwort folgt meist dem, was in der Lage fair und wahr ist, und so spiegelt der Ausgang die Taten dahinter wider.",
  element: "Luft",
  astrology: "Waage",
  imageAlt:
    "Eine gekrönte Gestalt in rotem Gewand und grünem Umhang sitzt auf einem Steinthron zwischen zwei grauen Säulen und hält in der rechten Hand ein aufrechtes Schwert, in der linken eine ausgewogene goldene Waage. Hinter dem Thron hängt ein purpurner Schleier vor einem gelben Himmel.",
};
