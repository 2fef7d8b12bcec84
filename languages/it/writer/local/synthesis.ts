import type { SynthesisLines } from "../../../local-writer";
import { wordPattern } from "../../../writer";
import { oneColon } from "../../../quote-frames";
import { agree, cap, names, namesDel, phrase, times, v, type ItCard, type ItFocus } from "./grammar";

/** La sintesi: le carte insieme, il consiglio della carta chiave, un aiuto reale dove serve, un passo e l'ultima frase della voce. */

/** "Qualunque cosa dica il Sole", "Qualunque cosa dicano il Sole e la Luna". */
const whatever = (cards: readonly ItCard[], singular: string, plural: string) => `Qualunque cosa ${v(cards, singular, plural)} ${names(cards)}`;

export const SYNTHESIS: SynthesisLines<ItCard, ItFocus> = {
  transition: {
    gentle: [],
    direct: [() => `Ora, il quadro completo.`, ({ f }) => `Ecco l'essenziale ${f.topic.sul}.`],
    practical: [() => `Ora, il piano nel suo insieme.`, ({ f }) => `Ecco come si somma tutto per ${f.topic.il}.`],
    mystic: [() => `Ora lasciamo che le immagini parlino come una voce sola.`, ({ f }) => `Fai un passo indietro, e ${f.topic.sul} i simboli sparsi diventano un unico arazzo.`],
  },
  tie: {
    one_card: [
      ({ cards: [c], f, themes: [t] }) => `Nel complesso, ${c.il} ti ${v(c, "invita", "invitano")} ad affrontare ${f.topic.il} con ${t.gift}.`,
      ({ cards: [c], f }) => `Con una sola carta, la lettura è un punto di attenzione più che una previsione, e per ${f.topic.il} quel punto è ${c.il}.`,
      ({ cards: [c], f }) => `La carta unica tiene il messaggio semplice: ${c.il} ${v(c, "è", "sono")} il filo da seguire ${f.topic.nel}.`,
    ],
    yes_no: [
      ({ cards, themes }) => `Insieme, ${names(cards)} descrivono una domanda in cui entrano in gioco ${themes[0].gift}, ${themes[1].gift} e ${themes[2].gift}.`,
      ({ cards, f, themes }) => `Viste una accanto all'altra, ${names(cards)} ti chiedono di guardare ${f.topic.il} con ${themes[0].gift} e ${themes[2].gift}.`,
      ({ f, themes }) => `Qualunque sia il bilancio, queste tre carte portano ${themes[0].gift}, ${themes[1].gift} e ${themes[2].gift} ${f.topic.al}.`,
    ],
    three_cards: [
      ({ themes }) => `Nel complesso, le carte tracciano una linea che parte ${phrase(themes[0].weight).dal}, alle tue spalle, passa per ${themes[1].gift} adesso e arriva ${phrase(themes[2].gift).al}, davanti a te, e il presente è dove puoi incidere di più.`,
      ({ cards: [past, present, future] }) => `Passato, presente e futuro qui si intrecciano: ${past.il} ${v(past, "ha", "hanno")} preparato il terreno, ${present.il} ${v(present, "è", "sono")} il compito del momento e ${future.il} ${v(future, "è", "sono")} la promessa se vai avanti.`,
      ({ cards: [past, , future], f }) => `Viste come un solo movimento, le carte portano ${f.topic.il} ${past.dal} verso ${future.il}, ed è oggi che quel viaggio si può orientare.`,
    ],
    tarot: [
      ({ cards }) => `Nel complesso, la stesa mostra ${cards[0].il} ${agree(cards[0], "mess")} alla prova ${cards[1].dal}, con ${cards[2].il} sotto la superficie; ${cards[3].il} ${v(cards[3], "offre", "offrono")} la via d'uscita e ${cards[4].il} ${v(cards[4], "mostra", "mostrano")} dove può portare.`,
      ({ cards }) => `Le cinque carte formano un'unica immagine: la situazione ${cards[0].del} incontra la sfida ${cards[1].del}, ${cards[2].il} ${v(cards[2], "modella", "modellano")} le cose dal profondo e il consiglio ${cards[3].del} punta verso ${cards[4].il}.`,
      ({ cards, f }) => `Vista nell'insieme, è una storia ${f.topic.sul} che va ${cards[0].dal} fino ${cards[4].al}, con ${cards[3].il} come via d'uscita.`,
    ],
    generic: [
      ({ cards, f }) => `Nel complesso, ${names(cards)} ${v(cards, "racconta", "raccontano")} un'unica storia ${f.topic.sul}.`,
      ({ cards, f }) => `Letta in ordine, la stesa va ${cards[0].dal} verso ${cards[cards.length - 1].il}, e ogni carta lungo la strada aggiunge qualcosa di suo ${f.topic.al}.`,
      ({ cards, f }) => `Vista nell'insieme, la stesa racconta un'unica storia ${f.topic.sul}, e pende verso ${cards[cards.length - 1].il}.`,
    ],
  },
  careTie: [
    ({ cards, f }) => `Qui ${names(cards)} ${v(cards, "parla", "parlano")} meno di esiti che di come portare ${f.topic.il}: con pazienza, con speranza e lasciando spazio a ciò che senti.`,
    ({ cards }) => `Nel complesso, ${names(cards)} ${v(cards, "descrive", "descrivono")} un tempo da vivere con delicatezza più che un risultato da indovinare.`,
    ({ cards, f }) => `Ciò che ${names(cards)} ${v(cards, "offre", "offrono")} non è una previsione, ma compagnia per ${f.topic.il}.`,
  ],
  counsel: {
    gentle: oneColon([
      ({ c, f, advice }) => `Per ${f.topic.il}, il consiglio ${c.del} è quello da portare con te: ${advice}`,
      ({ c, f, advice }) => `Se ${c.del} tieni una sola cosa per ${f.topic.il}, che sia questa: ${advice}`,
      ({ c, f, advice }) => `Il filo pratico per ${f.topic.il} te lo ${v(c, "dà", "danno")} ${c.il}: ${advice}`,
      ({ c, f, advice }) => `Mentre vai avanti con ${f.topic.il}, tieni vicino il consiglio ${c.del}: ${advice}`,
      ({ c, f, advice }) => `In tutto ciò che riguarda ${f.topic.il}, ricorda quello che ${c.il} ti ${v(c, "chiede", "chiedono")}: ${advice}`,
      ({ c, advice }) => `Il consiglio ${c.del} è sereno e chiaro: ${advice}`,
      ({ c, f, advice }) => `Per ${f.topic.il}, ${c.il} ti ${v(c, "lascia", "lasciano")} un consiglio: ${advice}`,
    ], "advice", "; "),
    direct: oneColon([
      ({ c, f, advice }) => `Il consiglio chiaro ${f.topic.sul} viene ${c.dal}: ${advice}`,
      ({ c, advice }) => `Tieni a mente questo ${c.del}: ${advice}`,
      ({ c, f, advice }) => `Per ${f.topic.il}, segui la regola ${c.del}: ${advice}`,
    ], "advice", "; "),
    practical: oneColon([
      ({ c, f, advice }) => `La regola più utile per ${f.topic.il} viene ${c.dal}: ${advice}`,
      ({ c, advice }) => `Usa il consiglio ${c.del} come principio di lavoro: ${advice}`,
      ({ c, advice }) => `Misura ogni passo che fai con il consiglio ${c.del}: ${advice}`,
    ], "advice", "; "),
    mystic: oneColon([
      ({ c, advice }) => `Porta la saggezza ${c.del} come una lanterna nelle settimane che verranno: ${advice}`,
      ({ c, f, advice }) => `Il consiglio più profondo per ${f.topic.il} sorge ${c.dal}: ${advice}`,
      ({ c, advice }) => `Che l'insegnamento ${c.del} cammini al tuo fianco: ${advice}`,
    ], "advice", "; "),
  },
  careCounsel: {
    others_health: [
      ({ c, themes }) => `Per te, in questo periodo, tieni stretto ciò che ${c.il} ${v(c, "offre", "offrono")}: ${themes.gift}.`,
      ({ c }) => `${c.Il} ti ${v(c, "ricorda", "ricordano")} che anche il tuo riposo e la tua calma contano mentre stai accanto a chi ami.`,
      ({ c }) => `Nei prossimi giorni, ${c.il} ti ${v(c, "chiede", "chiedono")} di prenderti cura anche di te, per poter continuare a dare.`,
    ],
    death: [
      ({ c, themes }) => `In mezzo a tutto questo, tieni stretto ciò che ${c.il} ${v(c, "offre", "offrono")}: ${themes.gift}.`,
      ({ c }) => `${c.Il} ti ${v(c, "chiede", "chiedono")} di essere gentile con te e di lasciare che le persone vicine condividano il peso.`,
    ],
    pregnancy: [
      ({ c, themes }) => `Mentre aspetti, tieni stretto ciò che ${c.il} ${v(c, "offre", "offrono")}: ${themes.gift}.`,
      ({ c }) => `${c.Il} ti ${v(c, "chiede", "chiedono")} di trattarti con tenerezza durante l'attesa, qualunque cosa porti.`,
    ],
  },
  referral: {
    doctor: [
      ({ cards }) => `${whatever(cards, "dica", "dicano")}, un medico è la persona giusta per qualsiasi preoccupazione reale sulla tua salute.`,
      ({ cards }) => `Se qualcosa della tua salute ti preoccupa, parlane con un medico; ${names(cards)} ${v(cards, "può", "possono")} solo aiutarti a riflettere.`,
    ],
    medical_team: [
      ({ f }) => `I medici e le persone che si prendono cura ${f.who.del} sono quelli che possono dirti come ${f.pl ? "stanno" : "sta"}, e anche come aiutare al meglio.`,
      ({ cards }) => `${whatever(cards, "mostri", "mostrino")}, i medici e l'équipe medica conoscono la situazione: chiedi a loro che cosa aiuterebbe.`,
    ],
    vet: [
      ({ cards, f }) => `È il tuo veterinario a poterti parlare ${f.topic.del}; ${names(cards)} ${v(cards, "può", "possono")} solo aiutarti a pensare a come prenderti cura ${f.who.del}.`,
      ({ cards }) => `Per tutto ciò che riguarda la salute del tuo animale, fidati del tuo veterinario più che ${namesDel(cards)}.`,
    ],
    midwife: [
      ({ cards }) => `Per tutto ciò che riguarda una gravidanza, sono il tuo medico o la tua ostetrica a poterti orientare, qualunque cosa ${v(cards, "dica", "dicano")} ${names(cards)}.`,
      ({ cards }) => `Un medico o un'ostetrica possono rispondere a ciò che ${names(cards)} non ${v(cards, "può", "possono")}, e vale la pena chiedere a loro.`,
    ],
    debt_adviser: [
      ({ cards }) => `Uno sportello gratuito di consulenza sui debiti può rivedere con te quanto devi e spiegarti le tue opzioni; è un aiuto reale, e ${names(cards)} non ${v(cards, "può", "possono")} sostituirlo.`,
      ({ cards }) => `Prima di decidere qualsiasi cosa su ciò che devi, parlane con uno sportello gratuito di consulenza sui debiti; ${names(cards)} ti ${v(cards, "aiuta", "aiutano")} a pensare, quello sportello ti aiuta ad agire.`,
    ],
    financial_adviser: [
      ({ cards }) => `Per le decisioni di denaro, un consulente finanziario qualificato e indipendente può aiutarti come ${names(cards)} non ${v(cards, "può", "possono")}.`,
      ({ cards }) => `${whatever(cards, "dica", "dicano")}, confronta ogni decisione economica con un professionista qualificato prima di fare il passo.`,
    ],
    lawyer: [
      ({ cards }) => `Per la parte legale, un avvocato o uno sportello di orientamento legale può dirti a che punto sei; ${names(cards)} ${v(cards, "può", "possono")} solo aiutarti a riflettere.`,
      ({ cards }) => `${whatever(cards, "dica", "dicano")}, lascia che sia un avvocato a guidare i passi legali.`,
    ],
    listening_line: [
      () => `Racconta al tuo medico di base o a uno psicologo come stai; e se una giornata pesa troppo, Telefono Amico ascolta al 02 2327 2327.`,
      () => `Un medico di base o uno psicologo può aiutarti in giorni così, e Telefono Amico è lì per ascoltarti al 02 2327 2327.`,
    ],
    grief_support: [
      () => `Un gruppo di lutto, il tuo medico di base o Telefono Amico (02 2327 2327) possono accompagnarti in questo; non devi portarlo da solo.`,
      () => `Se la perdita pesa sulle tue giornate, uno psicologo o il supporto al lutto possono aiutarti, e Telefono Amico ascolta al 02 2327 2327.`,
    ],
  },
  step: {
    general: [
      ({ c }) => `Prima della fine della settimana, annota un piccolo passo che ${c.il} ti ${v(c, "suggerisce", "suggeriscono")} e fallo.`,
      ({ c }) => `Scegli un'azione concreta in sintonia con lo spirito ${c.del} e fissale una data nei prossimi giorni.`,
      ({ c }) => `Stasera scrivi la tua domanda in cima a una pagina e, sotto, la prima cosa che ${c.il} ti ${v(c, "incoraggia", "incoraggiano")} a fare.`,
      ({ c }) => `Racconta a una persona di fiducia ciò che stai soppesando, e nota quale parte del messaggio ${c.del} ti ritrovi a ripetere.`,
    ],
    love: [
      ({ c }) => `Nei prossimi giorni, offri una conversazione sincera o un piccolo gesto d'affetto nello spirito ${c.del}, e osserva che cosa si apre.`,
      ({ c }) => `Scegli qualcosa che da tempo non dici o non mostri, e lascia che ${c.il} ti ${v(c, "aiuti", "aiutino")} a trovare il momento giusto per condividerlo questa settimana.`,
      ({ c }) => `Questa settimana, dedica una sera senza fretta alla relazione che ti sta più a cuore, con il messaggio ${c.del} in mente.`,
      ({ c }) => `Scrivi ciò che più desideri sentire in amore e scegli una piccola cosa, suggerita ${c.dal}, per sentirlo di più questa settimana.`,
    ],
    career: [
      ({ c }) => `Scegli un passo pratico, come una mail, una candidatura o una conversazione, e fallo questa settimana con il consiglio ${c.del} in mente.`,
      ({ c }) => `Prima che finisca la settimana, parla con un collega, un mentore o un contatto di ciò che ${c.il} ${v(c, "indica", "indicano")}.`,
      ({ c }) => `Questa settimana aggiorna il curriculum o il tuo profilo perché punti nella direzione che ${c.il} ti ${v(c, "suggerisce", "suggeriscono")}.`,
      ({ c }) => `Dedica trenta minuti questa settimana a una competenza che servirà al tuo prossimo passo, e lascia che ${c.il} ti ${v(c, "ricordi", "ricordino")} perché conta.`,
    ],
    health: [
      ({ c }) => `Prendi il messaggio ${c.del} come un invito a un piccolo cambiamento nel riposo o nel ritmo delle giornate, da mantenere per una settimana.`,
      ({ c }) => `Con ${c.il} in mente, riserva una sera questa settimana per riposare davvero, e osserva come risponde la tua energia.`,
      ({ c }) => `Ogni sera di questa settimana annota in una o due righe com'è stata la tua energia, e guarda se il tema ${c.del} affiora nel quadro.`,
    ],
    personal_development: [
      ({ c }) => `Annota una convinzione o un'abitudine che ${c.il} ti ${v(c, "chiede", "chiedono")} di mettere alla prova, e prova un modo diverso per sette giorni.`,
      ({ c }) => `Ogni sera di questa settimana, annota un momento in cui hai agito nello spirito ${c.del}.`,
      ({ c }) => `Prenditi un piccolo impegno che ${c.il} ${v(c, "riconoscerebbe", "riconoscerebbero")}, e mantienila la settimana prossima.`,
    ],
    spirituality: [
      ({ c }) => `Riserva dieci minuti di quiete ogni giorno di questa settimana per contemplare l'immagine ${c.del}, e osserva che cosa affiora.`,
      ({ c }) => `Scegli un rito semplice, una passeggiata, una candela o una pagina di diario, e ogni mattina di questa settimana torna al messaggio ${c.del}.`,
      ({ c }) => `Questa settimana chiudi ogni giornata annotando un momento in cui hai sentito all'opera ${c.il}, per quanto piccolo.`,
    ],
    projects: [
      ({ c }) => `Fai una lista delle tre prossime attività concrete, comincia dalla più piccola e lascia che ${c.il} ${v(c, "detti", "dettino")} il ritmo.`,
      ({ c }) => `Riserva questa settimana una sessione concentrata per far avanzare il piano, con il consiglio ${c.del} come metro.`,
      ({ c }) => `Scrivi la prossima tappa in una sola riga con una data accanto, e confrontala con il consiglio ${c.del}.`,
    ],
    emotions: [
      ({ c }) => `Dedica alle tue emozioni qualche minuto ogni sera di questa settimana, in un diario o con qualcuno di fiducia, come ${v(c, "farebbe", "farebbero")} ${c.il}: senza fretta di aggiustarle.`,
      ({ c }) => `Quando questa settimana arriva un'emozione forte, fermati quel tanto che basta per darle un nome prima di agire, come ${v(c, "suggerisce", "suggeriscono")} ${c.il}.`,
      ({ c }) => `Scegli una persona di fiducia e raccontale con sincerità il tuo stato d'animo, partendo dal messaggio ${c.del}.`,
    ],
    creativity: [
      ({ c }) => `Riserva una sessione senza fretta questa settimana e crea qualcosa nello spirito ${c.del}, anche solo abbozzato.`,
      ({ c }) => `Comincia un piccolo lavoro ispirato ${c.dal} e concediti di finirlo imperfetto.`,
      ({ c }) => `Raccogli tre immagini o frasi che ti ${v(c, "evoca", "evocano")} ${c.il}, e crea qualcosa a partire da una di esse questa settimana.`,
    ],
    others_health: [
      ({ c }) => `Tieni un quaderno con ciò che ti dicono i medici e ciò che vuoi chiedere loro, per non dover portare tutto a mente, e lascia che ${c.il} ti ${v(c, "ricordi", "ricordino")} che anche tu hai bisogno di riposo.`,
      ({ c, f }) => `Porta${f.gli} qualcosa di piccolo da casa o, semplicemente, resta un po' accanto a ${f.lei}; nello spirito ${c.del}, esserci può contare più di qualsiasi risposta.`,
      ({ c }) => `Questa settimana condividi le visite e l'attesa con qualcuno di fiducia, per poter reggere a lungo, come ${v(c, "consiglierebbe", "consiglierebbero")} ${c.il}.`,
    ],
    pet_health: [
      ({ c, f }) => `Fa' che ${f.pl ? "stiano" : "stia"} ${f.pl ? (f.f ? "comode" : "comodi") : f.f ? "comoda" : "comodo"} e segui le indicazioni del veterinario; ${c.il} ti ${v(c, "chiede", "chiedono")} di prenderti cura anche di te in mezzo alla preoccupazione.`,
      ({ c }) => `Annota le tue domande per il veterinario prima della prossima visita, e lascia che ${c.il} ti ${v(c, "rassereni", "rasserenino")} mentre aspetti.`,
    ],
    debt: [
      ({ c }) => `Questa settimana metti su un solo foglio tutto ciò che devi, a chi e quanto, e porta quel foglio a uno sportello gratuito di consulenza sui debiti; ${c.il} ti ${v(c, "invita", "invitano")} a guardarlo con calma.`,
      ({ c }) => `Questa settimana fai una telefonata a uno sportello gratuito di consulenza sui debiti, con il consiglio ${c.del} in mente: guardare i numeri è il primo passo.`,
      ({ c }) => `Riserva un'ora questa settimana per raccogliere gli estratti conto in un unico posto, così che un consulente ti aiuti a vederli con chiarezza, come ${v(c, "consiglierebbe", "consiglierebbero")} ${c.il}.`,
    ],
    money: [
      ({ c }) => `Dedica mezz'ora questa settimana a mettere fianco a fianco entrate e uscite del mese, e annota una cosa che ${c.il} ti ${v(c, "invita", "invitano")} a guardare più da vicino.`,
      ({ c }) => `Prima di qualsiasi decisione importante sul denaro, scrivi ciò che sai, ciò che non sai e a chi potresti chiedere, e lascia che ${c.il} ${v(c, "metta", "mettano")} ordine nei tuoi pensieri.`,
    ],
    law: [
      ({ c }) => `Questa settimana raccogli in un'unica cartella gli atti e i documenti della questione, perché un avvocato possa vederli con chiarezza; ${c.il} ${v(c, "favorisce", "favoriscono")} un approccio calmo e ordinato.`,
      ({ c }) => `Annota le tue domande per un avvocato o uno sportello di orientamento legale prima di parlarci, con il consiglio ${c.del} in mente.`,
    ],
    job_risk: [
      ({ c }) => `Questa settimana annota ciò che hai portato a termine negli ultimi mesi e chiedi al tuo responsabile un colloquio breve e chiaro sul tuo posto, con il consiglio ${c.del} in mente.`,
      ({ c }) => `Rileggi questa settimana il tuo contratto e ogni comunicazione dell'ufficio del personale, annota le tue domande e portale all'ufficio del personale o al sindacato, nello spirito ${c.del}.`,
      ({ c }) => `Aggiorna il curriculum questa settimana, non per andartene ma perché l'incertezza pesi meno, e lascia che ${c.il} ti ${v(c, "ricordi", "ricordino")} che hai delle possibilità.`,
    ],
    study: [
      ({ c }) => `Pianifica tre brevi sessioni di studio questa settimana, ognuna con un obiettivo chiaro, e lascia che ${c.il} ne ${v(c, "dia", "diano")} il tono.`,
      ({ c }) => `Annota la parte dello studio che rimandi da tempo e dedicale venti minuti domani, nello spirito ${c.del}.`,
      ({ c }) => `Fai a un docente o a un compagno di corso quella domanda che continui a rimandare, con il messaggio ${c.del} in mente.`,
    ],
    move: [
      ({ c }) => `Prima di decidere, scrivi che cosa ti darebbe il trasloco e che cosa ti costerebbe, e rileggi la lista pensando ${c.al}.`,
      ({ c }) => `Dedica una sera questa settimana a informarti su un aspetto pratico del trasloco, come affitti, scuole o lavoro, nello spirito ${c.del}.`,
    ],
    decision: [
      ({ c }) => `Scrivi che cosa ti chiederebbe e che cosa ti darebbe ciascuna strada, e dormici sopra; ${c.il} ${v(c, "può", "possono")} aiutarti a soppesarle, ma la scelta è tua.`,
      ({ c }) => `Parla della decisione con qualcuno di fiducia, e lascia che ${c.il} ${v(c, "tenga", "tengano")} onesta la bilancia.`,
      ({ c }) => `Fissa una data per decidere e, fino ad allora, raccogli ciò che ancora ti serve sapere, con il consiglio ${c.del} in mente.`,
    ],
    grief: [
      ({ c }) => `Concediti spazio questa settimana per sentire ciò che senti, e appoggiati a qualcuno di vicino; ${c.il} ti ${v(c, "chiede", "chiedono")} di essere gentile con te.`,
      ({ c }) => `Passa del tempo senza fretta con le persone che ami questa settimana, nello spirito ${c.del}, e di' ciò che conta.`,
    ],
  },
  closing: {
    gentle: [
      ({ c, f }) => `Qualunque cosa accada ${f.topic.nel}, ${c.il} ti ${v(c, "ricorda", "ricordano")} che c'è ancora luce per il cammino.`,
      ({ c, f }) => `Vai con calma ${f.topic.nel}: in queste carte c'è più speranza di quanto sembri, e ${c.il} ne ${v(c, "custodisce", "custodiscono")} una parte.`,
      ({ c, f }) => `Che la speranza ${c.del} accompagni te e ${f.topic.il} nei prossimi giorni.`,
      ({ c, f }) => `${cap(f.topic.nel)} c'è spazio per la speranza, e ${c.il} le ${v(c, "lascia", "lasciano")} una porta aperta.`,
      ({ c, f }) => `Lascia che ${c.il} ti ${v(c, "ricordi", "ricordino")} che ${f.topic.il} può ancora sorprenderti in meglio.`,
      ({ c, f }) => `La speranza non è una certezza, ma ${c.il} ne ${v(c, "lascia", "lasciano")} molta per ${f.topic.il}.`,
    ],
    direct: [
      ({ c }) => `Il consiglio ${c.del} è la parte da mettere in pratica; il resto è contesto.`,
      ({ f }) => `Ora sai a che punto sei con ${f.topic.il}. Il prossimo passo è tuo.`,
      ({ c }) => `${c.Il} ${v(c, "ha", "hanno")} detto la sua; il resto dipende da te.`,
    ],
    practical: [
      () => `Segna il passo con una data e, quando arriva quel giorno, verifica a che punto sono le cose.`,
      ({ c }) => `A fine settimana rileggi il consiglio ${c.del} e guarda quanta strada hai fatto.`,
      () => `Basta un passo alla volta; il prossimo sarà più chiaro quando avrai fatto questo.`,
    ],
    mystic: [
      ({ c }) => `Accendi una candela o fai un respiro profondo prima di agire, e lascia che l'immagine ${c.del} cammini con te.`,
      ({ c, f }) => `La lettura finisce qui, ma i simboli ${c.del} continueranno a parlare ${f.topic.nel} attraverso sogni e piccoli segni, se ascolti.`,
      ({ c }) => `Vai con calma sotto il cielo che gira: ciò che ${c.il} ${v(c, "ha", "hanno")} aperto, i tuoi passi lo completeranno.`,
    ],
  },
  memory: [
    ({ c, count }) => `${c.Il}, per la ${times(count)} volta questo mese, ${v(c, "è", "sono")} ${agree(c, "tornat")} nelle tue letture, e il suo messaggio chiede ancora la tua attenzione.`,
    ({ c, count }) => `È la ${times(count)} volta questo mese che ${c.il} ${v(c, "compare", "compaiono")} nelle tue letture, segno che il suo tema non ha ancora finito con te.`,
  ],
};

/** Una domanda sul perdere il lavoro («perdere il lavoro», «licenziamento», «il mio posto è a rischio»): il suo passo riguarda il posto, mai un piano di studio. */
export const JOB_AT_RISK = wordPattern("\\bperdere (?:il )?(?:mio )?(?:lavoro|posto|impiego)\\b|\\blicenzi\\w*|\\b(?:posto|lavoro|impiego) (?:è )?(?:a rischio|in pericolo|sicuro|in bilico)\\b|\\btenere (?:il )?(?:mio )?(?:lavoro|posto)\\b|\\btagli al personale\\b|\\bristrutturazion\\w*|\\besuber\\w*", { flags: "iu" });
