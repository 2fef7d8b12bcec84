import type { SummaryLines, TimeFrame } from "../../../local-writer";
import { agree, agreeAll, cap, Names, names, namesAl, namesDel, namesNel, v, type ItCard, type ItFocus } from "./grammar";

/** Il riepilogo: la domanda e le carte, la cura che chiede, e la risposta nella forma della domanda. */

const LEANS = { yes: ["pende verso il sì", "pendono verso il sì"], no: ["pende verso il no", "pendono verso il no"], maybe: ["non si sbilancia", "non si sbilanciano"] } as const;
const FOR = { yes: "per il sì", no: "per il no", maybe: "senza sbilanciarsi" } as const;
const COUNT = ["nessuna", "una", "due", "tre", "quattro", "cinque", "sei", "sette", "otto", "nove", "dieci"];

/** Each time frame after "per" ("per la prossima settimana"). */
const FRAMES: Record<TimeFrame, string> = {
  today: "oggi",
  week: "la prossima settimana",
  month: "il prossimo mese",
  season: "la stagione di cui parli",
  year: "quest'anno",
  years: "i prossimi anni",
  soon: "il prossimo futuro",
};

export const SUMMARY: SummaryLines<ItCard, ItFocus> = {
  opening: {
    gentle: [
      ({ q, cards }) => `Hai chiesto ${q}, e le carte hanno risposto con ${names(cards)}.`,
      ({ q, cards }) => `Con ${q} nel cuore, hai pescato ${names(cards)}.`,
      ({ q, cards }) => `Per la tua domanda, ${q}, il mazzo ha mostrato ${names(cards)}.`,
      ({ q, cards }) => `${Names(cards)} ${v(cards, "è", "sono")} ${agreeAll(cards, "uscit")} quando hai chiesto ${q}.`,
      ({ q, cards, f }) => `La tua domanda era ${q}, e ${names(cards)} ${v(cards, "ha", "hanno")} qualcosa da dire ${f.topic.sul}.`,
    ],
    direct: [
      ({ q, cards }) => `Hai chiesto ${q}. ${cards.length > 1 ? "Le carte" : "La carta"}: ${names(cards)}.`,
      ({ q, cards }) => `Alla tua domanda, ${q}, ${names(cards)} ${v(cards, "risponde", "rispondono")} senza giri di parole.`,
      ({ q, cards }) => `Andiamo al punto su ${q}: hai pescato ${names(cards)}.`,
    ],
    practical: [
      ({ q, cards, f }) => `La tua domanda era ${q}, quindi leggiamo ${names(cards)} come una guida pratica per ${f.topic.il}.`,
      ({ q, cards }) => `Per affrontare ${q}, ecco che cosa ${names(cards)} ti ${v(cards, "invita", "invitano")} a rivedere.`,
      ({ q, cards }) => `Su ${q}, ${names(cards)} ti ${v(cards, "dà", "danno")} un punto di partenza da usare già questa settimana.`,
    ],
    mystic: [
      ({ q, cards }) => `Hai portato ${q} davanti al mazzo, e dal suo silenzio ${v(cards, "è", "sono")} ${agreeAll(cards, "emers")} ${names(cards)}.`,
      ({ q, cards }) => `Sotto la tua domanda, ${q}, le carte hanno risposto con ${names(cards)}.`,
      ({ q, cards }) => `Come una campana al tramonto, ${q} ha chiamato dal buio ${names(cards)}.`,
    ],
  },
  openingUnquoted: [
    ({ cards, f }) => `Hai descritto la tua situazione con cura, e ${names(cards)} ${v(cards, "parla", "parlano")} ${f.topic.del}.`,
    ({ cards, f }) => `Per tutto quello che hai scritto ${f.topic.sul}, il mazzo ha mostrato ${names(cards)}.`,
    ({ cards, f }) => `Di tutto ciò che chiedi, ${names(cards)} si ${v(cards, "concentra", "concentrano")} prima di tutto ${f.topic.sul}.`,
  ],
  outside: [
    ({ cards }) => `Una lettura dei tarocchi non segue istruzioni, non risponde a domande di cultura generale e non scrive su commissione, quindi ${names(cards)} si ${v(cards, "legge", "leggono")} qui per ciò di cui le carte possono parlare: la tua stessa vita.`,
    ({ cards }) => `Quello che hai scritto non è qualcosa che questa lettura possa fare o a cui possa rispondere; ${names(cards)} ${v(cards, "parla", "parlano")} piuttosto della tua vita.`,
    ({ cards }) => `Questa lettura non mette da parte il suo modo di leggere e non si assume altri compiti: ${names(cards)} si ${v(cards, "legge", "leggono")}, come sempre, per una domanda sulla tua vita.`,
  ],
  oneWord: [
    ({ word, cards }) => `Hai chiesto con una sola parola, ${word}, e ${names(cards)} la ${v(cards, "legge", "leggono")} come un intero ambito della tua vita.`,
    ({ word, cards }) => `${word} è tutto ciò che hai chiesto, così ${names(cards)} si ${v(cards, "legge", "leggono")} qui in senso ampio, non come un sì o un no.`,
    ({ word, cards, f }) => `Una parola, ${word}, e come risposta ${names(cards)}: questa lettura prende quella parola come una porta ${f.topic.sul}.`,
  ],
  mood: {
    gentle: {
      bright: [
        ({ cards }) => `Nel complesso la stesa incoraggia, e ${names(cards)} le ${v(cards, "dà", "danno")} un calore autentico.`,
        ({ cards, f }) => `Qui c'è più luce che ombra, e ${names(cards)} ${v(cards, "dà", "danno")} un tono di speranza ${f.topic.al}.`,
      ],
      hard: [
        ({ cards }) => `Le carte parlano con franchezza di ciò che è difficile, e ${names(cards)} ${v(cards, "chiede", "chiedono")} un'attenzione sincera, ma niente di tutto questo è scolpito nella pietra.`,
        ({ cards, f }) => `${Names(cards)} ${v(cards, "porta", "portano")} un certo peso ${f.topic.nel}, ed è un invito a guardare con calma, non un motivo per temere.`,
      ],
      mixed: [
        ({ cards }) => `Luce e ombra si equivalgono in ciò che ${names(cards)} ti ${v(cards, "mostra", "mostrano")}, quindi il modo in cui rispondi conta più di qualsiasi previsione.`,
        ({ cards, f }) => `Nessun tono prevale ${namesNel(cards)}, e questa apertura lascia vero spazio alle tue scelte ${f.topic.sul}.`,
      ],
    },
    direct: {
      bright: [
        ({ cards }) => `${Names(cards)} ti ${v(cards, "dà", "danno")} più di tutto su cui lavorare.`,
        ({ cards, f }) => `Per ${f.topic.il}, il sostegno più chiaro è quello ${namesDel(cards)}.`,
      ],
      hard: [
        ({ cards }) => `${Names(cards)} ${v(cards, "nomina", "nominano")} apertamente l'attrito, e niente di tutto ciò è definitivo.`,
        ({ cards, f }) => `C'è un nodo ${f.topic.nel}, e ${names(cards)} lo ${v(cards, "indica", "indicano")}; ci si può lavorare.`,
      ],
      mixed: [
        ({ cards }) => `Segnali divisi ${namesNel(cards)}; le tue scelte faranno il resto.`,
        ({ cards }) => `Il buono e il difficile in parti uguali ${namesNel(cards)}, e quello che fai ora farà pendere la bilancia.`,
      ],
    },
    practical: {
      bright: [
        ({ cards }) => `${Names(cards)} ti ${v(cards, "dà", "danno")} la base migliore.`,
        ({ cards, f }) => `Per ${f.topic.il}, ${cards.length > 1 ? "le tue carte vincenti" : "la tua carta vincente"}: ${names(cards)}.`,
      ],
      hard: [
        ({ cards }) => `La stesa mostra ostacoli reali, con ${names(cards)} come punto principale da gestire, e gli ostacoli si possono pianificare.`,
        ({ cards, f }) => `Metti in conto un po' di attrito ${f.topic.nel}: ${names(cards)} ${v(cards, "segna", "segnano")} la parte che chiede più impegno.`,
      ],
      mixed: [
        ({ cards }) => `${Names(cards)} ${v(cards, "bilancia", "bilanciano")} risorse e ostacoli, quindi pianificazione e costanza faranno la differenza.`,
        ({ cards }) => `Il quadro ${namesDel(cards)} è misto, ed è utile: mostra che cosa sfruttare e che cosa correggere.`,
      ],
    },
    mystic: {
      bright: [
        ({ cards }) => `La stesa brilla come l'alba sull'acqua ferma, e ${names(cards)} vi ${v(cards, "riversa", "riversano")} la sua luce.`,
        ({ cards }) => `Un vento caldo attraversa queste carte, portato dalle ali ${namesDel(cards)}.`,
      ],
      hard: [
        ({ cards }) => `Le ombre si raccolgono attorno ${namesAl(cards)}, ma ogni ombra nasce da una luce, e niente qui è sigillato.`,
        ({ cards }) => `La terra trema sotto ${names(cards)}, come prima di ogni giro della ruota.`,
      ],
      mixed: [
        ({ cards }) => `Luce e ombra danzano insieme ${namesNel(cards)} come la luna e la marea, e il prossimo passo della danza è tuo.`,
        ({ cards }) => `${Names(cards)} ${v(cards, "tiene", "tengono")} il giorno e la notte in una sola mano, e l'equilibrio aspetta il tuo gesto.`,
      ],
    },
  },
  verdict: {
    gentle: {
      yes: [
        ({ cards, f }) => `La bilancia pende verso il sì, per mano ${namesDel(cards)}, anche se nessuna carta può promettere come andrà ${f.topic.il}.`,
        ({ cards, decision }) => `${Names(cards)} ${v(cards, "orienta", "orientano")} la risposta verso il sì: una tendenza, non una promessa${decision ? ", e la decisione resta tua" : ""}.`,
        ({ cards }) => `La risposta tende quindi al sì, con ${names(cards)} a favore, e le carte che seguono mostrano che cosa la sostiene.`,
      ],
      no: [
        ({ cards }) => `Per ora il peso cade dalla parte del no, con ${names(cards)} a frenare, ed è meglio leggerlo come una questione di approccio o di tempi più che come una porta chiusa.`,
        ({ cards }) => `${Names(cards)} ${v(cards, "orienta", "orientano")} la risposta verso il no, almeno per come la domanda si pone oggi.`,
        ({ cards }) => `La risposta tende quindi al no, e più avanti ${names(cards)} ${v(cards, "spiega", "spiegano")} che cosa si mette di traverso e che cosa potrebbe cambiare.`,
      ],
      maybe: [
        ({ cards }) => `Le inclinazioni ${namesDel(cards)} si compensano, quindi la risposta si sta ancora formando e dipende da ciò che accadrà.`,
        ({ cards }) => `${Names(cards)} ${v(cards, "lascia", "lasciano")} la risposta in un forse sincero: l'esito resta aperto.`,
        ({ cards, decision }) => `Per ora resta un forse, con ${names(cards)} che ${v(cards, "lascia", "lasciano")} spazio perché siano le circostanze${decision ? " e il tuo giudizio" : " e ciò che farai"} a decidere.`,
      ],
    },
    direct: {
      yes: [
        ({ cards, decision }) => `È un sì ${namesDel(cards)}${decision ? ", e la decisione resta tua" : ", non una garanzia"}.`,
        ({ cards }) => `${Names(cards)} ${v(cards, "dice", "dicono")} di sì, nel complesso, ed è una tendenza, non una promessa.`,
      ],
      no: [
        ({ cards }) => `${Names(cards)} ${v(cards, "dice", "dicono")} di no per ora, e un altro approccio o un altro momento potrebbero cambiarlo.`,
        ({ cards }) => `È un no ${namesDel(cards)} per come stanno le cose, e può cambiare.`,
      ],
      maybe: [
        ({ cards }) => `${Names(cards)} ${v(cards, "lascia", "lasciano")} la questione aperta: un forse, e quello che succede adesso conta.`,
        ({ cards }) => `Non c'è ancora una risposta netta ${namesDel(cards)}.`,
      ],
    },
    practical: {
      yes: [
        ({ cards }) => `Nel complesso è un sì ${namesDel(cards)}, a patto di fare prima il lavoro di preparazione.`,
        ({ cards, decision }) => `La risposta tende al sì con ${names(cards)}; ${decision ? "se lo scegli, un piano ti dà buone possibilità" : "con un piano alle spalle, ci sono buone possibilità"}.`,
      ],
      no: [
        ({ cards }) => `Nel complesso ${names(cards)} ${v(cards, "dice", "dicono")} di no al piano attuale, quindi forse va rivisto l'approccio o il momento.`,
        ({ cards }) => `La risposta tende al no con ${names(cards)} per come stanno le cose, quindi vale la pena capire che cosa dovrebbe cambiare.`,
      ],
      maybe: [
        ({ cards }) => `È un forse: ${names(cards)} ${v(cards, "lascia", "lasciano")} il risultato nelle mani del prossimo passo concreto.`,
        ({ cards }) => `La risposta resta aperta con ${names(cards)}, quindi qualche informazione in più aiuterebbe prima di decidere.`,
      ],
    },
    mystic: {
      yes: [
        ({ cards }) => `La bilancia pende verso il sì con ${names(cards)}, come una porta che si apre su una stanza illuminata.`,
        ({ cards }) => `L'oracolo si piega verso il sì attraverso ${names(cards)}, una benedizione silenziosa che chiede ancora i tuoi passi.`,
      ],
      no: [
        ({ cards }) => `${Names(cards)} ${v(cards, "sussurra", "sussurrano")} di no, per ora: non è una porta sigillata, ma una marea che non è ancora cambiata.`,
        ({ cards }) => `Sotto questa luna la risposta tende al no, come ${v(cards, "mostra", "mostrano")} ${names(cards)}, e le stagioni cambiano.`,
      ],
      maybe: [
        ({ cards }) => `${Names(cards)} ${v(cards, "fluttua", "fluttuano")} tra il sì e il no come il crepuscolo tra il giorno e la notte.`,
        ({ cards }) => `Con ${names(cards)} la risposta è ancora da scrivere, come un seme nella terra scura.`,
      ],
    },
  },
  tally: [
    ({ groups }) => {
      if (groups.length === 1) return groups[0].lean === "maybe" ? `Nessuna delle ${COUNT[groups[0].cards.length]} carte si sbilancia.` : `Tutte e ${COUNT[groups[0].cards.length]} le carte ${LEANS[groups[0].lean][1]}.`;
      const clauses = groups.map(({ lean, cards }) => `${names(cards)} ${v(cards, LEANS[lean][0], LEANS[lean][1])}`);
      return `${cap(clauses.length === 2 ? `${clauses[0]}, mentre ${clauses[1]}` : `${clauses[0]}, ${clauses[1]} e ${clauses[2]}`)}.`;
    },
    ({ groups }) => {
      if (groups.length === 1) return groups[0].lean === "maybe" ? `${Names(groups[0].cards)} restano in sospeso: nessuna si sbilancia.` : `Tutte le carte ${LEANS[groups[0].lean][1]}: ${names(groups[0].cards)}.`;
      return `A contare le carte: ${groups.map(({ lean, cards }) => `${names(cards)} ${FOR[lean]}`).join("; ")}.`;
    },
  ],
  choiceList: [
    ({ first, second, hypothesis }) => (hypothesis ? `Le due ipotesi che stai soppesando: ${first}; oppure ${second}.` : `Le tue due strade: ${first}; oppure ${second}.`),
    ({ first, second, hypothesis }) => (hypothesis ? `Metti due ipotesi una accanto all'altra: la prima, ${first}; la seconda, ${second}.` : `Nomini due opzioni: la prima, ${first}; la seconda, ${second}.`),
  ],
  choice: [
    ({ favoursFirst, hypothesis, for: pro, against }) =>
      `${hypothesis ? "Delle due, le carte confermano" : "Vista come una scelta, la stesa preferisce"} la ${favoursFirst ? "prima" : "seconda"}: ${names(pro)} ${v(pro, "parla", "parlano")} a suo favore${against.length > 0 ? `, mentre ${names(against)} ${v(against, "sta", "stanno")} dalla parte della ${favoursFirst ? "seconda" : "prima"}` : ""}.`,
    ({ favoursFirst, hypothesis, for: pro, against }) =>
      `Tra le due, le carte preferiscono la ${favoursFirst ? "prima" : "seconda"}${hypothesis ? " come lettura più probabile" : ""}, perché ${names(pro)} ${v(pro, "pende", "pendono")} da quella parte${against.length > 0 ? ` e solo ${names(against)} ${v(against, "tira", "tirano")} verso l'altra` : ""}.`,
  ],
  choiceOne: [
    ({ c, lean, hypothesis }) =>
      lean === "maybe"
        ? `Con una carta sola, ${c.il} non ${v(c, "pende", "pendono")} verso nessuna delle due ${hypothesis ? "ipotesi" : "strade"}: una tendenza letta in una carta, non un conteggio.`
        : `Con una carta sola, ${c.il} ${v(c, "pende", "pendono")} verso la ${lean === "yes" ? "prima" : "seconda"} ${hypothesis ? "ipotesi" : "strada"}: una tendenza letta in una carta, non un conteggio.`,
    ({ c, lean }) =>
      lean === "maybe"
        ? `${c.Il} da ${agree(c, "sol")} non ${v(c, "segna", "segnano")} alcuna tendenza; una carta è un indizio, non un conteggio.`
        : `${c.Il} da ${agree(c, "sol")} ${v(c, "fa", "fanno")} pendere la bilancia verso la ${lean === "yes" ? "prima" : "seconda"}; una carta è un indizio, non un conteggio.`,
  ],
  choiceOpen: [
    ({ forFirst, forSecond, hypothesis }) =>
      forFirst.length > 0 && forSecond.length > 0
        ? `${hypothesis ? "Le carte non chiariscono quale delle due sia vera" : "Vista come una scelta, la stesa non decide"}: ${names(forFirst)} ${v(forFirst, "parla", "parlano")} per la prima, mentre ${names(forSecond)} ${v(forSecond, "parla", "parlano")} per la seconda.`
        : hypothesis
          ? `Nessuna delle due convince le carte.`
          : `Le carte non prendono posizione qui.`,
    ({ forFirst, forSecond }) =>
      forFirst.length > 0 && forSecond.length > 0
        ? `Le carte si dividono: ${names(forFirst)} per la prima, ${names(forSecond)} per la seconda.`
        : `Nessuna convince le carte.`,
  ],
  choiceMeaning: [
    ({ hypothesis }) => (hypothesis ? `È una tendenza, non un fatto.` : `È una tendenza, non un verdetto.`),
    ({ hypothesis }) => (hypothesis ? `Una tendenza, non una certezza.` : `La scelta resta tua.`),
    ({ hypothesis }) => (hypothesis ? `Il tempo dirà più delle carte.` : `La decisione resta nelle tue mani.`),
  ],
  thread: {
    three_cards: [
      ({ cards: [past, present, future] }) => `La storia parte ${past.dal}, alle tue spalle, passa per ${present.il} nel presente e arriva ${future.al}, davanti a te.`,
      ({ cards: [past, present, future] }) => `Ciò che è cominciato con ${past.il} si sta sciogliendo attraverso ${present.il}, e ${future.il} ${v(future, "mostra", "mostrano")} dove può portare questo lavoro.`,
    ],
    tarot: [
      ({ cards: [situation, challenge, hidden, advice, outcome] }) =>
        `Al centro ${v(situation, "c'è", "ci sono")} ${situation.il}, ${agree(situation, "incrociat")} ${challenge.dal}, con ${hidden.il} che ${v(hidden, "agisce", "agiscono")} sotto la superficie e ${advice.il} che ${v(advice, "indica", "indicano")} la via verso ${outcome.il}.`,
      ({ cards: [situation, challenge, , advice, outcome] }) => `La situazione ${situation.del} incontra la sfida ${challenge.del}, e il consiglio ${advice.del} è ciò che porta verso ${outcome.il}.`,
    ],
    generic: [
      ({ cards }) => `Letta in ordine, la stesa va ${cards[0].dal} fino ${cards[cards.length - 1].al}.`,
      ({ cards }) => `La stesa si apre con ${cards[0].il} e si chiude con ${cards[cards.length - 1].il}, e ogni carta nel mezzo aggiunge la sua nota.`,
    ],
  },
  noRuling: {
    others_health: [
      ({ cards, f }) => `Nessuna carta può dire se ${f.who.il} ${f.pl ? "guariranno" : "guarirà"}: spetta a chi ${f.pl ? `${f.la} ha` : "l'ha"} in cura, e ciò che ${names(cards)} ${v(cards, "può", "possono")} illuminare è come vivi tu questo periodo accanto a ${f.lei}.`,
      ({ cards, f }) => `Le carte non possono giudicare come ${f.pl ? "staranno" : "starà"} ${f.who.il}, e a questo può rispondere l'équipe medica che ${f.la} segue; ${names(cards)} ${v(cards, "parla", "parlano")} invece della tua parte: la tua preoccupazione, la tua forza e il modo di ${f.pl ? "stare loro" : `star${f.gli}`} accanto.`,
      ({ cards, f }) => `Come ${f.pl ? "staranno" : "starà"} ${f.who.il} è una domanda per chi ${f.pl ? `${f.la} ha` : "l'ha"} in cura, non per le carte, quindi qui ${names(cards)} si ${v(cards, "legge", "leggono")} pensando a te.`,
    ],
    own_health: [
      ({ cards }) => `Nessuna carta può dire come evolverà la tua salute; il tuo medico sì, e ${names(cards)} ${v(cards, "parla", "parlano")} invece della tua energia, del tuo riposo e delle tue abitudini.`,
      ({ cards }) => `Se le cose miglioreranno è una domanda per il tuo medico più che per le carte, quindi qui ${names(cards)} si ${v(cards, "legge", "leggono")} per capire come prenderti cura di te nel frattempo.`,
    ],
    death: [
      ({ cards, f }) => `Nessuna carta annuncia se o quando qualcuno morirà, e ${names(cards)} nemmeno; ciò che le carte possono illuminare è come porti ${f.topic.il}.`,
      ({ cards }) => `Le carte non dicono niente su quanto vivrà qualcuno; ${names(cards)} ${v(cards, "parla", "parlano")} dell'amore e della preoccupazione che ci sono nella tua domanda.`,
    ],
    pregnancy: [
      ({ cards }) => `Nessuna carta può dire se arriverà una gravidanza né quando, e sono il tuo medico o la tua ostetrica a poterti orientare; ${names(cards)} ${v(cards, "parla", "parlano")} delle tue speranze e di come prenderti cura di te.`,
      ({ cards }) => `Se arriverà un figlio non è qualcosa che ${names(cards)} ${v(cards, "possa", "possano")} dire, quindi qui si ${v(cards, "legge", "leggono")} pensando a ciò che provi mentre aspetti.`,
    ],
    law: [
      ({ cards }) => `Nessuna carta può dire come deciderà un tribunale o un ufficio; un avvocato può dirti a che punto sei, e ${names(cards)} ${v(cards, "parla", "parlano")} di come affrontarlo.`,
      ({ cards, f }) => `Come finirà ${f.topic.il} non è qualcosa che le carte possano stabilire, quindi qui ${names(cards)} si ${v(cards, "legge", "leggono")} pensando a come lo stai vivendo.`,
    ],
  },
  care: {
    others_health: [
      ({ f }) => `Aspettare mentre ${f.who.il} non ${f.pl ? "stanno" : "sta"} bene è duro, ed è naturale desiderare una risposta chiara.`,
      ({ f }) => `Chiedere della salute ${f.who.del} pesa molto, e questa lettura tratta la tua domanda con cura.`,
      ({ f }) => `Nella tua domanda si sente la preoccupazione per ${f.who.il}, e merita una risposta delicata.`,
    ],
    own_health: [
      ({ cards }) => `Le domande sul tuo corpo meritano una risposta attenta, e ${names(cards)} ${v(cards, "offre", "offrono")} spunti di riflessione, mai una diagnosi.`,
      ({ cards }) => `In ciò che riguarda la tua salute, ${names(cards)} si ${v(cards, "legge", "leggono")} per riflettere, mai per diagnosticare.`,
    ],
    death: [
      ({ cards }) => `Una domanda che sfiora la morte è tra le più difficili da porre, e qui ${names(cards)} si ${v(cards, "legge", "leggono")} con cura.`,
      ({ cards }) => `La paura di perdere qualcuno, o di morire, merita delicatezza, ed è così che qui si ${v(cards, "legge", "leggono")} ${names(cards)}.`,
    ],
    pregnancy: [
      ({ cards }) => `Desiderare un figlio, o essere in ansia per una gravidanza, tocca qualcosa di molto profondo, e qui ${names(cards)} si ${v(cards, "legge", "leggono")} con delicatezza.`,
      ({ cards }) => `Una domanda su una gravidanza porta dentro tanta speranza, e ${names(cards)} si ${v(cards, "legge", "leggono")} tenendolo presente.`,
    ],
    money: [
      ({ cards }) => `Le preoccupazioni per i soldi pesano su tutto, e ${names(cards)} ${v(cards, "può", "possono")} aiutarti a ragionare, non a prevedere le tue finanze.`,
      ({ cards, f }) => `Nessuna carta può promettere come andrà ${f.topic.il}, e ${names(cards)} non ci ${v(cards, "prova", "provano")}.`,
    ],
    debt: [
      ({ cards }) => `I debiti creano molto stress, e non devi affrontarli in solitudine; qui ${names(cards)} si ${v(cards, "legge", "leggono")} per aiutarti a pensare con chiarezza, non per dirti che cosa pagare.`,
      ({ cards }) => `Avere dei debiti può togliere il fiato, ma esiste un aiuto reale, e ${names(cards)} ${v(cards, "può", "possono")} aiutarti ad affrontarli con calma.`,
    ],
    law: [
      ({ cards }) => `Un problema legale pesa molto, e ${names(cards)} non ${v(cards, "può", "possono")} dirti come finirà.`,
      ({ cards }) => `Una questione legale ha conseguenze reali, e qui ${names(cards)} si ${v(cards, "legge", "leggono")} solo per riflettere.`,
    ],
    wellbeing: [
      () => `Quello che racconti pesa tanto, e conta più di qualsiasi carta: meriti un sostegno vero, non solo una lettura.`,
      () => `I giorni che descrivi sono duri, e questa lettura si fa con delicatezza, accanto all’aiuto che una persona può darti.`,
    ],
  },
  when: [
    ({ f, frame }) => `Le carte non danno date: leggile come il clima che circonda ${f.topic.il} per ${FRAMES[frame]}, non come una scadenza.`,
    ({ frame }) => `Hai chiesto un'indicazione per ${FRAMES[frame]}, e le carte parlano del momento giusto più che di un calendario.`,
  ],
};
