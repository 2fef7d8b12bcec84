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
  intents: {
    how_to_help: /\bcome\s+(?:posso|potrei|devo|possiamo)\s+(?:\p{L}+\s+){0,2}(?:aiutar\p{L}*|sostener\p{L}*|stargli|starle|accompagnar\p{L}*|avvicinarmi|consolar\p{L}*|rendergli|rendere)|\bcosa\s+posso\s+fare\s+per\b|\brender(?:e|gli|le|lo)\s+(?:tutto\s+|le\s+cose\s+)?pi[uù]\s+facil|\b(?:aiutare|sostenere)\s+(?:mia|mio|i\s+miei|le\s+mie)\b/iu,
    what_if: /^(?:e\s+|ma\s+)?(?:cosa\s+succede\s+se|che\s+succede\s+se|se\s+(?:io\s+)?\p{L}+)|\bcosa\s+succeder[aà]\s+se\b/iu,
    why: /^(?:e\s+)?perch[eé](?!\p{L})|\bcosa\s+(?:mi\s+)?(?:blocca|frena|impedisce|trattiene)(?!\p{L})/iu,
    when: /^(?:e\s+)?(?:quando|quanto\s+tempo|tra\s+quanto)(?!\p{L})/iu,
    should_I: /^(?:e\s+)?(?:[eè]\s+una\s+buona\s+idea|devo|dovrei|mi\s+conviene|è\s+il\s+momento\s+di|[eè]\s+ora\s+di)(?!\p{L})/iu,
  },
  intent: {
    how_to_help: [
      "Chiedi come puoi aiutare, e le carte rispondono con gesti piccoli e costanti più che con gesti grandi.",
      "La domanda è come aiutare, e l'aiuto più utile è spesso il più semplice.",
      "Aiutare qui comincia dall'esserci e dall'essere costante, più che dal trovare le parole giuste.",
      "Le carte indicano un aiuto pratico e discreto: prima la presenza, poi le soluzioni.",
    ],
    what_if: [
      "Chiedi che cosa succede se fai questo passo: le carte mostrano una direzione, non un risultato fisso, e il passo resta tuo.",
      "Ciò che segue quel passo non è scritto: le carte mostrano come potrebbe andare, e anche il modo in cui lo fai conta.",
      "Quel passo cambierebbe il quadro, anche se le carte non possono fissare dove porta.",
      "Prima di fare quel passo, vale la pena sapere che cosa ti aspetti da esso.",
    ],
    should_I: [
      "Farlo o no resta una tua decisione; ciò che le carte possono aggiungere è come muoverti.",
      "La scelta è tua, e c'è una cosa pratica che aiuta in ogni caso.",
      "Nessuna carta può prendere questa decisione al posto tuo, ma può rendere più chiara la prossima mossa.",
      "Il sì o il no restano tuoi; un passo concreto rende più facile l'una o l'altra risposta.",
    ],
    why: [
      "Chiedi che cosa si mette di traverso; nominarlo con chiarezza è il primo passo per spostarlo.",
      "Ciò che frena tutto questo è spesso qualcosa che puoi guardare in faccia.",
      "Il blocco raramente è un mistero, una volta detto ad alta voce.",
      "Chiedersi perché è già cominciare ad allentare ciò che è bloccato.",
    ],
  },
  steps: {
    others_health: [
      "Chiedi in reparto o all'équipe che se ne occupa quando puoi fare visita, e porta qualcosa di piccolo da casa.",
      "Dividi l'attesa con il resto della famiglia, così che nessuno porti da solo i giorni di ospedale.",
    ],
    pet_health: [
      "Annota ogni giorno quello che vedi (se mangia, se beve, come si muove) da mostrare al veterinario.",
      "Tienilo al caldo e tranquillo, e chiama oggi il veterinario se qualcosa cambia.",
    ],
    child: [
      "Cerca un momento insieme senza pressione, una passeggiata o un tragitto in macchina, in cui parlare è possibile ma non obbligatorio.",
      "Lo psicologo della scuola o il pediatra sono buone persone a cui rivolgersi se la chiusura dura.",
    ],
    work: [
      "Prima di qualsiasi incontro con le risorse umane, annota le date e ciò che è stato detto, nel modo più chiaro possibile.",
      "Metti prima i tuoi punti principali su un solo foglio, così che il colloquio resti sui fatti.",
    ],
    money: [
      "Uno sportello gratuito di consulenza sui debiti può rivedere le cifre con te, senza costi.",
      "Annota quello che entra e quello che esce questo mese, e portalo a una consulenza gratuita sul bilancio.",
    ],
    law: [
      "Raccogli lettere e date in una cartella prima di parlare con un avvocato o uno sportello legale.",
      "Uno sportello legale gratuito può dirti dove ti trovi prima di decidere qualsiasi cosa.",
    ],
    grief: [
      "Fai sapere a una persona vicina quanto pesa tutto questo, e lasciala stare un po' con te.",
      "Il Telefono Amico e i gruppi di sostegno al lutto esistono proprio per queste settimane.",
    ],
    love: [
      "Scegli un momento tranquillo e di' una frase sincera su quello che senti; poi ascolta.",
      "Chiedi invece di indovinare: una domanda aperta dice più di una settimana di dubbi.",
    ],
    general: [
      "Scrivi l'unica cosa che puoi fare questa settimana, e falla per prima.",
      "Parlane con una persona di fiducia prima di muoverti.",
      "Scegli un'azione piccola e concreta per i prossimi giorni e lascia che il resto aspetti.",
      "Concediti un'ora tranquilla per mettere in ordine i fatti prima di decidere qualsiasi cosa.",
    ],
  },
  professionals: [
    [/veterinari/iu, "il veterinario"],
    [/\bmedic[oi]\b|\bdottor|\bospedale\b|\bpronto\s+soccorso\b/iu, "un medico"],
    [/\bavvocat/iu, "un avvocato"],
    [/\bconsulent|\bcommercialista\b/iu, "un consulente"],
    [/\bpsicolog|\bterapeut/iu, "uno psicologo"],
  ],
  seeProfessional: [
    ({ who }) => `Sul sentire ${who}, le carte non pesano contro: nel dubbio, sentire ${who} è sempre giusto, e prima è meglio che dopo.`,
    ({ who }) => `Le carte non sconsigliano mai di sentire ${who}: se sei in dubbio, fallo adesso invece di aspettare.`,
  ],
};
