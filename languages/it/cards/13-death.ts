import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "La Morte",
  keywords: {
    upright: ["conclusioni", "trasformazione", "transizione", "liberazione", "fare spazio", "rinnovamento", "cambiamento inevitabile"],
    reversed: ["resistenza al cambiamento", "ristagno", "paura delle fini", "attaccamento che persiste", "transizione lenta", "questioni in sospeso"],
  },
  summary:
    "Un cavaliere scheletrico porta uno stendardo con una rosa bianca, mentre re e bambini allo stesso modo gli cedono il passo. Qualcosa sta finendo perché qualcos'altro possa cominciare.",
  upright:
    "Nonostante le sue immagini crude, questa carta parla di trasformazione, non di morte in senso letterale. Uno scheletro in armatura nera cavalca un cavallo bianco, portando uno stendardo nero con una rosa bianca, e ognuno sul suo cammino reagisce in modo diverso: un re è caduto, un vescovo supplica, una giovane donna distoglie lo sguardo, un bambino alza gli occhi senza paura. In lontananza, un sole sorge tra due torri. Un capitolo si sta chiudendo, e il modo in cui affronti questa fine dà forma a ciò che verrà." +
    "\n\n" +
    "Le fini possono fare male anche quando sono necessarie. Un lavoro, una relazione, un'abitudine o una versione di te potrebbero essere giunti alla loro conclusione naturale. Concediti il lutto per ciò che lo merita, ma cerca di non aggrapparti a ciò che se n'è già andato. La rosa bianca parla di purezza e rinnovamento, e il sole che sorge dice che il ciclo continua. Sgombrare ciò che è concluso fa spazio a una crescita che ancora non riesci a immaginare.",
  reversed:
    "Capovolta, la Morte descrive spesso un cambiamento tenuto a distanza. Forse senti che qualcosa ha fatto il suo tempo, eppure continui a puntellarlo, per paura, per abitudine o per fedeltà a chi eri un tempo. Il risultato è una specie di limbo: la vecchia forma non ti sta più, ma quella nuova non può arrivare finché tieni la porta chiusa." +
    "\n\n" +
    "Questa posizione può indicare anche una transizione che si svolge lentamente, con fini che avvengono per gradi anziché tutte insieme. Sii gentile con te stesso se lasciar andare è difficile: l'attaccamento è profondamente umano. Considera comunque quanto ti costa restare dove sei. Piccoli gesti di distacco, come sgomberare una stanza, chiudere con una vecchia abitudine o dire un addio sincero, possono rimettere in moto un processo bloccato e ricordarti che l'alba all'orizzonte ti sta ancora aspettando.",
  categories: {
    general:
      "La Morte segnala la chiusura di un ciclo e l'inizio di una trasformazione profonda, non la fine letterale di una vita. Lascia andare ciò che ha fatto il suo tempo, così che il prossimo capitolo abbia spazio per cominciare.",
    love:
      "In amore, questa carta può segnare la fine di un vecchio schema, di una fase della relazione o, a volte, della relazione stessa. Le coppie che affrontano il cambiamento con sincerità trovano spesso un legame rinnovato, mentre chi è solo può finalmente liberarsi di un vecchio attaccamento.",
    career:
      "Un ruolo, una direzione aziendale o un modo di lavorare potrebbero volgere al termine. Invece di aggrapparti a una posizione che non ti si addice più, guarda che cosa questa transizione ti lascia libero di perseguire, e preparati in modo concreto al cambiamento.",
    health:
      "Leggi questa carta come una riflessione su abitudini e routine che hanno esaurito la loro utilità, mai come una previsione sul tuo corpo. Può essere un buon momento per lasciar andare gli schemi che prosciugano la tua energia e fare spazio a ritmi di riposo più regolari; per qualsiasi preoccupazione reale, parlane con un professionista qualificato.",
    personal_development:
      "È la carta della muta, del lasciarsi alle spalle una vecchia pelle. Convinzioni, ruoli o immagini di te che un tempo ti proteggevano ora potrebbero frenarti, e liberartene, per quanto scomodo, apre la strada a una versione di te più autentica.",
    spirituality:
      "Sul piano spirituale, la Morte parla di rinascita e di quei cicli di distacco che molte tradizioni onorano. Le pratiche che ti aiutano ad accettare l'impermanenza, dalla riflessione silenziosa a semplici riti di congedo, possono portare una pace sorprendente.",
    projects:
      "Un progetto potrebbe dover essere chiuso, ripensato da cima a fondo o archiviato, perché tempo e risorse possano andare altrove. Chiudere qualcosa di proposito è più gentile che lasciarlo trascinarsi; raccogli ciò che hai imparato prima di andare avanti.",
    emotions:
      "Potresti attraversare un lutto, un sollievo o un misto di entrambi mentre qualcosa finisce. Concedi a ogni sentimento il suo tempo, e fidati del fatto che il peso della transizione si alleggerisce man mano che emerge la nuova forma della tua vita.",
    creativity:
      "In campo creativo, la Morte sgombra la tela. Abbandona uno stile o un progetto che ha perso vitalità, trasforma le sue parti migliori in concime per qualcosa di nuovo e concediti di essere di nuovo un principiante.",
  },
  advice: "Lascia che ciò che è finito resti finito, e volgi l'attenzione allo spazio che la sua fine apre.",
  yesNoReason:
    "La Morte tende a rispondere no perché la situazione, così com'è, sta finendo, anche se questa chiusura spesso apre la strada a qualcosa di migliore.",
  element: "Acqua",
  astrology: "Scorpione",
  imageAlt:
    "Uno scheletro in armatura nera cavalca un cavallo bianco e porta uno stendardo nero con una rosa bianca a cinque petali, mentre un re caduto giace sotto gli zoccoli e un vescovo, una giovane donna e un bambino reagiscono davanti a lui. In lontananza scorre un fiume e un sole sorge tra due torri.",
};
