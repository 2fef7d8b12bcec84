import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "Il Sole",
  keywords: {
    upright: ["gioia", "successo", "vitalità", "fiducia in sé", "chiarezza", "calore", "festa"],
    reversed: ["intoppi passeggeri", "entusiasmo affievolito", "eccesso di sicurezza", "successo rimandato", "giocosità bloccata", "allegria forzata"],
  },
  summary:
    "Sotto un sole raggiante, un bambino cavalca a pelo un cavallo bianco, portando uno stendardo rosso vivo lungo un muro di girasoli. Calore, chiarezza e una gioia piena.",
  upright:
    "Un grande sole dal calmo volto umano riempie il cielo, con raggi dritti e ondulati che si irradiano in ogni direzione. Sotto, un bambino nudo, incoronato di fiori e di una piuma rossa, cavalca un cavallo bianco senza sella né redini, un braccio spalancato e l'altro che regge uno stendardo rosso gonfio di vento. Dietro di loro, i girasoli si sporgono oltre un muro grigio. Tutto in questa carta parla di apertura: niente di nascosto, niente di trattenuto." +
    "\n\n" +
    "Il Sole è tra le carte più positive del mazzo. Porta chiarezza dopo la confusione, energia dopo la stanchezza e la sensazione di poter essere pienamente te stesso senza doverti scusare. Il successo è a portata di mano, soprattutto se affronti le cose con fiducia e a cuor leggero. Le relazioni si fanno più calde e i piaceri semplici brillano di più: concediti di goderteli. Il bambino non ha bisogno di aggrapparsi al cavallo; a portarlo sono la fiducia e la gioia. Condividi il tuo calore con generosità, perché questa luce cresce quando viene condivisa.",
  reversed:
    "Anche capovolto, il Sole continua a splendere, anche se qualche nuvola può passargli davanti. Potresti sentirti meno entusiasta del solito, incontrare un piccolo ritardo o scoprire che il successo arriva più lentamente di quanto speravi. L'energia di fondo resta buona; ha solo bisogno di un po' più di pazienza o di impegno per emergere." +
    "\n\n" +
    "A volte questo rovesciamento allude a un eccesso di sicurezza, alla convinzione che tutto si sistemerà senza bisogno di attenzione, oppure a una luminosità indossata come una maschera sopra la stanchezza o il dubbio. Può indicare anche un distacco dal tuo lato giocoso e spontaneo. Chiediti che cosa ti aiuterebbe a sentirti davvero più leggero, invece di limitarti a recitare l'allegria. Passa del tempo alla luce del giorno, con persone che ti fanno ridere, o dedicandoti a passatempi che amavi da bambino. Il calore torna più facilmente quando smetti di pretendere che dovrebbe già essere qui.",
  categories: {
    general:
      "Il Sole è un segno luminoso e incoraggiante di chiarezza, successo e felicità autentica. Affronta la situazione con apertura e fiducia: con ogni probabilità le cose andranno meglio di quanto temevi.",
    love:
      "In amore, questa carta porta calore, giocosità e apertura nella coppia. Favorisce un affetto sincero e una gioia condivisa, a volte liete notizie in famiglia, e chi è solo può brillare semplicemente essendo sé stesso.",
    career:
      "Sul piano professionale, il Sole indica riconoscimenti, risultati visibili e l'energia per affrontare le sfide. Sul piano economico suggerisce un periodo di stabilità e di ricompense: lascia che i tuoi talenti si vedano.",
    health:
      "Il Sole rispecchia la vitalità e ti chiede di notare che cosa ti rigenera davvero, come la luce del giorno, il gioco, il movimento e la buona compagnia. Goditi ciò che ti fa stare bene, mantenendo un ritmo equilibrato tra giornate luminose e piene e un riposo vero.",
    personal_development:
      "La crescita passa dall'accettazione di te e dal lasciare che il tuo io autentico si veda. Una fiducia in te stesso costruita sulla sincerità e non sulla recita ti permette di brillare senza sforzo.",
    spirituality:
      "Sul piano spirituale, il Sole parla della gioia come esperienza sacra e della sensazione di essere sorretti dalla vita stessa. La gratitudine e la semplice meraviglia possono essere pratiche potenti in questo momento.",
    projects:
      "I progetti sono favoriti, sospinti da obiettivi chiari e dall'entusiasmo. Condividi apertamente i progressi, festeggia le tappe raggiunte e lascia che lo slancio ti aiuti a portare a termine ciò che hai cominciato.",
    emotions:
      "Potresti sentirti più leggero, più felice e più a tuo agio con te stesso. Lascia entrare fino in fondo questa luce, e nota come si diffonde alle persone che ti circondano.",
    creativity:
      "In campo creativo, il Sole porta un'energia giocosa ed esuberante e la sicurezza di mostrare il tuo lavoro. Crea con libertà e gioia, come fa un bambino, senza preoccuparti del giudizio altrui.",
  },
  advice: "Entra nella luce a cuore aperto e concediti di goderti ciò che sta andando bene.",
  yesNoReason: "Il Sole è uno dei sì più chiari del mazzo e indica un esito luminoso e favorevole.",
  element: "Fuoco",
  astrology: "Sole",
  imageAlt:
    "Un grande sole dal volto umano sereno irradia raggi dritti e ondulati su un bambino nudo, incoronato di fiori e di una piuma rossa, che cavalca a pelo un cavallo bianco e regge uno stendardo rosso gonfio di vento. Alti girasoli si innalzano dietro un muro di pietra grigia.",
};
