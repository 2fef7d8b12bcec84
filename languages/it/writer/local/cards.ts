import type { CardThemes } from "../../../local-writer";
import { wordPattern } from "../../../writer";

/**
 * Le due facce di ogni carta in poche parole, per numero di carta, come complemento oggetto ("la Torre porta uno
 * scossone improvviso"): mai dopo "di", "a", "in", "da" o "su", che si fonderebbero con l'articolo. Ognuna è un solo
 * sintagma senza una "e" propria, perché un elenco di temi si legga con chiarezza.
 */
export const THEMES: readonly CardThemes[] = [
  { gift: "il coraggio di ricominciare", weight: "un salto senza mappa" },
  { gift: "i mezzi per far accadere le cose", weight: "il bisogno di concentrare la tua volontà" },
  { gift: "un sapere interiore sereno", weight: "risposte che ancora non si vedono" },
  { gift: "uno spazio caldo in cui crescere", weight: "la pazienza che serve a tutto ciò che cresce" },
  { gift: "una struttura solida", weight: "il peso delle responsabilità" },
  { gift: "il sostegno di ciò che ha dato buona prova", weight: "la pressione delle convenzioni" },
  { gift: "un legame fondato su valori condivisi", weight: "una scelta del cuore" },
  { gift: "una spinta decisa", weight: "la fatica di tenere la rotta" },
  { gift: "un coraggio tranquillo", weight: "una prova di pazienza" },
  { gift: "un tempo di riflessione sincera", weight: "un periodo di solitudine" },
  { gift: "una svolta fortunata", weight: "cambiamenti che non dipendono da te" },
  { gift: "un giudizio limpido", weight: "le conseguenze di scelte passate" },
  { gift: "uno sguardo nuovo", weight: "una pausa che non hai scelto" },
  { gift: "spazio per qualcosa di nuovo", weight: "una fine da accettare" },
  { gift: "un equilibrio che rasserena", weight: "il bisogno di rallentare" },
  { gift: "una via verso più libertà", weight: "un vecchio legame difficile da sciogliere" },
  { gift: "l'occasione di ricostruire su basi più sicure", weight: "uno scossone improvviso" },
  { gift: "una speranza quieta che rinnova", weight: "una speranza che chiede tempo" },
  { gift: "la guida dell'intuizione", weight: "una nebbia di segnali confusi" },
  { gift: "una gioia luminosa", weight: "una luce piena sulla verità" },
  { gift: "un richiamo al rinnovamento", weight: "un bilancio onesto" },
  { gift: "un senso di compimento", weight: "la fine di un capitolo" },
];

/** Il corpo e la cura di sé di chi chiede (sonno, cibo, esercizio, riposo, «la tua energia»): accanto alla salute di un'altra persona o di un animale, nessuna frase di carta con queste parole viene citata. */
export const SELF_CARE = wordPattern("\\b(?:sonno|dormire|dormi\\w*|riposo|ripos\\w*|cibo|alimentazione|mangiare|dieta|esercizio|movimento|la tua (?:energia|salute)|il tuo corpo|cura di te|abitudin\\w*|benessere|idrat\\w*|respir\\w*|aria aperta)\\b", { flags: "iu" });
