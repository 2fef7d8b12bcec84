import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "Das Gericht",
  keywords: {
    upright: ["Erwachen", "Berufung", "Abrechnung", "Erneuerung", "Vergebung", "Selbstprüfung", "Wiedergeburt"],
    reversed: ["Selbstzweifel", "strenges Urteil über sich selbst", "eine Berufung überhören", "Angst vor Veränderung", "Reue", "aufgeschobene Entscheidungen"],
  },
  summary:
    "Ein Engel bläst aus den Wolken eine Posaune, und Gestalten erheben sich mit offenen Armen aus ihren Särgen. Ein Ruf, aufzuwachen, Bilanz zu ziehen und deiner Bestimmung zu folgen.",
  upright:
    "Ein Engel mit roten Flügeln beugt sich aus den Wolken und bläst eine goldene Posaune, an der eine weiße Fahne mit einem roten Kreuz hängt. Darunter erheben sich Männer, Frauen und Kinder aus offenen Särgen, die auf dem Wasser treiben, die Arme dem Klang entgegengestreckt, hinter ihnen verschneite Berge. Dies ist kein furchterregendes Urteil, sondern ein Aufruf: eine Einladung, aufzuwachen und in ein erfüllteres Leben zu treten." +
    "\n\n" +
    "Das Gericht erscheint oft, wenn du bereit bist, ehrlich Bilanz zu ziehen, dir frühere Fehler zu vergeben und einem Ruf zu folgen, der immer lauter geworden ist. Das kann eine Berufung sein, eine Entscheidung, die du aufgeschoben hast, oder die Erkenntnis, dass ein altes Kapitel wirklich abgeschlossen ist. Betrachte mit klarem Blick, wo du gewesen bist, behalte die Lehren und lass die Schuldgefühle los. Etwas in dir erhebt sich, und die Karte drängt dich, von ganzem Herzen darauf zu antworten, statt still im Sarg dessen liegen zu bleiben, der du früher warst.",
  reversed:
    "Auch in umgekehrter Lage ertönt die Posaune, doch vielleicht hältst du dir die Ohren zu. Womöglich spürst du, dass eine Veränderung nötig ist, zweifelst aber daran, dass du sie verdienst, oder fürchtest, was es kosten würde, dem Ruf zu folgen. Auch die Selbstkritik kann in dieser Lage stark sein und gesunde Besinnung in einen strengen inneren Gerichtssaal verwandeln." +
    "\n\n" +
    "Frag dich, wessen Urteil du eigentlich fürchtest. Oft ist es unsere eigene Stimme, die uns liegen bleiben lässt. Diese Stellung ermutigt dich, mit Mitgefühl auf die Vergangenheit zu blicken: Erkenne an, was schiefgelaufen ist, mach wieder gut, was du kannst, und lass es dann ruhen. Sie kann auch andeuten, dass eine wichtige Entscheidung aufgeschoben wird, während du auf eine Gewissheit wartest, die nie kommen wird. Lausche auf den Ruf unter dem Lärm und geh einen Schritt auf ihn zu. Erneuerung verlangt keine Vollkommenheit, nur Bereitschaft.",
  categories: {
    general:
      "Das Gericht kündigt einen Moment des Erwachens und der ehrlichen Bilanz an. Denk darüber nach, wo du gewesen bist, schließ Frieden damit und folge dem Ruf zu dem, was als Nächstes kommt.",
    love:
      "In Beziehungen kann diese Karte einen Wendepunkt bringen, an dem beide neu bewerten, was sie wollen. Alte Verletzungen werden vielleicht vergeben und eine Partnerschaft erneuert, oder es fällt eine klarsichtige Entscheidung über die Zukunft; in beiden Fällen ist Ehrlichkeit der Schlüssel.",
    career:
      "Beruflich fühlst du dich vielleicht zu einem anderen Weg oder einer neuen Stufe der Verantwortung berufen. Bewerte deine Arbeit ehrlich, erkenne an, was du gelernt hast, und sei bereit zu handeln, wenn eine bedeutende Gelegenheit ihren Ton anschlägt.",
    health:
      "Nimm diese Karte als Anstoß für eine ehrliche, freundliche Bestandsaufnahme deiner Gewohnheiten, deiner Energie und deiner Ruhe. Es kann ein passender Moment für einen Neuanfang bei Gewohnheiten sein, die dich stärken, auf Wunsch mit Begleitung durch eine Fachperson.",
    personal_development:
      "Wachstum entsteht durch eine Selbstprüfung, die zu Vergebung und Erneuerung führt. Verarbeite die Lehren der Vergangenheit so, dass sie zu Weisheit werden statt zu Ballast.",
    spirituality:
      "Spirituell markiert das Gericht ein Erwachen, das Gefühl, zu einer höheren Bestimmung oder einer tieferen Praxis gerufen zu werden. Hör genau hin, was deine Seele bewegt, und antworte mit Mut.",
    projects:
      "Jetzt ist die Zeit, einen Plan gründlich zu überprüfen, zu entscheiden, was bleibt und was wegfällt, und mit neuem Sinn neu zu starten. Auch ein Vorhaben, das du beiseitegelegt hast, verdient vielleicht ein zweites Leben.",
    emotions:
      "Vielleicht lässt du alte Schuldgefühle oder Reue los und fühlst dich dadurch leichter. Erlaube dir, dass dir vergeben wird, auch von dir selbst, und achte auf die frische Energie, die darauf folgt.",
    creativity:
      "Eine alte Idee kehrt vielleicht zurück und will neu geboren werden, oder du hörst einen klaren Ruf, an etwas zu arbeiten, das dir wirklich wichtig ist. Folge ihm und betrachte frühere Arbeiten mit frischen Augen.",
  },
  advice: "Folge dem Ruf, den du schon länger hörst, und lass die Schuldgefühle hinter dir, die dich daran hindern, dich zu erheben.",
  yesNoReason:
    "Das Gericht neigt zum Ja, besonders wenn es in der Frage um einen Neuanfang geht oder um eine Entscheidung, von der du im Herzen schon weißt, dass sie richtig ist.",
  element: "Feuer",
  astrology: "Pluto",
  imageAlt:
    "Ein rot geflügelter Engel taucht aus grauen Wolken auf und bläst eine goldene Posaune, an der eine weiße Fahne mit rotem Kreuz hängt. Darunter erheben sich bleiche, nackte Männer, Frauen und Kinder mit erhobenen Armen aus offenen Särgen, vor einem Meer und verschneiten Bergen.",
};
