import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "Die Hohepriesterin",
  keywords: {
    upright: ["Intuition", "verborgenes Wissen", "Stille", "das Unbewusste", "Geheimnis", "innere Stimme"],
    reversed: ["überhörte Intuition", "Geheimnisse", "Rückzug", "oberflächliches Denken", "Verwirrung", "Entfremdung von sich selbst"],
  },
  summary:
    "Zwischen einer dunklen und einer hellen Säule sitzend, hütet die Hohepriesterin den Schleier des Unsichtbaren und bittet dich, unter die Oberfläche zu horchen, bevor du handelst.",
  upright:
    "Die Hohepriesterin hat keine Eile. Sie sitzt auf einer Schwelle zwischen der schwarzen Säule mit dem B und der weißen Säule mit dem J, eine halb verborgene Schriftrolle im Schoß und eine Mondsichel zu ihren Füßen. Hinter ihr hängt ein mit Granatäpfeln bestickter Schleier, der verbirgt, was dahinter liegt. Sie steht für das, was man weiß, ohne es erklären zu können: die stille Gewissheit der Intuition, der Träume und der kleinen Signale des Körpers." +
    "\n\n" +
    "Ziehst du sie, dann kommt die Antwort, die du brauchst, wohl nicht aus noch mehr Informationen oder lauteren Meinungen. Tritt einen Schritt zurück, werde still und nimm wahr, was du bereits spürst. Manches soll eine Weile privat bleiben, und nicht jede Wahrheit muss ausgesprochen werden, bevor sie verstanden ist. Geduld ist hier keine Untätigkeit; so tritt das tiefere Bild allmählich hervor.",
  reversed:
    "Umgekehrt wird der Schleier zur Mauer. Vielleicht übergehst du dein Bauchgefühl, weil es ungelegen kommt, füllst jeden stillen Moment mit Lärm oder verlässt dich auf das Urteil anderer statt auf dein eigenes inneres Gespür. Wichtige Informationen könnten verborgen sein – vor dir oder von dir. Klatsch und Halbwahrheiten drängen womöglich in die Stille, wo eigentlich echtes Verstehen hingehört." +
    "\n\n" +
    "Diese Lage kann auch auf Geheimnisse hinweisen, die allmählich auf einer Situation lasten, oder auf einen Rückzug, der von gesunder Privatsphäre in Isolation umgeschlagen ist. Schaffe dir ein wenig Raum, um wieder mit dir in Verbindung zu kommen: ein Spaziergang ohne Kopfhörer, eine Seite im Tagebuch, ein Abend mit ausgeschalteten Bildschirmen, ein Traum, aufgeschrieben, bevor er verblasst. Die Priesterin hat ihren Platz nicht verlassen; sie wartet nur darauf, dass du wieder zuhörst.",
  categories: {
    general:
      "Noch ist nicht alles sichtbar, und eine erzwungene Entscheidung hieße jetzt, nach der halben Geschichte zu handeln. Beobachte, warte ab und vertraue den Eindrücken, die leise immer wiederkehren.",
    love:
      "Vielleicht gibt es unausgesprochene Gefühle, eine Anziehung, die eher gespürt als erklärt wird, oder einen Menschen an deiner Seite, der Raum braucht, bevor er sich öffnet. Lass Nähe durch aufmerksames Zuhören wachsen und vertraue mehr dem, was dein Instinkt über jemandes Charakter wahrnimmt, als dem, was er bloß sagt.",
    career:
      "Diskretion hilft dir im Beruf gerade sehr: Behalte Pläne für dich, bis sie reif sind, und lies die Stimmung im Raum, bevor du sprichst. Forschung, Beratung, Lehre und jede Aufgabe, die auf Einsicht beruht, sind begünstigt, und eine Ahnung über eine Kollegin, einen Kollegen oder ein Geschäft verdient Beachtung.",
    health:
      "Diese Karte lädt dich ein, feine Signale wahrzunehmen, etwa Müdigkeit, Unruhe oder Veränderungen in Schlaf und Stimmung. Ruhige Abläufe und gemächliche Erholung helfen dir, sie zu hören, und wenn etwas anhält, ist ein Gespräch mit einer Fachperson ein guter Weg, das Wahrgenommene ernst zu nehmen.",
    personal_development:
      "Wachstum entsteht durch inneres Lauschen: Traumnotizen, Meditation oder einfach ungestörte Zeit für dich allein. Lerne, Angst von Intuition zu unterscheiden; die Intuition spricht meist ruhiger und schreit nicht.",
    spirituality:
      "Kaum eine Karte ist so offen mystisch wie diese. Die Hohepriesterin weist auf kontemplative Praxis, esoterische Studien und unmittelbares inneres Wissen hin; der Schleier wirkt dünn, und was du jetzt empfängst, lässt sich womöglich schwer in Worte fassen.",
    projects:
      "Warte mit der großen Ankündigung und sammle weiter Erkenntnisse, denn die Zeit ist noch nicht reif für einen öffentlichen Start. Nutze diese Phase, um in Ruhe zu recherchieren, das Konzept zu verfeinern und die Details zu entdecken, die andere übersehen.",
    emotions:
      "Gefühle können jetzt tief und still sein wie Wasser unter einer gefrorenen Oberfläche. Gib ihnen Raum, ohne sie eilig zu benennen oder in Ordnung bringen zu wollen, und gönn dir Stille, wenn es sich richtig anfühlt.",
    creativity:
      "Inspiration kommt aus Träumen, Symbolen und dem halbbewussten Geist. Leg ein Notizbuch neben das Bett, folge seltsamen Bildern, wohin sie führen, und lass ein Werk geheimnisvoll bleiben, statt alles zu erklären.",
  },
  advice: "Verweile so lange in der Stille, bis du hörst, was deine Intuition längst weiß.",
  yesNoReason:
    "Ihr Schleier verbirgt noch einen Teil der Antwort; es ist also ein Vielleicht, das mit Zeit und Besinnung klarer werden sollte.",
  element: "Wasser",
  astrology: "Mond",
  imageAlt:
    "Eine Frau in fließenden blauen und weißen Gewändern, mit einer Hörnerkrone um eine Mondscheibe und einem Kreuz auf der Brust, sitzt zwischen einer schwarzen Säule mit dem Buchstaben B und einer weißen Säule mit dem Buchstaben J und hält eine Schriftrolle mit der Aufschrift TORA. Zu ihren Füßen liegt eine Mondsichel, und hinter ihr hängt ein Schleier, gemustert mit Granatäpfeln und Palmblättern.",
};
