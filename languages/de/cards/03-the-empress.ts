import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "Die Herrscherin",
  keywords: {
    upright: ["Fülle", "Fürsorge", "Fruchtbarkeit", "Sinnlichkeit", "natürliches Wachstum", "Geborgenheit"],
    reversed: ["kreative Blockade", "erdrückende Fürsorge", "Selbstvernachlässigung", "Abhängigkeit", "Stillstand", "Maßlosigkeit"],
  },
  summary:
    "Zwischen reifendem Weizen und einem rauschenden Bach verkörpert die Herrscherin Wachstum, das aus Pflege entsteht: Kreativität, Geborgenheit und Fülle, die gedeihen, wenn man sie geduldig hegt.",
  upright:
    "Rund um die Herrscherin ist alles lebendig und reift. Dichter Weizen wächst zu ihren Füßen, ein Wasserfall stürzt hinter ihr aus dem Wald, und der herzförmige Schild an ihrer Seite trägt das Zeichen der Venus, des Planeten der Liebe und der Freude. Sie ist die große Nährende im Tarot, und ihre Gegenwart kündigt eine Zeit an, in der das, was du gepflanzt hast – ob Beziehungen, Ideen oder ein echter Garten –, bereit ist aufzublühen." +
    "\n\n" +
    "Sie bittet dich, dich ganz auf deine Sinne einzulassen: gutes Essen, Berührung, Schönheit, Zeit im Freien. Fülle entsteht in ihrer Welt nicht durch mehr Druck, sondern indem du Bedingungen schaffst, unter denen Wachstum von selbst geschieht. Sorge großzügig für andere und denk daran, dass auch du jemand bist, der Pflege verdient. Behaglichkeit ist hier keine Faulheit; sie ist fruchtbarer Boden.",
  reversed:
    "Umgekehrt wird der Wasserfall der Herrscherin zum Rinnsal. Die Kreativität wirkt vielleicht blockiert, oder deine Fürsorge ist in ein Zuviel gekippt, das dich erschöpft zurücklässt, während sich alle anderen auf dich stützen. Manchmal läuft das Muster auch andersherum: Zuneigung wird erdrückend, und Hilfe wird Menschen aufgedrängt, die nie darum gebeten haben." +
    "\n\n" +
    "Auch Maßlosigkeit kann sich zeigen – Trost, der im Übermaß gesucht wird, weil etwas Tieferes nicht genährt wird. Eine andere Variante ist die Vernachlässigung von Körper und Sinnen: Du lebst im Kopf, lässt Mahlzeiten ausfallen und vergisst, wie sich Genuss anfühlt. Das Gegenmittel ist sanft und praktisch, und Ruhe ist keine Belohnung, die du dir erst verdienen musst. Finde zurück zur Natur, fülle zuerst deine eigenen Reserven auf und lass die Dinge in ihrem Tempo wachsen, statt von einem Samen, den du gestern gesät hast, schon Früchte zu verlangen.",
  categories: {
    general:
      "Dies ist eine fruchtbare, großzügige Karte: Etwas in deinem Leben wächst gut und verdient weiterhin Pflege. Gib dich Behaglichkeit, Schönheit und Geduld hin und lass die Ergebnisse zu ihrer eigenen Zeit reifen.",
    love:
      "Die Herrscherin bringt Wärme, Zärtlichkeit und sinnliche Verbundenheit und beschreibt oft eine Beziehung, die sich zu etwas Nährendem und Sicherem vertieft. Zeig deine Liebe durch aufmerksame Fürsorge und körperliche Nähe; für manche Menschen berührt sie auch Themen wie Familie, ein gemeinsames Zuhause oder eine Schwangerschaft.",
    career:
      "Wachstum und materieller Wohlstand sind möglich, besonders in einer Arbeit, die nährt, verschönert oder erschafft. Behandle deine Laufbahn wie einen Garten: Investiere beständig, sei großzügig zu deinen Kolleginnen und Kollegen und lass den Wohlstand sich ansammeln, statt schnellen Gewinnen nachzujagen.",
    health:
      "Achte darauf, wie gut du dich nährst, in jedem Sinn: Mahlzeiten, die du genießt, Zeit zwischen Bäumen oder am Wasser, erholsamer Schlaf und schlichte Freude an deinem Körper. Die Herrscherin schätzt Ausgewogenheit mehr als strenge Regeln; schau also, wo die Sorge um andere die Sorge um dich selbst verdrängt hat.",
    personal_development:
      "Dein Selbstwert wächst, wenn du dich mit derselben Freundlichkeit behandelst, die du anderen bereitwillig schenkst. Übe dich im Annehmen – von Komplimenten, Hilfe oder Ruhe – als einer Fähigkeit, die genauso wertvoll ist wie das Geben.",
    spirituality:
      "Spiritualität ist hier erdverbunden und verkörpert: Das Heilige zeigt sich in den Jahreszeiten, im Boden, im Erschaffen und im Körper selbst. Gärtnern, langsames Gehen, achtsames Kochen oder das bewusste Begehen der Naturzyklen können zu echter Praxis werden.",
    projects:
      "Ein bereits laufendes Vorhaben gewinnt an Kraft und ist vielleicht bald erntereif. Pflege es weiter beständig, gestalte deine Arbeitsumgebung angenehm und widerstehe dem Drang, die Wurzeln auszugraben, nur um nachzusehen, ob sie wachsen.",
    emotions:
      "Vielleicht fühlst du dich zufrieden, liebevoll und emotional erfüllt oder einfach wohler in deiner Haut. Fühlst du dich dagegen ausgelaugt, nimm es als Zeichen, erst deinen eigenen Becher aufzufüllen, bevor du anderen weiter einschenkst.",
    creativity:
      "Die Herrscherin gehört zu den schöpferischsten Kräften im Tarot, fruchtbar an Ideen, die geboren werden wollen. Arbeite mit Texturen, Farben und den Sinnen und lass das Gestalten selbst ein Genuss sein statt einer Prüfung, die du bestehen musst.",
  },
  advice: "Umsorge, was du liebst – dich selbst eingeschlossen –, und gib ihm die Zeit, die es zum Wachsen braucht.",
  yesNoReason:
    "Die Herrscherin neigt zum Ja, denn ihre Energie ist fruchtbar und großzügig und begünstigt Wachstum und einen warmherzigen Ausgang.",
  element: "Erde",
  astrology: "Venus",
  imageAlt:
    "Eine blonde Frau mit einer Sternenkrone und einem weißen, mit Granatäpfeln gemusterten Gewand sitzt auf roten Kissen und hält ein Zepter, neben ihr ein herzförmiger Schild mit dem Venussymbol. Goldener Weizen wächst zu ihren Füßen, und ein Wasserfall fließt unter einem gelben Himmel aus einem dunkelgrünen Wald.",
};
