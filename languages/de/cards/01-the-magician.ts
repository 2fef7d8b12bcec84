import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "Der Magier",
  keywords: {
    upright: ["Willenskraft", "Können", "Verwirklichung", "Einfallsreichtum", "gebündelte Absicht", "überzeugende Rede"],
    reversed: ["Manipulation", "ungenutztes Talent", "zerstreuter Fokus", "Täuschung", "Selbstzweifel", "leere Versprechen"],
  },
  summary:
    "Den Stab erhoben und alle Werkzeuge vor sich auf dem Tisch, verwandelt der Magier Absicht in Handlung: Du hast schon alles, was du brauchst, um etwas Wirkliches zu schaffen.",
  upright:
    "Über dem Kopf des Magiers schwebt das Zeichen der Unendlichkeit, und auf dem Tisch vor ihm liegen die Sinnbilder aller vier Farben: Kelch, Münze, Schwert und Stab. Mit einer Hand hebt er einen weißen Stab zum Himmel, mit der anderen zeigt er zur Erde – so wird er zur lebendigen Brücke zwischen einer Idee und ihrem Ergebnis. Wenn diese Karte kommt, sind die Zutaten beisammen; was noch fehlt, ist deine klare Entscheidung, sie zu nutzen." +
    "\n\n" +
    "Dies ist eine Karte des Könnens, das zur Tat wird. Sie begünstigt klare Worte, selbstbewusstes Präsentieren und das praktische Wissen, das Pläne in etwas verwandelt, das man anfassen kann. Benenne genau, was du willst, sammle deine Mittel und handle, solange die Energie glüht. Die Rosen und Lilien, die um ihn herum wachsen, deuten an, dass gut gelenkter Einsatz jetzt echte Früchte tragen kann.",
  reversed:
    "Steht der Magier auf dem Kopf, liegen seine Werkzeuge zwar noch auf dem Tisch, doch sie werden übersehen oder missbraucht. Vielleicht zweifelst du an Fähigkeiten, die du ganz offensichtlich hast, verzettelst dich in zu vielen halb begonnenen Plänen oder wartest auf eine Erlaubnis, die dir niemand erteilen wird. Manchmal besteht der Trick einfach darin, so viel über ein Vorhaben zu reden, dass man nie damit anfängt." +
    "\n\n" +
    "In dieser Stellung steckt auch eine ältere Warnung: der Gaukler, der mit Fingerfertigkeit blendet. Sieh dir Angebote, die allzu glatt klingen, genau an – auch die Geschichten, die du dir selbst erzählst. Wenn du merkst, dass du die Wahrheit verbiegst, um Eindruck zu machen, oder dass die Vorstellung eines anderen dich verbiegt, sprich es offen aus. Bring Absicht und Handeln wieder in Einklang, wähle ein Werkzeug und ein Ziel und lass Ergebnisse statt Charme für dich sprechen.",
  categories: {
    general:
      "Der Moment belohnt Eigeninitiative: Deine Fähigkeiten, Kontakte und Mittel reichen aus, um voranzukommen. Leg dich auf ein klares Ziel fest und richte deine Energie darauf aus, statt auf perfekte Bedingungen zu warten.",
    love:
      "Der Magier bringt Charme, lebhafte Gespräche und den Mut, auszusprechen, was du fühlst. Wenn du jemanden kennenlernen möchtest, mach aktiv einen Schritt, statt darauf zu warten, bemerkt zu werden; in einer Beziehung setze deine Worte bewusst ein, um die Nähe zu schaffen, die du dir wünschst, und achte darauf, dass hinter dem Charme Aufrichtigkeit steht.",
    career:
      "Hier trifft Talent auf Gelegenheit – eine starke Karte für Präsentationen, Verhandlungen, Vorstellungsgespräche und die Gründung eines Vorhabens. Stell deine Fähigkeiten mit Überzeugung vor und leg jede passende Kompetenz auf den Tisch, so wie der Magier seine Werkzeuge ausbreitet.",
    health:
      "Überlege, wie deine Absichten deine tägliche Energie prägen, denn kleine, bewusste Entscheidungen über Schlaf, Essen und Bewegung summieren sich. Der Magier verbindet Geist und Körper; achte also darauf, ob ein überdrehter Kopf deinen Körper zurücklässt, und frag eine Fachperson, wenn etwas mehr braucht als gute Gewohnheiten.",
    personal_development:
      "Du bist aufgefordert, deine eigene Handlungsmacht zu erkennen. Übe, einen Gedanken noch am selben Tag in eine Handlung zu verwandeln, und sei es im Kleinen, damit dein Selbstvertrauen auf Belegen beruht statt auf Hoffnung.",
    spirituality:
      "Wie oben, so unten: Der erhobene Stab und der zeigende Finger beschreiben Geist, der sich in alltäglichen Handlungen ausdrückt. Rituale, Visualisierungen und konzentrierte Meditation wirken jetzt besonders stark, solange sie dich zurück in dein tatsächliches Leben führen.",
    projects:
      "Alles, was du für einen starken Start brauchst, liegt in Reichweite. Schreib das Ziel auf, liste die Mittel auf, die du schon hast, und beginne mit der Aufgabe, bei der deine größte Stärke zum Einsatz kommt; Schwung zieht oft an, was noch fehlt.",
    emotions:
      "Vielleicht fühlst du dich fähig, wach und voller Tatendrang, als würde das Leben dir antworten. Genieße diesen Funken und prüfe immer wieder, ob die Zuversicht aus einem ehrlichen Gefühl kommt und nicht aus einer Inszenierung.",
    creativity:
      "Der Tisch des Magiers ist eine Werkbank: Worte, Farben, Klänge und Materialien warten darauf, geformt zu werden. Entscheide dich für ein Werk und vollende es, denn Können wächst am schnellsten, wenn du die Werkzeuge wirklich in den Händen hältst.",
  },
  advice: "Nimm die Werkzeuge, die du schon besitzt, sprich dein Ziel laut aus und handle noch heute danach.",
  yesNoReason:
    "Die Karte spricht für ein Ja: Fähigkeiten und Mittel liegen bereits auf dem Tisch, vorausgesetzt, du handelst entschlossen.",
  element: "Luft",
  astrology: "Merkur",
  imageAlt:
    "Ein dunkelhaariger junger Mann in weißer Tunika und rotem Umhang hebt mit einer Hand einen weißen Stab zum Himmel und zeigt mit der anderen auf den Boden, über seinem Kopf ein Unendlichkeitszeichen. Vor ihm steht ein Tisch mit Kelch, Münze, Schwert und Stab, und rote Rosen und weiße Lilien rahmen den gelben Hintergrund.",
};
