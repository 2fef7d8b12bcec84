import type { CardThemes } from "../../../local-writer";
import { wordPattern } from "../../../writer";

/**
 * Die zwei Seiten jeder Karte in wenigen Worten, nach Kartennummer, im Akkusativ als Objekt eines Verbs ("der Turm
 * bringt eine plötzliche Erschütterung"): nie als Subjekt, nie nach einem Doppelpunkt für sich allein, jede eine
 * einzige Nominalgruppe ohne eigenes "und" und ohne Relativsatz.
 */
export const THEMES: readonly CardThemes[] = [
  { gift: "den Mut zu einem Neuanfang", weight: "einen Sprung ohne Landkarte" },
  { gift: "das Werkzeug zum Handeln", weight: "die Bündelung deines Willens" },
  { gift: "ein stilles inneres Wissen", weight: "noch verborgene Antworten" },
  { gift: "einen warmen Raum zum Wachsen", weight: "viel Geduld mit allem Wachsenden" },
  { gift: "eine feste Ordnung", weight: "die Last der Verantwortung" },
  { gift: "den Halt bewährter Traditionen", weight: "den Sog der Konventionen" },
  { gift: "eine Verbindung aus gemeinsamen Werten", weight: "eine Entscheidung des Herzens" },
  { gift: "entschlossenen Vorwärtsdrang", weight: "viel Mühe beim Kurshalten" },
  { gift: "gelassenen Mut", weight: "eine Geduldsprobe" },
  { gift: "eine Zeit ehrlicher Besinnung", weight: "eine Phase des Alleinseins" },
  { gift: "eine glückliche Wendung", weight: "Veränderungen außerhalb deiner Kontrolle" },
  { gift: "ein klares, faires Urteil", weight: "die Folgen früherer Entscheidungen" },
  { gift: "einen neuen Blickwinkel", weight: "eine ungewollte Pause" },
  { gift: "Raum für etwas Neues", weight: "einen notwendigen Abschied" },
  { gift: "ein heilsames Gleichgewicht", weight: "ein langsameres Tempo" },
  { gift: "einen Weg in die Freiheit", weight: "einen alten, starken Sog" },
  { gift: "die Chance auf einen Neuaufbau", weight: "eine plötzliche Erschütterung" },
  { gift: "stille, erneuernde Hoffnung", weight: "eine Hoffnung mit langem Atem" },
  { gift: "die Führung der Intuition", weight: "einen Nebel unklarer Zeichen" },
  { gift: "schlichte, sonnige Freude", weight: "ein helles Licht auf die Wahrheit" },
  { gift: "einen Ruf zur Erneuerung", weight: "eine ehrliche Bilanz" },
  { gift: "ein Gefühl der Vollendung", weight: "den Abschluss eines Kapitels" },
];

/** Körper und Selbstfürsorge der fragenden Person (Schlaf, Essen, Bewegung, Erholung, „deine Energie“): neben der Gesundheit eines anderen Menschen oder Tiers wird kein Kartensatz mit diesen Wörtern zitiert. */
export const SELF_CARE = wordPattern("\\b(?:schlaf\\w*|ernähr\\w*|essen|bewegung|sport|ruhepaus\\w*|erhol\\w*|dein\\w* (?:eigene\\w* )?(?:energie|kraft|körper|gesundheit)|selbstfürsorge|gewohnheit\\w*|wohlbefinden|atem\\w*|atmen|frische luft)\\b", { flags: "iu" });
