import type { FollowUpLines } from "../../../local-writer";
import { oneColon } from "../../../quote-frames";
import { cap, list, Names, names, namesDel, ordinal, v, type ItCard, type ItFocus } from "./grammar";

/** La risposta a una domanda di approfondimento: le stesse carte, lette per le sue parole e la sua forma. */

const PLACES = {
  heart: "al cuore della questione",
  past: "nella posizione del passato",
  present: "nella posizione del presente",
  future: "nella posizione del futuro",
  situation: "nella posizione della situazione",
  challenge: "nella posizione della sfida",
  hidden_influence: "nella posizione dell'influenza nascosta",
  advice: "nella posizione del consiglio",
  outcome: "nella posizione del risultato",
} as const;

export const FOLLOW_UP: FollowUpLines<ItCard, ItFocus> = {
  opening: [
    ({ q, cards }) => `Hai chiesto ${q}, e rispondono le stesse carte: ${list(cards.map(({ c, label }) => `${c.il} (${label})`))}.`,
    ({ q, cards }) => `Alla tua domanda, ${q}, rispondono le carte già sul tavolo: ${list(cards.map(({ c, label }) => `${c.il} (${label})`))}.`,
  ],
  about: [
    ({ f, focus }) => `Questa domanda riguarda ${f.topic.il}, quindi la risposta si rivolge prima di tutto ${list(focus.map((card) => card.al))}.`,
    ({ f, focus }) => `La tua domanda si volge verso ${f.topic.il}, ${v(focus, "ed è", "e sono")} ${names(focus)} ad avere più da dire.`,
  ],
  noNewCard: [() => `Una domanda di approfondimento legge le carte che hai già pescato e non ne aggiunge mai: qui non si pesca nessuna carta nuova, per quelle serve una nuova lettura.`],
  noDates: [
    ({ f }) => `Le carte non danno date; dicono se il momento è maturo e che cosa servirebbe per ${f.topic.il}.`,
    ({ f }) => `Nessuna carta può fissare un giorno o un mese per ${f.topic.il}, ma le carte possono mostrare di che cosa avrebbe bisogno il momento giusto.`,
  ],
  where: ({ place, ordinal: n, label, verdict }) => (verdict ? `come ${ordinal(n)} carta` : place ? PLACES[place] : `come «${label}»`),
  cardLead: [
    ({ c, f, where, themes }) => `${c.Il}, ${where}, ${v(c, "porta", "portano")} ${themes.gift} ${f.topic.al}.`,
    ({ c, f, where, themes }) => `${cap(where)}, ${c.il} ${v(c, "orienta", "orientano")} ${f.topic.il} verso ${themes.gift}.`,
    ({ c, f, where, themes }) => `${cap(where)}, ${c.il} ${v(c, "porta", "portano")} alla luce ${themes.weight} ${f.topic.nel}.`,
  ],
  lean: {
    yes: [
      ({ focus }) => `Quindi, a questa domanda, ${names(focus)} ${v(focus, "pende", "pendono")} verso il sì, ed è una tendenza, non una promessa.`,
      ({ focus, decision }) => `Su questa domanda le carte pendono verso il sì grazie ${list(focus.map((card) => card.al))}${decision ? ", e la scelta resta tua" : "; le tue scelte contano sempre"}.`,
    ],
    no: [
      ({ focus }) => `Quindi, a questa domanda, ${names(focus)} ${v(focus, "pende", "pendono")} verso il no per ora, e può cambiare se cambiano le cose.`,
      ({ focus }) => `Su questa domanda le carte pendono verso il no a causa ${namesDel(focus)}, e un no per ora non è un no per sempre.`,
    ],
    maybe: [
      ({ focus }) => `Quindi, a questa domanda, ${names(focus)} ${v(focus, "dà", "danno")} un forse sincero.`,
      ({ focus }) => `Su questa domanda ${names(focus)} non ${v(focus, "si sbilancia", "si sbilanciano")}, e questo lascia spazio alla tua parte.`,
    ],
  },
  choice: [
    ({ favoured, other, focus }) => `Tra ${favoured} e ${other}, ${names(focus)} ${v(focus, "pende", "pendono")} per ${favoured}: una tendenza, non un verdetto, e la scelta è tua.`,
    ({ favoured, focus }) => `Delle due strade, le carte preferiscono ${favoured} per via ${namesDel(focus)}, anche se la decisione resta tua.`,
  ],
  choiceOpen: [
    ({ first, second, focus }) => `Tra ${first} e ${second}, ${names(focus)} non ${v(focus, "sceglie", "scelgono")}: soppesa le due strade alla luce di ciò che conta di più per te.`,
    ({ first, second, focus }) => `${Names(focus)} ${v(focus, "lascia", "lasciano")} ${first} e ${second} in equilibrio, quindi concediti ancora un po' di tempo per scegliere.`,
  ],
  counsel: oneColon([
    ({ c, f, advice }) => `Per ${f.topic.il}, il consiglio viene ${c.dal}: ${advice}`,
    ({ c, f, advice }) => `Che cosa fare per ${f.topic.il} te lo ${v(c, "dice", "dicono")} ${c.il}: ${advice}`,
    ({ c, f, advice }) => `Porta il consiglio ${c.del} dentro ${f.topic.il}: ${advice}`,
    ({ c, f, advice }) => `${cap(f.topic.nel)}, ${c.il} ti ${v(c, "indica", "indicano")} la strada: ${advice}`,
  ], "advice", "; "),
};
