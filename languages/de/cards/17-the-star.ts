import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "Der Stern",
  keywords: {
    upright: ["Hoffnung", "Heilung", "Erneuerung", "Inspiration", "Gelassenheit", "Zuversicht", "Großzügigkeit"],
    reversed: ["Entmutigung", "Verlust des Vertrauens", "Entfremdung", "Selbstzweifel", "erschöpfte Reserven", "Orientierungslosigkeit"],
  },
  summary:
    "Unter einem großen achtzackigen Stern kniet eine Frau und gießt Wasser auf das Land und in den Teich. Nach dem Sturm kommen Ruhe, Hoffnung und stille Erneuerung.",
  upright:
    "Nach dem Umbruch des Turms kommt der Stern wie klare Nachtluft. Eine Frau kniet am Rand eines Teichs, einen Fuß auf dem Wasser, ein Knie auf der Erde. Aus zwei Krügen gießt sie freigebig, einen Strahl zurück in den Teich und einen auf das Land, wo er sich in kleine Rinnsale verzweigt. Über ihr strahlt ein großer achtzackiger Stern, umgeben von sieben kleineren, und in einem Baum hinter ihr sitzt ein Vogel." +
    "\n\n" +
    "Diese Karte bringt eine Hoffnung, die eher leise als laut ist. Nach einer Zeit der Anspannung wirst du langsam und beständig wieder aufgefüllt. Die Offenheit der Frau deutet an, dass du deine Deckung ein wenig senken und darauf vertrauen kannst, dass die Erneuerung schon begonnen hat. Inspiration fließt, wenn du aufhörst, sie zu rationieren. Teile, was du hast, pflege deine Wunden mit Geduld und lass dich von einem Sinn leiten, so wie ein heller Stern einen Reisenden durch die Nacht führt.",
  reversed:
    "Ist der Stern umgekehrt, wirkt sein Licht schwächer. Vielleicht bist du müde, entmutigt oder zweifelst daran, dass es besser werden kann. Womöglich hast du aus deinen Krügen für andere gegossen, ohne sie wieder aufzufüllen, oder du hast den Kontakt zu dem Sinn verloren, der dich sonst trägt." +
    "\n\n" +
    "Sterne verschwinden jedoch nicht, wenn Wolken sie verdecken. Diese Stellung bittet dich, wieder Verbindung zu kleinen Quellen der Hoffnung aufzunehmen, statt auf ein großes Zeichen zu warten: ein Gespräch mit jemandem, der dich versteht, Zeit im Freien, ein bescheidenes Ziel, das du wirklich erreichen kannst. Achte auf die Geschichten, die du dir über die Zukunft erzählst, und hinterfrage die, die keinen Raum für Veränderung lassen. Wenn die Schwere anhält, ist es klug, dir Unterstützung zu suchen. Vertrauen kehrt meist allmählich zurück, oft durch einfache Gesten der Fürsorge.",
  categories: {
    general:
      "Der Stern bringt neue Hoffnung und das Gefühl, dass sich die Dinge leise zum Besseren wenden. Vertraue der Richtung, in die du unterwegs bist, und lass dich von dem leiten, was dich wirklich inspiriert.",
    love:
      "In Beziehungen deutet diese Karte auf Heilung, Offenheit und ein sanftes Wiedererstarken des Vertrauens hin. Wer allein ist, merkt vielleicht, dass gerade die Echtheit die richtige Aufmerksamkeit anzieht, und Paare können nach einer schwierigen Strecke eine gemeinsame Vision wiederentdecken.",
    career:
      "Beruflich begünstigt der Stern eine Arbeit, die zu deinen Idealen und langfristigen Hoffnungen passt. Anerkennung kommt vielleicht nach und nach; zeig also weiter deine echten Talente und überlege, wo deine Arbeit etwas dienen kann, das über dich hinausgeht.",
    health:
      "Denk ans Auftanken: Ruhe, frische Luft, Wasser und alles, was deine Energie wirklich wiederherstellt. Jede Art von Erholung ist ein sanfter, fortlaufender Prozess, und dich bei Bedarf auf den Rat einer Fachperson zu stützen, gehört dazu, gut für dich zu sorgen.",
    personal_development:
      "Wachstum entsteht, wenn du wieder Verbindung zu deinen tieferen Hoffnungen aufnimmst und sie deine Entscheidungen prägen lässt. Selbstmitgefühl und ein langer Atem bringen dich weiter als Druck oder Vergleiche.",
    spirituality:
      "Spirituell ist der Stern eine Karte der Gnade und des stillen Vertrauens. Besinnung unter offenem Himmel, Gebet oder Meditation können dir helfen, dich mit etwas Größerem und Wohlwollendem verbunden zu fühlen.",
    projects:
      "Vorhaben, die von einer klaren Vision geleitet werden, sind begünstigt. Behalte das langfristige Ziel im Blick, teile deine Ideen offen und lass dich von ersten vielversprechenden Zeichen ermutigen, ohne zum Abschluss zu hetzen.",
    emotions:
      "Vielleicht fühlst du dich nach einer harten Zeit ruhiger und hoffnungsvoller. Lass diese Weichheit zu; deine emotionalen Reserven füllen sich wieder auf, auch wenn es langsam zu gehen scheint.",
    creativity:
      "Kreativ fließt die Inspiration so frei wie das Wasser aus den Krügen des Sterns. Folge den Ideen, die leuchten, erschaffe aus Freude am Tun und lass dein Werk anderen Hoffnung bringen.",
  },
  advice: "Lass dich sanft von Hoffnung auffüllen und teile dein Licht, ohne es zu rationieren.",
  yesNoReason:
    "Der Stern neigt zum Ja und verspricht einen hoffnungsvollen Ausgang, der sich meist allmählich statt auf einen Schlag entfaltet.",
  element: "Luft",
  astrology: "Wassermann",
  imageAlt:
    "Eine nackte Frau kniet am Rand eines Teichs, einen Fuß auf dem Wasser, und gießt aus zwei roten Krügen: einen Strahl in den Teich und einen auf das grüne Land. Ein großer gelber achtzackiger Stern leuchtet am blauen Himmel zwischen sieben kleineren weißen Sternen, und in einem Baum hinter ihr sitzt ein Vogel.",
};
