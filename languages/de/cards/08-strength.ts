import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "Die Kraft",
  keywords: {
    upright: ["innere Stärke", "Mut", "Mitgefühl", "Geduld", "sanfter Einfluss", "Selbstbeherrschung"],
    reversed: ["Selbstzweifel", "Unsicherheit", "ungezügelte Gefühle", "mangelndes Selbstvertrauen", "Ungeduld", "Verzagtheit"],
  },
  summary:
    "Eine Frau schließt ruhig mit bloßen Händen das Maul eines Löwen: Die Kraft ist der stille Mut und die Geduld, die wilde Energie ohne Gewalt zähmen.",
  upright:
    "Auf dieser Karte legt eine Frau in Weiß, mit Blumen bekränzt und vom Zeichen der Unendlichkeit gekrönt, ihre Hände an das Maul eines Löwen. Es gibt keinen Kampf und keine Waffe. Der Löwe, Tier des Sternzeichens Löwe und der rohen Leidenschaft, beugt sich ihrer Berührung, weil sie ihm mit Gelassenheit statt mit Angst begegnet. Sanftheit wird zu einer Form von Macht. Stärke in diesem Sinn ist keine Herrschaft, sondern die ruhige Zuversicht, die daraus erwächst, dass du dich selbst kennst und annimmst." +
    "\n\n" +
    "Die Karte bittet dich, Herausforderungen mit Geduld, Freundlichkeit und Widerstandskraft zu begegnen. Wut, Begehren oder Angst sind keine Feinde, die du niederringen musst; sie sind machtvolle Energien, mit denen du dich anfreunden und die du lenken kannst. Mitgefühl – mit dir selbst und mit anderen – bewirkt mehr als rohe Anstrengung. Vertrau darauf, dass sanfte Beharrlichkeit, Tag für Tag wiederholt, bewegen kann, was bloßes Schieben niemals bewegt hätte.",
  reversed:
    "Umgekehrt scheint der Löwe die Oberhand zu haben. Vielleicht steckst du in Selbstzweifeln fest, überzeugt davon, dass dir der Mut für das Kommende fehlt, oder du wirst von Gefühlen mitgerissen, die in Ausbrüchen auflodern. Deine inneren Kräfte scheinen unerreichbar, obwohl sie nirgendwohin verschwunden sind. Vielleicht gibst du dich schon so lange hart, dass die leisere Art von Mut brachliegt, oder Ungeduld drängt dich, ein Ergebnis zu erzwingen, das nur die Zeit bringen kann." +
    "\n\n" +
    "Diese Lage bittet dich, dein Selbstvertrauen behutsam wieder aufzubauen, denn Härte gegen dich selbst macht den Löwen nur wilder. Erinnere dich an frühere Momente, in denen du mehr bewältigt hast, als du erwartet hattest, und stütze dich auf diesen Beweis. Kleine mutige Schritte, ehrliche Ruhe und freundliche Worte an dich selbst stellen die Verbindung zwischen dir und deiner Stärke wieder her, damit du der Lage mit ruhigerer Hand begegnen kannst.",
  categories: {
    general:
      "Du hast mehr Widerstandskraft, als dir vielleicht bewusst ist. Begegne der Lage mit Geduld und stiller Zuversicht; sie wird wahrscheinlich eher beständiger, sanfter Mühe nachgeben als Gewalt.",
    love:
      "Die Kraft begünstigt eine Liebe, die auf Geduld, Mitgefühl und emotionaler Reife beruht. Leidenschaft ist da, aber von Zärtlichkeit gemildert, sodass sich schwierige Momente mit Verständnis statt mit Machtkämpfen bewältigen lassen.",
    career:
      "Ruhige Beharrlichkeit und emotionale Intelligenz geben bei der Arbeit den Ausschlag. Vielleicht hast du mit anspruchsvollen Menschen oder starkem Druck zu tun; Gelassenheit unter Belastung verschafft dir Respekt, und beständiger Einsatz baut mit der Zeit finanzielle Sicherheit auf.",
    health:
      "Diese Karte lädt zum Nachdenken über Widerstandskraft und freundliche Disziplin ein: regelmäßige Ruhe, nährende Gewohnheiten und die Art, wie du an schweren Tagen mit dir sprichst. Energie kehrt eher durch Geduld zurück als durch Extreme, und um Unterstützung zu bitten ist selbst schon ein Zeichen von Stärke.",
    personal_development:
      "Die Lektion lautet Mut im Gleichgewicht mit Mitgefühl. Arbeite daran, dich mit deinen Instinkten anzufreunden, statt sie zu unterdrücken, und sieh jeden Rückschlag als Gelegenheit, Geduld zu üben.",
    spirituality:
      "Spirituelle Stärke liegt in der Verbindung von Instinkt und höherem Willen, dargestellt durch das Unendlichkeitszeichen über dem Kopf der Frau. Übungen, die liebende Güte und ruhige Präsenz fördern, vertiefen diese Verbindung.",
    projects:
      "Der Fortschritt mag sich langsam anfühlen, aber Ausdauer bringt das Vorhaben ans Ziel. Bleib unter Druck gelassen, führe durch Ermutigung statt durch Befehle und lass Beständigkeit die schwere Arbeit tun.",
    emotions:
      "Du lernst, starke Gefühle zu halten, ohne von ihnen beherrscht zu werden. Schenk dir selbst Wärme und Geduld, dann folgt eine geerdete, unaufgeregte Zuversicht.",
    creativity:
      "Die kreative Leidenschaft brennt jetzt heiß, also lenke sie mit Sorgfalt. Lass rohes Gefühl den ersten Entwurf antreiben und forme ihn dann mit derselben sanften, ruhigen Hand, die die Frau ihrem Löwen reicht.",
  },
  advice: "Begegne dem Wilden in dir und um dich herum mit Geduld und Freundlichkeit statt mit Gewalt.",
  yesNoReason:
    "Gelassener Mut und Ausdauer machen einen guten Ausgang wahrscheinlich, darum antwortet die Kraft mit Ja.",
  element: "Feuer",
  astrology: "Löwe",
  imageAlt:
    "Eine Frau in weißem Gewand, mit Blumen im Haar und um die Taille geschlungen und einem Unendlichkeitszeichen über dem Kopf, schließt sanft das Maul eines großen rotorangen Löwen. Sie stehen auf grünem Boden unter einem gelben Himmel, in der Ferne ein blauer Berg.",
};
