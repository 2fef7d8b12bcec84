import type { Element, SectionLines } from "../../../local-writer";
import { oneColon, quoteFrames } from "../../../quote-frames";
import { agree, cap, lui, ordinal, phrase, sky, v, type ItCard, type ItFocus } from "./grammar";

/** La sezione di ogni carta: come si apre al suo posto, il suo voto in una scelta, il futuro aperto e le aggiunte. */

export const ELEMENT_QUALITY: Record<Element, string> = {
  Fire: "slancio e calore",
  Water: "sensibilità e intuito",
  Air: "chiarezza di pensiero e parole sincere",
  Earth: "pazienza e senso pratico",
};

/** "il fuoco", "l'acqua", "l'aria", "la terra": an element's name with its article, lower-case. */
export const theElement = (element: string) => {
  const name = element.toLowerCase();
  return /^[aeiou]/.test(name) ? `l'${name}` : name === "fuoco" ? `il ${name}` : `la ${name}`;
};

export const SECTION: SectionLines<ItCard, ItFocus> = {
  lead: {
    heart: [
      ({ c, f, themes }) => `Come unica carta della tua domanda, ${c.il} ${v(c, "occupa", "occupano")} il centro ${f.topic.del} e ${v(c, "porta", "portano")} ${themes.gift}.`,
      ({ c, f, themes }) => `Da ${agree(c, "sol")}, ${c.il} ${v(c, "parla", "parlano")} per tutta la lettura e ${v(c, "offre", "offrono")} ${themes.gift} ${f.topic.al}.`,
      ({ c, themes }) => `Al cuore della questione c'è ${c.il}, che ${v(c, "offre", "offrono")} ${themes.gift}.`,
      ({ c, themes }) => `${c.Il} ${v(c, "regge", "reggono")} il centro di questa lettura, e quello che ${v(c, "offre", "offrono")} qui è ${themes.gift}.`,
      ({ c, f, themes }) => `Con una sola carta sul tavolo, ${c.il} ${v(c, "ha", "hanno")} spazio per parlare chiaro ${f.topic.del}, e quello che ${v(c, "offre", "offrono")} è ${themes.gift}.`,
    ],
    past: [
      ({ c, themes }) => `Se guardi indietro, ${c.il} ${v(c, "descrive", "descrivono")} il terreno da cui vieni, un tempo segnato ${phrase(themes.weight).dal}.`,
      ({ c, themes }) => `Le radici di questa domanda stanno ${c.nel}, che a suo tempo ti ${v(c, "ha", "hanno")} portato ${themes.gift}.`,
      ({ c, themes }) => `Nella posizione del passato, ${c.il} ${v(c, "mostra", "mostrano")} ciò che ti ha condotto fin qui, una stagione che ti ha lasciato ${themes.gift}.`,
      ({ c, themes }) => `Quello che è venuto prima porta il segno ${c.del}, che si è lasciato alle spalle ${themes.weight}.`,
      ({ c, themes }) => `Alle spalle di tutto questo c'è ${c.il}, che ti ${v(c, "ha", "hanno")} lasciato ${themes.gift}.`,
      ({ c, themes }) => `Il passato parla con la voce ${c.del}: da lì viene ${themes.gift}.`,
    ],
    present: [
      ({ c, f, themes }) => `In questo momento ${c.il} ${v(c, "occupa", "occupano")} il centro ${f.topic.del} e ${v(c, "porta", "portano")} ${themes.gift}.`,
      ({ c, themes }) => `Nel presente, ${c.il} ${v(c, "descrive", "descrivono")} dove ti trovi oggi e ti ${v(c, "chiede", "chiedono")} di guardare in faccia ${themes.weight}.`,
      ({ c, themes }) => `L'energia di oggi appartiene ${c.al}, con ${themes.gift} a portata di mano.`,
      ({ c, f, themes }) => `Proprio ora, ${c.il} ${v(c, "porta", "portano")} ${themes.gift} dentro ${f.topic.il}.`,
    ],
    future: [
      ({ c, themes }) => `Guardando avanti, ${c.il} ${v(c, "suggerisce", "suggeriscono")} dove vanno le cose se la rotta resta questa: verso ${themes.gift}.`,
      ({ c, themes }) => `Nella posizione del futuro, ${c.il} ${v(c, "disegna", "disegnano")} una direzione, non un destino già scritto, che porta ${themes.gift}.`,
      ({ c, themes }) => `Ciò che comincia a prendere forma porta la firma ${c.del}, con ${themes.gift} all'orizzonte.`,
      ({ c, f, themes }) => `Più avanti lungo il cammino ti ${v(c, "aspetta", "aspettano")} ${c.il}, con ${themes.gift} per ${f.topic.il}.`,
    ],
    situation: [
      ({ c, f, themes }) => `La situazione in sé la ${v(c, "descrive", "descrivono")} ${c.il}, con ${themes.weight} al centro ${f.topic.del}.`,
      ({ c, themes }) => `Come carta della situazione, ${c.il} ${v(c, "disegna", "disegnano")} la scena: sullo sfondo c'è ${themes.weight}.`,
      ({ c, f, themes }) => `${c.Il} ${v(c, "mostra", "mostrano")} ${f.topic.il} così com'è oggi, con ${themes.weight} sullo sfondo.`,
    ],
    challenge: [
      ({ c, themes }) => `Nella posizione della sfida, ${c.il} ti ${v(c, "chiede", "chiedono")} di guardare in faccia ${themes.weight} invece di girarci intorno.`,
      ({ c, themes }) => `Ciò che più ti mette alla prova in questo momento ${v(c, "è", "sono")} ${c.il}, perché ${v(c, "porta", "portano")} con sé ${themes.weight}.`,
      ({ c, themes }) => `L'ostacolo qui prende la forma ${c.del}, e imparare a convivere con ${themes.weight} fa parte del lavoro.`,
      ({ c, themes }) => `Di traverso alla situazione, ${c.il} ${v(c, "dà", "danno")} un nome alla tensione che stai attraversando: ${themes.weight}.`,
    ],
    hidden_influence: [
      ({ c, themes }) => `Sotto la superficie, ${c.il} ${v(c, "lavora", "lavorano")} in silenzio e ${v(c, "mette", "mettono")} in gioco ${themes.weight}, forse in modi che non hai ancora notato.`,
      ({ c, themes }) => `Come influenza nascosta, ${c.il} ${v(c, "indica", "indicano")} una corrente di fondo: ${themes.weight}.`,
      ({ c, themes }) => `Meno visibile ma altrettanto reale è la spinta ${c.del}, e con essa ${themes.gift}.`,
      ({ c, f, themes }) => `Senza farsi vedere, ${c.il} ${v(c, "modella", "modellano")} ${f.topic.il} più di quanto sembri, con ${themes.weight} di mezzo.`,
    ],
    advice: [
      ({ c, themes }) => `La carta del consiglio è ${c.il}, e ti ${v(c, "invita", "invitano")} a muoverti con ${themes.gift}.`,
      ({ c, themes }) => `Come guida, la stesa ti offre ${c.il}, che ti ${v(c, "chiede", "chiedono")} di portare con te ${themes.gift}.`,
      ({ c, f, themes }) => `Come consiglio, ${c.il} ${v(c, "suggerisce", "suggeriscono")} di affrontare ${f.topic.il} con ${themes.gift}.`,
      ({ c, themes }) => `Ciò che più ti aiuterebbe è lo spirito ${c.del}: ${themes.gift}.`,
    ],
    outcome: [
      ({ c, themes }) => `Nella posizione del risultato, ${c.il} ${v(c, "mostra", "mostrano")} dove è probabile che portino le cose se continui così: verso ${themes.gift}.`,
      ({ c, themes }) => `L'esito probabile è nelle mani ${c.del}, che ${v(c, "punta", "puntano")} verso ${themes.gift}.`,
      ({ c, themes }) => `Questa strada tende a condurre ${c.al}, e con ${lui(c)} ${themes.gift}.`,
      ({ c, themes }) => `Per come stanno le cose, il cammino piega verso ${c.il} e ${themes.gift}.`,
    ],
  },
  verdictLead: [
    ({ c, ordinal: n, themes }) => `Come ${ordinal(n)} carta, ${c.il} ${v(c, "porta", "portano")} alla domanda ${themes.gift}.`,
    ({ c, themes }) => `${c.Il} ${v(c, "porta", "portano")} qui ${themes.gift}.`,
    ({ c, f, themes }) => `${cap(f.topic.sul)}, ${c.il} ${v(c, "posa", "posano")} ${themes.gift}.`,
    ({ c, ordinal: n, themes }) => `La ${ordinal(n)} voce della stesa è quella ${c.del}, che ${v(c, "porta", "portano")} ${themes.gift}.`,
    ({ c, ordinal: n, themes }) => `In ${ordinal(n)} posizione, ${c.il} ${v(c, "entra", "entrano")} in gioco con ${themes.gift}.`,
    ({ c, f, ordinal: n, themes }) => `Passando alla ${ordinal(n)} carta, ${c.il} ${v(c, "aggiunge", "aggiungono")} ${themes.gift} ${f.topic.al}.`,
    ({ c, f, themes }) => `Qui ${c.il} ${v(c, "illumina", "illuminano")} ${f.topic.il} con ${themes.gift}.`,
  ],
  genericLead: [
    ({ c, f, label, themes }) => `Al posto di «${label}», ${c.il} ${v(c, "porta", "portano")} ${themes.gift} ${f.topic.al}.`,
    ({ c, label, themes }) => `Come «${label}», ${c.il} ${v(c, "indica", "indicano")} ${themes.gift}.`,
    ({ c, label, themes }) => `Per «${label}», le carte danno ${c.il}, e con ${lui(c)} ${themes.gift}.`,
    ({ c, f, label, themes }) => `In rappresentanza di «${label}», ${c.il} ${v(c, "colora", "colorano")} ${f.topic.il} con ${themes.gift}.`,
    ({ c, label, themes }) => `Da «${label}», ${c.il} ti ${v(c, "invita", "invitano")} a guardare ${themes.weight}.`,
    ({ c, label, themes }) => `Arrivati a «${label}», ${c.il} ${v(c, "offre", "offrono")} ${themes.gift}.`,
    ({ c, label, themes }) => `Quello che ${c.il} ${v(c, "porta", "portano")} a «${label}» è ${themes.gift}.`,
    ({ c, label, themes }) => `Sotto «${label}» ${v(c, "c'è", "ci sono")} ${c.il}, con ${themes.weight}.`,
  ],
  quote: quoteFrames(
    {
      named: [
        ({ c, f, text }) => `Per ${f.topic.il}, ${c.il} lo ${v(c, "dice", "dicono")} così: ${text}`,
        ({ c, text }) => `Con le parole ${c.del}: ${text}`,
        ({ c, f, text }) => `Qui ${c.il} ${v(c, "ha", "hanno")} qualcosa di concreto da dire ${f.topic.sul}: ${text}`,
        ({ c, text }) => `Il messaggio ${c.del} va oltre: ${text}`,
        ({ c, f, text }) => `Guardando ${f.topic.il}, ${c.il} ${v(c, "aggiunge", "aggiungono")} qualcosa: ${text}`,
        ({ c, text }) => `Detto in parole semplici, ${c.il} ${v(c, "dice", "dicono")} questo: ${text}`,
        ({ c, f, text }) => `Di fronte ${f.topic.al}, ${c.il} si ${v(c, "legge", "leggono")} così: ${text}`,
        ({ c, text }) => `${c.Il} ${v(c, "aggiunge", "aggiungono")} altro: ${text}`,
      ],
      namedComma: [
        ({ c, text }) => `Con ${c.il}, ${text}`,
        ({ c, text }) => `Secondo ${c.il}, ${text}`,
        ({ c, f, text }) => `Per ${f.topic.il}, e secondo ${c.il}, ${text}`,
        ({ c, f, text }) => `Secondo ${c.il}, e di fronte ${f.topic.al}, ${text}`,
        ({ c, f, text }) => `Di fronte ${f.topic.al}, con ${c.il}, ${text}`,
        ({ c, text }) => `Agli occhi ${c.del}, ${text}`,
        ({ c, f, text }) => `Con ${c.il}, e guardando ${f.topic.il}, ${text}`,
      ],
      plain: [
        ({ f, text }) => `Per ${f.topic.il}, questo significa: ${text}`,
        ({ text }) => `Nel tuo caso: ${text}`,
        ({ text }) => `C'è dell'altro: ${text}`,
        ({ text }) => `Detto semplicemente: ${text}`,
        ({ f, text }) => `Guardando ${f.topic.il}: ${text}`,
        ({ text }) => `E va oltre: ${text}`,
        ({ f, text }) => `Per quanto riguarda ${f.topic.il}: ${text}`,
        ({ text }) => `Letto per te: ${text}`,
        ({ f, text }) => `Di fronte ${f.topic.al}: ${text}`,
        ({ f, text }) => `Alla luce ${f.topic.del}: ${text}`,
      ],
      plainComma: [
        ({ text }) => `Qui, ${text}`,
        ({ text }) => `Nel tuo caso, ${text}`,
        ({ f, text }) => `Per ${f.topic.il}, ${text}`,
        ({ text }) => `Inoltre, ${text}`,
        ({ text }) => `A guardar bene, ${text}`,
      ],
    },
    ({ text }) => text,
  ),
  reason: quoteFrames(
    {
      named: [({ c, text }) => `L'inclinazione ${c.del} ha il suo perché: ${text}`, ({ c, f, text }) => `Riguardo ${f.topic.al}, ${c.il} ${v(c, "risponde", "rispondono")} così: ${text}`],
      namedComma: [({ c, text }) => `Con ${c.il}, ${text}`, ({ c, text }) => `Secondo ${c.il}, ${text}`],
      plain: [({ f, text }) => `Riguardo ${f.topic.al}, la risposta è questa: ${text}`, ({ text }) => `Quanto alla risposta: ${text}`],
      plainComma: [({ f, text }) => `Riguardo ${f.topic.al}, ${text}`, ({ text }) => `Quanto alla risposta, ${text}`],
    },
    ({ text }) => text,
  ),
  choiceVote: {
    yes: [
      ({ c, hypothesis }) => `Davanti ${hypothesis ? "alle due ipotesi" : "alla tua scelta"}, ${c.il} ${v(c, "parla", "parlano")} a favore della prima.`,
      ({ c, hypothesis }) => `Lo slancio ${c.del} va verso la prima ${hypothesis ? "ipotesi" : "strada"} che hai nominato.`,
      ({ c, hypothesis }) => `${cap(c.il)} ${v(c, "aggiunge", "aggiungono")} peso alla prima ${hypothesis ? "ipotesi" : "strada"}.`,
    ],
    no: [
      ({ c, hypothesis }) => (hypothesis ? `Davanti alle due ipotesi, ${c.il} ${v(c, "conferma", "confermano")} piuttosto la seconda.` : `Davanti alla tua scelta, ${c.il} ${v(c, "pende", "pendono")} verso la seconda, o almeno ${v(c, "invita", "invitano")} a non precipitarsi sulla prima.`),
      ({ c, hypothesis }) => `La prudenza ${c.del} indica la seconda ${hypothesis ? "ipotesi" : "strada"}.`,
      ({ c, hypothesis }) => `${cap(c.il)} ${v(c, "fa", "fanno")} pendere la bilancia verso la seconda ${hypothesis ? "ipotesi" : "strada"}.`,
    ],
    maybe: [
      ({ c, hypothesis }) => `Davanti ${hypothesis ? "alle due ipotesi" : "alla tua scelta"}, ${c.il} non ${v(c, "prende", "prendono")} posizione.`,
      ({ c, hypothesis }) => `${cap(c.il)} ${v(c, "resta", "restano")} in disparte rispetto a entrambe, il che suggerisce che ${hypothesis ? "è presto per dirlo" : "la scelta chiede ancora riflessione"}.`,
      ({ c }) => `${cap(c.il)} ${v(c, "lascia", "lasciano")} le due in equilibrio, per ora.`,
    ],
  },
  voiceLine: {
    gentle: [],
    direct: [
      ({ c, themes }) => `In breve: ${c.il} ${v(c, "porta", "portano")} ${themes.gift}.`,
      ({ c, themes }) => `Detto chiaro, ${c.il} ti ${v(c, "mette", "mettono")} davanti ${themes.weight}.`,
      ({ c, themes }) => `Senza giri di parole: qui ${c.il} ${v(c, "rappresenta", "rappresentano")} ${themes.gift}.`,
      ({ c, themes }) => `Senza fronzoli: quello che ${c.il} ${v(c, "offre", "offrono")} è ${themes.gift}.`,
    ],
    practical: [
      ({ c, themes }) => `In pratica, ${c.il} ti ${v(c, "lascia", "lasciano")} qualcosa da tenere d'occhio questa settimana: ${themes.weight}.`,
      ({ c, themes }) => `Metti in conto ${themes.weight} quando pianifichi; ${c.il} lo ${v(c, "annuncia", "annunciano")} perché tu possa prevederlo.`,
      ({ c, themes }) => `Il costo che ${c.il} ti ${v(c, "chiede", "chiedono")} di prevedere è ${themes.weight}.`,
      ({ c, themes }) => `Quando fai piani, metti in conto anche ${themes.weight}: è l'avvertimento pratico ${c.del}.`,
    ],
    mystic: [
      ({ c, themes }) => `L'immagine ${c.del} resta, e porta ${themes.gift} oltre la soglia della lettura.`,
      ({ c, themes }) => `Ascolta ${c.il} nei momenti di quiete: il suo linguaggio, più antico delle parole, porta ${themes.gift}.`,
      ({ c, themes }) => `Sotto la superficie dipinta ${c.del} si muove qualcosa di più antico: ${themes.weight}.`,
      ({ c, themes }) => `Nell'antica lingua delle carte, ${c.il} ${v(c, "ha", "hanno")} sempre significato ${themes.gift}.`,
    ],
  },
  openFuture: [
    ({ c }) => `Prendi ${c.il} come una direzione, non come un destino già scritto: quello che decidi ora può ancora cambiarla.`,
    ({ c }) => `Quello che ${c.il} ${v(c, "mostra", "mostrano")} qui non è scolpito nella pietra: indica dove porta la corrente se continui a remare allo stesso modo.`,
    ({ c }) => `Quello che ${c.il} ${v(c, "annuncia", "annunciano")} è una tendenza, non una sentenza, e il modo in cui affronterai le prossime settimane può piegarla.`,
    ({ c }) => `Leggi ${c.il} come la strada su cui ti trovi oggi: un passo diverso adesso può ancora portarti altrove.`,
    ({ c }) => `${c.Il} ${v(c, "descrive", "descrivono")} dove portano le abitudini di oggi, e un'abitudine si può cambiare.`,
  ],
  plainLead: [
    ({ c, where }) => `${cap(where)} ${v(c, "compare", "compaiono")} ${c.il}.`,
    ({ c, where }) => `${c.Il} ${v(c, "è", "sono")} ${agree(c, "uscit")} ${where}.`,
    ({ c, where }) => `${cap(where)} ${v(c, "c'è", "ci sono")} ${c.il}.`,
  ],
  omenHere: [
    ({ c }) => `Qui ${c.il} ${v(c, "può", "possono")} parlare di tutto ciò che è cambiato da quando è cominciato questo periodo, e della forza che serve per adattarsi.`,
    ({ f }) => `Dentro ${f.topic.il}, può indicare come le abitudini di sempre siano state messe da parte, e il bisogno di lasciar andare ciò che non si può controllare.`,
    ({ c }) => `Qui ${c.il} ${v(c, "indica", "indicano")} il cambiamento che stai vivendo, non come andrà a finire.`,
  ],
  notLiteral: [
    ({ c }) => `${c.Il} non ${v(c, "è", "sono")} una previsione sul corpo né sulla vita di nessuno: nei tarocchi ${v(c, "parla", "parlano")} di cambiamento, non di danno.`,
    ({ c }) => `Qui ${c.il} ${v(c, "può", "possono")} spaventare, ma la carta non dice niente su quanto vivrà qualcuno: parla di cambiamento e di passaggio.`,
    ({ c }) => `${c.Il} non ${v(c, "annuncia", "annunciano")} malanni né perdite: l'immagine è drammatica, ma il suo significato parla di trasformazione e di ciò che viene dopo.`,
  ],
  advice: oneColon([
    ({ c, advice }) => `Il consiglio ${c.del} qui è semplice: ${advice}`,
    ({ c, advice }) => `Se ${c.il} ${v(c, "avesse", "avessero")} un solo consiglio per te, sarebbe questo: ${advice}`,
    ({ c, advice }) => `In pratica, ${c.il} ${v(c, "suggerisce", "suggeriscono")} questo: ${advice}`,
  ], "advice", "; "),
  element: [
    ({ c, element, astrology, key }) =>
      `Carta dell'elemento ${element.toLowerCase()}, ${agree(c, "legat")} ${sky(astrology).al}, ${c.il} ${v(c, "porta", "portano")} ${ELEMENT_QUALITY[key]} in questa parte della lettura.`,
    ({ c, element, astrology, key }) => `Il legame con ${theElement(element)} e con ${sky(astrology).il} ${v(c, "dà", "danno")} ${c.al} ${ELEMENT_QUALITY[key]}.`,
  ],
};

