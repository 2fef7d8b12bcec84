import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "L'Appeso",
  keywords: {
    upright: ["resa", "pausa", "nuova prospettiva", "lasciar andare", "attesa", "sacrificio", "sospensione"],
    reversed: ["stallo", "resistenza", "sacrificio inutile", "indecisione", "vittimismo", "rinvio senza fine"],
  },
  summary:
    "Appesa serenamente a testa in giù a un albero vivo, una figura con l'aureola vede il mondo da una nuova angolazione. A volte fermarsi è il modo per andare avanti.",
  upright:
    "Un uomo pende per un piede da una trave a forma di T fatta di legno vivo, l'altra gamba piegata dietro il ginocchio e le mani nascoste dietro la schiena. Non si dibatte. Il suo volto è sereno e un'aureola dorata gli brilla intorno alla testa: è una sospensione scelta, o almeno accettata, e porta comprensione. La carta compare spesso quando spingere di più ha smesso di funzionare e il vero progresso sta nel fermarsi." +
    "\n\n" +
    "Potrebbe esserti chiesto di rinunciare a qualcosa, che sia un piano rigido, il bisogno di controllo o un modo abituale di vedere un problema. Quello che sembra un ritardo può essere una stagione di gestazione. Rigira la situazione, guardala da sotto e nota che cosa diventa visibile quando smetti di insistere sulla tua angolazione iniziale. Qui la pazienza è attiva, non passiva, e l'intuizione tende ad arrivare quando permetti all'immobilità di fare il suo lavoro.",
  reversed:
    "Quando la carta è capovolta, la figura appesa torna in piedi, e la pausa potrebbe essere durata più del necessario. L'attesa si è trasformata in stallo e la riflessione è scivolata nell'indecisione. Forse stai rimandando una scelta perché ogni opzione ti chiede di lasciar andare qualcosa, oppure stai sacrificando i tuoi bisogni in un modo che genera risentimento invece che significato." +
    "\n\n" +
    "La carta mostra anche la resistenza: dimenarsi appeso alla corda, cercando di forzare tempi che non si lasciano forzare. Chiediti che cosa stai aspettando davvero, e se arriverà mai da solo. A volte la risposta è prendere una decisione, anche imperfetta. A volte è smettere di fare la vittima e chiedere aiuto. In ogni caso, il rovesciamento ti chiede di essere onesto su una cosa: la tua immobilità ti sta nutrendo o ti tiene semplicemente bloccato?",
  categories: {
    general:
      "L'Appeso suggerisce che in questo momento ti servirà di più una pausa che una spinta. Allenta il bisogno di risposte immediate e guarda la situazione da un'angolazione completamente diversa.",
    love:
      "In amore, questa carta può descrivere una relazione in una fase di attesa, o il bisogno di guardare con occhi nuovi il punto di vista della persona amata. Lasciar andare aspettative rigide su come dovrebbero andare le cose spesso fa spazio a una vera intimità, anche se vale la pena notare se stai dando molto più di quanto ricevi.",
    career:
      "Sul piano professionale i progressi possono sembrare sospesi, con decisioni rimandate o progetti in attesa. Approfitta della pausa per rivedere priorità e competenze: una mossa che sembra un passo di lato potrebbe rivelarsi il riorientamento più saggio.",
    health:
      "Questa carta ti chiede di riflettere sul riposo e sul rallentare invece di andare avanti nonostante la stanchezza. L'immobilità, giornate più tranquille e un po' di tempo lontano dall'affanno continuo possono restituirti più di un altro scatto di sforzo; se qualcosa ti preoccupa, parlarne con un professionista è un passo sensato.",
    personal_development:
      "Si cresce attraverso la resa: mettendo in discussione i presupposti, restando nell'incertezza e lasciando che una vecchia identità allenti la presa. Il cambio di prospettiva che ottieni ora può trasformare il modo in cui affronti molti ambiti della vita.",
    spirituality:
      "L'aureola intorno alla testa dell'Appeso fa di questa una delle carte più contemplative del mazzo. La meditazione, un ritiro o semplicemente del tempo in silenzio possono portare intuizioni che lo sforzo non raggiunge; fidati della saggezza del non sapere.",
    projects:
      "Per i progetti, la carta consiglia una pausa voluta prima di impegnarti ulteriormente. Rivedi le premesse del progetto, invita prospettive inattese e sii disposto a ripensare l'approccio invece di spingere avanti a forza un piano che si è arenato.",
    emotions:
      "Potresti sentirti in un limbo, sospeso tra ciò che è stato e ciò che sarà. Invece di combattere questa sensazione di sospensione, osserva le tue emozioni senza affrettarti a risolverle; la chiarezza arriva spesso quando la pressione si allenta.",
    creativity:
      "In campo creativo, capovolgi l'opera, alla lettera o in senso figurato. Periodi di incubazione, punti di vista insoliti e vincoli scelti di proposito possono sbloccare idee che lo sforzo ordinario non vedrebbe.",
  },
  advice: "Per ora smetti di forzare il risultato e guarda la situazione dall'angolazione che hai evitato finora.",
  yesNoReason:
    "L'Appeso descrive una pausa più che un verdetto: la risposta non è ancora definita e potrebbe chiarirsi quando avrai atteso o visto le cose in modo diverso.",
  element: "Acqua",
  astrology: "Nettuno",
  imageAlt:
    "Un uomo con una tunica azzurra e calzamaglia rossa pende a testa in giù per un piede da una trave di legno a forma di T da cui spuntano foglie verdi, la gamba libera piegata dietro l'altra e le mani dietro la schiena. Il suo volto è calmo e un'aureola gialla gli risplende intorno alla testa.",
};
