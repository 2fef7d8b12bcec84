import type { ProseTools, StaticPageWords, HowToUseWords } from "../../prose";

function HowToUseIt(tools: ProseTools): HowToUseWords {
  const { appName } = tools;
  return {
    title: "Come si usa",
    lead: "Una lettura richiede un minuto o due. Ecco come trarne il meglio, passo dopo passo.",
    stepsTitle: "Sei passi verso la tua lettura",
    steps: [
      {
        title: "Fai una domanda",
        text: "Scrivi ciò che vuoi chiedere nel campo della domanda, oppure premi «Suggerisci una domanda» per avere un'idea. Le domande aperte, come «Cosa devo capire di…», funzionano meglio.",
      },
      {
        title: "Scegli una stesa",
        text: "«Una carta» offre un unico messaggio mirato; «Sì o no» soppesa tre carte per arrivare a un verdetto; «Tre carte» e la «Stesa completa» scavano più a fondo.",
      },
      {
        title: "Scegli una categoria",
        text: "Di' alle carte di quale ambito della vita si tratta, per esempio Amore, Lavoro o Spiritualità, oppure lascia «Domanda generale».",
      },
      {
        title: "Mescola e pesca le tue carte",
        text: "Il mazzo viene mescolato e aperto a ventaglio, a carte coperte. Fai un respiro, poi scegli tante carte quante ne servono alla tua lettura.",
      },
      {
        title: "Clicca su «Svela e interpreta»",
        text: "Premi «Continua» per disporre le tue carte, poi «Svela e interpreta» per girarle e far scrivere la tua lettura.",
      },
      {
        title: "Leggi l'interpretazione",
        text: "Ogni carta viene letta nel suo posto della stesa, seguita da una sintesi finale. Tieni ciò che risuona con te e lascia che guidi la tua riflessione.",
      },
    ],
    startReading: "Inizia una lettura",
    exampleTitle: "Un esempio di lettura a tre carte",
    question: "«Come posso trovare un equilibrio migliore tra lavoro e riposo?»",
    example: [
      {
        position: "Passato",
        card: "The Hermit",
        reading: "Un periodo di ritiro ti ha insegnato ad ascoltarti. Hai già imparato che la quiete non è tempo sprecato.",
      },
      {
        position: "Presente",
        card: "Temperance",
        reading: "L'angelo versa l'acqua da una coppa all'altra: ora l'equilibrio nasce da una miscela costante, non da settimane del tutto o niente.",
      },
      {
        position: "Futuro",
        card: "The Star",
        reading: "Mantieni questo ritmo e la speranza torna. Il riposo riempie la coppa da cui attingi, e il tuo lavoro ne esce più leggero.",
      },
    ],
    together: "Nell'insieme: sai già come riposare, e il presente ti chiede di farne una misura quotidiana anziché una fuga. Pause piccole e regolari sono il ponte tra la stanchezza e una speranza rinnovata.",
    cardsTitle: "I 22 Arcani Maggiori",
    cardsIntro: `Ogni carta ha una pagina tutta sua con i suoi significati. ${appName} legge ogni carta dritta; ogni pagina riporta anche il significato della carta capovolta, per conoscerla meglio.`,
    cardLabel: (numeral) => <>, carta {numeral}</>,
  };
}

export const howToUse: StaticPageWords<HowToUseWords> = {
  title: "Come si usa",
  description: () =>
    "Sei passi per una lettura dei tarocchi: fai una domanda, scegli la stesa e la categoria, pesca le carte, svelale e leggi.",
  body: HowToUseIt,
};
