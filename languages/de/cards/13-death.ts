import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "Der Tod",
  keywords: {
    upright: ["Abschlüsse", "Verwandlung", "Übergang", "Loslassen", "Platz schaffen", "Erneuerung", "unausweichlicher Wandel"],
    reversed: ["Widerstand gegen Wandel", "Stillstand", "Angst vor dem Ende", "festhaltende Bindung", "zäher Übergang", "Unerledigtes"],
  },
  summary:
    "Ein Reiter in Skelettgestalt trägt ein Banner mit einer weißen Rose, und Könige wie Kinder weichen zur Seite. Etwas endet, damit etwas anderes beginnen kann.",
  upright:
    "Trotz ihrer drastischen Bildsprache spricht diese Karte von Verwandlung, nicht vom wörtlichen Tod. Ein Skelett in schwarzer Rüstung reitet auf einem weißen Pferd und trägt ein schwarzes Banner mit einer weißen Rose, und jeder auf seinem Weg reagiert anders: Ein König ist gestürzt, ein Bischof fleht, eine junge Frau wendet sich ab, ein Kind blickt ohne Furcht zu ihm auf. In der Ferne geht zwischen zwei Türmen eine Sonne auf. Ein Kapitel schließt sich, und wie du diesem Ende begegnest, prägt das, was danach kommt." +
    "\n\n" +
    "Abschiede können wehtun, selbst wenn sie notwendig sind. Eine Stelle, eine Beziehung, eine Gewohnheit oder eine Version deiner selbst kommt vielleicht an ihr natürliches Ende. Betrauere, was Trauer verdient, aber versuche nicht, an dem festzuhalten, was schon gegangen ist. Die weiße Rose spricht von Reinheit und Erneuerung, und die aufgehende Sonne sagt, dass der Kreislauf weitergeht. Wenn du wegräumst, was abgeschlossen ist, schaffst du Platz für Wachstum, das du dir noch gar nicht vorstellen kannst.",
  reversed:
    "Umgekehrt beschreibt der Tod oft einen Wandel, den man sich auf Armeslänge vom Leib hält. Vielleicht spürst du, dass etwas ausgedient hat, und stützt es trotzdem weiter – aus Angst, aus Gewohnheit oder aus Treue zu dem Menschen, der du früher warst. Das Ergebnis ist eine Art Schwebezustand: Die alte Form passt nicht mehr, doch die neue kann nicht ankommen, solange du die Tür noch zuhältst." +
    "\n\n" +
    "Diese Lage kann auch einen Übergang zeigen, der sich langsam vollzieht, mit Abschieden in Etappen statt auf einen Schlag. Sei sanft mit dir, wenn dir das Loslassen schwerfällt; Anhänglichkeit ist zutiefst menschlich. Überleg dir trotzdem, was es dich kostet, dort zu bleiben, wo du bist. Kleine Gesten des Loslassens – ein Zimmer ausräumen, eine Gewohnheit beenden, einen ehrlichen Abschied aussprechen – können einen festgefahrenen Prozess wieder in Gang bringen und dich daran erinnern, dass der Sonnenaufgang am Horizont noch immer wartet.",
  categories: {
    general:
      "Der Tod kündigt das Ende eines Zyklus und den Beginn einer tiefen Verwandlung an, kein wörtliches Lebensende. Lass los, was ausgedient hat, damit das nächste Kapitel Raum hat zu beginnen.",
    love:
      "In der Liebe kann diese Karte das Ende eines alten Musters markieren, einer Phase in einer Beziehung oder gelegentlich auch der Beziehung selbst. Paare, die dem Wandel ehrlich begegnen, finden oft zu einer erneuerten Verbindung, und wer allein ist, kann endlich eine alte Bindung lösen.",
    career:
      "Eine Rolle, eine geschäftliche Ausrichtung oder eine Arbeitsweise geht vielleicht zu Ende. Statt an einer Position festzuhalten, die nicht mehr passt, schau, wofür dieser Übergang dich frei macht, und bereite dich ganz praktisch auf den Wechsel vor.",
    health:
      "Lies diese Karte als Einladung, über Gewohnheiten und Abläufe nachzudenken, die ihren Nutzen überlebt haben, niemals als Vorhersage über deinen Körper. Es kann ein guter Moment sein, Muster loszulassen, die dir Energie rauben, und Raum für ruhigere Rhythmen der Erholung zu schaffen; bei echten Sorgen sprich mit einer qualifizierten Fachperson.",
    personal_development:
      "Dies ist die Karte der Häutung. Überzeugungen, Rollen oder Selbstbilder, die dich einst geschützt haben, halten dich jetzt vielleicht zurück, und sie loszulassen ist zwar unbequem, öffnet aber den Weg zu einer wahrhaftigeren Version deiner selbst.",
    spirituality:
      "Spirituell spricht der Tod von Wiedergeburt und von den Zyklen des Loslassens, die viele Traditionen ehren. Übungen, die dir helfen, die Vergänglichkeit anzunehmen, von stiller Besinnung bis zu einfachen Ritualen des Loslassens, können überraschend viel Frieden schenken.",
    projects:
      "Ein Vorhaben muss vielleicht beendet, von Grund auf umgestaltet oder zu den Akten gelegt werden, damit Zeit und Mittel anderswohin fließen können. Etwas bewusst abzuschließen ist gnädiger, als es sich hinschleppen zu lassen; ernte, was du gelernt hast, bevor du weitergehst.",
    emotions:
      "Vielleicht gehst du durch Trauer, Erleichterung oder eine Mischung aus beidem, während etwas endet. Gib jedem Gefühl seine Zeit und vertraue darauf, dass die Schwere des Übergangs nachlässt, während die neue Gestalt deines Lebens hervortritt.",
    creativity:
      "Kreativ gesehen macht der Tod die Leinwand frei. Verabschiede dich von einem Stil oder Projekt, das schal geworden ist, lass seine besten Teile zu Humus für etwas Neues werden und erlaube dir, wieder Anfänger zu sein.",
  },
  advice: "Lass Abgeschlossenes abgeschlossen sein und richte deine Aufmerksamkeit auf den Raum, den sein Ende öffnet.",
  yesNoReason:
    "Der Tod antwortet meist mit Nein, weil die Lage, so wie sie ist, zu Ende geht – auch wenn dieser Abschluss oft den Weg für etwas Besseres frei macht.",
  element: "Wasser",
  astrology: "Skorpion",
  imageAlt:
    "Ein Skelett in schwarzer Rüstung reitet auf einem weißen Pferd und trägt ein schwarzes Banner mit einer weißen fünfblättrigen Rose, während ein gestürzter König unter den Hufen liegt und ein Bischof, eine junge Frau und ein Kind vor ihm reagieren. In der Ferne fließt ein Fluss, und zwischen zwei Türmen geht eine Sonne auf.",
};
