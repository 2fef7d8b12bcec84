import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "Der Narr",
  keywords: {
    upright: ["Neubeginn", "Sprung ins Ungewisse", "Spontaneität", "Unschuld", "offener Weg", "freier Geist"],
    reversed: ["Leichtsinn", "erstarrtes Zögern", "Naivität", "Angst vor dem Unbekannten", "zerstreute Energie", "überhörte Warnungen"],
  },
  summary:
    "Ein Wanderer geht auf einen Abgrund zu, eine weiße Rose in der Hand und einen kleinen Hund an den Fersen: ein Anfang im Vertrauen, bevor die Erfahrung Vorsicht gelehrt hat.",
  upright:
    "Der Narr steht ganz am Anfang seiner Reise, das Gesicht der Sonne zugewandt, so versunken in den weiten Himmel, dass er den Abgrund zu seinen Füßen kaum bemerkt. Wenn er erscheint, verlangt etwas in deinem Leben nach einem ersten Schritt statt nach einem fertigen Plan. Das kleine Bündel an seinem Stab enthält alles, was er im Moment braucht, und die weiße Rose in seiner Hand steht für ein Motiv, das noch rein und arglos ist." +
    "\n\n" +
    "Die Karte lädt dich ein, dem Neuen mit Neugier zu begegnen statt mit einer Checkliste. Du musst nicht wissen, wo der Weg endet, um ihn zu gehen. Der kleine Hund, der neben ihm hochspringt, wird oft als Instinkt gedeutet, der mit dem Träumer Schritt hält. Lass also die Begeisterung vorangehen, während ein stillerer Teil von dir weiter auf den Boden unter deinen Stiefeln achtet.",
  reversed:
    "Umgekehrt kann der leichte Schritt des Narren ins Stolpern geraten. Entweder stürmst du auf die Kante zu, ohne hinunterzuschauen, und sagst zu allem Ja, weil dir Langsamkeit langweilig vorkommt – oder du stehst wie erstarrt am Rand der Klippe, das Bündel geschnürt, und kannst dich nicht rühren, weil die Landung nicht garantiert ist. Keines der beiden Extreme ist Freiheit: Das eine übersieht den Boden, das andere verweigert sich dem Himmel." +
    "\n\n" +
    "Beide Varianten führen zur selben Frage: Worauf vertraust du, und verdient es dieses Vertrauen? Achte darauf, ob ein frischer Anfang durch Sorglosigkeit mit Geld, Versprechen oder den Gefühlen anderer verdorben wird oder ob sich Angst als Vernunft verkleidet. Der kleine Hund bellt noch immer seine Warnung. Hör auf ihn und wähle dann einen Schritt, der mutig ist, ohne blind zu sein.",
  categories: {
    general:
      "Ein neues Kapitel beginnt, und es begünstigt Anfängergeist mehr als eine ausgefeilte Strategie. Geh den ersten ehrlichen Schritt und lass dir den Weg unterwegs zeigen – prüfe nur, ob der Boden dich trägt.",
    love:
      "Bist du ungebunden, rät dir der Narr, Menschen unbeschwert zu begegnen, ohne ein Drehbuch dafür, wie es ausgehen muss. In einer Beziehung lädt er zum Spielen ein, zu einem gemeinsamen Abenteuer oder einem Neuanfang, der die Routine abschüttelt. Bewahre dir die Offenheit, aber sag klar, was du anbietest, damit niemand rätseln muss.",
    career:
      "Diese Karte taucht oft rund um einen Berufswechsel auf, eine erste Stelle, den Sprung in die Selbstständigkeit oder eine Idee, die noch in keine Berufsbezeichnung passt. Deine Begeisterung ist hier dein eigentliches Kapital; verbinde sie mit einem bescheidenen finanziellen Polster, damit sich der Sprung aufregend statt beängstigend anfühlt.",
    health:
      "Die Energie des Narren ist beschwingt und rastlos. Frag dich also, ob deine Tage Raum lassen für frische Luft, Bewegung, die dir Freude macht, und echte Erholung. Probiere eine neue Gewohnheit mit Anfängergeduld aus statt mit einem Alles-oder-nichts-Plan, und achte darauf, wo Impulsivität deine Reserven aufzehrt.",
    personal_development:
      "Wachstum entsteht hier durch Erfahrung statt durch Studium: ausprobieren, danebengreifen und unterwegs lernen. Erlaube dir, in etwas Anfänger zu sein, und sieh frühe Fehler als Eintrittspreis, nicht als Beweis dafür, dass du aufhören solltest.",
    spirituality:
      "Der Narr ist die Seele am Nullpunkt, die jede Möglichkeit in sich trägt, bevor die lange Reise durch die Großen Arkana beginnt. Dein Innenleben fühlt sich jetzt vielleicht frisch und ungeformt an; begegne spirituellen Übungen mit Staunen und vertraue darauf, dass du keine Gewissheit brauchst, um aufzubrechen.",
    projects:
      "Eine Idee, die bisher nur in einem Notizbuch gelebt hat, ist bereit für die Welt. Fang klein und bald an, teste das Konzept unter echten Bedingungen und zeichne die Landkarte erst, wenn du das Gelände siehst; benenne nur die ein oder zwei Risiken, die alles über die Klippe stürzen lassen könnten.",
    emotions:
      "Vielleicht fühlst du dich leicht, hoffnungsvoll und ein wenig beschwipst vor Vorfreude, oder rastlos, als würde sich gleich etwas ändern. Lass dich von diesem Auftrieb tragen, bleib aber ehrlich mit den Ängsten, die sich unter der Aufregung verbergen.",
    creativity:
      "Die kreative Energie ist roh, verspielt und ungeschliffen – und genau das ist am Anfang richtig. Skizziere, improvisiere und mach Dinge, bei denen du dir unsicher bist; das Geschenk des Narren ist die Freiheit, zu gestalten, bevor du alle Regeln gelernt hast.",
  },
  advice: "Geh den ersten Schritt mit offenen Augen, vertraue deiner Neugier und behalte dabei einen Fuß auf festem Boden.",
  yesNoReason:
    "Der Narr sagt Ja zum Abenteuer, kann aber keine sichere Landung versprechen – die Antwort hängt also davon ab, ob du bereit bist, dich auf das Unbekannte einzulassen.",
  element: "Luft",
  astrology: "Uranus",
  imageAlt:
    "Ein junger Wanderer in geblümter Tunika und Federkappe schreitet auf eine Felskante zu, ein Bündel an einem Stab über der Schulter und eine weiße Rose in der erhobenen Hand. Ein kleiner weißer Hund springt an seinen Fersen, hinter ihm stehen eine strahlend weiße Sonne am gelben Himmel und schneebedeckte Gipfel.",
};
