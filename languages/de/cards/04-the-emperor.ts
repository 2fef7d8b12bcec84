import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "Der Herrscher",
  keywords: {
    upright: ["Struktur", "Autorität", "Stabilität", "Führung", "Disziplin", "Schutz"],
    reversed: ["Starrheit", "Kontrollzwang", "Herrschsucht", "mangelnde Disziplin", "Machtkämpfe", "Sturheit"],
  },
  summary:
    "Auf einem Steinthron mit Widderköpfen an den Schultern steht der Herrscher für eine Ordnung, die Bestand hat: klare Regeln, besonnene Führung und die Disziplin, zu schützen, was zählt.",
  upright:
    "Der Thron des Herrschers ist aus grauem Stein gehauen und mit Widderköpfen verziert, den Tieren des Sternzeichens Widder, das für Tatendrang und den ersten Anstoß steht. Unter seinem roten Gewand trägt er eine Rüstung; in der einen Hand hält er ein Zepter mit einem Anch an der Spitze, in der anderen einen Reichsapfel. Hinter ihm ragen kahle, orangefarbene Berge auf: Dort wächst nichts Weiches, aber es verschiebt sich auch nichts so leicht. Er verkörpert Struktur, Verantwortung und die ruhige Sicherheit eines Menschen, der die Führung übernommen hat." +
    "\n\n" +
    "Wenn du ihn ziehst, verlangt die Lage nach Ordnung. Zieh Grenzen, mach einen Plan mit klaren Schritten und akzeptiere, dass Führung manchmal bedeutet, die Entscheidung zu treffen, um die sich alle anderen drücken. Er kann auch für eine schützende Gestalt oder einen erfahrenen Mentor stehen, der Halt gibt. Gut eingesetzte Autorität schafft einen sicheren Rahmen, in dem andere Menschen aufblühen können.",
  reversed:
    "Umgekehrt verhärtet sich die Stärke des Herrschers zu etwas Sprödem. Regeln sind vielleicht wichtiger geworden als die Menschen, denen sie dienen sollten, oder eine Vorgesetzte, ein Elternteil oder ein Partner ist kontrollierend, unnachgiebig oder schnell aufbrausend. Vielleicht bist auch du es, der zu fest zupackt und Kontrolle mit Sicherheit verwechselt. Achte darauf, wo die Angst vor dem Chaos Entscheidungen lenkt, die eigentlich aus Fürsorge kommen sollten." +
    "\n\n" +
    "Die gegenteilige Deutung ist genauso häufig: fehlende Struktur, mit verpassten Fristen, Finanzen, die aus dem Ruder laufen, und niemandem, der die Verantwortung für das Ergebnis übernehmen will. Frag dich ehrlich, ob dieser Moment mehr Festigkeit braucht oder weniger. So oder so liegt das Gegenmittel in einer Autorität, die fair und durchschaubar ist und Rückmeldungen zulässt – auch vom Teil in dir, der es leid ist, immer das Sagen haben zu müssen.",
  categories: {
    general:
      "Stabilität entsteht, wenn du Verantwortung übernimmst und sinnvolle Strukturen schaffst. Führe mit Klarheit und Beständigkeit, dann wird sich die Lage wahrscheinlich um den Rahmen herum beruhigen, den du baust.",
    love:
      "Der Herrscher begünstigt Verbindlichkeit, Verlässlichkeit und klare Grenzen. Er kann einen beschützenden, beständigen Partner beschreiben oder dich auffordern, selbst dieser ruhende Pol zu werden; achte nur darauf, dass Sicherheit nie in Kontrolle abgleitet und beide Stimmen gleich viel Gewicht haben.",
    career:
      "Führung, Beförderung und die Anerkennung deiner Kompetenz sind starke Themen. Ordne deine Finanzen, halte Vereinbarungen schriftlich fest und geh deine Ziele mit einer Strategie an; etablierte Institutionen und erfahrene Führungskräfte können sich als nützliche Verbündete erweisen.",
    health:
      "Denk über die Architektur deiner Tage nach: Regelmäßiger Schlaf, beständige Bewegung und Mahlzeiten zu festen Zeiten können dir wieder das Gefühl geben, festen Boden unter den Füßen zu haben. Halte Disziplin und Flexibilität im Gleichgewicht, denn starre Regeln, die man bis zur Erschöpfung befolgt, nützen niemandem.",
    personal_development:
      "Die Lektion heißt Selbstbeherrschung: Versprechen an dich selbst halten, Ziele setzen und Gewohnheiten aufbauen, die länger halten als eine gute Laune. Es lohnt sich auch zu erkunden, wie du mit Autorität umgehst – mit deiner eigenen und mit der anderer.",
    spirituality:
      "Der Herrscher legt eine regelmäßige, strukturierte Praxis nahe, die nicht von Eingebungen abhängt. Denk darüber nach, wo du Ordnung und Sinn findest und wie deine Werte zu einem Fundament werden können, das fest genug ist, um darauf zu stehen.",
    projects:
      "Jetzt ist die Zeit für Zeitpläne, klare Rollen und einen festen Plan. Leg fest, wer wofür verantwortlich ist, setze messbare Etappenziele und verteidige das Vorhaben gegen Ablenkungen und einen schleichend wachsenden Umfang.",
    emotions:
      "Vielleicht fühlst du dich gefestigt, souverän und bereit, die Führung zu übernehmen – oder du hältst deine Gefühle hinter einer Rüstung verborgen. Wahre Stärke heißt auch, vertraute Menschen sehen zu lassen, was unter dem Brustpanzer liegt.",
    creativity:
      "Struktur kann Kreativität befreien: Ein fester Tagesablauf, eine klar umrissene Form oder eine verbindliche Frist gibt Ideen einen Rahmen, in dem sie wachsen können. Behandle deine Kunst als Handwerk, das es zu meistern gilt, und bau sie Stein für Stein auf.",
  },
  advice: "Errichte eine klare Struktur um das, was dir am wichtigsten ist, und führe sie mit ruhiger, gerechter Autorität.",
  yesNoReason:
    "Ein solider Plan und die Bereitschaft, Verantwortung dafür zu übernehmen, lassen den Herrscher zum Ja neigen.",
  element: "Feuer",
  astrology: "Widder",
  imageAlt:
    "Ein weißbärtiger Herrscher mit goldener Krone, rotem Gewand und stählerner Rüstung sitzt auf einem grauen Steinthron mit eingemeißelten Widderköpfen und hält in der einen Hand ein Zepter in Form eines Anch, in der anderen einen goldenen Reichsapfel. Hinter ihm erheben sich kahle Berge vor einem tiefen orangeroten Himmel.",
};
