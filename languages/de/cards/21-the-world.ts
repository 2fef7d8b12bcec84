import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "Die Welt",
  keywords: {
    upright: ["Vollendung", "Erfüllung", "Ganzheit", "Integration", "Errungenschaft", "Reisen", "Zugehörigkeit"],
    reversed: ["Unvollständigkeit", "lose Enden", "fehlender Abschluss", "Verzögerungen", "Abkürzungen", "hohler Erfolg"],
  },
  summary:
    "Eine Tänzerin, in ein violettes Tuch gehüllt, bewegt sich in einem Lorbeerkranz, beobachtet von vier Wesen in den Ecken. Ein Zyklus ist vollendet, und alles fügt sich zusammen.",
  upright:
    "In der Mitte eines ovalen, mit roten Bändern gebundenen Lorbeerkranzes tanzt eine Gestalt, locker in ein violettes Tuch gehüllt, in jeder Hand einen weißen Stab. In den vier Ecken erscheinen zwischen Wolken ein menschlicher Kopf, ein Adler, ein Stier und ein Löwe, traditionelle Sinnbilder der vier fixen Tierkreiszeichen und der vier Elemente. Die Szene ist ausgewogen und vollständig: Jeder Teil des Bildes ist an seinem Platz, und die Tänzerin bewegt sich frei im Kreis." +
    "\n\n" +
    "Diese Karte feiert die Vollendung einer langen Reise. Die Mühe hat Früchte getragen, die Lektionen sind verinnerlicht, und du darfst ein Gefühl von Ganzheit und Zugehörigkeit spüren. Sie kann einen Abschluss markieren, ein beendetes Vorhaben, ein erreichtes Etappenziel oder einfach das Gefühl, in der Welt zu Hause zu sein. Nimm dir Zeit, das Erreichte zu würdigen, bevor du weitereilst. Jedes Ende dieser Art ist auch eine Tür, und der nächste Zyklus beginnt auf einem stärkeren Fundament.",
  reversed:
    "Eine umgekehrte Welt deutet an, dass du kurz vor dem Abschluss stehst, aber noch nicht ganz am Ziel bist. Vielleicht fehlt ein letzter Schritt, ein loses Ende hängt noch herunter, oder du zögerst, ein Kapitel zu schließen, weil du nicht weißt, was danach kommt. Manchmal liegt das Gefühl der Unvollständigkeit in dir: Du hast ein Ziel erreicht, doch es fühlt sich nicht so befriedigend an wie erwartet." +
    "\n\n" +
    "Schau, was noch unerledigt ist und ob es wirklich erledigt werden muss oder ob du es mit Anstand loslassen kannst. Abkürzungen, die du früher genommen hast, musst du vielleicht noch einmal aufgreifen. Wenn du auf perfekte Bedingungen wartest, bevor du etwas für fertig erklärst, bedenke, dass fertig vielleicht gut genug ist. Der Kranz der Tänzerin ist kein Käfig, sondern ein Rahmen. Bring zu Ende, was du kannst, erkenne an, welchen Weg du zurückgelegt hast, und lass den Kreis sich schließen, damit sich ein neuer öffnen kann.",
  categories: {
    general:
      "Die Welt kündigt Vollendung, Erfolg und ein befriedigendes Gefühl von Ganzheit an. Ein Kapitel findet einen erfüllenden Abschluss, und du bist bereit für den größeren Zyklus, der darauf folgt.",
    love:
      "In der Liebe weist diese Karte auf tiefe Erfüllung, Verbindlichkeit und das Gefühl hin, zusammenzugehören. Sie kann einen Meilenstein markieren, etwa das Zusammenziehen, eine Hochzeit oder einfach das Gefühl, als Paar vollständig zu sein, und wer allein ist, fühlt sich vielleicht so vollständig, dass er einem neuen Menschen ganz frei begegnen kann.",
    career:
      "Beruflich begünstigt die Welt erfolgreiche Abschlüsse, wohlverdiente Anerkennung und Gelegenheiten, die über Grenzen hinausreichen können. Finanziell zahlen sich langfristige Bemühungen aus; bring die laufende Arbeit sauber zu Ende, bevor du die nächste übernimmst.",
    health:
      "Die Tänzerin lädt dich ein, Momente zu schätzen, in denen Körper, Geist und Alltag im Gleichklang sind. Denk über die Gewohnheiten nach, die dir geholfen haben, dich ganz zu fühlen, und gib ihnen weiter einen Platz in deinem Alltag.",
    personal_development:
      "Dein Wachstum erreicht einen Punkt der Integration, an dem die Lehren vieler Erfahrungen zu einem klareren Bild davon zusammenfinden, wer du bist. Würdige, wie weit du gekommen bist, bevor du dir dein nächstes Ziel setzt.",
    spirituality:
      "Spirituell drückt die Welt Einheit aus und das Gefühl, Teil eines größeren Ganzen zu sein. Momente der Verbundenheit mit der Natur, mit Gemeinschaft oder dem Heiligen fühlen sich jetzt besonders bedeutsam an.",
    projects:
      "Ein Vorhaben steht vor dem erfolgreichen Abschluss. Bring die losen Enden zusammen, halte fest, was funktioniert hat, und feiere mit allen Beteiligten, bevor du das nächste Unternehmen planst.",
    emotions:
      "Vielleicht fühlst du dich zufrieden, ausgeglichen und im Frieden mit deinem Weg. Koste diese Vollständigkeit aus, statt sofort danach zu suchen, was fehlt.",
    creativity:
      "Kreativ ist jetzt der Moment, fertigzustellen, zu präsentieren oder zu veröffentlichen. Deine Vision hat sich zusammengefügt; teile sie mit der Welt und sei stolz auf das Ganze.",
  },
  advice: "Vollende, was du begonnen hast, feiere den geschlossenen Kreis und tritt aus einem Gefühl der Ganzheit in den nächsten Zyklus.",
  yesNoReason: "Die Welt neigt zum Ja und kündigt einen erfolgreichen Abschluss und einen befriedigenden Ausgang der Frage an.",
  element: "Erde",
  astrology: "Saturn",
  imageAlt:
    "Eine tanzende Gestalt, in ein violettes Tuch gehüllt, hält in jeder Hand einen weißen Stab, umgeben von einem ovalen grünen Lorbeerkranz mit roten Bändern. Aus Wolken in den vier Ecken blicken vor einem blauen Himmel die Köpfe eines Menschen, eines Adlers, eines Stiers und eines Löwen.",
};
