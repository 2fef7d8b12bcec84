import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "Der Turm",
  keywords: {
    upright: ["plötzlicher Wandel", "Umbruch", "Offenbarung", "Zusammenbruch von Illusionen", "Erwachen", "Durchbruch", "Erschütterung"],
    reversed: ["abgewendete Katastrophe", "Angst vor Veränderung", "aufgeschobener Umbruch", "innerer Aufruhr", "Festklammern an Strukturen", "Wiederaufbau"],
  },
  summary:
    "Ein Blitz schlägt in einen hohen Turm, reißt seine Krone herunter und lässt zwei Gestalten stürzen. Was auf wackligem Grund gebaut war, gibt nach, und die Wahrheit kommt ans Licht.",
  upright:
    "Ein Blitz spaltet die Spitze eines grauen Turms, der auf einem felsigen Gipfel thront. Seine goldene Krone stürzt herab, Flammen schlagen aus den Fenstern, und zwei Gestalten fallen kopfüber durch den dunklen Himmel, umgeben von feurigen Tropfen. Der Turm ist die Karte der plötzlichen Erschütterung: Ein Bauwerk, das fest schien, ruht in Wahrheit auf einer falschen Grundlage und kann nicht länger stehen." +
    "\n\n" +
    "Im ersten Moment kann das erschreckend sein. Ein Plan scheitert, ein Geheimnis kommt ans Licht, oder eine Überzeugung, auf die du dich verlassen hast, erweist sich als falsch. Doch der Blitz bringt auch Erleuchtung. Was einstürzt, war nicht tragfähig, und die freie Fläche, die danach bleibt, gibt dir die Möglichkeit, auf ehrlichen Fundamenten zu bauen. Du musst den Umbruch nicht begrüßen, um aus ihm zu lernen. Konzentriere dich auf das, was jetzt wirklich ist, kümmere dich um das Wesentliche und lass den Staub sich legen, bevor du entscheidest, was du wieder aufbaust.",
  reversed:
    "Ein umgekehrter Turm kann auf einen Umbruch hindeuten, der knapp abgewendet wurde, oder auf einen, der sich eher in dir als um dich herum abspielt. Vielleicht spürst du, wie sich Risse bilden, und arbeitest hart daran, die Mauern aufrecht zu halten. Manchmal ist diese Mühe klug; manchmal zögert sie nur eine Abrechnung hinaus, die sanfter ausfiele, wenn du dich ihr früher stellen würdest." +
    "\n\n" +
    "Diese Lage beschreibt auch die Zeit nach einer Erschütterung, wenn du die Trümmer sichtest und entscheidest, was du behalten willst. Die Angst vor der Veränderung ist vielleicht größer als die Veränderung selbst. Frag dich, ob du dich an eine Struktur klammerst, weil sie dir noch Schutz bietet, oder nur, weil sie vertraut ist. Ein kontrollierter Umbau, zu deinen eigenen Bedingungen gewählt, kann dir den Blitzschlag ersparen. Und wenn der Sturm schon vorüber ist, erkenne an, dass du ihn überstanden hast, bevor du den ersten neuen Stein setzt.",
  categories: {
    general:
      "Der Turm weist auf eine plötzliche Wende hin, die offenlegt, was instabil war. Das ist beunruhigend, doch es fegt Illusionen hinweg und gibt dir die Möglichkeit, auf festerem Grund neu zu bauen.",
    love:
      "In Beziehungen kann eine Wahrheit abrupt zutage treten, oder ein Streit zerrt lange begrabene Themen ans Licht. So schmerzhaft sich das anfühlt, es kann ein festgefahrenes Muster aufbrechen; Ehrlichkeit ermöglicht jetzt entweder einen Neubeginn oder eine klare, notwendige Trennung.",
    career:
      "Im Beruf solltest du mit Umstrukturierungen rechnen, mit einer abrupten Planänderung oder einer Enthüllung, die deinen Blick auf deine Arbeit verändert. Bewahre deinen Stand, indem du dich auf deine Fähigkeiten und das Wesentliche konzentrierst, und nutze die Erschütterung als Gelegenheit, deine Richtung zu überdenken.",
    health:
      "Nutze diese Karte, um darüber nachzudenken, was mit deiner Energie bei plötzlichem Stress geschieht. Gönn dir zusätzliche Ruhe, verlässliche Abläufe und unterstützende Gesellschaft, solange es turbulent ist, und wende dich an eine Fachperson, wenn die Belastung schwer wiegt.",
    personal_development:
      "Eine Überzeugung über dich selbst oder die Welt kann zerbröckeln und dich für kurze Zeit orientierungslos zurücklassen. So unbequem das ist, dieser Durchbruch schafft Raum für ein echteres Selbstbild, gebaut auf dem, wovon du jetzt weißt, dass es wahr ist.",
    spirituality:
      "Spirituell ist der Turm ein Blitz plötzlicher Einsicht, der alte Gewissheiten zerschmettert. Lass dir vom Blitz zeigen, was falsch war, und bleib offen für den weiteren Blick, den er freigibt.",
    projects:
      "Ein Vorhaben stößt vielleicht auf ein unerwartetes Hindernis oder offenbart einen grundlegenden Fehler. Statt die Risse zu überkleben, beurteile ehrlich, ob du von Grund auf neu bauen oder deine Kraft umlenken solltest.",
    emotions:
      "Gefühle können heftig und chaotisch sein, während sich etwas verschiebt, auf das du dich verlassen hast. Sei sanft mit dir; ein Schock braucht Zeit, um sich zu legen, und die Stabilität kehrt Schritt für Schritt zurück.",
    creativity:
      "Kreativ liefert der Turm einen umstürzenden Funken, der Blockaden und abgenutzte Formeln zertrümmern kann. Begrüße das Chaos als Rohmaterial und forme dann, was übrig bleibt, zu etwas Kühnerem.",
  },
  advice: "Wenn etwas zusammenbricht, verankere dich in dem, was wahr ist, und baue auf festeren Fundamenten neu.",
  yesNoReason:
    "Der Turm neigt zum Nein, weil die bestehende Lage wahrscheinlich erschüttert wird, auch wenn sich das, was auf den Umbruch folgt, als besser erweisen kann.",
  element: "Feuer",
  astrology: "Mars",
  imageAlt:
    "Ein Blitz schlägt in die Spitze eines hohen grauen Turms auf einem felsigen Gipfel und reißt seine goldene Krone herunter, während Flammen aus den Fenstern schlagen. Zwei Gestalten, eine davon gekrönt, stürzen kopfüber durch einen schwarzen Himmel voller grauer Wolken und gelber Feuertropfen.",
};
