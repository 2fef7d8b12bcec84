import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "Der Teufel",
  keywords: {
    upright: ["Abhängigkeit", "Versuchung", "ungesunde Muster", "Materialismus", "Gefühl des Gefangenseins", "Schattenseite", "Zwang"],
    reversed: ["Befreiung", "Loslösung", "Macht zurückgewinnen", "das Muster erkennen", "innerer Abstand", "dem Schatten begegnen"],
  },
  summary:
    "Eine gehörnte Gestalt thront über einem angeketteten Paar, dessen lockere Halsringe sich abheben ließen. Die Fesseln, die dich halten, sind vielleicht lockerer, als sie scheinen.",
  upright:
    "Unter einer gehörnten Gestalt mit Fledermausflügeln und einem umgekehrten Pentagramm auf der Stirn stehen ein Mann und eine Frau, an einen schwarzen Sockel gekettet. Ihnen sind selbst kleine Hörner und Schwänze gewachsen, als hätten sie begonnen, dem zu ähneln, was sie bindet. Doch sieh genau hin: Die Ketten um ihren Hals hängen so locker, dass sie sie abstreifen könnten. Der Teufel spricht von den Bindungen, die wir akzeptieren, oft ohne es zu merken, und die unsere Freiheit einschränken." +
    "\n\n" +
    "Diese Karte kann auf Gewohnheiten, Abhängigkeiten, Beziehungen oder Ambitionen hinweisen, die ein Eigenleben entwickelt haben. Sie kann auch Materialismus ins Licht rücken oder den Sog kurzfristiger Vergnügen, der stärker ist als das langfristige Wohlbefinden. Nichts davon soll dich beschämen. Der Teufel bittet dich, ehrlich hinzusehen, was dich im Griff hat und was du davon hast, daran festzuhalten. Das Muster zu benennen ist die erste Lockerung der Kette, und die Unterstützung anderer kann dir helfen, sie ganz abzunehmen.",
  reversed:
    "Auf den Kopf gestellt markiert diese Karte oft den Moment des Erwachens. Du erkennst ein Muster als das, was es ist, und der Drang, dich zu befreien, wird stärker als die Bequemlichkeit des Bleibens. Das kann der Anfang sein, Zeit, Energie oder Selbstachtung von etwas zurückzuholen, das sie still und leise aufgezehrt hat." +
    "\n\n" +
    "Befreiung ist allerdings selten ein einziger dramatischer Akt. Vielleicht fällst du zurück oder merkst, dass alte Versuchungen in neuer Verkleidung wiederkehren. Sei geduldig und ehrlich mit dir; jedes kleine Nein stärkt deine Unabhängigkeit. Die umgekehrte Stellung kann dich auch auffordern, der Schattenseite deiner Persönlichkeit zu begegnen – der Eifersucht, der Angst oder dem Hunger, die du lieber nicht sehen würdest –, damit sie ihre verborgene Macht verliert. In manchen Deutungen warnt sie stattdessen, dass sich eine Abhängigkeit vertieft hat; dann ist es ein Zeichen von Stärke, dir Unterstützung zu suchen.",
  categories: {
    general:
      "Der Teufel fragt, was dich an deinem Platz festhält und ob du dem mehr zugestimmt hast, als dir bewusst ist. Sieh ehrlich auf die Muster, Wünsche oder Ängste, die die Oberhand haben, und denk daran, dass die Ketten auf der Karte locker sind.",
    love:
      "In der Liebe kann diese Karte starke Anziehung zeigen, aber auch Besitzdenken, Co-Abhängigkeit oder eine Bindung, die schwer zu verlassen ist. Frag dich, ob die Verbindung auf Freiheit und gegenseitigem Respekt beruht oder auf Angst, Gewohnheit und Kontrolle.",
    career:
      "Beruflich kann der Teufel goldene Fesseln beschreiben: eine Stelle, die du wegen Geld oder Ansehen behältst, obwohl sie sich nicht mehr richtig anfühlt, oder eine Kultur, die Überarbeitung belohnt. Finanziell sei vorsichtig mit Schulden und mit Ausgaben, die aus einem Zwang statt aus einem Bedarf entstehen.",
    health:
      "Lies diese Karte nicht medizinisch, sondern als Spiegel für Gewohnheiten, die sich festgesetzt haben – ob bei Bildschirmen, Suchtmitteln, Essen oder Überarbeitung. Achte darauf, wonach du greifst, wenn du müde oder gestresst bist; wenn sich ein Muster allein schwer ändern lässt, können eine qualifizierte Fachperson oder eine Selbsthilfegruppe helfen.",
    personal_development:
      "Persönliches Wachstum bedeutet hier Schattenarbeit: den Seiten von dir zu begegnen, die du lieber verstecken würdest. Zu verstehen, warum ein Muster entstanden ist, lockert seinen Griff und gibt dir eine echte Wahl zurück.",
    spirituality:
      "Spirituell weist der Teufel auf alles hin, was dich von deinen tieferen Werten ablenkt, einschließlich materieller Besessenheit und starrer Dogmen. Bewusstheit ohne Selbstverurteilung ist der Weg in die Freiheit.",
    projects:
      "Ein Vorhaben wird vielleicht von Ego, von der Angst, etwas zu verpassen, oder von bereits versenkten Kosten angetrieben, die es schwer machen, auszusteigen. Prüfe deine wahren Beweggründe und frag dich, ob das Projekt dir dient oder ob du angefangen hast, ihm zu dienen.",
    emotions:
      "Vielleicht fühlst du dich von starken Gefühlen wie Eifersucht, Verlangen oder Groll gefangen. Behandle sie als Information, nicht als Befehl; oft genügt es schon, zu benennen, was du fühlst, um seinen Griff zu lockern.",
    creativity:
      "Kreativ kann der Teufel rohe, provokante Energie freisetzen, wenn du bereit bist, dunklere Themen zu erkunden. Achte nur darauf, dass dich nicht Perfektionismus oder der Hunger nach Anerkennung an das Werk kettet.",
  },
  advice: "Benenne, was dich im Griff hat, und prüfe, wie locker die Kette wirklich ist.",
  yesNoReason:
    "Der Teufel neigt zum Nein, weil die Frage mit Abhängigkeit, Versuchung oder Druck verstrickt sein kann, die dir nicht guttun würden.",
  element: "Erde",
  astrology: "Steinbock",
  imageAlt:
    "Ein gehörnter Teufel mit Fledermausflügeln und einem umgekehrten Pentagramm auf der Stirn hockt auf einem schwarzen Sockel, eine Hand erhoben, in der anderen eine nach unten gerichtete brennende Fackel. Darunter stehen ein nackter Mann und eine nackte Frau mit kleinen Hörnern und Schwänzen, locker mit Ketten um den Hals an den Sockel gebunden.",
};
