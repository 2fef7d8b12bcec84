import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "Die Liebenden",
  keywords: {
    upright: ["Liebe", "Vereinigung", "Harmonie", "bedeutsame Entscheidung", "stimmige Werte", "Partnerschaft"],
    reversed: ["Disharmonie", "unvereinbare Werte", "Unentschlossenheit", "Ungleichgewicht", "einer Wahl ausweichen", "Versuchung"],
  },
  summary:
    "Unter den ausgebreiteten Armen eines Engels begegnen sich zwei Menschen in Offenheit: Die Liebenden sprechen von tiefer Verbundenheit und von Entscheidungen, die zeigen, was dir wirklich wichtig ist.",
  upright:
    "Die Liebenden zeigen einen Mann und eine Frau, die nackt und ohne Scham in einem Garten stehen, gesegnet von einem geflügelten Engel, der vor einer lodernden Sonne aus einer Wolke aufsteigt. Hinter der Frau wächst der Baum der Erkenntnis, um dessen Stamm sich eine Schlange windet; hinter dem Mann steht ein Baum, der Flammen trägt. Zwischen ihnen erhebt sich ein einzelner Berg. Die Szene erzählt von Vereinigung, Ehrlichkeit und einer Bindung, in der nichts verborgen werden muss." +
    "\n\n" +
    "Romantik ist nur ein Teil der Bedeutung. Die Karte bittet dich auch, eine Entscheidung zu treffen, die widerspiegelt, wer du bist, und dein Herz mit deinen Grundsätzen in Einklang zu bringen. Wenn die Liebenden erscheinen, ist Harmonie möglich – in einer Beziehung, einer Partnerschaft oder in dir selbst –, doch sie verlangt eine bewusste Verpflichtung. Entscheide dich aus ganzem Herzen und lass dich von dem leiten, was dir wichtig ist, nicht von Gewohnheit oder Angst.",
  reversed:
    "Umgekehrt scheinen die beiden Gestalten auseinanderzudriften. Eine Beziehung ist vielleicht aus dem Gleichgewicht geraten, weil einer weit mehr gibt als der andere oder weil die Werte nicht mehr zusammenpassen. Die Verständigung kann ins Stocken geraten, und alter Groll trübt womöglich, was sich einmal mühelos anfühlte. Manchmal verläuft der Riss auch in dir selbst, zwischen dem, was du willst, und dem, was du glaubst, wollen zu sollen." +
    "\n\n" +
    "Diese Lage zeigt sich auch, wenn du einer Entscheidung ausweichst und hoffst, dass dir die Wahl abgenommen wird, wenn du nur lange genug wartest. Versuchung, geteilte Loyalitäten oder eine Anziehung, die gegen deine Grundsätze zieht, könnten im Spiel sein. Kehr zum Kern der Sache zurück: Was ist dir wichtig, und werden deine Taten dem gerecht? Ein ehrliches Gespräch, mit anderen und mit dir selbst, ist der Anfang jeder Heilung.",
  categories: {
    general:
      "Eine bedeutsame Entscheidung oder Partnerschaft steht im Mittelpunkt. Entscheide im Einklang mit deinen tiefsten Werten, dann stellt sich wahrscheinlich ein Gefühl von Harmonie ein.",
    love:
      "Dies ist eine der romantischsten Karten im Tarot; sie weist auf Anziehung, emotionale Nähe und eine Verbindung auf der Grundlage gegenseitigen Respekts hin. Für ein Paar kann sie eine wachsende Verbindlichkeit anzeigen, für jemanden ohne Partner eine Begegnung, die sich ungewöhnlich ehrlich anfühlt. In beiden Fällen ist Verletzlichkeit die Tür.",
    career:
      "Partnerschaften, Kooperationen und Bündnisse stehen im Vordergrund, ebenso eine berufliche Entscheidung, die zu deinen Werten passen muss. Wäge Angebote nicht nur nach dem Gehalt ab, sondern auch danach, ob die Arbeit widerspiegelt, was dir am Herzen liegt.",
    health:
      "Wohlbefinden hängt hier vom Gleichgewicht ab: zwischen Geist und Körper, Arbeit und Ruhe, Geben und Nehmen. Die Menschen um dich herum prägen, wie du dich fühlst; achte also darauf, welche Verbindungen dir Kraft geben und welche dich auslaugen, und wähle Gewohnheiten, die sich nach dir anfühlen statt aufgezwungen.",
    personal_development:
      "Die Lektion heißt Integration: Kopf und Herz in Einklang bringen. Kläre deine wichtigsten Werte und übe dann, Entscheidungen zu treffen, die du deinem innersten Selbst erklären könntest, ohne dich zu winden.",
    spirituality:
      "Die Liebenden weisen auf die Vereinigung der Gegensätze hin und auf die Liebe selbst als spirituellen Weg. Hingabe, Partnerschaft und das Erkennen des Heiligen in einem anderen Menschen können dich für etwas öffnen, das größer ist als ihr beide.",
    projects:
      "Zusammenarbeit ist begünstigt, besonders mit jemandem, dessen Fähigkeiten deine eigenen ergänzen. Vergewissere dich, bevor du dich festlegst, dass alle dieselbe Vision teilen, denn Einigkeit jetzt verhindert Konflikte später.",
    emotions:
      "Gefühle von Nähe, Zärtlichkeit und Offenheit sind stark. Wenn du zwischen zwei Wegen hin- und hergerissen bist, erlaube dir, beide ganz zu fühlen, bevor du dich entscheidest.",
    creativity:
      "Kreative Partnerschaften und Duette gedeihen, ebenso Werke über Liebe, Verbundenheit und Entscheidungen. Lass deine Kunst aus dem entstehen, was dir am meisten bedeutet, dann wird sie überzeugen.",
  },
  advice: "Triff deine Wahl aus dem Herzen und lass sie den Werten gerecht werden, nach denen du am liebsten leben möchtest.",
  yesNoReason:
    "Die Liebenden neigen zum Ja, besonders wenn es in der Frage um Verbundenheit geht oder um eine Entscheidung im Einklang mit deinen Werten.",
  element: "Luft",
  astrology: "Zwillinge",
  imageAlt:
    "Ein nackter Mann und eine nackte Frau stehen mit Abstand zueinander in einem Garten unter einem geflügelten Engel mit flammenfarbenem Haar, der vor einer großen goldenen Sonne aus einer Wolke aufsteigt und die Arme segnend ausbreitet. Hinter der Frau umschlingt eine Schlange einen Obstbaum, hinter dem Mann trägt ein Baum Flammen, und zwischen ihnen erhebt sich ein roter Berg.",
};
