import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "Die Sonne",
  keywords: {
    upright: ["Freude", "Erfolg", "Lebenskraft", "Zuversicht", "Klarheit", "Wärme", "Feiern"],
    reversed: ["vorübergehende Rückschläge", "gedämpfte Begeisterung", "Übermut", "verzögerter Erfolg", "gehemmte Verspieltheit", "aufgesetzte Fröhlichkeit"],
  },
  summary:
    "Unter einer strahlenden Sonne reitet ein Kind ohne Sattel auf einem weißen Pferd und trägt ein leuchtend rotes Banner an einer Mauer voller Sonnenblumen vorbei. Wärme, Klarheit und Freude aus vollem Herzen.",
  upright:
    "Eine große Sonne mit einem ruhigen menschlichen Gesicht füllt den Himmel, ihre geraden und gewellten Strahlen breiten sich in alle Richtungen aus. Darunter reitet ein nacktes Kind, bekränzt mit Blumen und einer roten Feder, ohne Sattel und Zügel auf einem weißen Pferd, einen Arm weit ausgebreitet, mit dem anderen hält es ein wehendes rotes Banner. Hinter ihnen neigen sich Sonnenblumen über eine graue Mauer. Alles an dieser Karte spricht von Offenheit: nichts verborgen, nichts zurückgehalten." +
    "\n\n" +
    "Die Sonne gehört zu den positivsten Karten im Tarot. Sie bringt Klarheit nach Verwirrung, Energie nach Müdigkeit und das Gefühl, ganz du selbst sein zu dürfen, ohne dich zu entschuldigen. Erfolg ist in Reichweite, besonders wenn du die Dinge mit Zuversicht und leichtem Herzen angehst. Beziehungen fühlen sich wärmer an, und einfache Freuden leuchten heller – gönn sie dir. Das Kind muss sich nicht am Pferd festklammern; Vertrauen und Lebensfreude tragen es voran. Teile deine Wärme großzügig, denn dieses Licht wächst, wenn man es teilt.",
  reversed:
    "Selbst auf dem Kopf scheint die Sonne weiter, auch wenn vielleicht Wolken vor ihr vorüberziehen. Vielleicht bist du weniger begeistert als sonst, stößt auf eine kleine Verzögerung oder merkst, dass der Erfolg langsamer kommt, als du gehofft hattest. Die grundlegende Energie bleibt gut; sie braucht nur etwas mehr Geduld oder Einsatz, um durchzudringen." +
    "\n\n" +
    "Manchmal deutet diese Stellung auf Übermut hin, auf die Annahme, dass sich alles ohne Aufmerksamkeit von selbst fügt, oder auf eine Heiterkeit, die als Maske über Müdigkeit oder Zweifeln getragen wird. Sie kann auch zeigen, dass du den Kontakt zu deiner verspielten, spontanen Seite verloren hast. Frag dich, was dir helfen würde, dich wirklich leichter zu fühlen, statt nur Fröhlichkeit zu spielen. Verbring Zeit bei Tageslicht, mit Menschen, die dich zum Lachen bringen, oder mit Beschäftigungen, die du als Kind geliebt hast. Die Wärme kehrt am leichtesten zurück, wenn du aufhörst, darauf zu bestehen, dass sie schon da sein müsste.",
  categories: {
    general:
      "Die Sonne ist ein helles, ermutigendes Zeichen für Klarheit, Erfolg und echtes Glück. Geh offen und zuversichtlich an die Lage heran; vermutlich sieht es besser aus, als du befürchtet hast.",
    love:
      "In der Liebe bringt diese Karte Wärme, Verspieltheit und Offenheit zwischen zwei Menschen. Sie begünstigt ehrliche Zuneigung und gemeinsame Freude, manchmal auch glückliche Neuigkeiten in der Familie, und wer allein ist, kann einfach dadurch strahlen, ganz er selbst zu sein.",
    career:
      "Beruflich weist die Sonne auf Anerkennung, sichtbare Erfolge und die Energie hin, Herausforderungen anzunehmen. Finanziell deutet sie eine Zeit der Stabilität und des Lohns an; zeig also, was du kannst.",
    health:
      "Die Sonne spiegelt Lebenskraft wider und bittet dich, darauf zu achten, was dich wirklich erfrischt, etwa Tageslicht, Spiel, Bewegung und gute Gesellschaft. Genieße, was dir guttut, und halte dabei einen ausgewogenen Rhythmus zwischen hellen, vollen Tagen und echter Erholung.",
    personal_development:
      "Wachstum entsteht durch Selbstannahme und dadurch, dass du dein wahres Selbst sichtbar werden lässt. Selbstvertrauen, das auf Ehrlichkeit statt auf Inszenierung beruht, lässt dich strahlen, ohne dich anzustrengen.",
    spirituality:
      "Spirituell spricht die Sonne von Freude als heiliger Erfahrung und vom Gefühl, vom Leben selbst getragen zu sein. Dankbarkeit und schlichtes Staunen können jetzt kraftvolle Übungen sein.",
    projects:
      "Vorhaben sind begünstigt; klare Ziele und Begeisterung tragen sie voran. Teile Fortschritte offen, feiere Etappen und lass dich vom Schwung dabei unterstützen, zu vollenden, was du begonnen hast.",
    emotions:
      "Vielleicht fühlst du dich leichter, glücklicher und wohler mit dir selbst. Lass diese Helligkeit ganz herein und beobachte, wie sie auf die Menschen um dich herum überspringt.",
    creativity:
      "Kreativ bringt die Sonne verspielte, überschäumende Energie und den Mut, deine Arbeiten zu zeigen. Erschaffe frei und voller Freude, so wie ein Kind, ohne dir Sorgen um das Urteil anderer zu machen.",
  },
  advice: "Tritt mit offenem Herzen ins Licht und erlaube dir, dich an dem zu freuen, was gut läuft.",
  yesNoReason: "Die Sonne ist eine der eindeutigsten Ja-Karten im Tarot und weist auf einen hellen, günstigen Ausgang hin.",
  element: "Feuer",
  astrology: "Sonne",
  imageAlt:
    "Eine große Sonne mit einem heiteren menschlichen Gesicht sendet gerade und gewellte Strahlen über ein nacktes Kind, bekränzt mit Blumen und einer roten Feder, das ohne Sattel auf einem weißen Pferd reitet und ein wehendes rotes Banner hält. Hinter einer grauen Steinmauer ragen hohe Sonnenblumen auf.",
};
