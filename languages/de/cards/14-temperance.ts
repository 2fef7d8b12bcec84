import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "Die Mäßigkeit",
  keywords: {
    upright: ["Gleichgewicht", "Maßhalten", "Geduld", "Vermischen", "Heilung", "Sinnhaftigkeit", "der Mittelweg"],
    reversed: ["Übermaß", "Ungleichgewicht", "Ungeduld", "Zwietracht", "Überlastung", "fehlende Harmonie"],
  },
  summary:
    "Ein geflügelter Engel gießt Wasser zwischen zwei goldenen Kelchen hin und her, einen Fuß an Land und einen im Teich. Das geduldige Vermischen von Gegensätzen lässt etwas Ganzes entstehen.",
  upright:
    "Ein Engel mit großen roten Flügeln steht mit einem Fuß auf einem Stein und mit dem anderen in einem Teich und gießt Wasser aus einem goldenen Kelch in einen anderen. Der Strahl scheint in einem unmöglichen Winkel zu fließen – ein Hinweis darauf, dass hier etwas Alchemistisches geschieht: Zwei Dinge werden vermischt, bis ein Drittes entsteht. Ein Pfad windet sich vom Wasser zu fernen Bergen, über denen eine Krone aus Licht aufgeht. Die Mäßigkeit ist die Kunst, immer wieder das rechte Maß zu finden." +
    "\n\n" +
    "Wenn diese Karte erscheint, wirst du ermutigt, langsamer zu werden und zu verbinden, statt zu wählen. Arbeit und Ruhe, Herz und Kopf, Ehrgeiz und Fürsorge: Jedes braucht das andere im richtigen Verhältnis. Das Dreieck auf dem Gewand des Engels und das Leuchten um seinen Kopf deuten an, dass dieses Gleichgewicht einem größeren Sinn dient. Der Fortschritt mag allmählich sein, doch er ist beständig und gut verankert, und Geduld erspart dir jetzt, später übereilte Entscheidungen rückgängig machen zu müssen.",
  reversed:
    "In umgekehrter Lage läuft das Wasser über. Etwas stimmt im Verhältnis nicht: zu viel Arbeit und zu wenig Ruhe, zu viel Geben und zu wenig Nehmen oder ein Pendeln zwischen Extremen, das dich auslaugt. Vielleicht bist du ungeduldig und willst Ergebnisse schneller, als die Lage es zulässt, oder du merkst, dass die Menschen um dich herum in entgegengesetzte Richtungen ziehen." +
    "\n\n" +
    "Achte darauf, wo die Mischung aus dem Lot geraten ist, statt dir selbst Vorwürfe zu machen. Welche Gewohnheiten haben sich ins Übermaß geschlichen, und was hast du vernachlässigt? Kleine, beständige Anpassungen bringen die Kelche zuverlässiger wieder in Einklang als drastische Korrekturen. Die umgekehrte Stellung kann auch auf einen Wertekonflikt in einer Partnerschaft oder einer Gruppe hinweisen, wo eine gemeinsame Basis verlangt, dass jede Seite ein wenig nachgibt. Justiere behutsam nach und lass den Mittelweg zu einer Übung werden statt zu einer Regel.",
  categories: {
    general:
      "Die Mäßigkeit begünstigt ein geduldiges, ausgewogenes Vorgehen statt dramatischer Schritte. Verbinde die verschiedenen Elemente deiner Lage mit Bedacht und vertraue darauf, dass stetiger Fortschritt dich ans Ziel bringt.",
    love:
      "In Beziehungen zeigt diese Karte Harmonie, die durch Kompromisse, gegenseitiges Aufeinander-Eingehen und ruhige Gespräche entsteht. Zwei verschiedene Menschen lernen, etwas Gemeinsames zu schaffen; gib dem Prozess also Zeit und meide Extreme wie Eifersucht oder Rückzug.",
    career:
      "Im Beruf unterstützt die Mäßigkeit Zusammenarbeit, Vermittlung und einen sorgfältigen Umgang mit Ressourcen. Finanziell rät sie zu Maß: Vermeide spontane Ausgaben und riskante Wetten und strebe einen nachhaltigen Rhythmus an statt Schübe von Überarbeitung.",
    health:
      "Hier schubst dich der Engel sanft zum Maßhalten in deinen täglichen Rhythmen, mit Schlaf, Bewegung, Mahlzeiten und Bildschirmzeit in einem vernünftigen Verhältnis. Überlege, wo du dazu neigst, es zu übertreiben oder zu verzichten, und nimm kleine Anpassungen vor, die du auch wirklich durchhalten kannst.",
    personal_development:
      "Wachstum entsteht, wenn du verschiedene Seiten von dir zusammenführst, statt eine davon zu unterdrücken. Übe dich in Geduld, achte auf deine Extreme und lass Selbsterkenntnis durch stetige, wiederholte Mühe wachsen.",
    spirituality:
      "Die Mäßigkeit ist eine Karte der inneren Alchemie, in der Alltag und spirituelle Praxis ineinanderfließen wie das Wasser zwischen den beiden Kelchen. Eine beständige, maßvolle Praxis dient dir mehr als gelegentliche intensive Schübe.",
    projects:
      "Vorhaben gedeihen durch ein sorgfältiges Tempo und die richtige Mischung aus Menschen und Mitteln. Teste Ideen in kleinen Portionen, passe die Mischung an, während du lernst, und widerstehe der Versuchung, auf das Ziel zuzuhetzen.",
    emotions:
      "Vielleicht findest du nach einer stürmischen Zeit zu einer ruhigeren Mitte. Lass Gefühle durch dich hindurchfließen, ohne sie aufzustauen oder von ihnen überschwemmt zu werden; das Gleichgewicht kehrt zurück, wenn du jedem Gefühl sein angemessenes Gewicht gibst.",
    creativity:
      "Experimentiere kreativ damit, Medien, Gattungen oder Einflüsse zu verbinden, die selten aufeinandertreffen. Geduldiges Schichten und Verfeinern führt zu einem reicheren Ergebnis als ein einziger kühner Strich.",
  },
  advice: "Finde für jeden Bereich deines Lebens das rechte Maß und lass die Geduld das Mischen übernehmen.",
  yesNoReason:
    "Die Mäßigkeit neigt zum Ja, meist jedoch durch stetigen, geduldigen Fortschritt statt durch einen plötzlichen Durchbruch.",
  element: "Feuer",
  astrology: "Schütze",
  imageAlt:
    "Ein geflügelter Engel in weißem Gewand mit einem orangefarbenen Dreieck auf der Brust gießt Wasser zwischen zwei goldenen Kelchen hin und her und steht dabei mit einem Fuß auf einem Felsen und mit dem anderen in einem Teich. Gelbe Schwertlilien wachsen am Wasser, und ein Pfad führt unter einer leuchtenden Sonne zu blauen Bergen.",
};
