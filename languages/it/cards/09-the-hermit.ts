import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "L'Eremita",
  keywords: {
    upright: ["solitudine", "introspezione", "guida interiore", "saggezza", "ricerca interiore", "ritiro silenzioso"],
    reversed: ["isolamento", "sentirsi soli", "evitamento", "perdita dell'orientamento", "analisi eccessiva", "rifiuto dei consigli"],
  },
  summary:
    "Solo su una cima innevata, l'Eremita alza una lanterna che racchiude un'unica stella: saggezza trovata nella solitudine, e una luce che porti per te e per gli altri.",
  upright:
    "L'Eremita sta su una vetta fredda, avvolto in un lungo mantello grigio, con la lanterna sollevata. Dentro la lanterna brilla una stella a sei punte, una piccola luce costante che illumina solo i prossimi passi. Il lungo bastone lo sostiene nella salita, e la neve intorno a lui parla di distanza dal rumore della vita di tutti i giorni. Si è ritirato non per fuggire, ma per cercare ciò che conta davvero." +
    "\n\n" +
    "Quando compare, allontanarti dalla folla e dal flusso continuo di stimoli può aiutarti a sentire i tuoi pensieri. La riflessione, lo studio e un tempo tranquillo in solitudine offrono intuizioni che nessuna voce esterna può darti. Una volta trovata la tua luce, potresti diventare una guida per gli altri: nota che l'Eremita tiene la lanterna in alto, dove tutti possono vederla. Rallenta, e lascia che la comprensione si raccolga al suo ritmo.",
  reversed:
    "Quando la carta è capovolta, la solitudine può inacidirsi in isolamento. Forse ti sei ritirato così a lungo che ora ti senti solo o stagnante, oppure stai evitando persone e decisioni dietro la bandiera del bisogno di tempo per te. Una lanterna che nessun altro vede mai comincia a sembrare una luce molto piccola. Anche il perfezionismo e l'analisi senza fine possono trattenerti lassù sulla montagna molto tempo dopo che la lezione è stata imparata." +
    "\n\n" +
    "Può essere vero anche il contrario: sei così indaffarato e circondato da non avere alcuno spazio per riflettere, e per questo ti senti perso. In entrambi i casi, cerca l'equilibrio. Se ti sei nascosto, fatti sentire; se stai affogando nel rumore, ritagliati del silenzio. Una sola conversazione sincera con una persona di fiducia può riaccendere la lanterna. La saggezza raccolta in solitudine ha bisogno di un legame con gli altri prima di diventare utile.",
  categories: {
    general:
      "Un periodo di riflessione ti sarà più utile che correre avanti. Fai un passo indietro dalla mischia, raccogli i pensieri e fidati delle intuizioni che affiorano nel silenzio.",
    love:
      "L'Eremita può descrivere una stagione scelta di vita da solo, o il bisogno di respiro all'interno di una relazione. Capire prima te stesso ti aiuterà ad amare con più chiarezza, e una persona che rispetta il tuo bisogno di riflessione è un buon segno.",
    career:
      "Potresti stare rivedendo la tua direzione o cercando un lavoro con un senso più profondo. Sono favoriti il lavoro individuale e concentrato, la ricerca e le competenze specialistiche; chiedi consiglio a un mentore esperto, oppure diventa tu quel mentore per qualcun altro.",
    health:
      "Chiediti se ti concedi abbastanza silenzio, riposo e tempo lontano dagli stimoli continui. Passeggiate in solitudine o abitudini serali riflessive possono restituirti energia, ma nota se il ritiro scivola nell'isolamento, e in quel caso cerca gli amici o un professionista.",
    personal_development:
      "È un momento fertile per la ricerca interiore e un esame di coscienza sincero. Tenere un diario, concederti un breve ritiro o leggere con lentezza e attenzione può illuminare il prossimo tratto del tuo cammino.",
    spirituality:
      "L'Eremita è l'archetipo del cercatore su una strada solitaria. La meditazione, la contemplazione o il tempo trascorso in luoghi selvaggi possono portare intuizioni, e la luce che segui arde dentro la tua lanterna, non in quella di qualcun altro.",
    projects:
      "Pensa prima di agire: un'analisi attenta e una buona pianificazione ora ti risparmieranno errori costosi in seguito. Lavora sui dettagli con calma e metodo, nel più autentico stile della Vergine, prima di mostrare il piano a chiunque.",
    emotions:
      "Potresti sentirti raccolto in te stesso, sommesso o bisognoso di stare da solo. Rispetta questo bisogno, mantenendo però un filo di contatto con le persone che contano per te.",
    creativity:
      "La solitudine nutre la tua creatività in questo momento. Ritirati nello studio, alla scrivania o sul taccuino, lontano dalle opinioni altrui, e lascia che l'opera si sviluppi secondo le sue regole prima di condividerla.",
  },
  advice: "Fai un passo indietro nel silenzio della riflessione e segui la piccola luce costante della tua comprensione.",
  yesNoReason:
    "La risposta ha bisogno di più sguardo interiore prima di mostrarsi, perciò l'Eremita offre un forse.",
  element: "Terra",
  astrology: "Vergine",
  imageAlt:
    "Un vecchio barbuto, avvolto in un lungo mantello grigio con cappuccio, sta da solo su una vetta innevata, sollevando una lanterna che racchiude una stella luminosa a sei punte e appoggiandosi a un alto bastone giallo. Alle sue spalle si stende un cielo uniforme di un grigio azzurro.",
};
