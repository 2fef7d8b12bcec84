import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "Der Eremit",
  keywords: {
    upright: ["Alleinsein", "Innenschau", "innere Führung", "Weisheit", "Seelensuche", "stiller Rückzug"],
    reversed: ["Isolation", "Einsamkeit", "Vermeidung", "Orientierungsverlust", "endloses Grübeln", "verweigerter Rat"],
  },
  summary:
    "Allein auf einem verschneiten Gipfel hebt der Eremit eine Laterne mit einem einzelnen Stern: Weisheit, die in der Einsamkeit gefunden wird, und ein Licht, das du für dich und für andere trägst.",
  upright:
    "Der Eremit steht auf einem kalten Gipfel, in einen langen grauen Mantel gehüllt, die Laterne erhoben. In der Laterne leuchtet ein sechszackiger Stern, ein kleines, ruhiges Licht, das nur die nächsten paar Schritte zeigt. Sein hoher Stab stützt ihn beim Aufstieg, und der Schnee um ihn herum erzählt von der Entfernung zum Lärm des gewöhnlichen Lebens. Er hat sich nicht zurückgezogen, um zu fliehen, sondern um zu suchen, was wirklich zählt." +
    "\n\n" +
    "Wenn er erscheint, kann es dir helfen, dich von Menschenmengen und ständigen Eindrücken zurückzuziehen, damit du deine eigenen Gedanken wieder hörst. Besinnung, Studium und ungestörte Zeit allein schenken Einsichten, die keine Stimme von außen liefern kann. Hast du dein eigenes Licht gefunden, kannst du selbst anderen zum Wegweiser werden; beachte, dass der Eremit seine Laterne hoch hält, wo man sie sehen kann. Werde langsamer und lass das Verstehen in seinem eigenen Tempo wachsen.",
  reversed:
    "Umgekehrt kann Alleinsein in Isolation umschlagen. Vielleicht hast du dich so lange zurückgezogen, dass es sich nun einsam oder schal anfühlt, oder du gehst Menschen und Entscheidungen aus dem Weg und nennst es Zeit für dich. Eine Laterne, die nie jemand anderes sieht, fühlt sich irgendwann wie ein sehr kleines Licht an. Auch Perfektionismus und endloses Analysieren können dich noch lange auf dem Berg festhalten, nachdem die Lektion längst gelernt ist." +
    "\n\n" +
    "Auch das Gegenteil kann zutreffen: Du bist so beschäftigt und so umringt, dass gar kein Raum für Besinnung bleibt, und fühlst dich deshalb verloren. In beiden Fällen geht es um Ausgleich. Geh auf andere zu, wenn du dich versteckt hast; schaff dir Stille, wenn du im Lärm ertrinkst. Ein einziges ehrliches Gespräch mit einem Menschen, dem du vertraust, kann die Laterne wieder entzünden. Weisheit, die man allein gesammelt hat, braucht Verbindung, bevor sie nützlich wird.",
  categories: {
    general:
      "Eine Zeit der Besinnung wird dir mehr nützen, als vorwärtszustürmen. Tritt einen Schritt aus dem Getümmel zurück, sammle deine Gedanken und vertraue der Einsicht, die in der Stille auftaucht.",
    love:
      "Der Eremit kann eine bewusst gewählte Zeit ohne Partnerschaft beschreiben oder das Bedürfnis nach Freiraum innerhalb einer Beziehung. Wenn du dich zuerst selbst verstehst, kannst du klarer lieben, und ein Mensch an deiner Seite, der dein Bedürfnis nach Besinnung respektiert, ist ein gutes Zeichen.",
    career:
      "Vielleicht überdenkst du gerade deine Richtung oder suchst eine Arbeit mit tieferem Sinn. Konzentrierte Arbeit allein, Forschung und spezialisiertes Fachwissen sind begünstigt; hol dir Rat bei einer erfahrenen Mentorin oder einem erfahrenen Mentor, oder werde selbst jemandem ein solcher Begleiter.",
    health:
      "Frag dich, ob du genug Stille, Ruhe und Abstand von ständiger Reizüberflutung bekommst. Einsame Spaziergänge oder besinnliche Abendrituale können Energie zurückbringen, doch achte darauf, ob der Rückzug in Isolation abgleitet, und wende dich dann an Freunde oder eine Fachperson.",
    personal_development:
      "Dies ist eine reiche Zeit für Seelensuche und ehrliche Selbstprüfung. Tagebuchschreiben, ein kurzer Rückzug oder langsames, bewusstes Lesen können das nächste Stück deines Weges erhellen.",
    spirituality:
      "Der Eremit ist der Archetyp des Suchenden auf einsamem Weg. Meditation, Kontemplation oder Zeit in der Wildnis können Einsichten schenken, und das Licht, dem du folgst, brennt in deiner eigenen Laterne, nicht in der eines anderen.",
    projects:
      "Denk nach, bevor du handelst: Sorgfältige Analyse und Planung ersparen dir jetzt später teure Fehler. Arbeite dich still und methodisch durch die Einzelheiten, ganz im Sinne der Jungfrau, bevor du den Plan irgendjemandem zeigst.",
    emotions:
      "Vielleicht fühlst du dich nach innen gekehrt, gedämpft oder brauchst Zeit für dich allein. Achte dieses Bedürfnis und halte dabei einen Faden der Verbindung zu den Menschen, die dir wichtig sind.",
    creativity:
      "Einsamkeit nährt jetzt deine Kreativität. Zieh dich ins Atelier, an den Schreibtisch oder ins Notizbuch zurück, fern von fremden Meinungen, und lass das Werk sich nach seinen eigenen Regeln entwickeln, bevor du es teilst.",
  },
  advice: "Zieh dich in stille Besinnung zurück und folge dem kleinen, beständigen Licht deiner eigenen Einsicht.",
  yesNoReason:
    "Die Antwort braucht noch mehr Innenschau, bevor sie sich zeigt, darum bietet der Eremit ein Vielleicht an.",
  element: "Erde",
  astrology: "Jungfrau",
  imageAlt:
    "Ein alter bärtiger Mann in einem langen grauen Kapuzenmantel steht allein auf einem verschneiten Gipfel, hält eine Laterne mit einem leuchtenden sechszackigen Stern empor und stützt sich auf einen hohen gelben Stab. Hinter ihm liegt ein schlichter blaugrauer Himmel.",
};
