import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "La Stella",
  keywords: {
    upright: ["speranza", "guarigione", "rinnovamento", "ispirazione", "serenità", "fiducia nel futuro", "generosità"],
    reversed: ["scoraggiamento", "perdita della fiducia", "distacco", "dubbi su di sé", "riserve esaurite", "mancanza di direzione"],
  },
  summary:
    "Sotto una grande stella a otto punte, una donna inginocchiata versa acqua sulla terra e nello stagno. Dopo la tempesta arrivano la calma, la speranza e un rinnovamento silenzioso.",
  upright:
    "Dopo lo sconvolgimento della Torre, la Stella arriva come l'aria limpida della notte. Una donna è inginocchiata sul bordo di uno stagno, un piede appoggiato sull'acqua e un ginocchio sulla terra. Da due brocche versa con generosità: un getto torna nello stagno e un altro cade sulla terra, dove si dirama in piccoli rivoli. Sopra di lei splende una grande stella a otto punte circondata da sette stelle più piccole, e un uccello è posato su un albero alle sue spalle." +
    "\n\n" +
    "Questa carta porta una speranza quieta, non rumorosa. Ti stai ricaricando, lentamente e con costanza, dopo un periodo di fatica. L'apertura della donna suggerisce che puoi abbassare un po' la guardia e fidarti del fatto che il rinnovamento è già in corso. L'ispirazione scorre quando smetti di razionarla. Condividi ciò che hai, cura le tue ferite con pazienza e lascia che un senso di scopo ti guidi, come una stella luminosa guida un viandante nella notte.",
  reversed:
    "Quando la Stella è capovolta, la sua luce sembra più fioca. Potresti essere stanco, scoraggiato o dubitare che le cose possano migliorare. Forse hai continuato a versare dalle tue brocche per gli altri senza mai riempirle di nuovo, oppure hai perso il contatto con il senso di significato che di solito ti sostiene." +
    "\n\n" +
    "Le stelle però non svaniscono quando le nuvole le coprono. Questo rovesciamento ti chiede di ritrovare il contatto con piccole fonti di speranza invece di aspettare un grande segno: una conversazione con qualcuno che ti capisce, del tempo all'aria aperta, un obiettivo modesto che puoi davvero raggiungere. Nota le storie che ti racconti sul futuro e metti in discussione quelle che non lasciano spazio al cambiamento. Se la pesantezza persiste, chiedere sostegno è una scelta saggia. La fiducia tende a tornare per gradi, spesso attraverso semplici gesti di cura.",
  categories: {
    general:
      "La Stella porta una speranza rinnovata e la sensazione che le cose stiano migliorando in silenzio. Fidati della direzione in cui ti stai muovendo e lasciati guidare da ciò che ti ispira davvero.",
    love:
      "Nelle relazioni, questa carta suggerisce guarigione, apertura e un dolce rinnovarsi della fiducia. Chi è solo potrebbe scoprire che essere autenticamente sé stesso attira l'attenzione giusta, e le coppie possono ritrovare una visione comune dopo un periodo difficile.",
    career:
      "Sul piano professionale, la Stella favorisce un lavoro in sintonia con i tuoi ideali e le tue speranze a lungo termine. Il riconoscimento potrebbe arrivare per gradi, quindi continua a mostrare i tuoi veri talenti e chiediti dove il tuo lavoro può servire qualcosa che va oltre te.",
    health:
      "Pensa a come ricaricarti: riposo, aria fresca, acqua e tutto ciò che restituisce davvero energia. Qualsiasi ripresa è un processo delicato e continuo, e affidarti ai consigli di un professionista quando ne hai bisogno fa parte del prenderti cura di te.",
    personal_development:
      "La crescita passa dal ritrovare il contatto con le tue speranze più profonde e dal lasciare che orientino le tue scelte. La compassione verso te stesso e uno sguardo lungo ti porteranno più lontano della pressione o del confronto con gli altri.",
    spirituality:
      "Sul piano spirituale, la Stella è una carta di grazia e di fede silenziosa. La contemplazione sotto il cielo aperto, la preghiera o la meditazione possono aiutarti a sentirti in contatto con qualcosa di più grande e benevolo.",
    projects:
      "Sono favoriti i progetti guidati da una visione chiara. Tieni in vista l'obiettivo a lungo termine, condividi apertamente le tue idee e lascia che i primi segnali promettenti ti incoraggino, senza affrettarti a finire.",
    emotions:
      "Potresti sentirti più calmo e fiducioso dopo un periodo difficile. Lascia entrare questa dolcezza: le tue riserve emotive si stanno ricostituendo, anche se il processo sembra lento.",
    creativity:
      "In campo creativo, l'ispirazione scorre libera come l'acqua dalle brocche della Stella. Segui le idee che ti sembrano luminose, crea per il piacere di farlo e lascia che il tuo lavoro porti speranza agli altri.",
  },
  advice: "Lascia che la speranza ti ricarichi con dolcezza e condividi la tua luce senza razionarla.",
  yesNoReason:
    "La Stella tende al sì e promette un esito pieno di speranza, che di solito si dispiega per gradi più che tutto in una volta.",
  element: "Aria",
  astrology: "Acquario",
  imageAlt:
    "Una donna nuda è inginocchiata sul bordo di uno stagno, un piede sull'acqua, e versa da due brocche rosse: un getto nello stagno e uno sulla terra verde. Una grande stella gialla a otto punte brilla nel cielo azzurro tra sette stelle bianche più piccole, e un uccello è posato su un albero alle sue spalle.",
};
