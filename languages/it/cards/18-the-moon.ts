import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "La Luna",
  keywords: {
    upright: ["intuizione", "illusione", "incertezza", "sogni", "l'inconscio", "ansia", "cose nascoste"],
    reversed: ["la chiarezza che ritorna", "lasciar andare la paura", "segreti che affiorano", "autoinganno", "emozioni represse", "errori di valutazione"],
  },
  summary:
    "Una luna sognante illumina un sentiero tra due torri, mentre un cane e un lupo ululano e un gambero esce strisciando dall'acqua. Di notte, non tutto è come sembra.",
  upright:
    "Una luna piena che racchiude un profilo a falce guarda in basso a occhi chiusi, mentre gocce di luce cadono verso la terra. Sotto, un cane e un lupo ululano al cielo, uno addomesticato e l'altro selvatico, mentre un gambero esce strisciando da uno stagno su un sentiero che si snoda tra due torri verso colline lontane. La scena è strana, onirica e illuminata solo a metà. È il regno dell'intuizione, dell'immaginazione e di tutto ciò che si agita sotto la superficie." +
    "\n\n" +
    "Quando compare la Luna, la chiarezza può essere difficile da trovare. Le informazioni sono incomplete, i sentimenti sono amplificati e le paure possono assumere forme più grandi di quanto i fatti giustifichino. Invece di forzare la certezza, muoviti lentamente e fidati del tuo istinto, verificandolo però con la realtà. Fai attenzione ai sogni, alle immagini ricorrenti e alle reazioni di pancia: potrebbero portare messaggi che la tua mente razionale non ha colto. Il sentiero c'è, anche se ne vedi solo pochi passi.",
  reversed:
    "Capovolta, la Luna segnala spesso che la nebbia comincia a diradarsi. La confusione lascia il posto alla comprensione, un inganno viene alla luce, o una paura che ti portavi dietro si rivela più piccola di quanto sembrasse. Potresti provare un sollievo autentico cominciando a vedere la situazione alla luce del giorno." +
    "\n\n" +
    "Il rovesciamento può anche rivolgersi all'interno: emozioni che hai messo a tacere, ansie a cui non hai dato un nome, o l'abitudine di raccontarti una storia più comoda di quella vera. Se è così, porta queste cose alla luce con delicatezza. Tenere un diario, parlare con qualcuno di cui ti fidi o semplicemente osservare le tue reazioni può aiutarti. Fai attenzione alle decisioni prese mentre sei ancora disorientato, e lascia che la nuova chiarezza si assesti prima di agire. Come il gambero che risale dallo stagno, ciò che emerge dalle profondità può essere incontrato e compreso.",
  categories: {
    general:
      "La Luna suggerisce che la situazione non è ancora del tutto visibile e che emozioni o supposizioni potrebbero colorare il tuo sguardo. Muoviti con cautela, fidati della tua intuizione e aspetta più luce prima di trarre conclusioni definitive.",
    love:
      "Nelle relazioni potrebbero esserci sentimenti non detti, segnali contrastanti o proiezioni che confondono il quadro. Evita di saltare alle conclusioni: conversazioni sincere e delicate aiutano a separare le preoccupazioni reali da quelle immaginate.",
    career:
      "Sul lavoro, le informazioni potrebbero essere incomplete o le intenzioni poco chiare. Ricontrolla i dettagli, sii prudente con contratti o promesse economiche che sembrano vaghe e ascolta il tuo istinto sulle persone mentre raccogli i fatti.",
    health:
      "Questa carta invita a riflettere sul sonno, sui sogni e sul modo in cui le preoccupazioni possono prosciugare la tua energia. Serate tranquille, abitudini che calmano e l'attenzione a ciò che ti turba possono aiutarti; se l'ansia o l'insonnia persistono, parlarne con un professionista è un gesto di cura verso te stesso.",
    personal_development:
      "La crescita nasce dall'esplorare il tuo mondo interiore: i sogni, le paure e le storie che ti racconti. Affrontare ciò che si nasconde nell'ombra con curiosità invece che con timore costruisce una vera conoscenza di te.",
    spirituality:
      "Sul piano spirituale, la Luna apre la porta all'intuizione, al lavoro con i sogni e ai misteri dell'inconscio. Onora queste esperienze, ma resta con i piedi per terra e usa discernimento su ciò che accetti come vero.",
    projects:
      "I progetti potrebbero essere avvolti dall'incertezza o da variabili nascoste. Procedi un passo alla volta, metti alla prova le tue supposizioni e rimanda l'impegno totale finché la strada davanti a te non si fa più chiara.",
    emotions:
      "I sentimenti possono essere profondi e difficili da nominare, con ansie che salgono di notte o nei momenti di silenzio. Concediti di sentire senza credere a ogni paura; il mattino porta spesso una prospettiva più gentile.",
    creativity:
      "In campo creativo, la Luna è una fonte ricchissima di immagini, simboli e idee oniriche. Segui le associazioni più strane, tieni un diario dei sogni e lascia che l'opera resti misteriosa per un po' prima di darle forma.",
  },
  advice: "Lascia che l'intuizione ti guidi nel tratto poco chiaro, ma confronta le tue paure con i fatti prima di agire.",
  yesNoReason:
    "La Luna tende al forse perché la situazione è ancora avvolta nell'incertezza e il quadro completo non è ancora venuto alla luce.",
  element: "Acqua",
  astrology: "Pesci",
  imageAlt:
    "Una grande luna gialla con un volto di profilo a forma di falce splende su un sentiero che si snoda tra due torri grigie verso montagne lontane, mentre da essa cadono gocce di luce. Un cane e un lupo ululano alla luna, e in primo piano un gambero esce strisciando da uno stagno.",
};
