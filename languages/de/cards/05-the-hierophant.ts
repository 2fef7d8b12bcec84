import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "Der Hierophant",
  keywords: {
    upright: ["Tradition", "Lehre", "gemeinsame Überzeugungen", "Institutionen", "Mentorschaft", "Ritual"],
    reversed: ["Rebellion", "Dogma", "unkonventionelle Wege", "Autorität hinterfragen", "leere Anpassung", "eigene Überzeugungen"],
  },
  summary:
    "Mit zum Segen erhobener Hand über zwei knienden Schülern steht der Hierophant für überliefertes Wissen, den Wert von Lehrern und Traditionen und Gemeinschaften, die gemeinsame Werte verbinden.",
  upright:
    "Der Hierophant sitzt in einem Tempel zwischen zwei grauen Säulen, trägt eine dreifache Krone und hält ein dreifaches Kreuz. Vor ihm knien zwei Anhänger, und zu seinen Füßen liegen gekreuzte Schlüssel, Sinnbilder des Wissens, das er weitergeben soll. Wo die Hohepriesterin ihre Geheimnisse hinter einem Schleier bewahrt, lehrt der Hierophant offen und übersetzt das Mysterium in Bräuche, die eine ganze Gemeinschaft teilen kann." +
    "\n\n" +
    "Diese Karte erscheint oft, wenn es dir guttut, von einem bewährten System zu lernen: einem Kurs, einem Mentor, einer angesehenen Institution oder Bräuchen, die sich über lange Zeit bewährt haben. Sie kann auch auf Zeremonien hinweisen, etwa Hochzeiten, Abschlussfeiern und Übergangsrituale. Einem erprobten Weg zu folgen ist kein Mangel an Fantasie. Manchmal ist es am klügsten, die Form zu meistern, bevor man sie umgestaltet.",
  reversed:
    "Umgekehrt deutet der Hierophant auf Reibung mit Konventionen hin. Regeln, die dem Leben einmal Sinn gaben, wirken jetzt vielleicht hohl oder beengend, und du bist womöglich bereit, Überzeugungen zu hinterfragen, die du von Familie, Glaube oder Beruf übernommen hast. Sich zu lösen kann gesund und mutig sein, wenn es aus Überzeugung geschieht und nicht aus bloßem Trotz. Vielleicht fühlst du dich als Außenseiter in einer Gruppe, deren Rituale dich nicht mehr ansprechen." +
    "\n\n" +
    "Die andere Seite dieser Stellung ist blinde Anpassung: zu tun, was erwartet wird, weil es einfacher ist, als zu fragen, ob es passt. Sieh genau hin, wo eine Autorität Fragen unerwünscht macht. Deine Aufgabe ist herauszufinden, welche Traditionen du wirklich bewahren willst und welche du ablegen kannst, und dann deine eigenen Grundsätze mit der Sorgfalt aufzubauen, die ein guter Lehrer mitbringen würde. Mit der Zeit kann dein eigenes Gewissen zu einem Lehrer werden, dem zu folgen sich lohnt.",
  categories: {
    general:
      "Bewährte Methoden und vertrauenswürdiger Rat sind jetzt der sicherste Wegweiser. Überlege, wer diesen Weg schon vor dir gegangen ist, und lerne von diesen Menschen, bevor du etwas völlig Neues erfindest.",
    love:
      "Der Hierophant begünstigt Verbindlichkeit, gemeinsame Werte und Beziehungen, die einem vertrauten Weg folgen, manchmal hin zur Ehe oder einem anderen förmlichen Versprechen. Im Kern kann es um die Vereinbarkeit von Überzeugungen gehen, um Erwartungen der Familie und um die Traditionen, die jeder mitbringt.",
    career:
      "Die Arbeit innerhalb einer Organisation, das Erwerben von Qualifikationen oder das Erfüllen beruflicher Standards wird belohnt. Eine Mentorin oder ein erfahrener Kollege kann dir Türen öffnen, und konventionelle, bewährte finanzielle Entscheidungen sind Spekulationen vorzuziehen.",
    health:
      "Zieh Bilanz, ob deine Gewohnheiten und die Quellen, bei denen du Rat suchst, dein Wohlbefinden wirklich unterstützen. Bewährte Ansätze und regelmäßige Gespräche mit einer qualifizierten Fachperson passen besser zu dieser Karte als kurzlebige Moden oder unerprobte Mittel.",
    personal_development:
      "Studium, Lehrzeit und strukturiertes Lernen helfen dir jetzt beim Wachsen. Such dir einen Lehrer oder eine Lehrerin, deren Werte du achtest, und achte später darauf, welche ihrer Lektionen du dir wirklich zu eigen machen willst.",
    spirituality:
      "Diese Karte weist auf gemeinschaftliche Praxis, heilige Rituale und spirituelle Gemeinschaft hin. Ob du zu einer vertrauten Tradition zurückkehrst oder eine fremde erkundest – gemeinsames Üben und die Begleitung durch einen kundigen Menschen können deinen Weg vertiefen.",
    projects:
      "Halte dich an bewährte Vorgehensweisen, hol dir Rat bei Fachleuten und stütze dich auf erprobte Strukturen. Dies ist nicht der Moment für ungetestete Abkürzungen; ein solider, konventioneller Plan trägt die Arbeit weiter.",
    emotions:
      "Vielleicht findest du Trost in Zugehörigkeit, Routine und der Bestätigung durch Menschen, die deine Werte teilen. Wenn sich Erwartungen beengend anfühlen, benenne diese Spannung behutsam, statt sie beiseitezuschieben.",
    creativity:
      "Lerne die klassischen Techniken und studiere die Meister deines Fachs. Die Arbeit in einer traditionellen Form – einem Sonett, einer Fuge oder einem Stillleben – schärft dein Können, bevor du die Regeln ganz bewusst brichst.",
  },
  advice: "Such dir einen vertrauenswürdigen Lehrer oder eine bewährte Tradition und lerne ihre Lektionen, bevor du entscheidest, was du ändern willst.",
  yesNoReason:
    "Der Erfolg hängt davon ab, wie gut dein Plan zu den bestehenden Regeln und Erwartungen passt, darum antwortet der Hierophant mit Vielleicht.",
  element: "Erde",
  astrology: "Stier",
  imageAlt:
    "Eine geistliche Gestalt in rotem Gewand und dreifacher Goldkrone sitzt zwischen zwei grauen Steinsäulen, hebt die rechte Hand zum Segen und hält in der linken ein goldenes dreifaches Kreuz. Zwei Anhänger mit Tonsur in gemusterten Gewändern knien vor ihr, und zwei gekreuzte Schlüssel liegen auf dem roten Teppich zu ihren Füßen.",
};
